import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type { AiSettingsState, QueuedReply } from '../src/shared/api/ai';
import type { AlertState, PushPayload } from '../src/shared/api/notifications';
import type { ListingStatus } from '../src/shared/api/listings';
import type { Review, ReviewPage } from '../src/shared/api/reviews';
import { activateTrialThroughApi, authHeaders, checkNewReviews, onboardThroughApi, subscribeThroughApi } from './support/api';
import { uniqueEmail } from './support/mailbox';
import { aPhoneSubscription, installPushService, pushedTo, subscribedEndpoint } from './support/push';
import { saveScreenshot } from './support/screenshots';
import { signInByCode, signInThroughApi } from './support/sign-in';

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
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await saveScreenshot(page, `${name}-390-${scheme}`, { fullPage: true });
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

const ORIGIN = 'http://localhost:8080';

/** Every notification the app's worker shows, whatever its tag. */
const allShown = (page: Page) =>
  page.evaluate(async () => {
    const notifications = await (await navigator.serviceWorker.ready).getNotifications();
    return notifications.map(({ title, tag }) => ({ title, tag }));
  });

/** The owner dismisses what the worker shows. */
const dismissNotifications = (page: Page) =>
  page.evaluate(async () => {
    for (const notification of await (await navigator.serviceWorker.ready).getNotifications()) notification.close();
  });

/** The owner turns alerts on for this browser in Settings → Notifications; resolves with its push endpoint. */
async function enableAlertsHere(page: Page): Promise<string> {
  await page.goto('/settings/notifications');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.getByRole('button', { name: 'Activer les alertes sur cet appareil' }).click();
  // Shown once the server lists the device: alerts for this browser are queued from then on.
  await expect(page.getByRole('button', { name: 'Désactiver sur cet appareil' })).toBeVisible();
  const endpoint = await subscribedEndpoint(page);
  expect(endpoint).toMatch(/^https:\/\/fcm\.googleapis\.com\/fcm\/send\/e2e-/);
  return endpoint!;
}

type Headers = { authorization: string };

const devicesOf = async (page: Page, headers: Headers) =>
  ((await (await page.request.get('/api/users/private/alerts', { headers })).json()) as AlertState).devices;

const listingNameOf = async (page: Page, headers: Headers) =>
  ((await (await page.request.get('/api/reviews/private/location', { headers })).json()) as ListingStatus).name;

const newestReviews = async (page: Page, headers: Headers) =>
  (await (await page.request.get('/api/reviews/private?period=all&sort=newest&pageSize=100', { headers })).json()) as ReviewPage;

/**
 * Runs the new-review check, as the scheduler would, until it finds new reviews on the owner's listing; resolves with
 * them, newest first. The demo listing gets one every 4 s: how many one check finds depends on when it runs.
 */
async function nextReviews(page: Page, headers: Headers): Promise<Review[]> {
  const before = (await newestReviews(page, headers)).total;
  let found: Review[] = [];
  await expect(async () => {
    await checkNewReviews(page);
    const after = await newestReviews(page, headers);
    expect(after.total).toBeGreaterThan(before);
    found = after.items.slice(0, after.total - before);
  }).toPass({ timeout: 90_000, intervals: [1_000, 2_000, 5_000] });
  return found;
}

const stars = (rating: number) => '★'.repeat(rating) + '☆'.repeat(5 - rating);

/**
 * The push the server sends for the reviews one check found (src/server/modules/alerts/push-alert.ts): one review is
 * named with its stars and first words, several are counted in one push (« 3 nouveaux avis · … ») with their ratings.
 */
function reviewsPushFor(listingName: string, reviews: Review[]): PushPayload {
  const url = `${ORIGIN}/reviews/home?unread=1`;
  if (reviews.length > 1) {
    const ratings = reviews.map((review) => review.reviewRate).sort((a, b) => a - b);
    const shown = ratings.slice(0, 8).map((rating) => `${rating}★`);
    const body = `Notes : ${shown.join(', ')}${ratings.length > 8 ? '…' : ''}. Touchez pour les lire.`;
    return { title: `${reviews.length} nouveaux avis · ${listingName}`, body, url, tag: 'reviews' };
  }
  const [{ id, reviewRate, authorName, reviewContent }] = reviews;
  const text = (reviewContent ?? '').replace(/\s+/g, ' ').trim();
  const excerpt = text.length <= 100 ? text : `${text.slice(0, 99).trimEnd()}…`;
  const body = excerpt
    ? `« ${excerpt} » — ${authorName}`
    : `${authorName} a laissé ${reviewRate} ${reviewRate > 1 ? 'étoiles' : 'étoile'}, sans commentaire.`;
  return { title: `${listingName} · ${stars(reviewRate)}`, body, url, tag: `review-${id}` };
}

/** The payloads the server's push stand-in wrote for `endpoint`, oldest first. */
const payloadsTo = async (endpoint: string) => (await pushedTo(endpoint)).map((push) => push.payload);

test.describe("the owner's phone", () => {
  test('the install offer is never made on the sign-in screen', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Bienvenue sur Bonavis' })).toBeVisible();
    // The app keeps the browser's own banner away too.
    expect(await offerInstall(page)).toBe(true);
    await expect(page.getByRole('heading', { name: 'Bienvenue sur Bonavis' })).toBeVisible();
    await expect(page.getByText(INSTALL_OFFER)).toBeHidden();
  });

  test('the app installs its worker, offers installing, and shows the offline page without network', async ({ page, context }) => {
    test.setTimeout(300_000);
    await context.grantPermissions(['notifications']);
    await signInThroughApi(page, uniqueEmail('pwa'));
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
    await saveScreenshot(page, 'install-offer-390-light', { animations: 'disabled' });
    await page.getByRole('button', { name: 'Non merci' }).click();
    await expect(page.getByText(INSTALL_OFFER)).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('installOfferDeclined'))).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await page.reload();
    await offerInstall(page);
    await expect(page.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible();
    await expect(page.getByText(INSTALL_OFFER)).toBeHidden();

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
    test.setTimeout(480_000);
    await context.grantPermissions(['notifications']);
    await installPushService(context);
    await signInThroughApi(page, uniqueEmail('approval'));
    await onboardThroughApi(page, 'https://maps.app.goo.gl/ApprovalJourney');
    // The trial grants the AI credits the automatic reply spends; the paid checkout keeps the access past the browser
    // tests' 30-second trial, which the journey outlasts.
    await activateTrialThroughApi(page);
    expect((await subscribeThroughApi(page, 'cs_e2e_approval')).status()).toBe(200);
    const headers = await authHeaders(page);
    const listingName = await listingNameOf(page, headers);

    // Automatic replies wait for the owner's approval (alerted by default); alerts are on for this browser before any.
    const { settings } = (await (await page.request.get('/api/reviews/private/ai-settings', { headers })).json()) as AiSettingsState;
    const saved = await page.request.put('/api/reviews/private/ai-settings', {
      headers,
      data: { ...settings, autoReply: { mode: 'approve', minRating: 1 } },
    });
    expect(saved.status()).toBe(200);
    const endpoint = await enableAlertsHere(page);

    // The reply to the demo listing's next review waits. A check that finds several reviews queues their replies under
    // one alert for the whole queue (« 2 réponses à valider », `?queue=1`): those are set aside until a check finds
    // one review, whose alert opens its reply.
    const queue = async () => (await (await page.request.get('/api/reviews/private/reply-queue', { headers })).json()) as QueuedReply[];
    let waiting: QueuedReply | undefined;
    await expect(async () => {
      for (const { id } of await queue()) {
        expect((await page.request.delete(`/api/reviews/private/reply-queue/${id}`, { headers })).status()).toBe(204);
      }
      await checkNewReviews(page);
      const queued = await queue();
      expect(queued).toHaveLength(1);
      [waiting] = queued;
    }).toPass({ timeout: 120_000, intervals: [1_000] });
    const { review } = waiting!;

    // The server's own approval alert, as its push stand-in kept it, is what the worker receives.
    const approvalUrl = `${ORIGIN}/aiAssistant?review=${review.id}`;
    let approval: PushPayload | undefined;
    await expect
      .poll(
        async () => {
          approval = (await payloadsTo(endpoint)).find((payload) => payload.url === approvalUrl);
          return approval;
        },
        { timeout: 30_000, message: `the approval alert for review ${review.id} in ${endpoint}'s pushes` },
      )
      .toBeDefined();
    expect(approval).toEqual({
      title: `Réponse à valider · ${listingName}`,
      body: `Votre réponse à l'avis ${stars(review.reviewRate)} de ${review.authorName} attend votre accord.`,
      url: approvalUrl,
      tag: `review-${review.id}`,
    });

    // On a phone, the app in the background on another screen.
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/dashboards/home');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await deliverUntilShown(context, page, approval!);

    await clickNotification(context, approval!.tag);
    await expect(page).toHaveURL(`/aiAssistant?review=${review.id}`);
    const opened = page.locator('li[aria-current="true"]');
    await expect(opened).toHaveAccessibleName(`Avis de ${review.authorName}`);
    await expect(opened.getByRole('textbox', { name: 'Réponse proposée' })).toHaveValue(waiting!.draft);
    const approve = opened.getByRole('button').first();
    await expect(approve).toHaveText('Approuver et publier');
    await expect(approve).toBeFocused();
    // Within one thumb's reach: as wide as the card's content (the card less its padding and border), tall enough to press.
    const box = (await approve.boundingBox())!;
    const card = (await opened.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(40);
    expect(box.width).toBeGreaterThanOrEqual(card.width - 2 * (16 + 2));
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshotAtPhoneWidth(page, 'approval-alert-target', () => expect(opened.getByRole('button').first()).toBeFocused());

    await opened.getByRole('button', { name: 'Approuver et publier' }).click();
    await expect(page.getByText("Cette réponse n'attend plus votre accord : elle a déjà été publiée ou ignorée.")).toBeVisible();
    await expect(opened).toHaveCount(0);
  });

  test("signing out ends this browser's alerts: the server's push reaches the owner, none of theirs reaches the next one", async ({
    page,
    context,
  }) => {
    test.setTimeout(480_000);
    await context.grantPermissions(['notifications']);
    await installPushService(context);
    await signInThroughApi(page, uniqueEmail('push-first'));
    await onboardThroughApi(page, 'https://maps.app.goo.gl/PushLogoutJourney');
    // A paid checkout: alerts go to accounts with access, for longer than the browser tests' 30-second trial.
    expect((await subscribeThroughApi(page, 'cs_e2e_push_logout')).status()).toBe(200);
    const firstOwner = await authHeaders(page);
    const listingName = await listingNameOf(page, firstOwner);
    // Every new review alerts: by default only those of 3 stars or less do, and the demo's next one may have 5.
    const { settings } = (await (await page.request.get('/api/users/private/alerts', { headers: firstOwner })).json()) as AlertState;
    const everyReview = await page.request.put('/api/users/private/alerts', {
      headers: firstOwner,
      data: { ...settings, push: { ...settings.push, everyReview: true } },
    });
    expect(everyReview.status()).toBe(200);
    // The owner's phone has alerts on too: it gets every alert of the owner's all along, this browser only until sign-out.
    const phone = aPhoneSubscription('push-first');
    expect((await page.request.post('/api/users/private/alerts/devices', { headers: firstOwner, data: phone })).status()).toBe(201);

    const endpoint = await enableAlertsHere(page);
    expect(await devicesOf(page, firstOwner)).toHaveLength(2);

    // The demo listing's next reviews: the server's own push for them, as its stand-in kept it, is what the worker shows.
    const first = reviewsPushFor(listingName, await nextReviews(page, firstOwner));
    await expect.poll(() => payloadsTo(endpoint), { timeout: 30_000, message: `the server's push to ${endpoint}` }).toEqual([first]);
    expect(await deliverUntilShown(context, page, first)).toEqual([
      { title: first.title, body: first.body, icon: `${ORIGIN}/icons/icon-192.png`, data: { url: first.url } },
    ]);
    await dismissNotifications(page);
    await expect.poll(() => allShown(page)).toEqual([]);

    // Signing out removes this browser's device on the server, not the phone, and ends the browser's subscription.
    await page.goto('/dashboards/home');
    await page.getByRole('button', { name: 'Mon compte' }).click();
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect.poll(async () => (await devicesOf(page, firstOwner)).map((device) => device.label)).toEqual([phone.label]);
    expect(await subscribedEndpoint(page)).toBeNull();

    // Another owner signs in on the same browser; the first owner's reviews keep coming.
    await signInByCode(page, uniqueEmail('push-next'));
    expect(await subscribedEndpoint(page)).toBeNull();
    const later = reviewsPushFor(listingName, await nextReviews(page, firstOwner));
    // The phone gets their alert: the server has handled the event (this browser was no longer among the devices, so
    // nothing was queued for it) …
    await expect
      .poll(() => payloadsTo(phone.endpoint), { timeout: 30_000, message: "the server's push to the phone" })
      .toEqual([first, later]);
    // … and nothing went to this browser since the first alert, so its worker shows nothing.
    expect(await payloadsTo(endpoint)).toEqual([first]);
    expect(await allShown(page)).toEqual([]);
  });
});
