import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { authHeaders, onboardThroughApi, subscribeThroughApi } from './support/api';
import { uniqueEmail } from './support/mailbox';
import { signInThroughApi } from './support/sign-in';
import { saveScreenshot } from './support/screenshots';

const APP = 'http://localhost:8080';
/** The widget draws after its script and its data arrive: on a loaded two-core machine, more than expect's 5 s. */
const WIDGET_READY_MS = 30_000;
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const LEGAL =
  'Avis issus de Google, non vérifiés par l’établissement ni par Bonavis, affichés du plus récent au plus ancien. Aucune contrepartie n’a été accordée en échange.';

type WidgetData = { rating: number; total: number; reviews: { author: string; text: string | null }[] };

/**
 * Another origin (another port of 127.0.0.1, where the app is localhost:8080): a shop's site whose CSS paints
 * everything red, with the pages the journey writes into `pages`.
 */
async function hostSite(pages: Map<string, string>) {
  const server: Server = createServer((request, response) => {
    const page = pages.get(request.url ?? '');
    if (!page) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const hostPage = (body: string) =>
  `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Boulangerie de test</title>
<style>* { color: red !important; font-family: serif !important; } body { margin: 16px; } #avis { max-width: 720px; }</style></head>
<body><main><h1>Notre boulangerie</h1><div id="avis">${body}</div></main></body></html>`;

/** Serious or critical axe violations inside the widget (the host page's own red text is not ours to judge). */
async function widgetViolations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join('; ')}`);
}

/** A visitor of the shop's site: a browser of their own, no session of the app. */
async function visitor(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const origins = new Set<string>();
  page.on('request', (request) => origins.add(new URL(request.url()).origin));
  return { context, page, origins };
}

test.describe('the reviews widget', () => {
  test('an owner sets the widget up and a shop’s site on another origin shows it, sealed from the site’s CSS', async ({
    page,
    browser,
  }) => {
    test.setTimeout(480_000);
    await signInThroughApi(page, uniqueEmail('widget-owner'));
    await onboardThroughApi(page, 'https://maps.app.goo.gl/WidgetJourney');
    // A paid subscription: the widget shows only with one, and the browser tests' trial lasts 30 s.
    expect((await subscribeThroughApi(page, 'cs_e2e_widget')).status()).toBe(200);

    // Settings → Widget: the list layout, saved; the code to paste.
    await page.goto('/settings/general');
    await page.getByRole('tab', { name: 'Widget' }).click();
    await expect(page).toHaveURL('/settings/widget');
    const form = page.getByRole('form', { name: 'Widget d’avis pour votre site' });
    await form.getByRole('radio', { name: 'Liste' }).check();
    await expect(page.getByTitle('Aperçu du widget d’avis')).toHaveAttribute('src', /layout=list/);
    await expect(page.frameLocator('iframe[title="Aperçu du widget d’avis"]').getByText(LEGAL)).toBeVisible({ timeout: WIDGET_READY_MS });
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Réglages du widget enregistrés')).toBeVisible();
    const snippet = await page.getByRole('textbox', { name: 'Script (recommandé)' }).inputValue();
    expect(snippet).toMatch(/^<script src="http:\/\/localhost:8080\/widget\/v1\.js" data-bonavis="[\w-]{16}" async><\/script>$/);
    const publicId = /data-bonavis="([\w-]+)"/.exec(snippet)![1];
    const data = (await (await page.request.get(`/widget/data/${publicId}.json`)).json()) as WidgetData;
    // The widget's figures are the owner's reviews present at the source: its rating and total are what the API lists.
    const headers = await authHeaders(page);
    const perRating = await Promise.all(
      [1, 2, 3, 4, 5].map(
        async (stars) =>
          (await (await page.request.get(`/api/reviews/private?removed=no&ratings=${stars}`, { headers })).json()).total as number,
      ),
    );
    const listed = perRating.reduce((sum, count) => sum + count, 0);
    const listedSum = perRating.reduce((sum, count, index) => sum + count * (index + 1), 0);
    expect({ rating: data.rating, total: data.total }).toEqual({ rating: Math.round((listedSum / listed) * 10) / 10, total: listed });
    const latest = data.reviews[0];
    const average = data.rating.toLocaleString('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

    await test.step('screenshots of Settings → Widget', async () => {
      for (const width of [390, 1280]) {
        for (const scheme of ['light', 'dark'] as const) {
          await page.setViewportSize({ width, height: 900 });
          await page.emulateMedia({ colorScheme: scheme });
          await page.goto('/settings/widget');
          await expect(page.frameLocator('iframe[title="Aperçu du widget d’avis"]').getByText(LEGAL)).toBeVisible({
            timeout: WIDGET_READY_MS,
          });
          await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          await saveScreenshot(page, `widget-settings-${width}-${scheme}`, { fullPage: true });
        }
      }
    });

    const pages = new Map([
      ['/script.html', hostPage(snippet)],
      ['/carousel.html', hostPage(`<script src="${APP}/widget/v1.js" data-bonavis="${publicId}" data-layout="carousel" async></script>`)],
      [
        '/frame.html',
        hostPage(
          `<iframe src="${APP}/widget/frame/${publicId}?layout=list&lang=fr" title="Avis Google" width="100%" height="720" style="border:0"></iframe>`,
        ),
      ],
    ]);
    const site = await hostSite(pages);
    try {
      await test.step('the script on another origin: average, latest review, legal line, no leak of the host CSS, axe', async () => {
        const { context, page: shop, origins } = await visitor(browser);
        await shop.goto(`${site.origin}/script.html`);
        const widget = shop.getByRole('region', { name: /^Avis Google · / });
        await expect(widget).toBeVisible({ timeout: WIDGET_READY_MS });
        await expect(widget.getByText(average, { exact: true })).toBeVisible();
        await expect(widget.getByRole('img', { name: `Note : ${average} sur 5` })).toBeVisible();
        await expect(widget.getByText(latest.author, { exact: true }).first()).toBeVisible();
        const withText = data.reviews.find((review) => review.text)!;
        await expect(widget.getByText(withText.text!).first()).toBeVisible();
        const legal = widget.getByText(LEGAL);
        await expect(legal).toBeVisible();
        // The host's `* { color: red !important }` paints its own heading, never the widget.
        await expect(shop.getByRole('heading', { name: 'Notre boulangerie' })).toHaveCSS('color', 'rgb(255, 0, 0)');
        await expect(legal).not.toHaveCSS('color', 'rgb(255, 0, 0)');
        await expect(widget.getByText(latest.author, { exact: true }).first()).not.toHaveCSS('color', 'rgb(255, 0, 0)');
        await expect(widget.getByRole('link', { name: /Voir tous les avis sur Google/ })).toHaveAttribute('href', /^https:\/\//);
        expect(await widgetViolations(shop, '#avis')).toEqual([]);
        // Only the site and Bonavis were asked; nothing was kept in the visitor's browser.
        expect([...origins].sort()).toEqual([site.origin, APP].sort());
        expect(await context.cookies()).toEqual([]);
        await context.close();
      });

      await test.step('the carousel: pausable, reachable by keyboard, still under prefers-reduced-motion', async () => {
        const { context, page: shop } = await visitor(browser);
        await shop.goto(`${site.origin}/carousel.html`);
        const carousel = shop.getByRole('region', { name: 'Avis Google', exact: true });
        await expect(carousel.getByRole('group', { name: `Avis 1 sur ${data.reviews.length}` })).toBeVisible({ timeout: WIDGET_READY_MS });
        const pause = carousel.getByRole('button', { name: 'Mettre en pause le défilement' });
        await shop.keyboard.press('Tab');
        await expect(carousel.getByRole('button', { name: 'Avis précédent' })).toBeFocused();
        await shop.keyboard.press('Tab');
        await expect(pause).toBeFocused();
        await shop.keyboard.press('Enter');
        await expect(carousel.getByRole('button', { name: 'Reprendre le défilement' })).toBeFocused();
        await carousel.getByRole('button', { name: 'Avis suivant' }).click();
        await expect(carousel.getByRole('group', { name: `Avis 2 sur ${data.reviews.length}` })).toBeVisible();
        expect(await widgetViolations(shop, '#avis')).toEqual([]);
        await context.close();

        const still = await visitor(browser, { reducedMotion: 'reduce' });
        await still.page.goto(`${site.origin}/carousel.html`);
        const stillCarousel = still.page.getByRole('region', { name: 'Avis Google', exact: true });
        await expect(stillCarousel.getByRole('group', { name: `Avis 1 sur ${data.reviews.length}` })).toBeVisible({
          timeout: WIDGET_READY_MS,
        });
        await expect(stillCarousel.getByRole('button', { name: 'Mettre en pause le défilement' })).toHaveCount(0);
        await expect(stillCarousel.getByRole('group')).toHaveCSS('animation-name', 'none');
        await still.context.close();
      });

      await test.step('the iframe variant', async () => {
        const { context, page: shop } = await visitor(browser);
        await shop.goto(`${site.origin}/frame.html`);
        const frame = shop.frameLocator('iframe[title="Avis Google"]');
        await expect(frame.getByText(LEGAL)).toBeVisible({ timeout: WIDGET_READY_MS });
        await expect(frame.getByText(average, { exact: true })).toBeVisible();
        await expect(frame.getByText(latest.author, { exact: true }).first()).toBeVisible();
        await context.close();
      });

      await test.step('screenshots of the widget on the shop’s site', async () => {
        for (const width of [390, 1280]) {
          for (const scheme of ['light', 'dark'] as const) {
            for (const layout of ['script', 'carousel'] as const) {
              const { context, page: shop } = await visitor(browser, { viewport: { width, height: 900 }, colorScheme: scheme });
              await shop.goto(`${site.origin}/${layout}.html`);
              await expect(shop.getByText(LEGAL)).toBeVisible({ timeout: WIDGET_READY_MS });
              await expect.poll(() => shop.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
              await saveScreenshot(shop, `widget-host-${layout === 'script' ? 'list' : layout}-${width}-${scheme}`, { fullPage: true });
              await context.close();
            }
          }
        }
      });
    } finally {
      await site.close();
    }
    // The API says the same as the widget: the listing's figures.
    expect((await page.request.get('/api/widgets/private/settings', { headers: await authHeaders(page) })).status()).toBe(200);
  });
});
