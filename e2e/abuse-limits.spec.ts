import { expect, test, type Page } from '@playwright/test';
import { validOnboarding } from '../src/shared/validation/onboarding-examples';
import { authHeaders } from './support/api';
import { resetServerClock, serverClockAtNextNoon } from './support/server-clock';
import { uniqueEmail } from './support/mailbox';
import { AUTH_EMULATOR, FIREBASE_API_KEY, firebaseSession, signInThroughApi } from './support/sign-in';

/**
 * Leaves in the browser the session Firebase keeps after a sign-in, for an account made by Firebase's own
 * sign-up endpoint (a password on any address, never verified): what an attacker's browser would hold.
 */
async function holdUnverifiedSession(page: Page, email: string) {
  const credentials = { email, password: 'not-used-123', returnSecureToken: true };
  await page.request.post(`${AUTH_EMULATOR}/accounts:signUp?key=${FIREBASE_API_KEY}`, { data: credentials });
  // The session of a sign-in after the sign-up: the emulator's sign-up token can read as revoked when the request
  // crosses a second's boundary (it dates the token from the request's start, the account's valid-since from later).
  const response = await page.request.post(`${AUTH_EMULATOR}/accounts:signInWithPassword?key=${FIREBASE_API_KEY}`, { data: credentials });
  const user = firebaseSession(await response.json(), email, { emailVerified: false });
  await page.goto('/legal/mentions-legales');
  await page.evaluate(
    ({ key, value }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('firebaseLocalStorageDb', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('firebaseLocalStorage', { keyPath: 'fbase_key' });
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const write = open.result.transaction('firebaseLocalStorage', 'readwrite');
          write.objectStore('firebaseLocalStorage').put({ fbase_key: key, value });
          write.oncomplete = () => resolve();
          write.onerror = () => reject(write.error);
        };
      }),
    { key: `firebase:authUser:${FIREBASE_API_KEY}:[DEFAULT]`, value: user },
  );
}

test.describe('abuse and cost limits, as an owner sees them', () => {
  test('an unverified address gets no profile, and the sign-in page says how to verify it', async ({ page }) => {
    await holdUnverifiedSession(page, uniqueEmail('squatter'));
    await page.goto('/login');
    await expect(
      page.getByText("Cette adresse e-mail n'est pas vérifiée. Connectez-vous avec le lien ou le code envoyé à cette adresse", {
        exact: false,
      }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    // The message shows as the app signs the identity out; the stored token goes in the same step, soon after.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  });
});

test.describe("an account's daily synchronisation budget", () => {
  test.afterEach(resetServerClock);

  /** Demo listings of 100 reviews (the e2e stack's most): 5 pages each (the e2e stack allows 20 pages a day per account). */
  const BIG_LISTINGS = ['BudgetBig23', 'BudgetBig36', 'BudgetBig47'];

  test('refuses a synchronisation once the day’s pages are spent, and says so in French', async ({ page }) => {
    test.setTimeout(720_000);
    // The budget is counted per UTC day: a new day in the middle of the test would give it a fresh one. The server's
    // day starts at noon UTC for this test, twelve hours from either midnight, whenever it runs.
    await serverClockAtNextNoon();
    await signInThroughApi(page, uniqueEmail('budget'));
    const headers = await authHeaders(page);
    // The app stays closed while the API spends the budget, so it has seen no synchronisation of its own.
    await page.goto('about:blank');
    const onboarded = await page.request.post('/api/users/private/onboarding', {
      headers,
      data: { ...validOnboarding, url: 'https://maps.app.goo.gl/BudgetBig21' },
    });
    expect(onboarded.status()).toBe(200);
    const synchronise = async () => {
      expect((await page.request.patch('/api/reviews/private/init-synchronization', { headers })).status()).toBe(200);
      await expect
        .poll(async () => (await (await page.request.get('/api/reviews/private/location', { headers })).json()).synchronization?.status, {
          timeout: 60_000,
        })
        .toBe('done');
    };
    const changeListing = async (id: string) =>
      expect(
        (await page.request.put('/api/users/private/listing', { headers, data: { url: `https://maps.app.goo.gl/${id}` } })).status(),
      ).toBe(200);
    await synchronise();
    for (const id of BIG_LISTINGS) {
      await changeListing(id);
      await synchronise();
    }

    // Another listing again: the owner starts its synchronisation from the app, and is told why it cannot run today.
    await changeListing('BudgetBig62');
    await page.goto('/');
    await page.getByRole('button', { name: 'Lancer la synchronisation' }).click();
    // Until the server's midnight: twelve hours less the few minutes the test took, rounded up.
    await expect(
      page.getByText('Le volume de synchronisation de la journée est atteint pour votre compte. Vous pourrez réessayer dans 12 heures.'),
    ).toBeVisible();
  });
});
