// First: Redux Toolkit looks for the DevTools extension when it loads.
import { devToolsCapture } from '../test/devtools-capture';
import { usersApi } from '../api/users-api';
import { establishSession, signInWithEmailLink } from '../features/auth/auth-session';
import { FakeIdentity, fakeUser } from '../test/fake-identity';
import { aUser } from '../test/fixtures';
import { mockApi } from '../test/mock-api';
import { MASK, maskSecrets } from './devtools-sanitizer';
import { setupStore } from './store';

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

  it('masks credentials by their look, under any key', () => {
    const jwt = 'eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiJ1aWQtMSJ9.';
    expect(
      maskSecrets({
        note: `Bearer ${jwt}`,
        location: { search: '?mode=signIn&oobCode=abc-123_X&apiKey=demo-key' },
        continueUrl: 'http://localhost/x?next=%2Fauth%2Fredirect%3FoobCode%3Dabc123%26lang%3Dfr',
        headers: { Authorization: 'raw-token', 'X-2FA-Token': 'tfa' },
        '2faToken': 'tfa',
        code: '482913',
        error: { code: 'OTP_EXPIRED', providerCode: 'auth/invalid-action-code' },
        [`checkUserExists("${jwt}")`]: true,
      }),
    ).toEqual({
      note: `Bearer ${MASK}`,
      location: { search: `?mode=signIn&oobCode=${MASK}&apiKey=demo-key` },
      continueUrl: `http://localhost/x?next=%2Fauth%2Fredirect%3FoobCode%3D${MASK}`,
      headers: { Authorization: MASK, 'X-2FA-Token': MASK },
      '2faToken': MASK,
      code: MASK,
      error: { code: 'OTP_EXPIRED', providerCode: 'auth/invalid-action-code' },
      [`checkUserExists("${MASK}")`]: true,
    });
  });

  it('survives objects that point at each other', () => {
    const user: Record<string, unknown> = { uid: 'uid-1' };
    user.auth = { currentUser: user };
    expect(maskSecrets(user)).toEqual({ uid: 'uid-1', auth: { currentUser: '[Circular]' } });
  });
});

describe('Redux DevTools output of a whole sign-in', () => {
  const api = mockApi();
  const EMAIL = 'marie@boulangerie.fr';
  const OOB_CODE = 'SECRETo0bC0de-Xk29fQ_7';
  const LINK = `http://localhost:8080/auth/redirect?mode=signIn&oobCode=${OOB_CODE}&apiKey=demo-key&lang=fr`;
  const ID_TOKEN = 'eyJhbGciOiJSUzI1NiIsImtpZCI6IjEifQ.eyJzdWIiOiJ1aWQtMSIsImVtYWlsIjoibWFyaWUifQ.c2lnbmF0dXJlLXNlY3JldA';
  const REFRESH_TOKEN = 'AMf-vBrefresh-0p4que';
  const OTP = '493817';
  const TWO_FACTOR_TOKEN = 'tfa-7c1e9d0b';

  it('shows no sign-in link code, token, one-time code or two-factor token', async () => {
    api.route('sendMagicLink', { body: { sent: true } });
    api.route('verifyOtp', { status: 400, body: { code: 'OTP_EXPIRED', message: 'This code has expired' } });
    const profile = aUser({ email: EMAIL });
    api.route('createProfile', { status: 200, body: profile });
    api.route('me', { body: profile });
    localStorage.setItem('authToken', ID_TOKEN);
    const identity = new FakeIdentity();
    const store = setupStore({ identity });
    // Shaped like a Firebase user: tokens in its own fields, and a cycle through its auth instance.
    const user = Object.assign(fakeUser(), {
      accessToken: ID_TOKEN,
      stsTokenManager: { accessToken: ID_TOKEN, refreshToken: REFRESH_TOKEN },
      auth: { currentUser: null as unknown },
    });
    user.auth.currentUser = user;
    identity.nextUser = user;

    await store.dispatch(usersApi.endpoints.sendMagicLink.initiate({ email: EMAIL, referral: 'ABCD2345', language: 'fr' }));
    await store.dispatch(usersApi.endpoints.verifyOtp.initiate({ email: EMAIL, otp: '000000' }));
    api.route('verifyOtp', { body: { link: LINK } });
    const { link } = await store.dispatch(usersApi.endpoints.verifyOtp.initiate({ email: EMAIL, otp: OTP })).unwrap();
    await store.dispatch(signInWithEmailLink({ email: EMAIL, url: link })).unwrap();
    await store.dispatch(establishSession(user));
    store.dispatch({
      type: 'settings/twoFactorVerified',
      payload: { '2faToken': TWO_FACTOR_TOKEN, twoFactorToken: TWO_FACTOR_TOKEN, code: OTP },
    });
    store.dispatch({ type: 'router/locationChanged', payload: { pathname: '/auth/redirect', search: `?mode=signIn&oobCode=${OOB_CODE}` } });
    store.dispatch({ type: 'realtime/connected', payload: { handshake: { headers: { Authorization: ID_TOKEN }, bearer: ID_TOKEN } } });

    expect(store.getState().auth.isAuthenticated).toBe(true);
    // Empty when Redux Toolkit loaded before the stand-in extension: then nothing here was checked.
    expect(devToolsCapture.outputs.length).toBeGreaterThan(10);
    const output = devToolsCapture.outputs.join('\n');
    for (const secret of [OOB_CODE, ID_TOKEN, REFRESH_TOKEN, OTP, TWO_FACTOR_TOKEN]) expect(output).not.toContain(secret);
    // What helps debugging stays: the e-mail, the error code, the steps.
    expect(output).toContain(EMAIL);
    expect(output).toContain('OTP_EXPIRED');
    expect(output).toContain('session/signInSucceeded');
  });
});
