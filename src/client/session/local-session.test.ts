import { clearSessionUser, pendingEmail, readAuthToken, referralCode, storeAuthToken, twoFactorToken } from './local-session';

describe('API token storage', () => {
  it('stores a non-blank string under authToken, as is', () => {
    storeAuthToken('token-abc');
    expect(localStorage.getItem('authToken')).toBe('token-abc');
  });

  it.each([[''], ['   '], [null], [undefined], [42], [{}]])('removes the stored token when given %p', (value) => {
    localStorage.setItem('authToken', 'previous-token');
    storeAuthToken(value);
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('reads the stored token back', () => {
    storeAuthToken('token-abc');
    expect(readAuthToken()).toBe('token-abc');
  });

  it('reads no token when none or a blank one is stored', () => {
    expect(readAuthToken()).toBeNull();
    localStorage.setItem('authToken', '  ');
    expect(readAuthToken()).toBeNull();
  });
});

describe('session user', () => {
  it('clears user and 2faToken, and nothing else', () => {
    for (const key of ['user', '2faToken', 'authToken', 'email', 'ref', 'settings']) localStorage.setItem(key, 'value');
    clearSessionUser();
    expect(Object.keys(localStorage).sort()).toEqual(['authToken', 'email', 'ref', 'settings']);
  });
});

describe.each([
  ['pending e-mail', pendingEmail, 'email', 'marie@boulangerie.fr'],
  ['referral code', referralCode, 'ref', 'ABC'],
])('%s', (_name, store, key, value) => {
  it(`is kept under the key "${key}"`, () => {
    store.save(value);
    expect(localStorage.getItem(key)).toBe(value);
    expect(store.read()).toBe(value);
  });

  it('can be cleared', () => {
    store.save(value);
    store.clear();
    expect(store.read()).toBeNull();
  });
});

describe('two-factor token', () => {
  const issuedAt = Date.UTC(2026, 10, 24, 9, 0);

  it('is kept under 2faToken with its expiry, and read back while it is valid', () => {
    twoFactorToken.save('tfa-1', issuedAt);
    expect(JSON.parse(localStorage.getItem('2faToken')!)).toEqual({ token: 'tfa-1', expiresAt: expect.any(Number) });
    expect(twoFactorToken.read(issuedAt + 9 * 60 * 1000)).toBe('tfa-1');
  });

  it('is forgotten once its 10 minutes (less a margin) are over', () => {
    twoFactorToken.save('tfa-1', issuedAt);
    expect(twoFactorToken.read(issuedAt + 10 * 60 * 1000)).toBeNull();
    expect(localStorage.getItem('2faToken')).toBeNull();
  });

  it.each([['a-raw-token'], ['{"token":1}'], ['{']])('reads nothing from an unreadable value %p', (value) => {
    localStorage.setItem('2faToken', value);
    expect(twoFactorToken.read()).toBeNull();
  });
});
