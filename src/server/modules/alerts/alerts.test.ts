import type { FastifyInstance } from 'fastify';
import https from 'node:https';
import { and, eq } from 'drizzle-orm';
import webPush from 'web-push';
import type { MapsReview } from '../../adapters/maps/maps-provider';
import { startPushServiceStandIn, type PushServiceStandIn, type SubscriptionJson } from '../../adapters/push/push-service-stand-in';
import { listings, memberLocations, organizationMembers, pushDevices, reviews, subscriptions, users } from '../../db/schema';
import { DEFAULT_PUSH_CHOICES, PUSH_DEVICES_PER_ACCOUNT, type AlertSettings, type PushPayload } from '../../../shared/api/notifications';
import type { Role } from '../../../shared/roles';
import { buildTestApp, databaseOverrides, testDatabases } from '../../test-helpers';
import { injectAs, signUpOwner } from '../../test-emulator';
import { validOnboarding } from '../../../shared/validation/onboarding-examples';
import { DEFAULT_AI_SETTINGS } from '../ai';
import { aMapsReview, setCredits, syncedOwner } from '../reviews/test-listing';
import { endSubscriptions } from '../users/account-fixtures';
import { createPushSender } from '../../adapters/push';
import { createAlerts } from './service';

const vapid = { ...webPush.generateVAPIDKeys(), subject: 'mailto:alertes@bonavis.fr' };
type Listing = typeof listings.$inferSelect;

describe.each(testDatabases())('push alerts (%s)', (_engine, database) => {
  let app: FastifyInstance;
  let standIn: PushServiceStandIn;
  let made = 0;

  beforeAll(async () => {
    standIn = await startPushServiceStandIn();
    app = await buildTestApp({
      ...databaseOverrides(database),
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: vapid.subject,
      PUSH_ALLOW_LOOPBACK_HTTP: 'true',
    });
  });
  afterAll(async () => {
    await app.close();
    await standIn.close();
  });

  const alertsOf = (owner: { idToken: string }) => injectAs(app, owner, { method: 'GET', url: '/api/users/private/alerts' });
  const saveChoices = (owner: { idToken: string }, push: Partial<AlertSettings['push']>) =>
    injectAs(app, owner, {
      method: 'PUT',
      url: '/api/users/private/alerts',
      payload: { push: { ...DEFAULT_PUSH_CHOICES, ...push }, digestDay: 'monday' },
    });
  const addDevice = (owner: { idToken: string }, body: object) =>
    injectAs(app, owner, { method: 'POST', url: '/api/users/private/alerts/devices', payload: body });

  /** A browser of the stand-in, enabled on the owner's account. */
  async function enabledDevice(owner: { idToken: string }) {
    const device = standIn.subscribe();
    const added = await addDevice(owner, device);
    expect(added.statusCode).toBe(201);
    return { ...device, id: added.json().id as number };
  }

  /** The provider's newest page now holds these reviews; the new-review check runs on the listing (the owner's, or one named). */
  async function reviewsArrive({ listing }: { listing: Listing }, partials: Partial<MapsReview>[]) {
    const page: MapsReview[] = partials.map((partial) => aMapsReview({ externalId: `push-${(made += 1)}`, ...partial }));
    const provider = jest.spyOn(app.maps, 'reviews').mockResolvedValue({ reviews: page, nextCursor: null, total: null });
    try {
      await app.newReviews.checkListing(listing);
    } finally {
      provider.mockRestore();
    }
    await app.jobs.idle();
    return page;
  }

  const pushedTo = (device: SubscriptionJson) =>
    standIn.received(device.endpoint).map((request) => standIn.open(request, vapid).payload as PushPayload);

  it('pushes a new low review to the device: signed with VAPID, encrypted, naming the business, the stars, the text and the link', async () => {
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/PushLowReview', { trial: true });
    const device = await enabledDevice(owner);
    const state = (await alertsOf(owner)).json();
    expect(state).toMatchObject({ settings: { push: DEFAULT_PUSH_CHOICES, digestDay: 'monday' }, vapidPublicKey: vapid.publicKey });
    expect(state.devices).toEqual([{ id: device.id, label: expect.any(String), createdAt: expect.any(String) }]);

    const text =
      'Le pain était rassis et la vendeuse pressée de nous voir partir. Dommage, la boulangerie avait bonne réputation dans le quartier.';
    await reviewsArrive(owner, [{ rating: 2, content: text, authorName: 'Jeanne D.' }]);

    const [request] = standIn.received(device.endpoint);
    expect(standIn.received(device.endpoint)).toHaveLength(1);
    const { claims, payload } = standIn.open(request, vapid);
    expect(claims).toMatchObject({ aud: standIn.origin, sub: 'mailto:alertes@bonavis.fr' });
    expect(request.headers).toMatchObject({ urgency: 'high', ttl: '86400' });
    const [stored] = await app.database.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.listingId, owner.listing.id), eq(reviews.externalId, `push-${made}`)));
    expect(payload).toEqual({
      title: `${owner.listing.name} · ★★☆☆☆`,
      body: expect.stringMatching(/^« Le pain était rassis et la vendeuse pressée .*… » — Jeanne D\.$/),
      url: `${app.config.publicUrl}/reviews/home?unread=1`,
      tag: `review-${stored.id}`,
    });
    const [row] = await app.database.db.select().from(pushDevices).where(eq(pushDevices.id, device.id));
    expect(row.lastUsedAt).toEqual(expect.any(Date));

    // The same review found again (another check, another path): the device was already told.
    await app.newReviews.checkListing(owner.listing);
    await app.alerts.notify({ kind: 'new-reviews', locationId: owner.listing.id, listingName: owner.listing.name, reviews: [stored] });
    await app.jobs.idle();
    expect(standIn.received(device.endpoint)).toHaveLength(1);
  });

  it('groups the reviews one check finds into one alert', async () => {
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/PushGrouped', { trial: true });
    const device = await enabledDevice(owner);
    await reviewsArrive(owner, [{ rating: 1 }, { rating: 3 }, { rating: 2, content: null }]);
    expect(pushedTo(device)).toEqual([
      {
        title: `3 nouveaux avis · ${owner.listing.name}`,
        body: 'Notes : 1★, 2★, 3★. Touchez pour les lire.',
        url: `${app.config.publicUrl}/reviews/home?unread=1`,
        tag: 'reviews',
      },
    ]);
  });

  it('follows the choices: low ratings only by default, every review when asked, none when both are off', async () => {
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/PushChoices', { trial: true });
    const device = await enabledDevice(owner);
    await reviewsArrive(owner, [{ rating: 5, content: 'Parfait !' }, { rating: 4 }]);
    expect(pushedTo(device)).toEqual([]);

    expect((await saveChoices(owner, { everyReview: true })).json().settings.push).toEqual({ ...DEFAULT_PUSH_CHOICES, everyReview: true });
    await reviewsArrive(owner, [{ rating: 5, content: 'Parfait !' }]);
    expect(pushedTo(device)).toEqual([
      expect.objectContaining({ title: `${owner.listing.name} · ★★★★★`, body: '« Parfait ! » — Camille Martin' }),
    ]);

    await saveChoices(owner, { everyReview: false, lowRatings: false });
    await reviewsArrive(owner, [{ rating: 1 }]);
    expect(pushedTo(device)).toHaveLength(1);
  });

  it('sends no alert to an account without access (its trial and plan over)', async () => {
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/PushNoAccess', { trial: true });
    const device = await enabledDevice(owner);
    await endSubscriptions(app, owner.user.id);
    await reviewsArrive(owner, [{ rating: 1 }]);
    expect(standIn.received(device.endpoint)).toEqual([]);
  });

  it('tells the device a reply waits for approval, replacing the review alert, and opens that reply at the top of the queue', async () => {
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/PushApproval', { trial: true });
    await setCredits(app, owner.user.id, 5);
    const aiSettings = { ...DEFAULT_AI_SETTINGS, manualWords: [], autoReply: { mode: 'approve', minRating: 1 } };
    expect((await injectAs(app, owner, { method: 'PUT', url: '/api/reviews/private/ai-settings', payload: aiSettings })).statusCode).toBe(
      200,
    );
    const device = await enabledDevice(owner);
    await reviewsArrive(owner, [{ rating: 2, authorName: 'Paul R.', content: 'Service lent.' }]);
    const [stored] = await app.database.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.listingId, owner.listing.id), eq(reviews.externalId, `push-${made}`)));
    expect(pushedTo(device)).toEqual([
      expect.objectContaining({ title: `${owner.listing.name} · ★★☆☆☆`, tag: `review-${stored.id}` }),
      {
        title: `Réponse à valider · ${owner.listing.name}`,
        body: "Votre réponse à l'avis ★★☆☆☆ de Paul R. attend votre accord.",
        url: `${app.config.publicUrl}/aiAssistant?review=${stored.id}`,
        tag: `review-${stored.id}`,
      },
    ]);
  });

  it('tells the device a synchronisation finished when the owner asked for it', async () => {
    const owner = await signUpOwner(app);
    await injectAs(app, owner, { method: 'POST', url: '/api/subscriptions/private/trial/activate' });
    await injectAs(app, owner, {
      method: 'POST',
      url: '/api/users/private/onboarding',
      payload: { ...validOnboarding, url: 'https://maps.app.goo.gl/PushSyncDone' },
    });
    const device = await enabledDevice(owner);
    await saveChoices(owner, { syncDone: true });
    await injectAs(app, owner, { method: 'PATCH', url: '/api/reviews/private/init-synchronization' });
    await app.sync.idle();
    await app.jobs.idle();
    expect(pushedTo(device)).toEqual([
      {
        title: expect.stringMatching(/^Synchronisation terminée · /),
        body: expect.stringMatching(/^\d+ avis (est|sont) à jour dans Bonavis\.$/),
        url: `${app.config.publicUrl}/reviews/home`,
        tag: 'sync',
      },
    ]);
  });

  it('alerts Google problems the owner must fix, once a Paris day, not those Google retries by itself', async () => {
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/PushGoogle', { trial: true });
    const device = await enabledDevice(owner);
    // The service on the test's clock, as the app builds it otherwise: 23:30 in Paris, then 00:30 the next day (both 2 December in UTC).
    let clock = new Date('2026-12-02T22:30:00Z');
    const alerts = createAlerts({
      db: app.database.db,
      push: createPushSender(app.config.push),
      jobs: app.jobs,
      subscriptions: app.subscriptions,
      vapidPublicKey: vapid.publicKey,
      publicUrl: app.config.publicUrl,
      log: app.log,
      now: () => clock,
    });
    const problem = async (name: 'TOKEN_REVOKED' | 'QUOTA') => {
      await alerts.notify({ kind: 'google-problem', locationId: owner.listing.id, problem: name, reviewId: 1 });
      await app.jobs.idle();
    };
    const googleAlert = {
      title: 'Google : action requise',
      body: expect.stringContaining('reconnectez'),
      url: `${app.config.publicUrl}/settings/general`,
      tag: 'google',
    };

    await problem('QUOTA');
    await problem('TOKEN_REVOKED');
    await problem('TOKEN_REVOKED');
    expect(pushedTo(device)).toEqual([googleAlert]);

    clock = new Date('2026-12-02T23:30:00Z');
    await problem('TOKEN_REVOKED');
    await problem('TOKEN_REVOKED');
    expect(pushedTo(device)).toEqual([googleAlert, googleAlert]);
  });

  describe('a team: each member who sees the establishment, with their own choices and devices', () => {
    /** An owner on the trial with two establishments: A (the first) and B, added as the settings do. */
    async function ownerOfTwo(tag: string) {
      const owner = await syncedOwner(app, `https://maps.app.goo.gl/PushTeam${tag}A`, { trial: true });
      const added = await injectAs(app, owner, {
        method: 'POST',
        url: '/api/locations/private',
        payload: { url: `https://maps.app.goo.gl/PushTeam${tag}B` },
      });
      expect(added.statusCode).toBe(201);
      await app.sync.idle();
      await app.jobs.idle();
      const [b] = await app.database.db.select().from(listings).where(eq(listings.id, added.json().id));
      return { owner, a: { listing: owner.listing }, b: { listing: b } };
    }

    /** A new account put in the organisation with `role`, seeing only `locationIds`, as an accepted invitation does. */
    async function member(organizationId: number, role: Role, locationIds: number[] | 'all') {
      const user = await signUpOwner(app);
      const { db } = app.database;
      await db.insert(organizationMembers).values({ organizationId, userId: user.user.id, role, allLocations: locationIds === 'all' });
      if (locationIds !== 'all') {
        await db.insert(memberLocations).values(locationIds.map((locationId) => ({ organizationId, userId: user.user.id, locationId })));
      }
      return user;
    }

    const storedReview = async (listing: Listing) =>
      (
        await app.database.db
          .select()
          .from(reviews)
          .where(and(eq(reviews.listingId, listing.id), eq(reviews.externalId, `push-${made}`)))
      )[0];

    it('sends a review on A to the owner only, and one on B to the owner and B’s manager, each under their own choices', async () => {
      const { owner, a, b } = await ownerOfTwo('Choices');
      const manager = await member(b.listing.organizationId, 'manager', [b.listing.id]);
      const ownerDevice = await enabledDevice(owner);
      const managerDevice = await enabledDevice(manager);
      // The owner wants every review; the manager keeps the default, the low ratings only.
      await saveChoices(owner, { everyReview: true });

      await reviewsArrive(a, [{ rating: 1, authorName: 'Léa B.', content: 'Froid.' }]);
      expect(pushedTo(ownerDevice)).toEqual([expect.objectContaining({ title: `${a.listing.name} · ★☆☆☆☆` })]);
      expect(pushedTo(managerDevice)).toEqual([]);

      await reviewsArrive(b, [{ rating: 5 }, { rating: 2, authorName: 'Paul R.', content: 'Service lent.' }]);
      const low = await storedReview(b.listing);
      expect(pushedTo(ownerDevice).slice(1)).toEqual([expect.objectContaining({ title: `2 nouveaux avis · ${b.listing.name}` })]);
      expect(pushedTo(managerDevice)).toEqual([
        expect.objectContaining({ title: `${b.listing.name} · ★★☆☆☆`, body: '« Service lent. » — Paul R.', tag: `review-${low.id}` }),
      ]);

      // The same review found again: each device was already told, once.
      await app.alerts.notify({ kind: 'new-reviews', locationId: b.listing.id, listingName: b.listing.name, reviews: [low] });
      await app.jobs.idle();
      expect(pushedTo(ownerDevice)).toHaveLength(2);
      expect(pushedTo(managerDevice)).toHaveLength(1);
    });

    it('tells a viewer of new reviews but not of replies to approve nor Google problems, which go to those who may reply', async () => {
      const { owner, b } = await ownerOfTwo('Viewer');
      const manager = await member(b.listing.organizationId, 'manager', [b.listing.id]);
      const viewer = await member(b.listing.organizationId, 'viewer', [b.listing.id]);
      await setCredits(app, owner.user.id, 5);
      const aiSettings = { ...DEFAULT_AI_SETTINGS, manualWords: [], autoReply: { mode: 'approve', minRating: 1 } };
      const saved = await injectAs(app, owner, {
        method: 'PUT',
        url: `/api/reviews/private/ai-settings?location=${b.listing.id}`,
        payload: aiSettings,
      });
      expect(saved.statusCode).toBe(200);
      const managerDevice = await enabledDevice(manager);
      const viewerDevice = await enabledDevice(viewer);

      await reviewsArrive(b, [{ rating: 2, authorName: 'Paul R.', content: 'Service lent.' }]);
      const stored = await storedReview(b.listing);
      const reviewAlert = expect.objectContaining({ title: `${b.listing.name} · ★★☆☆☆`, tag: `review-${stored.id}` });
      const approvalAlert = expect.objectContaining({ title: `Réponse à valider · ${b.listing.name}`, tag: `review-${stored.id}` });
      expect(pushedTo(managerDevice)).toEqual([reviewAlert, approvalAlert]);
      expect(pushedTo(viewerDevice)).toEqual([reviewAlert]);

      await app.alerts.notify({ kind: 'google-problem', locationId: b.listing.id, problem: 'REPLY_REJECTED', reviewId: stored.id });
      await app.jobs.idle();
      expect(pushedTo(managerDevice)).toEqual([reviewAlert, approvalAlert, expect.objectContaining({ title: 'Google : action requise' })]);
      expect(pushedTo(viewerDevice)).toEqual([reviewAlert]);
    });

    it('tells of a lost Google connection only those who may connect it again', async () => {
      const { owner, b } = await ownerOfTwo('Connection');
      const manager = await member(b.listing.organizationId, 'manager', [b.listing.id]);
      const ownerDevice = await enabledDevice(owner);
      const managerDevice = await enabledDevice(manager);

      await app.alerts.notify({ kind: 'google-problem', locationId: b.listing.id, problem: 'TOKEN_REVOKED', reviewId: 1 });
      await app.jobs.idle();
      expect(pushedTo(ownerDevice)).toEqual([expect.objectContaining({ title: 'Google : action requise' })]);
      expect(pushedTo(managerDevice)).toEqual([]);
    });

    it('stops at once for a member narrowed to another establishment, then removed', async () => {
      const { owner, a, b } = await ownerOfTwo('Removed');
      const manager = await member(b.listing.organizationId, 'manager', [b.listing.id]);
      const device = await enabledDevice(manager);
      await reviewsArrive(b, [{ rating: 1 }]);
      expect(pushedTo(device)).toHaveLength(1);

      const narrowed = await injectAs(app, owner, {
        method: 'PATCH',
        url: `/api/members/private/${manager.user.id}`,
        payload: { role: 'manager', locations: [a.listing.id] },
      });
      expect(narrowed.statusCode).toBe(200);
      await reviewsArrive(b, [{ rating: 1 }]);
      expect(pushedTo(device)).toHaveLength(1);
      await reviewsArrive(a, [{ rating: 1 }]);
      expect(pushedTo(device)).toEqual([expect.anything(), expect.objectContaining({ title: `${a.listing.name} · ★☆☆☆☆` })]);

      const removed = await injectAs(app, owner, { method: 'DELETE', url: `/api/members/private/${manager.user.id}` });
      expect(removed.statusCode).toBe(204);
      await reviewsArrive(a, [{ rating: 1 }]);
      await reviewsArrive(b, [{ rating: 1 }]);
      expect(pushedTo(device)).toHaveLength(2);
    });

    it('follows the paying account’s access, not the member’s own, and sends nothing to a disabled member', async () => {
      const { owner, b } = await ownerOfTwo('Lapsed');
      const admin = await member(b.listing.organizationId, 'admin', 'all');
      // The admin's own plan gives the organisation nothing.
      await app.database.db
        .insert(subscriptions)
        .values({ userId: admin.user.id, status: 'ACTIVE', planPeriod: 'MONTHLY', isTrial: false });
      const ownerDevice = await enabledDevice(owner);
      const adminDevice = await enabledDevice(admin);
      await reviewsArrive(b, [{ rating: 1 }]);
      expect([pushedTo(ownerDevice).length, pushedTo(adminDevice).length]).toEqual([1, 1]);

      await app.database.db.update(users).set({ isActive: false }).where(eq(users.id, admin.user.id));
      await reviewsArrive(b, [{ rating: 1 }]);
      expect([pushedTo(ownerDevice).length, pushedTo(adminDevice).length]).toEqual([2, 1]);
      await app.database.db.update(users).set({ isActive: true }).where(eq(users.id, admin.user.id));

      await endSubscriptions(app, owner.user.id);
      await reviewsArrive(b, [{ rating: 1 }]);
      expect([pushedTo(ownerDevice).length, pushedTo(adminDevice).length]).toEqual([2, 1]);
    });
  });

  it('forgets a device its push service says is gone (410)', async () => {
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/PushGone', { trial: true });
    const gone = await enabledDevice(owner);
    const kept = await enabledDevice(owner);
    standIn.answerWith(gone.endpoint, 410);
    await reviewsArrive(owner, [{ rating: 1 }]);
    expect(standIn.received(gone.endpoint)).toHaveLength(1);
    expect(pushedTo(kept)).toHaveLength(1);
    expect((await alertsOf(owner)).json().devices.map((device: { id: number }) => device.id)).toEqual([kept.id]);
  });

  it(`keeps ${PUSH_DEVICES_PER_ACCOUNT} devices per account: the next removes the oldest; the same browser again is the same device`, async () => {
    const owner = await signUpOwner(app);
    const devices = [];
    for (let index = 0; index <= PUSH_DEVICES_PER_ACCOUNT; index += 1) devices.push(await enabledDevice(owner));
    const listed = (await alertsOf(owner)).json().devices.map((device: { id: number }) => device.id);
    expect(listed).toHaveLength(PUSH_DEVICES_PER_ACCOUNT);
    expect(listed).not.toContain(devices[0].id);
    expect(listed).toContain(devices[1].id);
    expect(listed[0]).toBe(devices[PUSH_DEVICES_PER_ACCOUNT].id);

    const again = await addDevice(owner, { endpoint: devices[1].endpoint, keys: devices[1].keys, label: 'Mon téléphone' });
    expect(again.json()).toEqual({ id: devices[1].id });
    expect((await alertsOf(owner)).json().devices).toHaveLength(PUSH_DEVICES_PER_ACCOUNT);
  });

  it("removes the owner's own device (204), never another owner's (404)", async () => {
    const owner = await signUpOwner(app);
    const other = await signUpOwner(app);
    const mine = await enabledDevice(owner);
    const theirs = await enabledDevice(other);
    const remove = (who: { idToken: string }, id: number | string) =>
      injectAs(app, who, { method: 'DELETE', url: `/api/users/private/alerts/devices/${id}` });
    expect((await remove(owner, theirs.id)).json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    expect((await alertsOf(other)).json().devices).toHaveLength(1);
    expect((await remove(owner, 'abc')).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
    const removed = await remove(owner, mine.id);
    expect(removed.statusCode).toBe(204);
    expect((await alertsOf(owner)).json().devices).toEqual([]);
    expect((await remove(owner, mine.id)).statusCode).toBe(404);
  });

  it.each([
    // `new URL` reads the host as ending in .fcm.googleapis.com; Node's legacy url.parse (web-push's) reads another.
    ['a semicolon', 'https://attacker.example;.fcm.googleapis.com/fcm/send/x'],
    ['a backslash', 'https://\\attacker.example.fcm.googleapis.com/fcm/send/x'],
    ['an escaped dot', 'https://metadata%2einternal.fcm.googleapis.com/fcm/send/x'],
    ['an empty user before a semicolon', 'https://@attacker.example;.fcm.googleapis.com/fcm/send/x'],
    ['an empty user', 'https://@fcm.googleapis.com/fcm/send/x'],
    ['a user', 'https://user@fcm.googleapis.com/fcm/send/x'],
    ['an international name', 'https://пример.fcm.googleapis.com/fcm/send/x'],
    ['a punycode name', 'https://xn--e1afmkfd.fcm.googleapis.com/fcm/send/x'],
    ['capitals', 'https://FCM.googleapis.com/fcm/send/x'],
    ['a host outside the push services', 'https://fcm.googleapis.com.attacker.example/fcm/send/x'],
  ])('refuses an endpoint with %s: 400 PUSH_ENDPOINT_INVALID in French, nothing stored', async (_form, endpoint) => {
    const owner = await signUpOwner(app);
    const answer = await addDevice(owner, { endpoint, keys: standIn.subscribe().keys });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      statusCode: 400,
      code: 'PUSH_ENDPOINT_INVALID',
      message: "Ce navigateur a donné une adresse d'envoi des alertes que Bonavis ne peut pas utiliser.",
      fields: { endpoint: 'validation.push.endpoint' },
    });
    expect((await alertsOf(owner)).json().devices).toEqual([]);
  });

  it.each([
    'https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91bHun4MxP5egoKMwt2KZFBaFUH-1RYqx',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABnZ0a1b2c3',
    'https://web.push.apple.com/QGu2yJ3Pq8L1wI5kZ',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAABx%2bY%3d',
  ])('takes a real push service endpoint as the browser gives it: %s', async (endpoint) => {
    const owner = await signUpOwner(app);
    const answer = await addDevice(owner, { endpoint, keys: standIn.subscribe().keys });
    expect(answer.statusCode).toBe(201);
    const [row] = await app.database.db.select().from(pushDevices).where(eq(pushDevices.id, answer.json().id));
    expect(row.endpoint).toBe(endpoint);
  });

  it('never connects to a stored endpoint outside the rule (a device kept from before it): it is forgotten', async () => {
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/PushLegacyEndpoint', { trial: true });
    const { keys } = standIn.subscribe();
    const [legacy] = await app.database.db
      .insert(pushDevices)
      .values({ userId: owner.user.id, endpoint: 'https://attacker.example;.fcm.googleapis.com/x', ...keys, label: 'Ancien' })
      .returning();
    const kept = await enabledDevice(owner);
    const requests = jest.spyOn(https, 'request');
    try {
      await reviewsArrive(owner, [{ rating: 1 }]);
      expect(requests).not.toHaveBeenCalled();
    } finally {
      requests.mockRestore();
    }
    expect(pushedTo(kept)).toHaveLength(1);
    expect((await alertsOf(owner)).json().devices.map((device: { id: number }) => device.id)).toEqual([kept.id]);
    expect(await app.database.db.select().from(pushDevices).where(eq(pushDevices.id, legacy.id))).toEqual([]);
  });

  it('answers 400 with codes to bad subscriptions and settings, never 500', async () => {
    const owner = await signUpOwner(app);
    const { keys } = standIn.subscribe();
    const fcm = 'https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91bH';
    // Not JSON, and JSON that is not an object.
    const notJson = await injectAs(app, owner, {
      method: 'POST',
      url: '/api/users/private/alerts/devices',
      headers: { 'content-type': 'application/json' },
      payload: 'not json',
    });
    expect(notJson.statusCode).toBe(400);
    expect((await addDevice(owner, [fcm])).statusCode).toBe(400);
    // Each bad field is refused and named.
    const bad: [object, string][] = [
      [{}, 'endpoint'],
      [{ endpoint: 'http://fcm.googleapis.com/fcm/send/x', keys }, 'endpoint'],
      [{ endpoint: 'https://evil.example.com/push', keys }, 'endpoint'],
      [{ endpoint: 'https://169.254.169.254/latest', keys }, 'endpoint'],
      [{ endpoint: 'https://fcm.googleapis.com:8443/fcm/send/x', keys }, 'endpoint'],
      [{ endpoint: 'https://user:pw@fcm.googleapis.com/fcm/send/x', keys }, 'endpoint'],
      [{ endpoint: `${fcm}${'a'.repeat(5_000)}`, keys }, 'endpoint'],
      [{ endpoint: { $ne: null }, keys }, 'endpoint'],
      [{ endpoint: fcm }, 'keys.p256dh'],
      [{ endpoint: fcm, keys: 'abc' }, 'keys'],
      [{ endpoint: fcm, keys: { ...keys, p256dh: keys.p256dh.slice(0, 40) } }, 'keys.p256dh'],
      [{ endpoint: fcm, keys: { ...keys, p256dh: `A${keys.p256dh.slice(1)}` } }, 'keys.p256dh'],
      [{ endpoint: fcm, keys: { ...keys, p256dh: 'é'.repeat(87) } }, 'keys.p256dh'],
      [{ endpoint: fcm, keys: { ...keys, auth: keys.auth.slice(0, 20) } }, 'keys.auth'],
      [{ endpoint: fcm, keys: { ...keys, auth: 'x'.repeat(5_000) } }, 'keys.auth'],
      [{ endpoint: fcm, keys, label: 'x'.repeat(61) }, 'label'],
      [{ endpoint: fcm, keys, label: ['a'] }, 'label'],
    ];
    for (const [body, field] of bad) {
      const answer = await addDevice(owner, body);
      expect({ body, status: answer.statusCode, fields: answer.json().fields }).toEqual({
        body,
        status: 400,
        fields: expect.objectContaining({ [field]: expect.any(String) }),
      });
    }
    expect((await alertsOf(owner)).json().devices).toEqual([]);

    // A real browser's subscription, at a real push service, is taken.
    const chrome = await addDevice(owner, { endpoint: fcm, keys });
    expect(chrome.statusCode).toBe(201);
    const pad = await injectAs(app, owner, {
      method: 'POST',
      url: '/api/users/private/alerts/devices',
      headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36' },
      payload: { endpoint: 'https://web.push.apple.com/QGu2', keys },
    });
    expect(pad.statusCode).toBe(201);
    expect((await alertsOf(owner)).json().devices[0]).toMatchObject({ label: 'Chrome · Android' });

    const settings = { push: DEFAULT_PUSH_CHOICES, digestDay: 'friday' };
    const badSettings: object[] = [
      {},
      { ...settings, digestDay: 'someday' },
      { ...settings, push: { ...DEFAULT_PUSH_CHOICES, everyReview: 'yes' } },
      { ...settings, push: { lowRatings: true } },
      { ...settings, push: 'all' },
      { ...settings, push: { ...DEFAULT_PUSH_CHOICES, removals: 'no' } },
    ];
    for (const body of badSettings) {
      const answer = await injectAs(app, owner, { method: 'PUT', url: '/api/users/private/alerts', payload: body });
      expect({ body, answer: answer.json() }).toMatchObject({ body, answer: { statusCode: 400, code: 'VALIDATION_ERROR' } });
    }
    const saved = await injectAs(app, owner, { method: 'PUT', url: '/api/users/private/alerts', payload: settings });
    expect(saved.json().settings).toEqual(settings);
    // A page loaded before the removals choice existed saves without it: it stays at its default, on.
    const { removals: _added, ...older } = DEFAULT_PUSH_CHOICES;
    const fromOlderPage = await injectAs(app, owner, {
      method: 'PUT',
      url: '/api/users/private/alerts',
      payload: { ...settings, push: older },
    });
    expect(fromOlderPage.json().settings.push).toEqual(DEFAULT_PUSH_CHOICES);
  });
});

describe('push alerts without VAPID keys', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('gives devices no key to subscribe with and refuses to enable one', async () => {
    const owner = await signUpOwner(app);
    const state = await injectAs(app, owner, { method: 'GET', url: '/api/users/private/alerts' });
    expect(state.json()).toEqual({ settings: { push: DEFAULT_PUSH_CHOICES, digestDay: 'monday' }, vapidPublicKey: null, devices: [] });
    const standIn = await startPushServiceStandIn();
    try {
      const added = await injectAs(app, owner, { method: 'POST', url: '/api/users/private/alerts/devices', payload: standIn.subscribe() });
      // Without PUSH_ALLOW_LOOPBACK_HTTP the stand-in's address is refused first; a real push service's is refused next.
      expect(added.json()).toMatchObject({
        statusCode: 400,
        code: 'PUSH_ENDPOINT_INVALID',
        fields: { endpoint: 'validation.push.endpoint' },
      });
      const real = await injectAs(app, owner, {
        method: 'POST',
        url: '/api/users/private/alerts/devices',
        payload: { ...standIn.subscribe(), endpoint: 'https://updates.push.services.mozilla.com/wpush/v2/gAAAA' },
      });
      expect(real.json()).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' });
    } finally {
      await standIn.close();
    }
  });
});
