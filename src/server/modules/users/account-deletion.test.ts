import { createServer } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { eq, inArray, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema';
import { buildTestApp } from '../../test-helpers';
import { codeIn, createAccount, injectAs, latestMailTo, signUpOwner, uniqueEmail } from '../../test-emulator';
import { ownerWithEverything } from './account-fixtures';
import { alertRowsOf, ownerWithAlerts } from '../alerts/test-alerts';

const {
  users,
  otpCodes,
  mailSends,
  personalInformation,
  companyInformation,
  listings,
  reviews,
  reviewDailyStats,
  reviewDailyThemes,
  reviewListingStats,
  reviewMonthlyStats,
  aiSettings,
  replyQueue,
  syncJobs,
  subscriptions,
  stripeCustomers,
  reviewRequestSettings,
  requestContacts,
  reviewRequests,
  requestQuotaUsage,
  requestSuppressions,
  widgets,
} = schema;

/** Whether the Auth emulator still holds an identity with this uid (its admin lookup). */
async function identityExists(uid: string) {
  const response = await fetch('http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/projects/demo-bonavis/accounts:lookup', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ localId: [uid] }),
  });
  return (((await response.json()) as { users?: unknown[] }).users ?? []).length > 0;
}

/** A stand-in for Stripe's API: cancels any subscription but those whose id contains "fail", which answer 500. */
function fakeStripeApi() {
  const cancelled: string[] = [];
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const id = /^\/v1\/subscriptions\/([\w-]+)/.exec(request.url ?? '')?.[1] ?? '';
      const json = (status: number, body: object) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (id.includes('fail')) return json(500, { error: { type: 'api_error', message: 'Stripe is down' } });
      if (request.method === 'DELETE') cancelled.push(id);
      json(200, { id, object: 'subscription', status: 'canceled' });
    });
  });
  return { server, cancelled };
}

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('picture bytes')]);

describe('account deletion: the schema', () => {
  it('lets every row that references an account or a listing go with it', () => {
    const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
    const references = tables.flatMap((table) =>
      getTableConfig(table).foreignKeys.map((key) => ({
        table: getTableConfig(table).name,
        to: getTableConfig(key.reference().foreignTable).name,
        onDelete: key.onDelete,
      })),
    );
    const owned = references.filter((reference) => ['users', 'locations', 'reviews'].includes(reference.to));
    expect(owned.length).toBeGreaterThanOrEqual(10);
    // Every one cascades but these: a referral outlives its referrer, a request keeps its history when its review is
    // removed (the request itself goes with its listing), and the team's records outlive a member.
    const notCascading = owned
      .filter((reference) => reference.onDelete !== 'cascade')
      .sort((a, b) => `${a.table} ${a.to}`.localeCompare(`${b.table} ${b.to}`));
    expect(notCascading).toEqual([
      // A post written for the Google profile stays the establishment's when the member who wrote it goes.
      { table: 'google_profile_posts', to: 'users', onDelete: 'set null' },
      // The organisation's journal keeps what was done, by « ancien membre », on an establishment since removed.
      { table: 'organization_activity', to: 'locations', onDelete: 'set null' },
      { table: 'organization_activity', to: 'users', onDelete: 'set null' },
      // An invitation stays the organisation's when the member who sent it goes.
      { table: 'organization_invitations', to: 'users', onDelete: 'set null' },
      // A report to Google stays in the review's evidence file, by the member's name then.
      { table: 'review_google_reports', to: 'users', onDelete: 'set null' },
      { table: 'review_requests', to: 'reviews', onDelete: 'set null' },
      // A reply stays when the member who wrote it goes, signed « ancien membre ».
      { table: 'reviews', to: 'users', onDelete: 'set null' },
      { table: 'users', to: 'users', onDelete: 'set null' },
    ]);
  });
});

describe('DELETE /api/users/private', () => {
  let app: FastifyInstance;
  const stripe = fakeStripeApi();

  beforeAll(async () => {
    await new Promise<void>((resolve) => stripe.server.listen(0, '127.0.0.1', resolve));
    const { port } = stripe.server.address() as { port: number };
    app = await buildTestApp({
      STRIPE_SECRET_KEY: 'sk_test_bonavis',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_bonavis',
      STRIPE_API_BASE_URL: `http://127.0.0.1:${port}`,
      RATE_LIMITS: 'deletion-account=4/3600',
    });
  });
  afterAll(async () => {
    await app.close();
    stripe.server.close();
  });
  afterEach(() => jest.restoreAllMocks());

  /** Asks for a deletion code and reads it from the mail. */
  const deletionCode = async (owner: { idToken: string; email: string }) => {
    const since = Date.now();
    const sent = await injectAs(app, owner, { method: 'POST', url: '/api/users/private/delete-account/send-otp', payload: {} });
    expect(sent.statusCode).toBe(200);
    return codeIn(await latestMailTo(owner.email, since));
  };
  const deleteAccount = (owner: { idToken: string }, payload?: object) =>
    injectAs(app, owner, { method: 'DELETE', url: '/api/users/private', ...(payload && { payload }) });
  const wrong = (code: string) => (code === '000000' ? '000001' : '000000');

  /** How many rows each table holds for the owner. */
  async function rowsOf(owner: { email: string; user: { id: number }; listing: { id: number } }) {
    const { db } = app.database;
    const userId = owner.user.id;
    const listingId = owner.listing.id;
    const counted = async (table: PgTable, column: Parameters<typeof eq>[0], value: string | number) =>
      (await db.select().from(table).where(eq(column, value))).length;
    return {
      users: await counted(users, users.id, userId),
      personalInformation: await counted(personalInformation, personalInformation.userId, userId),
      companyInformation: await counted(companyInformation, companyInformation.userId, userId),
      listings: await counted(listings, listings.userId, userId),
      reviews: await counted(reviews, reviews.listingId, listingId),
      reviewDailyStats: await counted(reviewDailyStats, reviewDailyStats.listingId, listingId),
      reviewDailyThemes: await counted(reviewDailyThemes, reviewDailyThemes.listingId, listingId),
      reviewListingStats: await counted(reviewListingStats, reviewListingStats.listingId, listingId),
      reviewMonthlyStats: await counted(reviewMonthlyStats, reviewMonthlyStats.listingId, listingId),
      syncJobs: await counted(syncJobs, syncJobs.listingId, listingId),
      aiSettings: await counted(aiSettings, aiSettings.locationId, listingId),
      replyQueue: await counted(replyQueue, replyQueue.locationId, listingId),
      subscriptions: await counted(subscriptions, subscriptions.userId, userId),
      stripeCustomers: await counted(stripeCustomers, stripeCustomers.userId, userId),
      reviewRequestSettings: await counted(reviewRequestSettings, reviewRequestSettings.listingId, listingId),
      requestContacts: await counted(requestContacts, requestContacts.listingId, listingId),
      reviewRequests: await counted(reviewRequests, reviewRequests.listingId, listingId),
      requestQuotaUsage: await counted(requestQuotaUsage, requestQuotaUsage.listingId, listingId),
      requestSuppressions: await counted(requestSuppressions, requestSuppressions.listingId, listingId),
      widgets: await counted(widgets, widgets.listingId, listingId),
      otpCodes: await counted(otpCodes, otpCodes.email, owner.email),
      mailSends: await counted(mailSends, mailSends.address, owner.email),
      ...(await alertRowsOf(app, userId)),
    };
  }
  const nothingLeft = (rows: Record<string, number>) => Object.fromEntries(Object.keys(rows).map((table) => [table, 0]));
  /** The rows of the account's data, leaving out the codes and mail counts that asking for a code adds. */
  const dataOf = async (owner: Parameters<typeof rowsOf>[0]) => {
    const { otpCodes: _codes, mailSends: _mails, ...data } = await rowsOf(owner);
    return data;
  };

  it('refuses without a code or with a wrong one, and deletes nothing', async () => {
    const owner = await ownerWithEverything(app, 'Del1');
    const code = await deletionCode(owner);
    const before = await dataOf(owner);
    const withoutCode = { statusCode: 400, code: 'VALIDATION_ERROR', fields: { otp: 'validation.otp.required' } };
    expect((await deleteAccount(owner)).json()).toMatchObject(withoutCode);
    expect((await deleteAccount(owner, {})).json()).toMatchObject(withoutCode);
    expect((await deleteAccount(owner, { otp: wrong(code) })).json()).toMatchObject({
      statusCode: 400,
      code: 'OTP_INVALID',
      attemptsLeft: 4,
    });

    expect(await dataOf(owner)).toEqual(before);
    expect(await identityExists(owner.uid)).toBe(true);
    expect(stripe.cancelled).not.toContain('sub_Del1');
    expect((await injectAs(app, owner, { method: 'GET', url: '/api/users/private/me' })).statusCode).toBe(200);
  });

  it('refuses a code mailed for another purpose: with only a two-factor code live, the account stays', async () => {
    const owner = await signUpOwner(app);
    const since = Date.now();
    expect((await injectAs(app, owner, { method: 'POST', url: '/api/users/private/2fa/send-otp' })).statusCode).toBe(200);
    const twoFactor = codeIn(await latestMailTo(owner.email, since));
    expect((await deleteAccount(owner, { otp: twoFactor })).json()).toMatchObject({ statusCode: 400, code: 'OTP_INVALID' });
    expect(await identityExists(owner.uid)).toBe(true);
    // It was a live code for its own purpose all along.
    const verified = await injectAs(app, owner, { method: 'POST', url: '/api/users/private/2fa/verify-otp', payload: { otp: twoFactor } });
    expect(verified.statusCode).toBe(200);
  });

  it('deletes every row, the identity and the picture, cancels the subscription, and lets the address sign up again', async () => {
    const owner = await ownerWithEverything(app, 'Del2');
    const other = await ownerWithEverything(app, 'Del3');
    await ownerWithAlerts(app, owner, 'Del2');
    await ownerWithAlerts(app, other, 'Del3');
    const referred = await createAccount();
    const { referralId } = (await injectAs(app, owner, { method: 'GET', url: '/api/users/private/referrals' })).json();
    await injectAs(app, referred, { method: 'POST', url: '/api/users/private', payload: { referredBy: referralId } });
    const boundary = 'bonavis-test';
    const upload = await injectAs(app, owner, {
      method: 'POST',
      url: '/api/users/private/upload-picture',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`),
        PNG,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    const picture = new URL(upload.json().profilePicture).pathname;
    expect((await app.inject({ method: 'GET', url: picture })).statusCode).toBe(200);
    // A proven company address, and a code asked for it: the account's too.
    const companyEmail = uniqueEmail('entreprise-del2');
    await app.database.db
      .update(companyInformation)
      .set({ companyEmail, verifiedCompanyEmail: companyEmail, companyEmailVerifiedAt: new Date('2026-03-02T10:00:00.000Z') })
      .where(eq(companyInformation.userId, owner.user.id));
    const companyCode = await injectAs(app, owner, {
      method: 'POST',
      url: '/api/users/private/company-information/email/send-otp',
      payload: {},
    });
    expect(companyCode.statusCode).toBe(200);
    const companyCodeRows = async () => ({
      codes: (await app.database.db.select().from(otpCodes).where(eq(otpCodes.email, companyEmail))).length,
      mails: (
        await app.database.db
          .select()
          .from(mailSends)
          .where(eq(mailSends.purpose, `company-email account:${owner.uid}`))
      ).length,
    });
    expect(await companyCodeRows()).toEqual({ codes: 1, mails: 1 });
    const otp = await deletionCode(owner);
    const before = await rowsOf(owner);
    expect(Object.entries(before).filter(([, count]) => count === 0)).toEqual([]);
    const otherBefore = await rowsOf(other);

    const deleted = await deleteAccount(owner, { otp });
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');

    expect(await rowsOf(owner)).toEqual(nothingLeft(before));
    expect(await companyCodeRows()).toEqual({ codes: 0, mails: 0 });
    expect(await rowsOf(other)).toEqual(otherBefore);
    const [stillThere] = await app.database.db
      .select()
      .from(users)
      .where(inArray(users.providerUid, [referred.uid]));
    expect(stillThere.referredBy).toBeNull();
    expect(stripe.cancelled).toContain('sub_Del2');
    expect(stripe.cancelled).not.toContain('sub_Del3');
    expect(await identityExists(owner.uid)).toBe(false);
    expect((await app.inject({ method: 'GET', url: picture })).statusCode).toBe(404);
    // The token in hand is refused: the identity behind it is gone.
    expect((await injectAs(app, owner, { method: 'GET', url: '/api/users/private/me' })).statusCode).toBe(401);

    // The same address makes a new account, with nothing of the old one.
    const again = await signUpOwner(app, owner.email);
    expect(again.uid).not.toBe(owner.uid);
    expect(again.user.id).not.toBe(owner.user.id);
    expect(again.user.hasDoneProfileSetup).toBe(false);
  });

  it('changes nothing when the subscription cannot be cancelled', async () => {
    const owner = await ownerWithEverything(app, 'Del4');
    await app.database.db
      .update(subscriptions)
      .set({ stripeSubscriptionId: 'sub_fail_Del4' })
      .where(eq(subscriptions.stripeSubscriptionId, 'sub_Del4'));
    const before = await dataOf(owner);
    const refused = await deleteAccount(owner, { otp: await deletionCode(owner) });
    expect(refused.json()).toMatchObject({ statusCode: 503, code: 'PAYMENTS_UNAVAILABLE' });
    expect(await dataOf(owner)).toEqual(before);
    expect(await identityExists(owner.uid)).toBe(true);
  });

  it('rolls every row back when the identity cannot be deleted', async () => {
    const owner = await ownerWithEverything(app, 'Del5');
    const before = await dataOf(owner);
    const [account] = await app.database.db.select().from(users).where(eq(users.id, owner.user.id));
    jest.spyOn(app.identity, 'deleteUser').mockRejectedValueOnce(new Error('identity service down'));
    const refused = await deleteAccount(owner, { otp: await deletionCode(owner) });
    expect(refused.json()).toMatchObject({ statusCode: 503, code: 'IDENTITY_UNAVAILABLE' });
    expect(await dataOf(owner)).toEqual(before);
    expect((await app.database.db.select().from(users).where(eq(users.id, owner.user.id)))[0]).toEqual(account);
    expect(await identityExists(owner.uid)).toBe(true);
    // Stripe was asked first: the owner is charged no more, whatever the identity service does.
    expect(stripe.cancelled).toContain('sub_Del5');
  });

  it('limits deletion codes: one a minute per address, and a few per account', async () => {
    const owner = await signUpOwner(app);
    const answers = [];
    for (let i = 0; i < 5; i += 1) {
      const sent = await injectAs(app, owner, { method: 'POST', url: '/api/users/private/delete-account/send-otp' });
      answers.push({ status: sent.statusCode, code: sent.json().code });
    }
    const tooSoon = { status: 429, code: 'RESEND_TOO_SOON' };
    expect(answers).toEqual([{ status: 200 }, tooSoon, tooSoon, tooSoon, { status: 429, code: 'TOO_MANY_REQUESTS' }]);
    const mail = await latestMailTo(owner.email);
    expect(mail.subject).toBe('Confirmez la suppression de votre compte Bonavis');
  });
});
