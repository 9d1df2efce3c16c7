import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { createRedisQueue } from './redis-queue';
import type { JobQueue } from './job-queue';
import { engineUrl } from '../test-engines';

/** BullMQ's retries and the give-up that follows the last one. Runs when REDIS_URL is set; fails without it when Redis is required (CI). */
const redisUrl = engineUrl('redis');
const describeWithRedis = redisUrl ? describe : describe.skip;

async function eventually(check: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describeWithRedis('jobs on BullMQ', () => {
  let queue: JobQueue;
  beforeEach(() => {
    queue = createRedisQueue({
      url: redisUrl!,
      lockMs: 2000,
      prefix: `bonavis-test-${randomUUID()}`,
      retries: { attempts: 3, firstDelayMs: 10 },
      log: Fastify({ logger: false }).log,
    });
  });
  afterEach(() => queue.close());

  it('gives a job up once, after its last attempt, with the last error', async () => {
    const tries: number[] = [];
    const givenUp: { payload: unknown; message: string }[] = [];
    queue.handle(
      'sync',
      async ({ jobId }) => {
        tries.push(jobId);
        throw new Error(`attempt ${tries.length} failed`);
      },
      async (payload, error) => void givenUp.push({ payload, message: (error as Error).message }),
    );
    await queue.start();
    await queue.add('sync', 'sync-1', { jobId: 1 });

    await eventually(() => givenUp.length > 0);
    await queue.idle();
    expect(tries).toEqual([1, 1, 1]);
    expect(givenUp).toEqual([{ payload: { jobId: 1 }, message: 'attempt 3 failed' }]);
  });

  it('does not give up a job that a retry finishes', async () => {
    let tries = 0;
    const givenUp = jest.fn(async () => undefined);
    queue.handle(
      'sync',
      async () => {
        tries += 1;
        if (tries === 1) throw new Error('first attempt failed');
      },
      givenUp,
    );
    await queue.start();
    await queue.add('sync', 'sync-2', { jobId: 2 });

    await eventually(() => tries === 2);
    await queue.idle();
    expect(givenUp).not.toHaveBeenCalled();
  });

  it('frees the key of a job whose give-up could not be recorded, so it can be queued again', async () => {
    let tries = 0;
    queue.handle(
      'sync',
      async () => {
        tries += 1;
        if (tries <= 3) throw new Error('still failing');
      },
      async () => {
        throw new Error('database unreachable');
      },
    );
    await queue.start();
    await queue.add('sync', 'sync-3', { jobId: 3 });
    await eventually(() => tries === 3);

    // Until the give-up has failed and the key is freed (a few Redis round trips after the last
    // attempt), queuing the key again is a no-op: ask again until it runs, or fail at the deadline.
    const deadline = Date.now() + 10_000;
    while (tries < 4) {
      if (Date.now() > deadline) throw new Error('the key of the given-up job was never freed');
      await queue.add('sync', 'sync-3', { jobId: 3 });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await queue.idle();
    // Queued again once the key was free, it ran once more: no duplicate of the re-queued job.
    expect(tries).toBe(4);
  });
});
