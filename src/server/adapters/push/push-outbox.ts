import { randomUUID } from 'node:crypto';
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PushPayload } from '../../../shared/api/notifications';
import { isCheckedEndpoint, pushEndpointOf } from './push-endpoint';
import { PushError, type PushOptions, type PushSender } from './push-sender';

/**
 * The offline stand-in: a push "sent" is one JSON line appended to a local file (`data/push-outbox.jsonl` by default):
 * the endpoint it would go to and the payload before encryption, so a developer or a browser test reads back what the
 * server would have sent and hands it to the browser itself. Nothing leaves the machine; every device is "sent".
 */
export type SentPush = { id: string; endpoint: string; payload: PushPayload; sentAt: string } & PushOptions;

export type PushOutboxOptions = {
  file: string;
  /** Devices may name http://127.0.0.1 (tests), as with the real sender. */
  allowLoopbackHttp?: boolean;
  now?: () => Date;
  newId?: () => string;
};

/** The appends still to finish, per file: each waits for the previous one, so lines never interleave. */
const pendingWrites = new Map<string, Promise<void>>();

function queued(file: string, write: () => Promise<void>): Promise<void> {
  const done = (pendingWrites.get(file) ?? Promise.resolve()).then(write);
  const settled = done.catch(() => undefined);
  pendingWrites.set(file, settled);
  void settled.then(() => {
    if (pendingWrites.get(file) === settled) pendingWrites.delete(file);
  });
  return done;
}

export function createPushOutbox({
  file,
  allowLoopbackHttp = false,
  now = () => new Date(),
  newId = () => `push-${randomUUID()}`,
}: PushOutboxOptions): PushSender {
  const target = path.resolve(file);
  return {
    kind: 'outbox',
    endpointOf: (value) => pushEndpointOf(value, { allowLoopbackHttp }),
    async send({ endpoint }, payload, options) {
      if (!isCheckedEndpoint(endpoint)) throw new PushError('REJECTED', 'the endpoint was not checked by endpointOf');
      const sent: SentPush = { id: newId(), endpoint: endpoint.href, payload, ...options, sentAt: now().toISOString() };
      const line = `${JSON.stringify(sent)}\n`;
      try {
        await queued(target, async () => {
          await mkdir(path.dirname(target), { recursive: true });
          await appendFile(target, line, 'utf8');
        });
      } catch (error) {
        const reason = (error as NodeJS.ErrnoException).code ?? 'write failed';
        throw new PushError('UNAVAILABLE', `The push outbox ${file} cannot be written (${reason})`);
      }
      return 'sent';
    },
  };
}

/** Every push in the outbox, oldest first; none when the file does not exist yet. Waits for the writes under way. */
export async function readPushOutbox(file: string): Promise<SentPush[]> {
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
      return [JSON.parse(line) as SentPush];
    } catch {
      throw new Error(`${file} line ${index + 1} is not a push written by the outbox (not JSON)`);
    }
  });
}
