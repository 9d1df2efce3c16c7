import { SMS_SENDER_PATTERN } from '../adapters/sms/sms-sender';
import { ConfigError, oneOf, read, type Env } from './env-readers';

/** SMS senders: Brevo when chosen, else the local outbox file, where each "sent" SMS is one JSON line. */
export type SmsConfig = { kind: 'brevo'; apiKey: string; sender: string } | { kind: 'outbox'; file: string; sender: string };

export const SMS_PROVIDERS = ['outbox', 'brevo'] as const;
export const DEFAULT_SMS_SENDER = 'Bonavis';

/**
 * SMS_PROVIDER chooses (`outbox` by default, or `brevo` with BREVO_API_KEY); SMS_SENDER is the sender id phones show;
 * SMS_OUTBOX_FILE is where the outbox writes, by default `sms-outbox.jsonl` in DATA_DIR (`./data`).
 */
export function readSmsConfig(env: Env): SmsConfig {
  const sender = read(env, 'SMS_SENDER') ?? DEFAULT_SMS_SENDER;
  if (!SMS_SENDER_PATTERN.test(sender)) {
    throw new ConfigError('SMS_SENDER', `must be 3 to 11 letters or digits, without spaces or accents (got "${sender}")`);
  }
  const apiKey = read(env, 'BREVO_API_KEY');
  // A Brevo key with no provider named would leave every SMS in a local file: half a configuration, worth stopping for.
  if (apiKey && !read(env, 'SMS_PROVIDER')) {
    throw new ConfigError('SMS_PROVIDER', 'is required when BREVO_API_KEY is set: brevo to send, or outbox to keep SMS local');
  }
  if (oneOf(env, 'SMS_PROVIDER', SMS_PROVIDERS, 'outbox') === 'brevo') {
    if (!apiKey) throw new ConfigError('BREVO_API_KEY', 'is required when SMS_PROVIDER is brevo');
    return { kind: 'brevo', apiKey, sender };
  }
  const dataDir = read(env, 'DATA_DIR') ?? './data';
  const file = read(env, 'SMS_OUTBOX_FILE') ?? `${dataDir.startsWith('memory://') ? './data' : dataDir}/sms-outbox.jsonl`;
  return { kind: 'outbox', file, sender };
}
