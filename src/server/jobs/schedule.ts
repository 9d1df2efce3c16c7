import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `task` every `intervalMs` in this process, never two at once (a slow run delays the next
 * rather than overlapping it). `stop` ends the schedule and waits for a run in progress.
 * An interval of 0 schedules nothing: an outside scheduler calls the task instead.
 */
export function every(intervalMs: number, task: () => Promise<unknown>, log: FastifyBaseLogger, name: string) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  const plan = () => {
    if (stopped || intervalMs <= 0) return;
    timer = setTimeout(() => {
      running = task()
        .then(() => undefined)
        .catch((error: unknown) => log.error({ err: error }, `${name} failed`))
        .finally(() => {
          running = null;
          plan();
        });
    }, intervalMs);
    timer.unref();
  };

  return {
    start: plan,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
