import { readFileSync } from 'node:fs';

/**
 * The server's clock for what counts days (the sync's daily page budget, the alerts' once-a-day problems). Without a
 * file, the real time.
 * With TEST_CLOCK_FILE (browser tests only; refused in production), the real time moved by the milliseconds the file
 * holds, read at each call: a journey puts the server on the day and hour it needs (noon UTC, far from the budget's
 * midnight) and back, without a restart. No file: no offset.
 */
export function createClock(offsetFile: string | null, realNow: () => number = Date.now): () => Date {
  if (!offsetFile) return () => new Date(realNow());
  return () => new Date(realNow() + offsetIn(offsetFile));
}

function offsetIn(file: string): number {
  let text: string;
  try {
    text = readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  const offset = Number(text);
  if (text === '' || !Number.isSafeInteger(offset)) {
    throw new Error(`${file} must hold a whole number of milliseconds (got "${text.slice(0, 40)}")`);
  }
  return offset;
}
