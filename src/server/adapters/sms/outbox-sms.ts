import { randomUUID } from 'node:crypto';
import { appendJsonLine, readJsonLines } from '../json-lines-file';
import { checkSmsMessage, SmsError, type SmsSender } from './sms-sender';

/**
 * The offline stand-in: an SMS "sent" is one JSON line appended to a local file (`data/sms-outbox.jsonl` by default),
 * so a developer or a test reads what would have left, as MailDev's inbox shows the mails. Nothing leaves the machine.
 */
export type SentSms = { id: string; to: string; text: string; sender: string; sentAt: string };

export type OutboxSmsOptions = {
  file: string;
  /** For tests that want exact lines; by default the clock and a random id. */
  now?: () => Date;
  newId?: () => string;
};

export function createOutboxSms({ file, now = () => new Date(), newId = () => `outbox-${randomUUID()}` }: OutboxSmsOptions): SmsSender {
  return {
    kind: 'outbox',
    offline: true,
    async send(message) {
      checkSmsMessage(message);
      const sent: SentSms = { id: newId(), to: message.to, text: message.text, sender: message.sender, sentAt: now().toISOString() };
      try {
        await appendJsonLine(file, sent);
      } catch (error) {
        const reason = (error as NodeJS.ErrnoException).code ?? 'write failed';
        throw new SmsError('UNAVAILABLE', `The SMS outbox ${file} cannot be written (${reason})`);
      }
      return { id: sent.id };
    },
  };
}

/** Every SMS in the outbox, oldest first; none when the file does not exist yet. Waits for the writes under way. */
export const readOutbox = (file: string): Promise<SentSms[]> => readJsonLines<SentSms>(file, 'an SMS');
