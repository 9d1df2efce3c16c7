import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { codeIn, latestMailTo, signInLinkIn, uniqueEmail } from './support/mailbox';
import { signInByCode } from './support/sign-in';

/** Google's gapi script is out of reach offline; the popup flow gets a postMessage stand-in. */
const serveGapiStandIn = (context: BrowserContext) =>
  context.route('https://apis.google.com/js/api.js**', (route) =>
    route.fulfill({ path: path.join(__dirname, 'support/gapi-iframes-stand-in.js'), contentType: 'text/javascript' }),
  );

const storageOf = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);

async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: 'Mon compte' }).click();
}

test.describe('sign-in', () => {
  test('signs up by magic link read from the real mail, and lands where they were going', async ({ page }) => {
    const email = uniqueEmail('magic');
    await page.goto('/login?ref=FRIEND42');
    await expect.poll(() => storageOf(page, 'ref')).toBe('FRIEND42');

    await page.getByLabel('Adresse e-mail').fill('pas-une-adresse');
    await page.getByLabel('Adresse e-mail').blur();
    await expect(page.getByText('Adresse email invalide')).toBeVisible();

    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByRole('button', { name: 'Recevoir le lien' }).click();
    await expect(page.getByRole('heading', { name: 'Consultez votre boîte de réception' })).toBeVisible();
    expect(await storageOf(page, 'email')).toBe(email);

    const mail = await latestMailTo(email);
    expect(mail.subject).toBe('Votre lien de connexion à Bonavis');
    await page.goto(signInLinkIn(mail));

    await expect(page).toHaveURL('/dashboards/home');
    expect(await storageOf(page, 'authToken')).toBeTruthy();
    expect(await storageOf(page, 'email')).toBeNull();
    expect(JSON.parse((await storageOf(page, 'user'))!)).toMatchObject({ email, emailVerified: true });
    await openUserMenu(page);
    await expect(page.getByRole('menu').getByText(email.split('@')[0], { exact: true })).toBeVisible();
  });

  test('asks for the e-mail when the link is opened in another browser', async ({ page, browser }) => {
    const email = uniqueEmail('other-device');
    await page.goto('/login');
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByRole('button', { name: 'Recevoir le lien' }).click();
    const link = signInLinkIn(await latestMailTo(email));

    const otherBrowser = await browser.newContext();
    const other = await otherBrowser.newPage();
    await other.goto(link);
    await expect(other.getByRole('heading', { name: 'Confirmez votre adresse e-mail' })).toBeVisible();
    await other.getByLabel('Adresse e-mail').fill(email);
    await other.getByRole('button', { name: 'Continuer' }).click();
    await expect(other).toHaveURL('/dashboards/home');

    // The link works once: opened again, it says so and offers a new one.
    const third = await (await browser.newContext()).newPage();
    await third.goto(link);
    await third.getByLabel('Adresse e-mail').fill(email);
    await third.getByRole('button', { name: 'Continuer' }).click();
    await expect(third.getByText('Ce lien de connexion est invalide ou a déjà été utilisé.')).toBeVisible();
    // A link went to this address less than a minute ago: the page says so, with the wait.
    await third.getByRole('button', { name: 'Recevoir un nouveau lien' }).click();
    await expect(third.getByRole('alert').filter({ hasText: /Vous pourrez réessayer dans \d+ secondes/ })).toBeVisible();
    await otherBrowser.close();
  });

  test('signs in by one-time code, after a wrong one, and restores the protected page with its query', async ({ page }) => {
    const email = uniqueEmail('otp');
    await page.goto('/reviews/all?rating=5&unread=true');
    await expect(page).toHaveURL(/\/login\?redirect=/);

    await page.getByRole('tab', { name: 'Code à usage unique' }).click();
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByRole('button', { name: 'Recevoir le code' }).click();
    await expect(page.getByRole('button', { name: /Renvoyer le code dans \d+ s/ })).toBeDisabled();
    const code = codeIn(await latestMailTo(email));

    // Every digit one more (9 gives 0): never the right code.
    const wrong = code.replace(/\d/g, (digit) => String((Number(digit) + 1) % 10));
    await page.getByLabel('Chiffre 1 sur 6').fill(wrong[0]);
    await page.keyboard.type(wrong.slice(1));
    await expect(page.getByText('Ce code est incorrect. Vérifiez-le et réessayez.')).toBeVisible();

    // Pasting the whole code fills the six boxes and signs in.
    await page.getByLabel('Chiffre 1 sur 6').focus();
    await page.evaluate((text) => {
      const data = new DataTransfer();
      data.setData('text', text);
      document.activeElement!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, code);
    await expect(page).toHaveURL('/reviews/all?rating=5&unread=true');
  });

  test("signs in with the Auth emulator's Google popup, account chosen in the popup", async ({ page, context }) => {
    await serveGapiStandIn(context);
    const email = uniqueEmail('google');
    await page.goto('/login');
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Google' }).click();
    const popup = await popupOpened;
    // Forced account selection: the provider is asked to show its account chooser.
    expect(new URL(popup.url()).searchParams.get('customParameters')).toContain('select_account');
    await popup.getByText('Add new account').click();
    await popup.getByLabel('Email').fill(email);
    await popup.getByLabel('Display name').fill('Camille Martin');
    await popup.getByText('Sign in with Google.com').click();

    await expect(page).toHaveURL('/dashboards/home');
    await openUserMenu(page);
    await expect(page.getByRole('menu').getByText('Camille Martin')).toBeVisible();
    expect(JSON.parse((await storageOf(page, 'user'))!)).toMatchObject({ email, displayName: 'Camille Martin' });
  });

  test('says so when the sign-in popup is closed', async ({ page, context }) => {
    await serveGapiStandIn(context);
    await page.goto('/login');
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'GitHub' }).click();
    await (await popupOpened).close();
    await expect(page.getByText('La fenêtre de connexion a été fermée avant la fin.')).toBeVisible({ timeout: 20_000 });
  });

  test('logs out and clears authToken, user and 2faToken', async ({ page }) => {
    await signInByCode(page, uniqueEmail('logout'));
    await page.evaluate(() => localStorage.setItem('2faToken', 'a-two-factor-token'));

    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/\/login/);
    for (const key of ['authToken', 'user', '2faToken']) expect(await storageOf(page, key)).toBeNull();

    // Still signed out after a reload: the identity session is gone too.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Bienvenue sur Bonavis' })).toBeVisible();
  });

  /** Holds the app's own scripts (the page's first script runs) until the returned function lets them go. */
  async function holdAppScripts(page: Page) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/main\.[0-9a-f]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`shows the sign-in screen before the app has run, as the app then draws it (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      const releaseApp = await holdAppScripts(page);
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Recevoir le lien' })).toBeEnabled();
      const drawn = await page.screenshot();

      // A key that moves nothing wakes the app, which takes over without a visible change.
      await page.keyboard.press('Shift');
      releaseApp();
      await expect(page.locator('#first-screen')).toHaveCount(0);
      expect((await page.screenshot()).equals(drawn)).toBe(true);
    });
  }

  test('an invitation opened signed out is shown before the app has run, and its sign-in comes back to it', async ({ page }) => {
    const token = 'e2eDrawnInvitation'.padEnd(43, '7');
    const releaseApp = await holdAppScripts(page);
    await page.goto(`/invitation?token=${token}`);
    await expect(page.getByRole('heading', { name: "Rejoindre l'équipe" })).toBeVisible();
    await expect(page).toHaveTitle("Rejoindre l'équipe | Bonavis");
    const drawn = await page.screenshot();
    // « Se connecter » pressed before the app has started: kept, then made by the app, which shows the same screen.
    await page.getByRole('link', { name: 'Se connecter' }).click();
    await expect(page.locator('#first-screen')).toHaveAttribute('aria-busy', 'true');
    releaseApp();
    await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === `/invitation?token=${token}`);
    await expect(page.getByRole('button', { name: 'Recevoir le lien' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { name: "Rejoindre l'équipe" })).toBeVisible();
    await expect(page.locator('#first-screen')).toHaveCount(0);
    // The pointer left where it pressed, which the drawing was shown without.
    await page.mouse.move(0, 0);
    // Once the press's ripple and the link's hover have faded, the app's screen is the drawing's.
    await expect.poll(async () => (await page.screenshot()).equals(drawn)).toBe(true);
  });

  test('what is typed and pressed before the app has started is carried over, and the link is sent', async ({ page }) => {
    const email = uniqueEmail('early');
    const releaseApp = await holdAppScripts(page);
    await page.goto('/login');
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByRole('button', { name: 'Recevoir le lien' }).click();
    // The press is kept while the app starts: the screen holds still and says it is working.
    await expect(page.getByRole('button', { name: 'Recevoir le lien' })).toBeDisabled();
    await expect(page.locator('#first-screen')).toHaveAttribute('aria-busy', 'true');

    releaseApp();
    await expect(page.getByRole('heading', { name: 'Consultez votre boîte de réception' })).toBeVisible();
    expect((await latestMailTo(email)).subject).toBe('Votre lien de connexion à Bonavis');
  });

  test('a press made while the network is gone gives the page back, and the next press goes through', async ({ page }) => {
    const email = uniqueEmail('offline-press');
    let online = false;
    await page.route(/\/assets\/main\.[0-9a-f]+\.js$/, (route) => (online ? route.continue() : route.abort('internetdisconnected')));
    await page.goto('/login');
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByRole('button', { name: 'Recevoir le lien' }).click();
    // The app could not come: the screen works again instead of holding still for ever.
    await expect(page.getByRole('button', { name: 'Recevoir le lien' })).toBeEnabled();
    await expect(page.locator('#first-screen')).not.toHaveAttribute('aria-busy', 'true');

    online = true;
    await page.getByRole('button', { name: 'Recevoir le lien' }).click();
    await expect(page.getByRole('heading', { name: 'Consultez votre boîte de réception' })).toBeVisible();
    expect((await latestMailTo(email)).subject).toBe('Votre lien de connexion à Bonavis');
  });
});
