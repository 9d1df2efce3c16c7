import type { FastifyBaseLogger } from 'fastify';
import { createInProcessQueue } from './in-process-queue';
import type { JobQueue } from './job-queue';
import { createRedisQueue } from './redis-queue';

/** BullMQ when Redis is configured (several instances), else jobs in this process. */
export function createJobQueue(
  { redisUrl, jobLockMs, jobQueuePrefix }: { redisUrl: string | null; jobLockMs: number; jobQueuePrefix: string },
  log: FastifyBaseLogger,
): JobQueue {
  return redisUrl ? createRedisQueue({ url: redisUrl, lockMs: jobLockMs, prefix: jobQueuePrefix, log }) : createInProcessQueue(log);
}
