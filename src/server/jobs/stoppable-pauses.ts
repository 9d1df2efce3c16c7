/**
 * Waits between a job's retries that end at once when the server stops: the job then sees
 * `stopping`, leaves its stored state as it is, and runs again at the next start.
 */
export function createStoppablePauses() {
  const sleepers = new Set<() => void>();
  let stopping = false;
  return {
    get stopping() {
      return stopping;
    },
    pause: (ms: number) =>
      new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          sleepers.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, ms);
        sleepers.add(wake);
      }),
    stop() {
      stopping = true;
      for (const wake of [...sleepers]) wake();
    },
  };
}
