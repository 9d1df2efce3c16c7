import { createSmsSender } from '../adapters/sms';
import { ConfigError } from './env-readers';
import { readSmsConfig } from './sms';

describe('readSmsConfig', () => {
  it('keeps SMS in the local outbox by default, signed Bonavis, in DATA_DIR', () => {
    expect(readSmsConfig({})).toEqual({ kind: 'outbox', file: './data/sms-outbox.jsonl', sender: 'Bonavis' });
    expect(readSmsConfig({ DATA_DIR: '/var/lib/bonavis' })).toMatchObject({ file: '/var/lib/bonavis/sms-outbox.jsonl' });
    expect(readSmsConfig({ DATA_DIR: 'memory://' })).toMatchObject({ file: './data/sms-outbox.jsonl' });
    expect(readSmsConfig({ SMS_PROVIDER: ' outbox ', SMS_OUTBOX_FILE: '/tmp/outbox.jsonl', SMS_SENDER: 'Boulange' })).toEqual({
      kind: 'outbox',
      file: '/tmp/outbox.jsonl',
      sender: 'Boulange',
    });
  });

  it('sends through Brevo when asked, with its key', () => {
    expect(readSmsConfig({ SMS_PROVIDER: 'brevo', BREVO_API_KEY: 'xkeysib-123', SMS_SENDER: 'Bonavis2026' })).toEqual({
      kind: 'brevo',
      apiKey: 'xkeysib-123',
      sender: 'Bonavis2026',
    });
  });

  it('keeps SMS local when the outbox is named explicitly, even with a Brevo key set', () => {
    expect(readSmsConfig({ SMS_PROVIDER: 'outbox', BREVO_API_KEY: 'xkeysib-123' })).toMatchObject({ kind: 'outbox' });
  });

  it.each([
    [{ SMS_PROVIDER: 'twilio' }, 'Configuration error: SMS_PROVIDER must be one of outbox, brevo (got "twilio")'],
    [{ SMS_PROVIDER: 'brevo' }, 'Configuration error: BREVO_API_KEY is required when SMS_PROVIDER is brevo'],
    [{ SMS_PROVIDER: 'brevo', BREVO_API_KEY: '   ' }, 'Configuration error: BREVO_API_KEY is required when SMS_PROVIDER is brevo'],
    [
      { BREVO_API_KEY: 'xkeysib-123' },
      'Configuration error: SMS_PROVIDER is required when BREVO_API_KEY is set: brevo to send, or outbox to keep SMS local',
    ],
    [{ SMS_SENDER: 'BV' }, 'Configuration error: SMS_SENDER must be 3 to 11 letters or digits, without spaces or accents (got "BV")'],
    [
      { SMS_SENDER: 'Bonavis Paris' },
      'Configuration error: SMS_SENDER must be 3 to 11 letters or digits, without spaces or accents (got "Bonavis Paris")',
    ],
    [
      { SMS_SENDER: 'Épicerie' },
      'Configuration error: SMS_SENDER must be 3 to 11 letters or digits, without spaces or accents (got "Épicerie")',
    ],
  ])('stops with one line naming the bad variable: %p', (env, message) => {
    expect(() => readSmsConfig(env)).toThrow(ConfigError);
    expect(() => readSmsConfig(env)).toThrow(message);
  });

  it('gives createSmsSender what it needs to choose the sender', () => {
    expect(createSmsSender(readSmsConfig({}))).toMatchObject({ kind: 'outbox', offline: true });
    expect(createSmsSender(readSmsConfig({ SMS_PROVIDER: 'brevo', BREVO_API_KEY: 'k' }))).toMatchObject({ kind: 'brevo', offline: false });
  });
});
