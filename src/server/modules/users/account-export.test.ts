import type { FastifyInstance } from 'fastify';
import { asc, eq, getTableColumns, is, type Table } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema';
import { buildTestApp } from '../../test-helpers';
import { codeIn, createAccount, injectAs, latestMailTo } from '../../test-emulator';
import { DEFAULT_AI_SETTINGS } from '../ai';
import { addReviews } from '../reviews/test-listing';
import { createAccountExport, EXPORTED_TABLES, TABLES_NOT_EXPORTED } from './account-export';
import { endSubscriptions, ownerWithEverything } from './account-fixtures';
import { ownerWithAlerts } from '../alerts/test-alerts';

const { users, listings, reviews } = schema;

/** The export's table specs, loosely typed so the test can walk them all. */
type Spec = { table: Table; fields: readonly string[]; leftOut: Partial<Record<string, string>> };
const SPECS = EXPORTED_TABLES as unknown as Record<keyof typeof EXPORTED_TABLES, Spec>;

/** A row as the export writes it: the listed fields, dates as ISO strings. */
const asExported = (spec: Spec, row: Record<string, unknown>) =>
  Object.fromEntries(spec.fields.map((field) => [field, row[field] instanceof Date ? (row[field] as Date).toISOString() : row[field]]));

describe('personal data export: what it covers', () => {
  it('decides for every column of every table: exported, or left out with a reason', () => {
    for (const [section, spec] of Object.entries(SPECS)) {
      const columns = Object.keys(getTableColumns(spec.table)).sort();
      const decided = [...spec.fields, ...Object.keys(spec.leftOut)].sort();
      expect({ section, decided }).toEqual({ section, decided: columns });
      for (const reason of Object.values(spec.leftOut)) expect(reason).toEqual(expect.any(String));
    }
    const tables = Object.entries(schema).filter(([, value]) => is(value, PgTable));
    const exportedTables = new Set<Table>(Object.values(SPECS).map((spec) => spec.table));
    const undecided = tables.filter(([, table]) => !exportedTables.has(table as Table)).filter(([name]) => !(name in TABLES_NOT_EXPORTED));
    expect(undecided.map(([name]) => name)).toEqual([]);
  });
});

describe('GET /api/users/private/export', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ RATE_LIMITS: 'export-account=3/3600' });
  });
  afterAll(() => app.close());

  const exportOf = (owner: { idToken: string }) => injectAs(app, owner, { method: 'GET', url: '/api/users/private/export' });

  it("streams one JSON file with every table's rows of the owner, and nothing of another owner", async () => {
    const owner = await ownerWithEverything(app, 'Ex1');
    const other = await ownerWithEverything(app, 'Ex2');
    const device = await ownerWithAlerts(app, owner, 'Ex1');
    await ownerWithAlerts(app, other, 'Ex2');
    // The file is named after the server's day; read before and after the request, so midnight cannot fall between.
    const today = () => new Date().toISOString().slice(0, 10);
    const dayBefore = today();
    await app.database.db
      .update(schema.companyInformation)
      .set({ verifiedCompanyEmail: 'contact@boulangerie-du-port.fr', companyEmailVerifiedAt: new Date('2026-03-02T10:00:00.000Z') })
      .where(eq(schema.companyInformation.userId, owner.user.id));
    // A post written for the Google profile and a review reported to Google, both the owner's.
    await app.database.db.insert(schema.googleProfilePosts).values({
      locationId: owner.listing.id,
      kind: 'news',
      summary: 'Nouvelle carte Ex1',
      languageCode: 'fr',
      publishAt: new Date('2026-12-24T08:00:00.000Z'),
      createdBy: owner.user.id,
    });
    await app.database.db
      .insert(schema.reviewGoogleReports)
      .values({ reviewId: owner.answered.id, userId: owner.user.id, memberName: 'Membre Ex1' });
    const response = await exportOf(owner);
    const days = new Set([dayBefore, today()]);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect([...days].map((day) => `attachment; filename="bonavis-export-${day}.json"`)).toContain(response.headers['content-disposition']);
    const file = response.json();
    // The one establishment the account pays for, with its own sections and reviews.
    expect(file.version).toBe(2);
    expect(file.establishments).toHaveLength(1);
    const [place] = file.establishments;
    const { db } = app.database;
    const userId = owner.user.id;
    const listingId = owner.listing.id;
    const [account] = await db.select().from(users).where(eq(users.id, userId));
    expect(file.account).toEqual(asExported(SPECS.account, account));
    expect(file.account.termsAcceptedAt).toEqual(expect.any(String));

    // Each section equals the owner's rows, table by table.
    const byUser = async (spec: Spec, column: unknown, value: number) =>
      (
        await db
          .select()
          .from(spec.table)
          .where(eq(column as never, value))
      ).map((row) => asExported(spec, row as Record<string, unknown>));
    const { personalInformation, companyInformation, listing, aiSettings, replyQueue, subscriptions, stripeCustomers, syncJobs } = SPECS;
    expect([file.personalInformation]).toEqual(await byUser(personalInformation, schema.personalInformation.userId, userId));
    expect([file.companyInformation]).toEqual(await byUser(companyInformation, schema.companyInformation.userId, userId));
    expect(file.companyInformation).toMatchObject({
      verifiedCompanyEmail: 'contact@boulangerie-du-port.fr',
      companyEmailVerifiedAt: '2026-03-02T10:00:00.000Z',
    });
    expect([place.listing]).toEqual(await byUser(listing, listings.userId, userId));
    expect(place.listing.nameKeepsArticle).toBe(true);
    expect([place.aiSettings]).toEqual(await byUser(aiSettings, schema.aiSettings.locationId, listingId));
    expect(place.replyQueue).toEqual(await byUser(replyQueue, schema.replyQueue.locationId, listingId));
    expect(file.subscriptions).toEqual(await byUser(subscriptions, schema.subscriptions.userId, userId));
    expect(file.subscriptions).toHaveLength(2);
    expect(file.stripeCustomers).toEqual(await byUser(stripeCustomers, schema.stripeCustomers.userId, userId));
    expect(place.syncJobs).toEqual(await byUser(syncJobs, schema.syncJobs.listingId, listingId));
    expect(place.syncJobs.length).toBeGreaterThan(0);
    expect(file.notificationPreferences).toEqual({ newReviewMail: false });
    const [gameRow] = await db.select().from(schema.games).where(eq(schema.games.locationId, listingId));
    const byGame = async (spec: Spec, column: unknown) => byUser(spec, column, gameRow.id);
    expect(place.game).toEqual({
      settings: (await byUser(SPECS.game, schema.games.locationId, listingId))[0],
      segments: await byGame(SPECS.gameSegments, schema.gameSegments.gameId),
      plays: await byGame(SPECS.gamePlays, schema.gamePlays.gameId),
      coupons: await byGame(SPECS.gameCoupons, schema.gameCoupons.gameId),
    });
    expect(place.game.plays).toEqual([expect.objectContaining({ firstName: 'Joueur Ex1', email: 'joueur-ex1@example.fr' })]);
    expect(place.game.coupons).toHaveLength(1);
    const byListing = async (spec: Spec, column: unknown) => byUser(spec, column, listingId);
    expect(place.reviewRequests).toEqual({
      settings: (await byListing(SPECS.reviewRequestSettings, schema.reviewRequestSettings.listingId))[0],
      contacts: await byListing(SPECS.requestContacts, schema.requestContacts.listingId),
      requests: await byListing(SPECS.reviewRequests, schema.reviewRequests.listingId),
      unsubscribed: await byListing(SPECS.requestSuppressions, schema.requestSuppressions.listingId),
    });
    expect(place.reviewRequests.contacts).toEqual([
      expect.objectContaining({ name: 'Client Ex1', email: 'client-ex1@example.fr', basis: 'customer' }),
    ]);
    expect(place.reviewRequests.unsubscribed).toEqual([expect.objectContaining({ address: 'client-ex1@example.fr' })]);

    expect(file.alerts).toEqual({
      settings: (await byUser(SPECS.alertSettings, schema.alertSettings.userId, userId))[0],
      devices: await byUser(SPECS.pushDevices, schema.pushDevices.userId, userId),
      pushSends: await byUser(SPECS.pushSends, schema.pushSends.deviceId, device.id),
      digestSends: await byUser(SPECS.digestSends, schema.digestSends.userId, userId),
    });
    expect(file.alerts).toMatchObject({
      settings: { push: { everyReview: true }, digestDay: 'friday' },
      devices: [{ id: device.id, label: 'Téléphone Ex1', lastUsedAt: null }],
      pushSends: [{ deviceId: device.id, tag: 'review-Ex1' }],
      digestSends: [{ week: '2026-W48' }],
    });

    expect([place.widget]).toEqual(await byListing(SPECS.widget, schema.widgets.listingId));
    expect(place.widget).toMatchObject({ layout: 'carousel', publicId: expect.any(String) });
    expect(place.googleProfilePosts).toEqual(await byListing(SPECS.googleProfilePosts, schema.googleProfilePosts.locationId));
    expect(place.googleProfilePosts).toMatchObject([{ summary: 'Nouvelle carte Ex1', state: 'scheduled' }]);

    const stored = await db.select().from(reviews).where(eq(reviews.listingId, listingId)).orderBy(asc(reviews.id));
    expect(place.reviews.length).toBe(stored.length);
    // Each review with the copies Bonavis saw of it, oldest first (every review has its first one).
    const copies = await db
      .select({ copy: schema.reviewVersions })
      .from(schema.reviewVersions)
      .innerJoin(reviews, eq(reviews.id, schema.reviewVersions.reviewId))
      .where(eq(reviews.listingId, listingId))
      .orderBy(asc(schema.reviewVersions.id));
    const copiesOf = (reviewId: number) =>
      copies.filter(({ copy }) => copy.reviewId === reviewId).map(({ copy }) => asExported(SPECS.reviewVersions, copy));
    const reports = await db.select().from(schema.reviewGoogleReports).orderBy(asc(schema.reviewGoogleReports.id));
    const reportsOf = (reviewId: number) =>
      reports.filter((report) => report.reviewId === reviewId).map((report) => asExported(SPECS.reviewGoogleReports, report));
    expect([...place.reviews].sort((a: { id: number }, b: { id: number }) => a.id - b.id)).toEqual(
      stored.map((row) => ({ ...asExported(SPECS.reviews, row), versions: copiesOf(row.id), googleReports: reportsOf(row.id) })),
    );
    expect(place.reviews.find((review: { id: number }) => review.id === owner.answered.id).googleReports).toEqual([
      { memberName: 'Membre Ex1', reportedAt: expect.any(String) },
    ]);
    expect(place.reviews.every((review: { versions: unknown[] }) => review.versions.length >= 1)).toBe(true);
    // The answer is in the file with its review.
    expect(place.reviews.find((review: { id: number }) => review.id === owner.answered.id)).toMatchObject({
      reviewContent: 'Avis Ex1',
      responseContent: 'Merci Ex1',
      responseDate: expect.any(String),
    });

    // Nothing of the other owner, and no secret.
    const text = response.body;
    for (const theirs of [other.email, 'Ex2', 'ex2', `cus_Ex2`, other.listing.providerId]) expect(text).not.toContain(theirs);
    expect(text).not.toMatch(/codeHash|code_hash|searchText|idToken/);
    // The browser's push address and keys are credentials: they stay on the server.
    for (const secret of [device.endpoint, device.p256dh, device.auth]) expect(text).not.toContain(secret);
  });

  it('holds every establishment the account pays for, each with its own reviews, settings and requests', async () => {
    const owner = await ownerWithEverything(app, 'Ex6');
    const at = (id: number) => `?location=${id}`;
    const addPlace = async (url: string) => {
      const added = await injectAs(app, owner, { method: 'POST', url: '/api/locations/private', payload: { url } });
      expect(added.statusCode).toBe(201);
      return added.json().id as number;
    };
    const second = await addPlace('https://maps.app.goo.gl/AccountEx6Second');
    const removed = await addPlace('https://maps.app.goo.gl/AccountEx6Removed');
    await app.sync.idle();
    await addReviews(app, second, [{ authorName: 'Auteur second Ex6', content: 'Avis du second Ex6' }]);
    await addReviews(app, removed, [{ authorName: 'Auteur retiré Ex6', content: 'Avis du retiré Ex6' }]);
    const saved = await injectAs(app, owner, {
      method: 'PUT',
      url: `/api/reviews/private/ai-settings${at(second)}`,
      payload: { ...DEFAULT_AI_SETTINGS, signature: 'Signé second Ex6' },
    });
    expect(saved.statusCode).toBe(200);
    const asked = await injectAs(app, owner, {
      method: 'POST',
      url: `/api/reviews/private/requests${at(second)}`,
      payload: { contacts: [{ name: 'Client second Ex6', email: 'client-second-ex6@example.fr' }], channel: 'email', basis: 'customer' },
    });
    expect(asked.statusCode).toBe(200);
    await app.jobs.idle();
    // The third is removed: its reviews are kept 30 days, and the export lists them.
    const since = Date.now();
    await injectAs(app, owner, { method: 'POST', url: '/api/users/private/2fa/send-otp' });
    const otp = codeIn(await latestMailTo(owner.email, since));
    const { twoFactorToken } = (
      await injectAs(app, owner, { method: 'POST', url: '/api/users/private/2fa/verify-otp', payload: { otp } })
    ).json();
    const removal = await injectAs(app, owner, {
      method: 'DELETE',
      url: `/api/locations/private/${removed}${at(removed)}`,
      headers: { '2faToken': twoFactorToken },
    });
    expect(removal.statusCode).toBe(204);

    const file = (await exportOf(owner)).json();
    expect(file.establishments.map((place: { listing: { id: number } }) => place.listing.id)).toEqual([owner.listing.id, second]);
    const [first, other] = file.establishments;
    const { db } = app.database;
    for (const [place, id] of [
      [first, owner.listing.id],
      [other, second],
    ] as const) {
      const stored = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.listingId, id));
      expect(place.reviews.map((review: { id: number }) => review.id).sort()).toEqual(stored.map((row) => row.id).sort());
    }
    expect(other.reviews).toEqual(expect.arrayContaining([expect.objectContaining({ reviewContent: 'Avis du second Ex6' })]));
    expect(first.reviews).not.toEqual(expect.arrayContaining([expect.objectContaining({ reviewContent: 'Avis du second Ex6' })]));
    expect(first.aiSettings.settings.signature).toBe('Signé Ex6');
    expect(other.aiSettings.settings.signature).toBe('Signé second Ex6');
    expect(other.reviewRequests.contacts).toEqual([expect.objectContaining({ name: 'Client second Ex6' })]);
    expect(first.reviewRequests.contacts).toEqual([expect.objectContaining({ name: 'Client Ex6' })]);
    expect(other.syncJobs.length).toBeGreaterThan(0);
    expect(file.removedEstablishments).toEqual([
      expect.objectContaining({
        locationId: removed,
        reviews: expect.arrayContaining([expect.objectContaining({ authorName: 'Auteur retiré Ex6', text: 'Avis du retiré Ex6' })]),
        removedAt: expect.any(String),
        purgeAfter: expect.any(String),
      }),
    ]);
  });

  it('gives an owner who has not set anything up yet a file with empty sections', async () => {
    const account = await createAccount();
    await injectAs(app, account, { method: 'POST', url: '/api/users/private', payload: {} });
    const file = (await exportOf(account)).json();
    expect(file).toMatchObject({
      personalInformation: null,
      companyInformation: null,
      subscriptions: [],
      stripeCustomers: [],
      alerts: { settings: null, devices: [], pushSends: [], digestSends: [] },
      removedEstablishments: [],
      establishments: [],
    });
    expect(file.account.termsAcceptedAt).toBeNull();
  });

  it('needs a sign-in but no subscription, and is limited per account', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/users/private/export' })).json()).toMatchObject({
      statusCode: 401,
      code: 'TOKEN_MISSING',
    });
    const owner = await ownerWithEverything(app, 'Ex3');
    await endSubscriptions(app, owner.user.id);
    // The product itself is closed to this owner, the export is not.
    expect((await injectAs(app, owner, { method: 'GET', url: '/api/reviews/private' })).statusCode).toBe(402);
    expect((await exportOf(owner)).statusCode).toBe(200);
    expect((await exportOf(owner)).statusCode).toBe(200);
    expect((await exportOf(owner)).statusCode).toBe(200);
    expect((await exportOf(owner)).json()).toMatchObject({ statusCode: 429, code: 'TOO_MANY_REQUESTS' });
  });

  it('reads the reviews in keyset batches: each review once, ties on the date included', async () => {
    const owner = await ownerWithEverything(app, 'Ex4');
    const sameDate = new Date('2026-03-01T10:00:00.123Z');
    await addReviews(
      app,
      owner.listing.id,
      Array.from({ length: 7 }, (_, index) => ({ date: sameDate, content: `Même date ${index}` })),
    );
    const { db } = app.database;
    const stored = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.listingId, owner.listing.id));

    const batches = [];
    for await (const batch of createAccountExport(db, 3).reviewBatches(owner.listing.id)) batches.push(batch);
    expect(batches.every((batch) => batch.length <= 3)).toBe(true);
    const ids = batches.flat().map((review) => review.id as number);
    // Each review comes with the copies Bonavis saw of it: here, the one it was stored with.
    const sameDateReview = batches.flat().find((review) => review.reviewContent === 'Même date 0');
    expect(sameDateReview?.versions).toEqual([
      { seenAt: expect.any(String), reviewRate: 5, reviewContent: 'Même date 0', responseContent: null },
    ]);
    expect(new Set(ids).size).toBe(ids.length);
    const numeric = (a: number, b: number) => a - b;
    expect([...ids].sort(numeric)).toEqual(stored.map((row) => row.id).sort(numeric));

    // The whole file with small batches is still valid JSON with every review.
    const [row] = await db.select().from(users).where(eq(users.id, owner.user.id));
    const stream = await createAccountExport(db, 3).stream(row);
    let text = '';
    for await (const chunk of stream) text += String(chunk);
    expect(JSON.parse(text).establishments[0].reviews).toHaveLength(stored.length);
  });

  it('reads 1000 reviews a batch by default', async () => {
    const owner = await ownerWithEverything(app, 'Ex5');
    const { db } = app.database;
    const already = (await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.listingId, owner.listing.id))).length;
    await addReviews(
      app,
      owner.listing.id,
      Array.from({ length: 1001 - already }, (_, index) => ({ content: `Avis ${index}` })),
    );
    const sizes = [];
    for await (const batch of createAccountExport(db).reviewBatches(owner.listing.id)) sizes.push(batch.length);
    expect(sizes).toEqual([1000, 1]);
  });
});
