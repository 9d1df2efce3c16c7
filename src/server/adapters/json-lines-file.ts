import { appendFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The offline stand-ins' outboxes (SMS, push): one JSON value per line in a local file, read back by tests and by
 * whoever runs the app. The appends still to finish, per file, for the whole process: every append waits for the
 * previous one, so parallel sends (and two senders on the same file) never interleave their lines.
 */
const pendingWrites = new Map<string, Promise<void>>();

/** Appends the value as one line (JSON escapes line breaks), after the appends under way on the same file. */
export function appendJsonLine(file: string, value: unknown): Promise<void> {
  const target = path.resolve(file);
  const line = `${JSON.stringify(value)}\n`;
  const done = (pendingWrites.get(target) ?? Promise.resolve()).then(async () => {
    await mkdir(path.dirname(target), { recursive: true });
    await appendFile(target, line, 'utf8');
  });
  const settled = done.catch(() => undefined);
  pendingWrites.set(target, settled);
  void settled.then(() => {
    if (pendingWrites.get(target) === settled) pendingWrites.delete(target);
  });
  return done;
}

/** Every line's value, oldest first; none when the file does not exist yet. Waits for the appends under way. */
export async function readJsonLines<Value>(file: string, what: string): Promise<Value[]> {
  const target = path.resolve(file);
  await pendingWrites.get(target);
  let content: string;
  try {
    content = await readFile(target, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return content.split('\n').flatMap((line, index) => {
    if (line.trim() === '') return [];
    try {
      return [JSON.parse(line) as Value];
    } catch {
      throw new Error(`${file} line ${index + 1} is not ${what} written by the outbox (not JSON)`);
    }
  });
}
