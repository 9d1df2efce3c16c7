import { clearSessionUser, pendingEmail, readAuthToken, referralCode, storeAuthToken } from './local-session';

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
