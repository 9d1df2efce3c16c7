import type { JobQueue } from '../../jobs/job-queue';

/** Queues one connection's read; its key makes it run once at a time, whichever instance or path asks. */
export const queueRead = (jobs: JobQueue, connectionId: number) =>
  jobs.add('review-source-read', `source-read-${connectionId}`, { connectionId });
