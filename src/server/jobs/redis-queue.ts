import type { FastifyBaseLogger } from 'fastify';
import { Queue, Worker, type Job } from 'bullmq';
import type { JobHandler, JobName, JobPayloads, JobQueue } from './job-queue';

const QUEUE_NAME = 'bonavis-jobs';

/** A failed job is tried this many times in all, after 1 s, 2 s, 4 s… */
const ATTEMPTS = 8;
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
  log: FastifyBaseLogger;
};

/**
 * Jobs on BullMQ: any instance may run a job; a key is queued once (BullMQ's job id); a failed
 * job is retried with exponential backoff; a job whose lock lapses (its instance died) is
 * moved back to the queue by the other instances' stalled-job check and runs again from the
 * state it stored. Each job's start, end and failure is logged.
 */
export function createRedisQueue({ url, lockMs, prefix = 'bonavis', log }: RedisQueueOptions): JobQueue {
  const connection = { url, maxRetriesPerRequest: null };
  const queue = new Queue(QUEUE_NAME, { connection, prefix });
  const handlers = new Map<JobName, JobHandler<JobName>>();
  const active = new Set<Promise<void>>();

  const runJob = (job: Job) => {
    const handler = handlers.get(job.name as JobName);
    if (!handler) throw new Error(`no handler for job ${job.name}`);
    log.info({ job: job.name, jobId: job.id, attempt: job.attemptsMade + 1 }, 'job started');
    const task = handler(job.data as JobPayloads[JobName]);
    const tracked = task.catch(() => undefined).finally(() => active.delete(tracked));
    active.add(tracked);
    return task;
  };
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
  worker.on('failed', (job, error) =>
    log.warn(
      { err: error, job: job?.name, jobId: job?.id, attempt: job?.attemptsMade },
      'job failed; BullMQ retries it unless it was the last attempt',
    ),
  );
  worker.on('stalled', (jobId) => log.warn({ jobId }, 'job stalled (its instance stopped answering); it runs again'));
  worker.on('error', (error) => log.error({ err: error }, 'job worker error'));

  return {
    kind: 'redis',
    handle(name, handler) {
      handlers.set(name, handler as JobHandler<JobName>);
    },
    async add(name, key, payload) {
      await queue.add(name, payload, {
        jobId: key,
        attempts: ATTEMPTS,
        backoff: { type: 'exponential', delay: 1000 },
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
