import type { JobGiveUp, JobName, JobQueue } from './job-queue';

/**
 * `jobs` with a `handle` that registers no handler and keeps the give-up callback of the `name` jobs: a test calls
 * `kept.giveUp` as the queue would after the job's last failed attempt.
 */
export function queueKeepingGiveUp<Name extends JobName>(jobs: JobQueue, name: Name) {
  const kept: { giveUp?: JobGiveUp<Name> } = {};
  const handle = (handled: JobName, _handler: unknown, onGiveUp?: unknown) => {
    if (handled === name) kept.giveUp = onGiveUp as JobGiveUp<Name>;
  };
  return { queue: { ...jobs, handle } as JobQueue, kept };
}
