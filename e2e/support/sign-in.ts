import { expect, type Page } from '@playwright/test';
import { defaultNameOf } from '../../src/shared/text';
import { codeIn, latestMailTo } from './mailbox';

/**
 * Signs in from /login with a one-time code read from MailDev, and waits until the app lets the user in.
 * A new account first meets the terms screen: accepted here unless the test wants to look at it.
 * Only the journeys about signing in use it; the others start signed in (`signInThroughApi`).
 */
export async function signInByCode(page: Page, email: string, { acceptTerms: accept = true } = {}) {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Code à usage unique' }).click();
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Recevoir le code' }).click();
  // The sign-in code, not another code mailed to the same address.
  const code = codeIn(await latestMailTo(email, 'Votre code de connexion Bonavis'));
  await page.getByLabel('Chiffre 1 sur 6').fill(code[0]);
  await page.keyboard.type(code.slice(1));
  await expect(page).toHaveURL('/dashboards/home');
  if (accept) await acceptTerms(page);
}

/** Ticks the terms box of a new account's first screen and continues; the setup comes next. */
export async function acceptTerms(page: Page) {
  await expect(page.getByRole('heading', { name: 'Avant de commencer' })).toBeVisible();
  await page.getByRole('checkbox', { name: /J'ai lu et j'accepte/ }).check();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByRole('heading', { name: 'Avant de commencer' })).toBeHidden();
}

export const AUTH_EMULATOR = 'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1';
/** The key the app's build uses (FIREBASE_API_KEY of .env.example): it names Firebase's stored session. */
export const FIREBASE_API_KEY = 'demo-api-key';
const FIREBASE_SESSION_KEY = `firebase:authUser:${FIREBASE_API_KEY}:[DEFAULT]`;

async function authEmulator<T>(method: string, body: object, { admin = false } = {}): Promise<T> {
  const response = await fetch(`${AUTH_EMULATOR}/${method}?key=${FIREBASE_API_KEY}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(admin && { authorization: 'Bearer owner' }) },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  expect(response.ok, `${method}: ${JSON.stringify(json)}`).toBe(true);
  return json as T;
}

/** What Firebase's SDK keeps of a signed-in user (`UserImpl.toJSON`); it reloads the rest from the emulator on start. */
export function firebaseSession(
  account: { localId: string; idToken: string; refreshToken: string; expiresIn: string },
  email: string,
  { emailVerified = true } = {},
) {
  return {
    uid: account.localId,
    email,
    emailVerified,
    isAnonymous: false,
    providerData: [{ providerId: 'password', uid: email, email, displayName: null, phoneNumber: null, photoURL: null }],
    stsTokenManager: {
      refreshToken: account.refreshToken,
      accessToken: account.idToken,
      expirationTime: Date.now() + Number(account.expiresIn) * 1000,
    },
    apiKey: FIREBASE_API_KEY,
    appName: '[DEFAULT]',
  };
}

/**
 * A new owner signed in without the sign-in screen, for the journeys about something else: the account signs in by
 * e-mail link in the Auth emulator (the link an admin is given, no mail), its profile is created and the terms
 * accepted through the API, as the app would, and the browser gets the session Firebase keeps after a sign-in
 * (local storage, which the SDK moves to IndexedDB on start), with `authToken` and `user` as the app stores them. The
 * page is left on /api/health of the app's origin: the next page of the app opens signed in, on the setup wizard.
 */
export async function signInThroughApi(page: Page, email: string, { acceptTerms: accept = true } = {}) {
  const { oobCode } = await authEmulator<{ oobCode: string }>(
    'accounts:sendOobCode',
    { requestType: 'EMAIL_SIGNIN', email, continueUrl: 'http://localhost:8080/auth/redirect', returnOobLink: true },
    { admin: true },
  );
  const account = await authEmulator<{ localId: string; idToken: string; refreshToken: string; expiresIn: string }>(
    'accounts:signInWithEmailLink',
    { email, oobCode, returnSecureToken: true },
  );
  const headers = { authorization: account.idToken };
  // The profile the app asks for at its first sign-in (src/client/features/auth/auth-session.ts).
  const profile = await page.request.post('/api/users/private', {
    headers,
    data: { providerUid: account.localId, email, name: defaultNameOf(email) },
  });
  expect(profile.status()).toBe(201);
  if (accept) {
    expect((await page.request.put('/api/users/private/update-info', { headers, data: { hasAcceptedTerms: true } })).status()).toBe(200);
  }
  const stored = {
    [FIREBASE_SESSION_KEY]: JSON.stringify(firebaseSession(account, email)),
    authToken: account.idToken,
    user: JSON.stringify({ uid: account.localId, email, emailVerified: true, displayName: null, photoURL: null }),
  };
  // A page of the app's origin that does not start the app: local storage is the origin's.
  await page.goto('/api/health');
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, stored);
}
