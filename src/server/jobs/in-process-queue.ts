import type { FastifyBaseLogger } from 'fastify';
import { JobInterrupted, type JobHandler, type JobName, type JobPayloads, type JobQueue } from './job-queue';
import { every } from './schedule';

/**
 * Jobs in this process, for a single instance: a job runs as soon as it is added, once per key
 * at a time. Its state lives in the database, so the next start resumes what a stop interrupted.
 */
export function createInProcessQueue(log: FastifyBaseLogger): JobQueue {
  const handlers = new Map<JobName, JobHandler<JobName>>();
  const running = new Map<string, Promise<void>>();
  const schedules: ReturnType<typeof every>[] = [];
  let closing = false;

  function run<Name extends JobName>(name: Name, key: string, payload: JobPayloads[Name]) {
    if (running.has(key) || closing) return;
    const handler = handlers.get(name) as JobHandler<Name> | undefined;
    if (!handler) throw new Error(`no handler for job ${name}`);
    const task = handler(payload)
      .catch((error: unknown) => {
        if (!(error instanceof JobInterrupted)) log.error({ err: error, job: name, key }, 'job failed');
      })
      .finally(() => running.delete(key));
    running.set(key, task);
  }

  return {
    kind: 'in-process',
    handle(name, handler) {
      handlers.set(name, handler as JobHandler<JobName>);
    },
    async add(name, key, payload) {
      run(name, key, payload);
    },
    async repeat(name, everyMs) {
      const schedule = every(everyMs, () => handlers.get(name)!({}), log, name);
      schedules.push(schedule);
    },
    async start() {
      for (const schedule of schedules) schedule.start();
    },
    idle: () => Promise.all(running.values()).then(() => undefined),
    async close() {
      closing = true;
      await Promise.all(schedules.map((schedule) => schedule.stop()));
      await Promise.all(running.values());
    },
  };
}
