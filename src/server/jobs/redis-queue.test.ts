import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { createRedisQueue } from './redis-queue';
import type { JobQueue } from './job-queue';
import { engineUrl } from '../test-engines';
import { describeWith } from '../test-skips';

/** BullMQ's retries and the give-up that follows the last one. Runs when REDIS_URL is set; fails without it when Redis is required (CI). */
const redisUrl = engineUrl('redis');

async function eventually(check: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A job handler that throws on its first `failures` attempts, counting every attempt in `attempts.count`. */
function failingFirst(failures: number, attempts: { count: number }) {
  return async () => {
    attempts.count += 1;
    if (attempts.count <= failures) throw new Error(`attempt ${attempts.count} failed`);
  };
}

/**
 * Queues the job again and again until `ran()` says it ran once more, or fails at the deadline: until the give-up has
 * failed and the key is freed (a few Redis round trips after the last attempt), queuing the key again is a no-op.
 */
async function requeueUntil(ran: () => boolean, requeue: () => Promise<void>) {
  const deadline = Date.now() + 10_000;
  while (!ran()) {
    if (Date.now() > deadline) throw new Error('the key of the given-up job was never freed');
    await requeue();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describeWith(['redis'], 'jobs on BullMQ', () => {
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
    const attempts = { count: 0 };
    const givenUp = jest.fn(async () => undefined);
    queue.handle('sync', failingFirst(1, attempts), givenUp);
    await queue.start();
    await queue.add('sync', 'sync-2', { jobId: 2 });

    await eventually(() => attempts.count === 2);
    await queue.idle();
    expect(givenUp).not.toHaveBeenCalled();
  });

  it('frees the key of a job whose give-up could not be recorded, so it can be queued again', async () => {
    const attempts = { count: 0 };
    queue.handle('sync', failingFirst(3, attempts), async () => {
      throw new Error('database unreachable');
    });
    await queue.start();
    await queue.add('sync', 'sync-3', { jobId: 3 });
    await eventually(() => attempts.count === 3);

    await requeueUntil(
      () => attempts.count >= 4,
      () => queue.add('sync', 'sync-3', { jobId: 3 }),
    );
    await queue.idle();
    // Queued again once the key was free, it ran once more: no duplicate of the re-queued job.
    expect(attempts.count).toBe(4);
  });
});
