import { expect, test, type Page } from '@playwright/test';
import { activateTrialThroughApi, onboardThroughApi } from './support/api';
import { uniqueEmail } from './support/mailbox';
import { signInByCode } from './support/sign-in';

const SCREENSHOTS = 'test-results/screenshots';
const WAVE = "Vague d'avis négatifs inhabituelle";

/** The banner as the owner sees it: the five one-star reviews of the demo's wave named, and what to do. */
async function expectWaveBanner(page: Page) {
  const banner = page.getByRole('region', { name: WAVE });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(/5 avis de 1 ou 2 étoiles entre le .+ et le .+, bien plus que d'habitude/);
  await expect(banner).toContainText("2 n'ont aucun texte.");
  await expect(banner.getByRole('listitem').filter({ hasText: '· 1 étoile ·' })).toHaveCount(5);
  await expect(banner.getByRole('link', { name: 'outil de gestion des avis de Google' })).toHaveAttribute(
    'href',
    'https://support.google.com/business/workflow/9945796',
  );
  return banner;
}

test.describe('review integrity', () => {
  test('a wave of one-star reviews is named on the inbox and the dashboard, with what to do', async ({ page }) => {
    test.setTimeout(120_000);
    await signInByCode(page, uniqueEmail('wave'));
    // The demo shows a wave of five one-star reviews on the links whose id starts with "Wave".
    await onboardThroughApi(page, 'https://maps.app.goo.gl/WaveJourney');
    await activateTrialThroughApi(page);

    await page.goto('/reviews/home');
    await expect(page.getByRole('heading', { name: 'Avis', exact: true })).toBeVisible();
    await expectWaveBanner(page);

    await page.goto('/dashboards/home');
    await expect(page.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible();
    const banner = await expectWaveBanner(page);

    for (const [width, height] of [
      [390, 844],
      [1280, 900],
    ]) {
      await page.setViewportSize({ width, height });
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await expect(banner).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await banner.screenshot({ path: `${SCREENSHOTS}/wave-banner-${width}-${scheme}.png`, animations: 'disabled' });
      }
    }
  });
});
