import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { GameState } from '../src/shared/api/game';
import { PATHS, type AppPath } from '../src/shared/app-paths';
import { activateTrialThroughApi, authHeaders, onboardThroughApi } from './support/api';
import { uniqueEmail } from './support/mailbox';
import { acceptTerms, signInThroughApi } from './support/sign-in';

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

/** Resolves once the browser has drawn two frames: what a resize or a scheme change re-rendered is on the page. */
const framesDrawn = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/**
 * Opens `path` once, at phone width in the light scheme, then audits it in both colour schemes at phone and desktop
 * width, switched live as a person's system or window would (a load per combination took most of this file's time),
 * waiting for `ready` and for the page's `color-scheme` to leave the other one; fails on any serious or critical
 * violation, or on a page wider than a 320 px screen. The theme follows the system scheme (no choice stored).
 */
async function auditRoute(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  await page.emulateMedia({ colorScheme: SCHEMES[0], reducedMotion: 'reduce' });
  await page.setViewportSize(VIEWPORTS[0]);
  await page.goto(path);
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    // The app's theme sets the page's `color-scheme` once it re-rendered; a page drawn before the app (the sign-in
    // screen) switches by its CSS alone and has none ("normal"). Either way, not the other scheme's any more.
    const otherScheme = SCHEMES.find((other) => other !== scheme);
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme), { message: `${path} still ${otherScheme}` })
      .not.toBe(otherScheme);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await framesDrawn(page);
      await ready(page);
      expect(await seriousViolations(page), `${path}, ${scheme}, ${viewport.width} px`).toEqual([]);
    }
  }
  await page.setViewportSize(REFLOW_VIEWPORT);
  await ready(page);
  // Polled: a resize lays some parts out a frame later (a ResizeObserver), so only an overflow that stays fails.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${path} at 320 px scrolls sideways` })
    .toBeLessThanOrEqual(REFLOW_VIEWPORT.width);
}

const heading = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { name }).first()).toBeVisible();
};

/**
 * A screen of the app's frame is ready once its main region shows and nothing loads any more: no progress bar without
 * a value. One with a value is content (the review requests' « Quota du mois »).
 */
const inShell = async (page: Page) => {
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0);
};

/** The screens a signed-out visitor sees, with what shows once each is ready. */
const VISITOR_SCREENS: [AppPath, (page: Page) => Promise<void>][] = [
  [PATHS.login, heading('Bienvenue sur Bonavis')],
  [PATHS.authRedirect, heading('Confirmez votre adresse e-mail')],
  // Opened from an invitation mail before signing in (no token here: the page says the link is incomplete).
  [PATHS.invitation, heading("Rejoindre l'équipe")],
];

/** The contact and legal pages, open to everyone. */
const PUBLIC_SCREENS: [AppPath, (page: Page) => Promise<void>][] = [
  [PATHS.contact, heading('Contacter le support')],
  [PATHS.legalNotice, heading('Éditeur du service')],
  [PATHS.legalTerms, heading('1. Objet et acceptation')],
  [PATHS.legalPrivacy, heading('Données traitées')],
];

/** The screens of the app's frame, for a set-up owner. */
const SHELL_SCREENS: AppPath[] = [
  PATHS.dashboardHome,
  PATHS.dashboardNetwork,
  PATHS.reviewsHome,
  PATHS.reviewsAll,
  PATHS.reviewsNetwork,
  PATHS.reviewRequests,
  PATHS.aiAssistant,
  PATHS.googleProfile,
  PATHS.gameHome,
  PATHS.gameSettings,
  PATHS.gameCode,
  PATHS.subscription,
  PATHS.settingsGeneral,
  PATHS.settingsAppearance,
  PATHS.settingsNotifications,
  PATHS.settingsWidget,
  PATHS.settingsTeam,
  PATHS.settingsActivity,
  PATHS.settingsBilling,
  PATHS.settingsSources,
  // Without a code from Google: what to do after a refused consent.
  PATHS.oauthCallback,
  // Without a code from Meta: the access was not granted, and the way to try again.
  PATHS.facebookSourceCallback,
];

/** The customers' side of the game, opened from its QR code (`?g=<public id>`), with what shows once each is ready. */
const GAME_SCREENS: [AppPath, (page: Page) => Promise<void>][] = [
  [PATHS.gameSession, async (page) => expect(page.getByText("Jeu gratuit sans obligation d'achat").first()).toBeVisible()],
  [
    PATHS.gameRules,
    async (page) => {
      await heading('Règlement du jeu')(page);
      await expect(page.getByText(/^Mis à jour le /)).toBeVisible();
    },
  ],
];

/** Addresses of the path table no audit opens, each with why. */
const NOT_WALKED: Partial<Record<AppPath, string>> = {
  [PATHS.home]: 'only redirects, to /dashboards then /dashboards/home (walked)',
  [PATHS.dashboards]: 'only redirects to /dashboards/home (walked)',
  [PATHS.game]: 'only redirects to /game/home (walked)',
  [PATHS.settings]: 'only redirects to /settings/general (walked)',
};

const WALKED: AppPath[] = [...VISITOR_SCREENS, ...PUBLIC_SCREENS, ...GAME_SCREENS].map(([path]) => path).concat(SHELL_SCREENS);

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  // Each test has its own owner, or none: they share nothing, so both workers take them.
  test.describe.configure({ mode: 'parallel' });

  test('every address of the path table is audited below, or excluded with a reason', () => {
    const unknown = Object.values(PATHS).filter((path) => !WALKED.includes(path) && !(path in NOT_WALKED));
    expect(unknown, 'addresses of src/shared/app-paths.ts no audit opens: walk each, or say in NOT_WALKED why not').toEqual([]);
    expect(WALKED.filter((path) => path in NOT_WALKED)).toEqual([]);
    expect(WALKED.filter((path, index) => WALKED.indexOf(path) !== index)).toEqual([]);
  });

  test('screens of a signed-out visitor', async ({ page }) => {
    test.setTimeout(240_000);
    for (const [path, ready] of VISITOR_SCREENS) await auditRoute(page, path, ready);
    await auditRoute(page, '/page-qui-n-existe-pas', heading('Page introuvable'));
  });

  test('the contact page and the legal pages, open to everyone', async ({ page }) => {
    test.setTimeout(240_000);
    for (const [path, ready] of PUBLIC_SCREENS) await auditRoute(page, path, ready);
  });

  test('the terms screen, the setup wizard, the sync screen and the plans', async ({ page }) => {
    test.setTimeout(360_000);
    await signInThroughApi(page, uniqueEmail('a11y-setup'), { acceptTerms: false });
    await auditRoute(page, '/dashboards/home', heading('Avant de commencer'));
    await acceptTerms(page);
    await auditRoute(page, '/dashboards/home', heading('Paramétrage du compte'));
    await onboardThroughApi(page, 'https://maps.app.goo.gl/A11ySetup');
    await activateTrialThroughApi(page);
    await auditRoute(page, '/subscription/home', heading('Abonnement'));
  });

  // The shell's screens in parts of five, each for its own owner: one journey of all took 4.4 min alone, past its 5 min
  // beside another journey, and a part of ten ran out of its 4 min on a busy machine; the parts run on both workers.
  const SHELL_PARTS = Array.from({ length: Math.ceil(SHELL_SCREENS.length / 5) }, (_, index) =>
    SHELL_SCREENS.slice(index * 5, index * 5 + 5),
  );
  for (const part of SHELL_PARTS) {
    test(`screens of the app shell, with real reviews, for an owner who may start the trial: ${part.join(', ')}`, async ({ page }) => {
      test.setTimeout(480_000);
      await signInThroughApi(page, uniqueEmail('a11y-shell'));
      await onboardThroughApi(page, 'https://maps.app.goo.gl/A11yShell');
      // No trial started: an owner who may still take it sees every screen (a short test trial would end mid-audit).
      for (const path of part) await auditRoute(page, path, inShell);
    });
  }

  test("the customers' side of the game, from its QR code", async ({ page }) => {
    test.setTimeout(360_000);
    await signInThroughApi(page, uniqueEmail('a11y-game'));
    await onboardThroughApi(page, 'https://maps.app.goo.gl/A11yGame');
    // A closed game still shows its wheel and its rules: the page a customer finds before the owner opens it.
    const game = (await (await page.request.get('/api/game/private/settings', { headers: await authHeaders(page) })).json()) as GameState;
    for (const [path, ready] of GAME_SCREENS) await auditRoute(page, `${path}?g=${game.publicId}`, ready);
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
