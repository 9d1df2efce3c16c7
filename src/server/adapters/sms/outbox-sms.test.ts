import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createOutboxSms, readOutbox } from './outbox-sms';
import type { SmsMessage } from './sms-sender';

const MESSAGE: SmsMessage = { to: '+33612345678', text: 'Bonjour Claire, votre avis compte.', sender: 'Bonavis' };
const AT = new Date('2026-03-02T09:30:00.000Z');

/** Ids in order, so a test knows each one without randomness. */
function counter(prefix: string) {
  let next = 0;
  return () => `${prefix}-${(next += 1)}`;
}

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'bonavis-sms-outbox-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('SMS outbox (offline stand-in)', () => {
  it('writes one JSON line per SMS, read back by readOutbox', async () => {
    const file = path.join(dir, 'sms-outbox.jsonl');
    const outbox = createOutboxSms({ file, now: () => AT, newId: counter('sms') });

    await expect(outbox.send(MESSAGE)).resolves.toEqual({ id: 'sms-1' });

    expect(await readFile(file, 'utf8')).toBe(
      '{"id":"sms-1","to":"+33612345678","text":"Bonjour Claire, votre avis compte.","sender":"Bonavis","sentAt":"2026-03-02T09:30:00.000Z"}\n',
    );
    expect(await readOutbox(file)).toEqual([{ id: 'sms-1', ...MESSAGE, sentAt: '2026-03-02T09:30:00.000Z' }]);
  });

  it('lands every one of 50 parallel sends, each on its own whole line', async () => {
    const file = path.join(dir, 'sms-outbox.jsonl');
    const outbox = createOutboxSms({ file, now: () => AT });
    const texts = Array.from({ length: 50 }, (_, index) => `SMS numéro ${index} ${'x'.repeat(500)}`);

    const ids = await Promise.all(texts.map((text) => outbox.send({ ...MESSAGE, text }).then((sent) => sent.id)));

    const lines = (await readFile(file, 'utf8')).split('\n');
    expect(lines.pop()).toBe('');
    expect(lines).toHaveLength(50);
    const stored = await readOutbox(file);
    expect(stored.map((sms) => sms.text).sort()).toEqual([...texts].sort());
    expect(stored.map((sms) => sms.id).sort()).toEqual([...ids].sort());
    expect(new Set(ids).size).toBe(50);
  });

  it('keeps two senders on the same file from interleaving their lines', async () => {
    const file = path.join(dir, 'sms-outbox.jsonl');
    const first = createOutboxSms({ file, newId: counter('a') });
    const second = createOutboxSms({ file: path.join(dir, '.', 'sms-outbox.jsonl'), newId: counter('b') });

    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        [second, first][index % 2].send({ ...MESSAGE, text: `SMS ${index} ${'y'.repeat(600)}`.slice(0, 612) }),
      ),
    );

    const stored = await readOutbox(file);
    expect(stored).toHaveLength(20);
    expect(stored.map((sms) => sms.id).sort()).toEqual(
      [...Array.from({ length: 10 }, (_, i) => `a-${i + 1}`), ...Array.from({ length: 10 }, (_, i) => `b-${i + 1}`)].sort(),
    );
  });

  it('keeps a text with line breaks and quotes on one line, and gives it back unchanged', async () => {
    const file = path.join(dir, 'sms-outbox.jsonl');
    const text = 'Bonjour "Claire",\nmerci !\r\nÀ bientôt 🙂';
    await createOutboxSms({ file }).send({ ...MESSAGE, text });

    expect((await readFile(file, 'utf8')).split('\n')).toHaveLength(2);
    expect((await readOutbox(file))[0].text).toBe(text);
  });

  it('creates the folders of the outbox, and reads a missing outbox as empty', async () => {
    const file = path.join(dir, 'nested', 'deeper', 'sms-outbox.jsonl');
    expect(await readOutbox(file)).toEqual([]);
    await createOutboxSms({ file }).send(MESSAGE);
    expect(await readOutbox(file)).toHaveLength(1);
  });

  it('says UNAVAILABLE when the outbox cannot be written', async () => {
    const notAFolder = path.join(dir, 'not-a-folder');
    await writeFile(notAFolder, 'a file, not a folder');
    await expect(createOutboxSms({ file: path.join(notAFolder, 'sms-outbox.jsonl') }).send(MESSAGE)).rejects.toMatchObject({
      name: 'SmsError',
      code: 'UNAVAILABLE',
    });
  });

  it('names the line it cannot read', async () => {
    const file = path.join(dir, 'sms-outbox.jsonl');
    await writeFile(
      file,
      '{"id":"sms-1","to":"+33612345678","text":"ok","sender":"Bonavis","sentAt":"2026-03-02T09:30:00.000Z"}\n{"id":"sms-2",\n',
    );
    await expect(readOutbox(file)).rejects.toThrow(/line 2 is not an SMS written by the outbox/);
  });
});
