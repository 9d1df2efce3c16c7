import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { ReviewAlerts } from '../src/shared/api/review-integrity';
import { authHeaders, onboardThroughApi, subscribeThroughApi } from './support/api';
import { uniqueEmail } from './support/mailbox';
import { signInThroughApi } from './support/sign-in';
import { saveScreenshot, SCREENSHOTS_WANTED } from './support/screenshots';

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

/**
 * A picture of the banner (SCREENSHOTS=1), its top just under the app's sticky header: scrolled only as far as
 * Playwright needs, a tall banner ends up with its top under the header.
 */
async function shootBanner(banner: Locator, name: string) {
  if (!SCREENSHOTS_WANTED) return;
  await banner.evaluate((element) => {
    const header = document.querySelector('header');
    const below = header ? header.getBoundingClientRect().bottom : 0;
    window.scrollTo(0, window.scrollY + element.getBoundingClientRect().top - below - 8);
  });
  await saveScreenshot(banner, name, { animations: 'disabled' });
}

test.describe('review integrity', () => {
  test('a wave of one-star reviews is named on the inbox and the dashboard, with what to do', async ({ page }) => {
    await signInThroughApi(page, uniqueEmail('wave'));
    // The demo shows a wave of five one-star reviews on the links whose id starts with "Wave".
    await onboardThroughApi(page, 'https://maps.app.goo.gl/WaveJourney');
    // A paid subscription: the browser tests' trial lasts 30 s, less than this journey on a busy machine.
    expect((await subscribeThroughApi(page, 'cs_e2e_wave')).status()).toBe(200);

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
        await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await shootBanner(banner, `wave-banner-${width}-${scheme}`);
      }
    }
  });

  test('reviews the listing stopped showing are named, and their evidence downloads as CSV and PDF', async ({ page }) => {
    test.setTimeout(360_000);
    const started = Date.now();
    await signInThroughApi(page, uniqueEmail('gone'));
    // The demo's "Gone" links stop showing their 2nd and 5th newest reviews, and show the 3rd edited, from their
    // second synchronisation on.
    await onboardThroughApi(page, 'https://maps.app.goo.gl/GoneEvidence');
    // A paid subscription: the browser tests' trial lasts 30 s, less than this journey on a busy machine.
    expect((await subscribeThroughApi(page, 'cs_e2e_gone_evidence')).status()).toBe(200);
    const headers = await authHeaders(page);
    const resync = await page.request.patch('/api/reviews/private/init-synchronization', { headers });
    expect(resync.status()).toBe(200);
    const { id: jobId } = (await resync.json()) as { id: number };
    await expect
      .poll(
        async () => {
          const { synchronization } = await (await page.request.get('/api/reviews/private/location', { headers })).json();
          return synchronization?.id === jobId ? synchronization.status : null;
        },
        { timeout: 60_000 },
      )
      .toBe('done');
    const alerts = (await (await page.request.get('/api/reviews/private/alerts', { headers })).json()) as ReviewAlerts;
    // The two "Gone" reviews, written long before this test; the demo's new reviews (one every few seconds here) stay
    // on the list once shown, so none of them is removed.
    const gone = alerts.removals.filter((review) => Date.parse(review.date) < started - 60_000);
    expect(gone).toHaveLength(2);
    expect(alerts.removals).toHaveLength(2);
    const authors = gone.map((review) => review.authorName);
    const count = alerts.removals.length;

    await page.goto('/reviews/home');
    await expect(page.getByRole('heading', { name: 'Avis', exact: true })).toBeVisible();
    const banner = page.getByRole('region', { name: 'Avis retirés' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(`Bonavis n'a plus trouvé ces ${count} avis en lisant toute votre fiche Google.`);
    const items = banner.getByRole('listitem');
    await expect(items).toHaveCount(count);
    for (const author of authors) {
      await expect(items.filter({ hasText: author })).toContainText(/ · \d étoiles? · avis du .+ · retiré le .+/);
    }
    await expect(banner.getByRole('link', { name: 'Voir les avis retirés' })).toHaveAttribute('href', '/reviews/home?removed=yes');

    const csvDownload = page.waitForEvent('download');
    await banner.getByRole('button', { name: 'Version tableur (CSV)' }).click();
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toMatch(/^bonavis-preuves-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await csv.path())!, 'utf8');
    expect(text.startsWith('\ufeffnature du document;')).toBe(true);
    expect(text).toContain('observations de Bonavis');
    expect(text).toContain('Ce ne sont pas les registres de Google');
    for (const author of authors) expect(text).toContain(author);
    expect(text.match(/;retiré;/g)!.length).toBeGreaterThanOrEqual(count);

    const pdfDownload = page.waitForEvent('download');
    await banner.getByRole('button', { name: 'Télécharger les preuves' }).click();
    const pdf = await pdfDownload;
    expect(pdf.suggestedFilename()).toMatch(/^bonavis-preuves-\d{4}-\d{2}-\d{2}\.pdf$/);
    const bytes = await readFile((await pdf.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(10_000);
    await expect(banner.getByRole('button', { name: 'Télécharger les preuves' })).toBeEnabled();

    for (const [width, height] of [
      [390, 844],
      [1280, 900],
    ]) {
      await page.setViewportSize({ width, height });
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await expect(banner).toBeVisible();
        await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await shootBanner(banner, `removals-banner-${width}-${scheme}`);
      }
    }
  });
});
