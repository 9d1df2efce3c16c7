import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { activateTrialThroughApi, onboardThroughApi } from './support/api';
import { uniqueEmail } from './support/mailbox';
import { acceptTerms, signInByCode } from './support/sign-in';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: what RGAA asks for. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];
const SCHEMES = ['light', 'dark'] as const;

/** Every serious or critical violation of the page as it shows now, in words a reviewer can act on. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} (${node.failureSummary ?? ''})`).join('; ')}`,
    );
}

/** Reflow (WCAG 1.4.10): 320 px is a 1280 px screen at 400 % zoom; the page must not scroll sideways there. */
const REFLOW_VIEWPORT = { width: 320, height: 640 };

/**
 * Opens `path` in both colour schemes at phone and desktop width, waits for `ready`, and fails on any
 * serious or critical violation, or on a page wider than a 320 px screen. The theme follows the
 * system scheme (no choice stored).
 */
async function auditRoute(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await ready(page);
      expect(await seriousViolations(page), `${path}, ${scheme}, ${viewport.width} px`).toEqual([]);
    }
  }
  await page.setViewportSize(REFLOW_VIEWPORT);
  await page.goto(path);
  await ready(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${path} at 320 px scrolls sideways`).toBeLessThanOrEqual(REFLOW_VIEWPORT.width);
}

const heading = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { name }).first()).toBeVisible();
};

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  test('screens of a signed-out visitor', async ({ page }) => {
    test.setTimeout(120_000);
    await auditRoute(page, '/login', heading('Bienvenue sur Bonavis'));
    await auditRoute(page, '/auth/redirect', heading('Confirmez votre adresse e-mail'));
    await auditRoute(page, '/page-qui-n-existe-pas', heading('Page introuvable'));
  });

  test('the contact page and the legal pages, open to everyone', async ({ page }) => {
    test.setTimeout(120_000);
    await auditRoute(page, '/contact', heading('Contacter le support'));
    await auditRoute(page, '/legal/mentions-legales', heading('Éditeur du service'));
    await auditRoute(page, '/legal/cgv', heading('1. Objet et acceptation'));
    await auditRoute(page, '/legal/confidentialite', heading('Données traitées'));
  });

  test('the terms screen, the setup wizard, the sync screen and the plans', async ({ page }) => {
    test.setTimeout(180_000);
    await signInByCode(page, uniqueEmail('a11y-setup'), { acceptTerms: false });
    await auditRoute(page, '/dashboards/home', heading('Avant de commencer'));
    await acceptTerms(page);
    await auditRoute(page, '/dashboards/home', heading('Paramétrage du compte'));
    await onboardThroughApi(page, 'https://maps.app.goo.gl/A11ySetup');
    await activateTrialThroughApi(page);
    await auditRoute(page, '/subscription/home', heading('Abonnement'));
  });

  test('every screen of the app shell, with real reviews, for an owner who may start the trial', async ({ page }) => {
    test.setTimeout(300_000);
    await signInByCode(page, uniqueEmail('a11y-shell'));
    await onboardThroughApi(page, 'https://maps.app.goo.gl/A11yShell');
    // No trial started: an owner who may still take it sees every screen (a short test trial would end mid-audit).
    const inShell = async (shown: Page) => {
      await expect(shown.getByRole('main')).toBeVisible();
      await expect(shown.getByRole('progressbar')).toHaveCount(0);
    };
    for (const path of [
      '/dashboards/home',
      '/reviews/home',
      '/reviews/all',
      '/aiAssistant',
      '/game/home',
      '/game/settings',
      '/game/code',
      '/subscription/home',
      '/settings/general',
      '/settings/appearance',
      '/settings/notifications',
      '/settings/billing',
      // Without a code from Google: what to do after a refused consent.
      '/oauth/callback',
    ]) {
      await auditRoute(page, path, inShell);
    }
  });

  test('the keyboard reaches the content first through the skip link', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Bienvenue sur Bonavis' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Aller au contenu principal' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
});
