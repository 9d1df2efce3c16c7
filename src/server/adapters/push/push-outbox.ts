import { randomUUID } from 'node:crypto';
import { appendJsonLine, readJsonLines } from '../json-lines-file';
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

export function createPushOutbox({
  file,
  allowLoopbackHttp = false,
  now = () => new Date(),
  newId = () => `push-${randomUUID()}`,
}: PushOutboxOptions): PushSender {
  return {
    kind: 'outbox',
    endpointOf: (value) => pushEndpointOf(value, { allowLoopbackHttp }),
    async send({ endpoint }, payload, options) {
      if (!isCheckedEndpoint(endpoint)) throw new PushError('REJECTED', 'the endpoint was not checked by endpointOf');
      const sent: SentPush = { id: newId(), endpoint: endpoint.href, payload, ...options, sentAt: now().toISOString() };
      try {
        await appendJsonLine(file, sent);
      } catch (error) {
        const reason = (error as NodeJS.ErrnoException).code ?? 'write failed';
        throw new PushError('UNAVAILABLE', `The push outbox ${file} cannot be written (${reason})`);
      }
      return 'sent';
    },
  };
}

/** Every push in the outbox, oldest first; none when the file does not exist yet. Waits for the writes under way. */
export const readPushOutbox = (file: string): Promise<SentPush[]> => readJsonLines<SentPush>(file, 'a push');
