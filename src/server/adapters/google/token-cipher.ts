import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** A named 256-bit key; the name is stored beside each sealed value, so older keys still open what they sealed. */
export type TokenKey = { id: string; key: Buffer };

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The key `APP_SECRET` gives when no GOOGLE_TOKEN_KEYS are configured (id `app`). */
export function keyFromSecret(secret: string): TokenKey {
  return { id: 'app', key: Buffer.from(hkdfSync('sha256', secret, 'bonavis', 'google-token-key', 32)) };
}

/**
 * Seals OAuth tokens at rest with AES-256-GCM: `<key id>.<iv>.<tag>.<ciphertext>` (base64url).
 * The first key seals; every listed key opens, so keys can be rotated without losing connections
 * (a token sealed with an older key is sealed again with the current one at its next refresh).
 */
export function createTokenCipher(keys: TokenKey[]) {
  if (!keys.length) throw new Error('at least one token key is needed');
  const [current] = keys;
  const byId = new Map(keys.map((entry) => [entry.id, entry.key]));

  function seal(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', current.key, iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [current.id, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join('.');
  }

  /** The plain token; throws when the key is unknown or the value was altered. */
  function open(value: string): string {
    const [id, iv, tag, sealed] = value.split('.');
    const key = byId.get(id);
    if (!key || !iv || !tag || sealed === undefined) throw new Error('sealed token unreadable (unknown key or malformed)');
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
  }

  /** Sealed with an older key: worth sealing again with the current one. */
  const isStale = (value: string) => !value.startsWith(`${current.id}.`);

  return { seal, open, isStale };
}

export type TokenCipher = ReturnType<typeof createTokenCipher>;
