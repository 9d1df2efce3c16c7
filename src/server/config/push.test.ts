import webPush from 'web-push';
import { ConfigError } from './env-readers';
import { readPushConfig } from './push';

const keys = webPush.generateVAPIDKeys();
const base = { supportAddress: 'support@bonavis.fr', production: false };

describe('readPushConfig', () => {
  it('leaves push off without keys', () => {
    expect(readPushConfig({}, base)).toEqual({ vapid: null, allowLoopbackHttp: false, sender: { kind: 'web-push' } });
  });

  it('writes pushes to a local outbox file when PUSH_PROVIDER is outbox, in DATA_DIR unless PUSH_OUTBOX_FILE says where', () => {
    expect(readPushConfig({ PUSH_PROVIDER: 'outbox', DATA_DIR: '.e2e-data' }, base).sender).toEqual({
      kind: 'outbox',
      file: '.e2e-data/push-outbox.jsonl',
    });
    expect(readPushConfig({ PUSH_PROVIDER: 'outbox', DATA_DIR: 'memory://' }, base).sender).toEqual({
      kind: 'outbox',
      file: './data/push-outbox.jsonl',
    });
    expect(readPushConfig({ PUSH_PROVIDER: 'outbox', PUSH_OUTBOX_FILE: '/tmp/p.jsonl' }, base).sender).toEqual({
      kind: 'outbox',
      file: '/tmp/p.jsonl',
    });
  });

  it('signs with the key pair, for the support address unless a subject is given', () => {
    const env = { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: ` ${keys.privateKey} ` };
    expect(readPushConfig(env, base).vapid).toEqual({ ...keys, subject: 'mailto:support@bonavis.fr' });
    expect(readPushConfig(env, { ...base, supportAddress: 'Bonavis <aide@bonavis.fr>' }).vapid?.subject).toBe('mailto:aide@bonavis.fr');
    expect(readPushConfig({ ...env, VAPID_SUBJECT: 'https://bonavis.fr/contact' }, base).vapid?.subject).toBe('https://bonavis.fr/contact');
  });

  it.each([
    [{ VAPID_PUBLIC_KEY: keys.publicKey }, 'VAPID_PRIVATE_KEY is required when VAPID_PUBLIC_KEY is set'],
    [{ VAPID_PRIVATE_KEY: keys.privateKey }, 'VAPID_PUBLIC_KEY is required when VAPID_PRIVATE_KEY is set'],
    [{ VAPID_PUBLIC_KEY: keys.privateKey, VAPID_PRIVATE_KEY: keys.privateKey }, 'VAPID_PUBLIC_KEY must be a P-256 public key'],
    [{ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.publicKey }, 'VAPID_PRIVATE_KEY must be a P-256 private key'],
    [{ VAPID_PUBLIC_KEY: `${keys.publicKey}!`, VAPID_PRIVATE_KEY: keys.privateKey }, 'VAPID_PUBLIC_KEY must be a P-256 public key'],
    [{ VAPID_SUBJECT: 'http://bonavis.fr' }, 'VAPID_SUBJECT must be a mailto: or https: URL (got "http://bonavis.fr")'],
    [{ VAPID_SUBJECT: 'support@bonavis.fr' }, 'VAPID_SUBJECT must be a mailto: or https: URL (got "support@bonavis.fr")'],
    [{ PUSH_ALLOW_LOOPBACK_HTTP: 'yes' }, 'PUSH_ALLOW_LOOPBACK_HTTP must be one of true, false (got "yes")'],
    [{ PUSH_PROVIDER: 'fcm' }, 'PUSH_PROVIDER must be one of web-push, outbox (got "fcm")'],
  ])('stops with one line naming the bad variable: %p', (env, message) => {
    expect(() => readPushConfig(env, base)).toThrow(ConfigError);
    expect(() => readPushConfig(env, base)).toThrow(message);
  });

  it('lets only tests reach a push service over plain HTTP on 127.0.0.1', () => {
    expect(readPushConfig({ PUSH_ALLOW_LOOPBACK_HTTP: 'true' }, base).allowLoopbackHttp).toBe(true);
    expect(() => readPushConfig({ PUSH_ALLOW_LOOPBACK_HTTP: 'true' }, { ...base, production: true })).toThrow(
      'PUSH_ALLOW_LOOPBACK_HTTP must not be set in production',
    );
  });
});
