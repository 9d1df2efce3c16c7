import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type { AiSettingsState, QueuedReply } from '../src/shared/api/ai';
import type { PushPayload } from '../src/shared/api/notifications';
import { activateTrialThroughApi, authHeaders, checkNewReviews, onboardThroughApi, subscribeThroughApi } from './support/api';
import { uniqueEmail } from './support/mailbox';
import { signInByCode } from './support/sign-in';

const SCREENSHOTS = 'test-results/screenshots';
const INSTALL_OFFER = 'Installer Bonavis sur cet appareil ?';
const OFFLINE = 'Vous êtes hors ligne';

/**
 * Chromium says the app can be installed. Headless Chromium never does on its own (it needs a user engagement
 * score), so the test dispatches the event the app listens for; resolves with whether the app kept it from the browser.
 */
const offerInstall = (page: Page) =>
  page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => undefined,
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });

/** The notifications the app's worker shows, read through its registration, as the page sees it. */
const shownNotifications = (page: Page, tag: string) =>
  page.evaluate(async (wanted) => {
    const registration = await navigator.serviceWorker.ready;
    const notifications = await registration.getNotifications({ tag: wanted });
    return notifications.map(({ title, body, icon, data }) => ({ title, body, icon, data }));
  }, tag);

/** Every URL the app's worker keeps, whatever the cache. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => new URL(request.url).pathname));
    }
    return urls;
  });

/** Full-page screenshots of what the page shows at 390 px, in light then dark mode; nothing may overflow sideways. */
async function screenshotAtPhoneWidth(page: Page, name: string, ready: () => Promise<void>, reload = true) {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    if (reload) await page.reload();
    await ready();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-390-${scheme}.png`, fullPage: true });
  }
}

/** Delivers `payload` to the app's worker as its push service would, through the DevTools protocol. */
async function deliverPush(context: BrowserContext, page: Page, payload: PushPayload) {
  const cdp = await context.newCDPSession(page);
  const registered = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL === 'http://localhost:8080/' && !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: 'http://localhost:8080',
    registrationId: await registered,
    data: JSON.stringify(payload),
  });
}

/**
 * Delivers `payload` until the worker shows it, and returns what it shows. A message the DevTools protocol hands to a
 * worker still starting or caching the page's files is sometimes dropped (CI lost one in 30 s); the worker shows a
 * tag once (a second message of the same tag replaces the first), so delivering again is what a retrying push
 * service would do and changes nothing shown.
 */
async function deliverUntilShown(context: BrowserContext, page: Page, payload: PushPayload) {
  let shown: Awaited<ReturnType<typeof shownNotifications>> = [];
  await expect(async () => {
    if (shown.length === 0) await deliverPush(context, page, payload);
    shown = await shownNotifications(page, payload.tag);
    expect(shown).toHaveLength(1);
  }).toPass({ timeout: 60_000, intervals: [2_000, 5_000] });
  return shown;
}

/**
 * Clicks the notification tagged `tag` as the owner would. No browser lets a test press a system notification, so
 * the worker receives the same `notificationclick` event for it, dispatched in its own scope.
 */
async function clickNotification(context: BrowserContext, tag: string) {
  const worker = context.serviceWorkers().find((candidate) => candidate.url().endsWith('/service-worker.js'));
  expect(worker).toBeDefined();
  await worker!.evaluate(async (wanted) => {
    const scope = self as unknown as ServiceWorkerGlobalScope;
    const [notification] = await scope.registration.getNotifications({ tag: wanted });
    scope.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
  }, tag);
}

test.describe("the owner's phone", () => {
  test('the install offer is never made on the sign-in screen', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Bienvenue sur Bonavis' })).toBeVisible();
    // The app keeps the browser's own banner away too.
    expect(await offerInstall(page)).toBe(true);
    await expect(page.getByRole('heading', { name: 'Bienvenue sur Bonavis' })).toBeVisible();
    await expect(page.getByText(INSTALL_OFFER)).toBeHidden();
  });

  test('the app installs its worker, offers installing, shows a push as a notification, and shows the offline page without network', async ({
    page,
    context,
  }) => {
    test.setTimeout(150_000);
    await context.grantPermissions(['notifications']);
    await signInByCode(page, uniqueEmail('pwa'));
    await onboardThroughApi(page, 'https://maps.app.goo.gl/PhoneJourney');
    await page.goto('/dashboards/home');
    await expect(page.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible();

    // The worker is registered, active and controls the app (the first version takes the open tab at once).
    const scriptURL = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(scriptURL).toBe('http://localhost:8080/service-worker.js');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    // It kept what the tab loaded before it (the French texts among them), and nothing of the API.
    await expect.poll(async () => (await cachedUrls(page)).some((url) => /locales-first-screen-fr/.test(url))).toBe(true);
    const cached = await cachedUrls(page);
    expect(cached).toEqual(expect.arrayContaining(['/offline.html', '/manifest.webmanifest', '/icons/icon-192.png']));
    expect(cached.filter((url) => url.startsWith('/api') || url.startsWith('/r/'))).toEqual([]);

    // Past the first sync, the app offers installing it, once: « Non merci » is remembered.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await offerInstall(page)).toBe(true);
    await expect(page.getByText(INSTALL_OFFER)).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}/install-offer-390-light.png`, animations: 'disabled' });
    await page.getByRole('button', { name: 'Non merci' }).click();
    await expect(page.getByText(INSTALL_OFFER)).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('installOfferDeclined'))).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await page.reload();
    await offerInstall(page);
    await expect(page.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible();
    await expect(page.getByText(INSTALL_OFFER)).toBeHidden();

    // A push message delivered to the worker as the push service would (DevTools protocol) shows a notification.
    const payload: PushPayload = {
      title: 'Boulangerie du Port · ★★☆☆☆',
      body: '« Pain rassis ce matin » — Jean',
      url: '/reviews/home?unread=1',
      tag: 'review-e2e-1',
    };
    expect(await deliverUntilShown(context, page, payload)).toEqual([
      {
        title: payload.title,
        body: payload.body,
        icon: 'http://localhost:8080/icons/icon-192.png',
        data: { url: 'http://localhost:8080/reviews/home?unread=1' },
      },
    ]);

    // Settings → Notifications at a phone's width.
    await page.goto('/settings/notifications');
    await screenshotAtPhoneWidth(page, 'settings-notifications', async () => {
      await expect(page.getByRole('button', { name: 'Activer les alertes sur cet appareil' })).toBeVisible();
      await expect(page.getByRole('radio', { name: 'Seulement les avis de 3 étoiles ou moins' })).toBeChecked();
    });

    // Without network, a reload shows the offline page in the app's frame, in French; it comes back by itself.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: OFFLINE })).toBeVisible();
    await expect(page).toHaveTitle('Hors ligne | Bonavis');
    await expect(page.getByText(/^Rien n'est envoyé tant que la connexion n'est pas revenue/)).toBeVisible();
    await screenshotAtPhoneWidth(page, 'offline', async () => expect(page.getByRole('heading', { name: OFFLINE })).toBeVisible());
    await context.setOffline(false);
    // The page asks the server every few seconds and reloads once it answers; the browser's `online` event asks at
    // once (Chromium fires it when the emulation ends, except in a network namespace without interfaces, where it
    // believes it never had a network: the test sends it then). The page may be reloading already, cutting the
    // evaluation short.
    await page.evaluate(() => window.dispatchEvent(new Event('online'))).catch(() => undefined);
    await expect(page.getByRole('heading', { name: OFFLINE })).toBeHidden({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Activer les alertes sur cet appareil' })).toBeVisible();
  });

  test('an approval alert, pressed, opens the waiting reply with its draft and « Approuver et publier » first', async ({
    page,
    context,
  }) => {
    test.setTimeout(150_000);
    await context.grantPermissions(['notifications']);
    await signInByCode(page, uniqueEmail('approval'));
    await onboardThroughApi(page, 'https://maps.app.goo.gl/ApprovalJourney');
    // The trial grants the AI credits the automatic reply spends; the paid checkout keeps the access past the browser
    // tests' 30-second trial, which the journey outlasts.
    await activateTrialThroughApi(page);
    expect((await subscribeThroughApi(page, 'cs_e2e_approval')).status()).toBe(200);

    // Automatic replies wait for the owner's approval; the demo listing's next review gets one.
    const headers = await authHeaders(page);
    const { settings } = (await (await page.request.get('/api/reviews/private/ai-settings', { headers })).json()) as AiSettingsState;
    const saved = await page.request.put('/api/reviews/private/ai-settings', {
      headers,
      data: { ...settings, autoReply: { mode: 'approve', minRating: 1 } },
    });
    expect(saved.status()).toBe(200);
    let waiting: QueuedReply | undefined;
    await expect(async () => {
      await checkNewReviews(page);
      [waiting] = (await (await page.request.get('/api/reviews/private/reply-queue', { headers })).json()) as QueuedReply[];
      expect(waiting).toBeDefined();
    }).toPass({ timeout: 90_000, intervals: [1_000, 2_000, 5_000] });
    const reviewId = waiting!.review.id;

    // The alert as the server words it, on a phone, the app in the background on another screen.
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/dashboards/home');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const tag = `review-${reviewId}`;
    await deliverUntilShown(context, page, {
      title: 'Réponse à valider',
      body: 'Votre réponse attend votre accord.',
      url: `/aiAssistant?review=${reviewId}`,
      tag,
    });

    await clickNotification(context, tag);
    await expect(page).toHaveURL(`/aiAssistant?review=${reviewId}`);
    const opened = page.locator('li[aria-current="true"]');
    await expect(opened).toHaveAccessibleName(`Avis de ${waiting!.review.authorName}`);
    await expect(opened.getByRole('textbox', { name: 'Réponse proposée' })).toHaveValue(waiting!.draft);
    const approve = opened.getByRole('button').first();
    await expect(approve).toHaveText('Approuver et publier');
    await expect(approve).toBeFocused();
    // Within one thumb's reach: as wide as the card's content (the card less its padding and border), tall enough to press.
    const box = (await approve.boundingBox())!;
    const card = (await opened.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(40);
    expect(box.width).toBeGreaterThanOrEqual(card.width - 2 * (16 + 2));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshotAtPhoneWidth(page, 'approval-alert-target', () => expect(opened.getByRole('button').first()).toBeFocused());

    await opened.getByRole('button', { name: 'Approuver et publier' }).click();
    await expect(page.getByText("Cette réponse n'attend plus votre accord : elle a déjà été publiée ou ignorée.")).toBeVisible();
    await expect(opened).toHaveCount(0);
  });
});
