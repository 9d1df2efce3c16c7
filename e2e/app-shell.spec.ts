import { expect, test, type Page } from '@playwright/test';
import { saveScreenshot } from './support/screenshots';

async function chooseLanguage(page: Page, currentLabel: string, language: string) {
  await page.getByRole('button', { name: currentLabel, exact: true }).click();
  await page.getByRole('menuitem', { name: language }).click();
}

const backgroundOf = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test.describe('app shell', () => {
  test('shows the French sign-in frame at /login', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Bienvenue sur Bonavis' })).toBeVisible();
    await expect(page).toHaveTitle('Connexion | Bonavis');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('switches to English and Spanish and back, and keeps the choice across a reload', async ({ page }) => {
    await page.goto('/login');
    await chooseLanguage(page, 'Langue', 'English');
    await expect(page.getByRole('heading', { name: 'Welcome to Bonavis' })).toBeVisible();
    await expect(page).toHaveTitle('Sign in | Bonavis');

    await chooseLanguage(page, 'Language', 'Español');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('es');

    await chooseLanguage(page, 'Idioma', 'Français');
    await expect(page.getByRole('heading', { name: 'Bienvenue sur Bonavis' })).toBeVisible();
  });

  test('keeps the chosen theme across a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/login');
    const light = await backgroundOf(page);
    await page.getByRole('button', { name: 'Passer au thème sombre' }).click();
    await expect(page.getByRole('button', { name: 'Passer au thème clair' })).toBeVisible();
    await expect.poll(() => backgroundOf(page)).not.toBe(light);
    const dark = await backgroundOf(page);

    await page.reload();
    await expect(page.getByRole('button', { name: 'Passer au thème clair' })).toBeVisible();
    expect(await backgroundOf(page)).toBe(dark);
    expect(JSON.parse(JSON.parse((await page.evaluate(() => localStorage.getItem('settings')))!).themeMode)).toBe('dark');
  });

  test('follows the system colour scheme by default', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Passer au thème clair' })).toBeVisible();
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.getByRole('button', { name: 'Passer au thème sombre' })).toBeVisible();
  });

  test('sends a signed-out visitor of a protected page to /login, keeping the way back', async ({ page }) => {
    await page.goto('/reviews/all?rating=5');
    await expect(page).toHaveURL('/login?redirect=%2Freviews%2Fall%3Frating%3D5');
  });

  test('shows the 404 screen for an unknown path', async ({ page }) => {
    await page.goto('/this/does/not/exist');
    await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
    await expect(page).toHaveTitle('Page introuvable | Bonavis');
    await page.getByRole('link', { name: "Retour à l'accueil" }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2F$/);
  });

  test('answers the API health check', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({
      database: { status: 'up' },
      identity: { mode: 'emulator', status: 'up' },
      mail: { status: 'up' },
    });
    // Anyone may read it: no host, address nor project id.
    expect(await response.text()).not.toMatch(/127\.0\.0\.1|localhost|demo-bonavis/);
  });

  for (const [width, height] of [
    [390, 844],
    [1440, 900],
  ]) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`looks right at ${width}px in ${scheme} mode`, async ({ page }) => {
        await page.setViewportSize({ width, height });
        await page.emulateMedia({ colorScheme: scheme });
        for (const [name, path, text] of [
          ['login', '/login', 'Bienvenue sur Bonavis'],
          ['not-found', '/nope', 'Page introuvable'],
          // The public game page without a game id in its link says so, to anyone, signed in or not.
          ['game-session', '/game/session', "Ce jeu n'existe pas ou n'est plus en ligne."],
        ]) {
          await page.goto(path);
          await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
          // Nothing may overflow sideways on a phone.
          await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          await saveScreenshot(page, `${name}-${width}-${scheme}`, { fullPage: true });
        }
      });
    }
  }
});
