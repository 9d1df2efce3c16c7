import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { DAY_MS } from '../../src/shared/constants';

/**
 * The browser tests' server counts the synchronisation's days (the daily page budget) on the real time moved by the
 * milliseconds this file holds (`TEST_CLOCK_FILE`), read at each use: a journey sets the server's day and hour.
 */
export const E2E_CLOCK_FILE = '.e2e-data/clock-offset-ms';

/** Moves the server's clock forward to the next noon UTC, twelve hours from any midnight; resolves with that instant. */
export async function serverClockAtNextNoon(): Promise<Date> {
  const now = Date.now();
  const noon = Math.floor(now / DAY_MS) * DAY_MS + DAY_MS / 2;
  const target = noon > now ? noon : noon + DAY_MS;
  await mkdir(dirname(E2E_CLOCK_FILE), { recursive: true });
  // Written whole, then renamed: the server never reads a half-written number.
  await writeFile(`${E2E_CLOCK_FILE}.tmp`, String(target - now));
  await rename(`${E2E_CLOCK_FILE}.tmp`, E2E_CLOCK_FILE);
  return new Date(target);
}

/** The real time again. */
export async function resetServerClock() {
  await rm(E2E_CLOCK_FILE, { force: true });
}
