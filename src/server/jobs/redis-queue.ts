import type { FastifyBaseLogger } from 'fastify';
import { Queue, Worker, type Job } from 'bullmq';
import type { JobGiveUp, JobHandler, JobName, JobPayloads, JobQueue } from './job-queue';

const QUEUE_NAME = 'bonavis-jobs';

/** A failed job is tried this many times in all, after 1 s, 2 s, 4 s… (about four minutes). */
const RETRIES = { attempts: 8, firstDelayMs: 1000 };
/** Jobs of one instance at once: they mostly wait on the network and the database. */
const CONCURRENCY = 8;
/** Finished jobs kept for inspection (`redis-cli` or any BullMQ board) before Redis drops them. */
const KEEP = { completed: { count: 200 }, failed: { count: 1000 } };

export type RedisQueueOptions = {
  url: string;
  /** A job whose instance gave no news for this long (a crash) is taken over by another instance. */
  lockMs: number;
  /** Separates the keys of several apps or test runs sharing one Redis. */
  prefix?: string;
  /** Tries in all and the first pause of the exponential backoff (tests shorten them). */
  retries?: { attempts: number; firstDelayMs: number };
  log: FastifyBaseLogger;
};

/**
 * Jobs on BullMQ: any instance may run a job; a key is queued once (BullMQ's job id); a failed
 * job is retried with exponential backoff; a job whose lock lapses (its instance died) is
 * moved back to the queue by the other instances' stalled-job check and runs again from the
 * state it stored. Each job's start, end and failure is logged.
 */
export function createRedisQueue({ url, lockMs, prefix = 'bonavis', retries = RETRIES, log }: RedisQueueOptions): JobQueue {
  const connection = { url, maxRetriesPerRequest: null };
  const queue = new Queue(QUEUE_NAME, { connection, prefix });
  const handlers = new Map<JobName, JobHandler<JobName>>();
  const giveUps = new Map<JobName, JobGiveUp<JobName>>();
  const active = new Set<Promise<void>>();

  /** Counts a task of this instance, so `idle` waits for it. */
  const track = (task: Promise<void>) => {
    const tracked = task.catch(() => undefined).finally(() => active.delete(tracked));
    active.add(tracked);
    return task;
  };

  const runJob = (job: Job) => {
    const handler = handlers.get(job.name as JobName);
    if (!handler) throw new Error(`no handler for job ${job.name}`);
    log.info({ job: job.name, jobId: job.id, attempt: job.attemptsMade + 1 }, 'job started');
    return track(handler(job.data as JobPayloads[JobName]));
  };

  /** A job BullMQ retries goes back to waiting; one left in the failed set (last attempt, or stalled too often) is given up. */
  async function giveUpIfLast(job: Job, error: Error) {
    if ((await job.getState()) !== 'failed') return;
    log.error({ err: error, job: job.name, jobId: job.id }, 'job given up after its last attempt');
    try {
      await giveUps.get(job.name as JobName)?.(job.data as JobPayloads[JobName], error);
    } catch (failure) {
      // Nothing recorded it: free its key, so a resume or the owner's next request queues it again.
      log.error({ err: failure, job: job.name, jobId: job.id }, 'could not record the given-up job; its key is freed');
      await job.remove().catch(() => undefined);
    }
  }

  const worker = new Worker(QUEUE_NAME, runJob, {
    connection,
    prefix,
    autorun: false,
    concurrency: CONCURRENCY,
    lockDuration: lockMs,
    stalledInterval: lockMs,
    // A job may outlive a few crashed instances before it is given up.
    maxStalledCount: 3,
  });
  worker.on('completed', (job) => log.info({ job: job.name, jobId: job.id }, 'job done'));
  worker.on('failed', (job, error) => {
    log.warn(
      { err: error, job: job?.name, jobId: job?.id, attempt: job?.attemptsMade },
      'job failed; BullMQ retries it unless it was the last attempt',
    );
    if (job) void track(giveUpIfLast(job, error));
  });
  worker.on('stalled', (jobId) => log.warn({ jobId }, 'job stalled (its instance stopped answering); it runs again'));
  worker.on('error', (error) => log.error({ err: error }, 'job worker error'));

  return {
    kind: 'redis',
    handle(name, handler, onGiveUp) {
      handlers.set(name, handler as JobHandler<JobName>);
      if (onGiveUp) giveUps.set(name, onGiveUp as JobGiveUp<JobName>);
    },
    async add(name, key, payload) {
      await queue.add(name, payload, {
        jobId: key,
        attempts: retries.attempts,
        backoff: { type: 'exponential', delay: retries.firstDelayMs },
        removeOnComplete: KEEP.completed,
        removeOnFail: KEEP.failed,
      });
    },
    async repeat(name, everyMs) {
      if (everyMs <= 0) {
        await queue.removeJobScheduler(name);
        return;
      }
      // One scheduler in Redis for every instance: each run happens once, on one of them.
      await queue.upsertJobScheduler(name, { every: everyMs }, { name, data: {}, opts: { removeOnComplete: KEEP.completed } });
    },
    async start() {
      void worker.run();
      await worker.waitUntilReady();
    },
    idle: () => Promise.all(active).then(() => undefined),
    async close() {
      await worker.close();
      await queue.close();
    },
  };
}
