import { randomBytes } from 'node:crypto';
import { createTokenCipher, keyFromSecret } from './token-cipher';

const key = (id: string) => ({ id, key: randomBytes(32) });

describe('sealed Google tokens', () => {
  it('seals so the stored value shows nothing of the token, and opens it again', () => {
    const cipher = createTokenCipher([key('k1')]);
    const sealed = cipher.seal('1//refresh-token-value');
    expect(sealed).not.toContain('refresh-token-value');
    expect(sealed.startsWith('k1.')).toBe(true);
    expect(cipher.open(sealed)).toBe('1//refresh-token-value');
    expect(cipher.seal('same')).not.toBe(cipher.seal('same'));
  });

  it('opens values sealed with an older key after a rotation, and says they are worth sealing again', () => {
    const old = key('2025');
    const sealed = createTokenCipher([old]).seal('token');
    const rotated = createTokenCipher([key('2026'), old]);
    expect(rotated.open(sealed)).toBe('token');
    expect(rotated.isStale(sealed)).toBe(true);
    expect(rotated.isStale(rotated.seal('token'))).toBe(false);
  });

  it('refuses an altered value or an unknown key', () => {
    const cipher = createTokenCipher([key('k1')]);
    const [id, iv, tag, body] = cipher.seal('token').split('.');
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] ^= 1;
    expect(() => cipher.open([id, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => createTokenCipher([key('other')]).open(cipher.seal('token'))).toThrow(/unknown key/);
  });

  it('derives the same key from the same secret', () => {
    const sealed = createTokenCipher([keyFromSecret('a'.repeat(40))]).seal('token');
    expect(createTokenCipher([keyFromSecret('a'.repeat(40))]).open(sealed)).toBe('token');
    expect(() => createTokenCipher([keyFromSecret('b'.repeat(40))]).open(sealed)).toThrow();
  });
});
