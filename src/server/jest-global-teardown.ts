import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

/** Signals a whole process group; false once no process of it is left. */
function signalGroup(pid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    return process.kill(-pid, signal);
  } catch {
    return false;
  }
}

/**
 * Stops what the global setup started (each in its own process group), and waits until they are gone: CI starts the
 * browser tests' stack right after Jest, and an emulator still closing would be taken for one to reuse.
 */
export default async function globalTeardown() {
  const started = (globalThis as { __bonavisServices?: ChildProcess[] }).__bonavisServices ?? [];
  const groups = started.map((child) => child.pid!).filter((pid) => signalGroup(pid, 'SIGTERM'));
  const gone = async (ms: number) => {
    const deadline = Date.now() + ms;
    while (groups.some((pid) => signalGroup(pid, 0)) && Date.now() < deadline) await sleep(100);
  };
  await gone(10_000);
  for (const pid of groups) signalGroup(pid, 'SIGKILL');
  await gone(1_000);
}
