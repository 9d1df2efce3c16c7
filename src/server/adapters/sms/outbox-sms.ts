import { randomUUID } from 'node:crypto';
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
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

/**
 * The writes still to finish, per outbox file, for the whole process: every append waits for the previous one, so
 * parallel sends (and two senders on the same file) never interleave their lines.
 */
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

export function createOutboxSms({ file, now = () => new Date(), newId = () => `outbox-${randomUUID()}` }: OutboxSmsOptions): SmsSender {
  const target = path.resolve(file);
  return {
    kind: 'outbox',
    offline: true,
    async send(message) {
      checkSmsMessage(message);
      const sent: SentSms = { id: newId(), to: message.to, text: message.text, sender: message.sender, sentAt: now().toISOString() };
      // JSON escapes the text's line breaks: one SMS, one line.
      const line = `${JSON.stringify(sent)}\n`;
      try {
        await queued(target, async () => {
          await mkdir(path.dirname(target), { recursive: true });
          await appendFile(target, line, 'utf8');
        });
      } catch (error) {
        const reason = (error as NodeJS.ErrnoException).code ?? 'write failed';
        throw new SmsError('UNAVAILABLE', `The SMS outbox ${file} cannot be written (${reason})`);
      }
      return { id: sent.id };
    },
  };
}

/** Every SMS in the outbox, oldest first; none when the file does not exist yet. Waits for the writes under way. */
export async function readOutbox(file: string): Promise<SentSms[]> {
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
      return [JSON.parse(line) as SentSms];
    } catch {
      throw new Error(`${file} line ${index + 1} is not an SMS written by the outbox (not JSON)`);
    }
  });
}
