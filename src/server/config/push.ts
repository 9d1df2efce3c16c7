import { bareAddress, ConfigError, oneOf, read, type Env } from './env-readers';

/**
 * Web Push (VAPID, RFC 8292): the key pair that signs every push, and who the push services may contact about it.
 * `vapid` is null when no keys are set: push alerts are off and the API gives the devices no key to subscribe with.
 */
export type PushConfig = {
  vapid: { publicKey: string; privateKey: string; subject: string } | null;
  /** Tests only: devices may name a push service at http://127.0.0.1 (the local stand-in); refused in production. */
  allowLoopbackHttp: boolean;
  /** Where pushes go once VAPID keys are set: the push services, or a local file the browser tests read back. */
  sender: { kind: 'web-push' } | { kind: 'outbox'; file: string };
};

export const PUSH_PROVIDERS = ['web-push', 'outbox'] as const;

/** PUSH_PROVIDER (`web-push` by default, or `outbox`) and PUSH_OUTBOX_FILE (`push-outbox.jsonl` in DATA_DIR). */
function senderOf(env: Env): PushConfig['sender'] {
  if (oneOf(env, 'PUSH_PROVIDER', PUSH_PROVIDERS, 'web-push') === 'web-push') return { kind: 'web-push' };
  const dataDir = read(env, 'DATA_DIR') ?? './data';
  return {
    kind: 'outbox',
    file: read(env, 'PUSH_OUTBOX_FILE') ?? `${dataDir.startsWith('memory://') ? './data' : dataDir}/push-outbox.jsonl`,
  };
}

const BASE64URL = /^[\w-]+$/;

/** The bytes of a base64url key of `bytes` bytes, or null. */
function keyBytes(value: string, bytes: number): Buffer | null {
  if (value.length > 100 || !BASE64URL.test(value)) return null;
  const decoded = Buffer.from(value, 'base64url');
  return decoded.length === bytes ? decoded : null;
}

/** mailto: or https:, as RFC 8292 asks; by default the support address, so a push service can write to someone. */
function subjectOf(env: Env, supportAddress: string): string {
  const subject = read(env, 'VAPID_SUBJECT') ?? `mailto:${bareAddress(supportAddress)}`;
  let protocol: string;
  try {
    protocol = new URL(subject).protocol;
  } catch {
    throw new ConfigError('VAPID_SUBJECT', `must be a mailto: or https: URL (got "${subject}")`);
  }
  if (protocol !== 'mailto:' && protocol !== 'https:') {
    throw new ConfigError('VAPID_SUBJECT', `must be a mailto: or https: URL (got "${subject}")`);
  }
  return subject;
}

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (both or neither, base64url as `npx web-push generate-vapid-keys` prints
 * them: a 65-byte uncompressed P-256 point and a 32-byte scalar), VAPID_SUBJECT, PUSH_PROVIDER, and
 * PUSH_ALLOW_LOOPBACK_HTTP for tests.
 */
export function readPushConfig(env: Env, { supportAddress, production }: { supportAddress: string; production: boolean }): PushConfig {
  const allowLoopbackHttp = oneOf(env, 'PUSH_ALLOW_LOOPBACK_HTTP', ['true', 'false'] as const, 'false') === 'true';
  if (allowLoopbackHttp && production) {
    throw new ConfigError('PUSH_ALLOW_LOOPBACK_HTTP', 'must not be set in production (devices could name any local address)');
  }
  const publicKey = read(env, 'VAPID_PUBLIC_KEY');
  const privateKey = read(env, 'VAPID_PRIVATE_KEY');
  const subject = subjectOf(env, supportAddress);
  const sender = senderOf(env);
  if (!publicKey && !privateKey) return { vapid: null, allowLoopbackHttp, sender };
  if (!publicKey) throw new ConfigError('VAPID_PUBLIC_KEY', 'is required when VAPID_PRIVATE_KEY is set');
  if (!privateKey) throw new ConfigError('VAPID_PRIVATE_KEY', 'is required when VAPID_PUBLIC_KEY is set');
  if (keyBytes(publicKey, 65)?.[0] !== 0x04) {
    throw new ConfigError(
      'VAPID_PUBLIC_KEY',
      'must be a P-256 public key in base64url (65 bytes), as npx web-push generate-vapid-keys prints it',
    );
  }
  if (!keyBytes(privateKey, 32)) {
    throw new ConfigError(
      'VAPID_PRIVATE_KEY',
      'must be a P-256 private key in base64url (32 bytes), as npx web-push generate-vapid-keys prints it',
    );
  }
  return { vapid: { publicKey, privateKey, subject }, allowLoopbackHttp, sender };
}
