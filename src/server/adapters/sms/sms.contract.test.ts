import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createBrevoSms } from './brevo-sms';
import { createOutboxSms, readOutbox } from './outbox-sms';
import { SMS_TEXT_MAX_LENGTH, SmsError, type SmsMessage, type SmsSender } from './sms-sender';

/**
 * The SMS adapter contract: what review requests rely on, whatever the provider. The outbox runs offline on a
 * temporary file; Brevo answers through an injected fetch with its recorded-shape success.
 */
const VALID: SmsMessage = {
  to: '+33612345678',
  text: 'Bonjour Claire, merci pour votre visite à la Boulangerie Dupont ! Votre avis : https://bonavis.fr/r/dupont',
  sender: 'Bonavis',
};

type Subject = { sender: SmsSender; calls: () => Promise<number> };

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'bonavis-sms-contract-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

function outbox(): Subject {
  const file = path.join(dir, 'sms-outbox.jsonl');
  return { sender: createOutboxSms({ file }), calls: async () => (await readOutbox(file)).length };
}

function recordedBrevo(): Subject {
  const sent = readFileSync(path.join(__dirname, 'fixtures', 'brevo-sms-sent.json'), 'utf8');
  let count = 0;
  const fetchImpl = (async () => {
    count += 1;
    return new Response(sent, { status: 201, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { sender: createBrevoSms({ apiKey: 'contract-key', fetchImpl }), calls: async () => count };
}

const implementations: [string, () => Subject][] = [
  ['outbox', outbox],
  ['Brevo (recorded answers)', recordedBrevo],
];

const INVALID: [string, Partial<SmsMessage>][] = [
  ['a number without its country code', { to: '0612345678' }],
  ['a number whose country code starts with 0', { to: '+0612345678' }],
  ['a number with spaces', { to: '+33 6 12 34 56 78' }],
  ['a number too short', { to: '+336123' }],
  ['a number too long', { to: '+3361234567890123' }],
  ['an empty number', { to: '' }],
  ['an empty text', { text: '' }],
  ['a text of spaces only', { text: '  \n ' }],
  ['a text one character too long', { text: 'a'.repeat(SMS_TEXT_MAX_LENGTH + 1) }],
  ['a sender of 2 characters', { sender: 'BV' }],
  ['a sender of 12 characters', { sender: 'BonavisParis' }],
  ['a sender with a space', { sender: 'Bona vis' }],
  ['a sender with an accent', { sender: 'Bonavís' }],
  ['a sender with a dash', { sender: 'Bona-vis' }],
];

describe.each(implementations)('SMS adapter contract: %s', (_name, create) => {
  it('says what it is', () => {
    const { sender } = create();
    expect(['brevo', 'outbox']).toContain(sender.kind);
    expect(sender.offline).toBe(sender.kind === 'outbox');
  });

  it('sends a valid message and answers with its id', async () => {
    const { sender, calls } = create();
    const { id } = await sender.send(VALID);
    expect(typeof id).toBe('string');
    expect(id.length).toBeGreaterThan(0);
    expect(await calls()).toBe(1);
  });

  it('sends at the limits: 612 characters, a 3- and an 11-character sender, 7 and 15 digits', async () => {
    const { sender, calls } = create();
    await sender.send({ ...VALID, text: 'a'.repeat(SMS_TEXT_MAX_LENGTH), sender: 'Bon' });
    await sender.send({ ...VALID, to: '+1234567', sender: 'Bonavis2026' });
    await sender.send({ ...VALID, to: '+123456789012345' });
    expect(await calls()).toBe(3);
  });

  it.each(INVALID)('refuses %s with INVALID_MESSAGE, before any call', async (_case, change) => {
    const { sender, calls } = create();
    const failure = sender.send({ ...VALID, ...change });
    await expect(failure).rejects.toBeInstanceOf(SmsError);
    await expect(failure).rejects.toMatchObject({ name: 'SmsError', code: 'INVALID_MESSAGE' });
    expect(await calls()).toBe(0);
  });

  it('never repeats the number or the text in a refusal', async () => {
    const { sender } = create();
    const error = await sender.send({ ...VALID, to: '0612345678', text: 'secret text' }).catch((failure: unknown) => failure);
    expect((error as Error).message).not.toContain('0612345678');
    expect((error as Error).message).not.toContain('secret text');
  });
});
