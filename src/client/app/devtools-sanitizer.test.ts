import { MASK, maskSecrets } from './devtools-sanitizer';

describe('Redux DevTools sanitizer', () => {
  it('masks tokens in state and actions, however deep', () => {
    const state = {
      auth: { user: { email: 'a@b.fr', authToken: 'eyJ.secret' } },
      list: [{ twoFactorToken: 'x' }],
      settings: { themeMode: 'dark' },
    };
    expect(maskSecrets(state)).toEqual({
      auth: { user: { email: 'a@b.fr', authToken: MASK } },
      list: [{ twoFactorToken: MASK }],
      settings: { themeMode: 'dark' },
    });
    expect(maskSecrets({ type: 'auth/loginSuccess', payload: { token: 'abc', otp: '123456' } })).toEqual({
      type: 'auth/loginSuccess',
      payload: { token: MASK, otp: MASK },
    });
  });

  it('leaves the original untouched', () => {
    const action = { type: 'x', payload: { token: 'abc' } };
    maskSecrets(action);
    expect(action.payload.token).toBe('abc');
  });
});
