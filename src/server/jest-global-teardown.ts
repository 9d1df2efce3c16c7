import type { ChildProcess } from 'node:child_process';

/** Stops what the global setup started (each in its own process group). */
export default async function globalTeardown() {
  const started = (globalThis as { __bonavisServices?: ChildProcess[] }).__bonavisServices ?? [];
  for (const child of started) {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
