import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { listings, memberLocations, organizationActivity, organizationMembers, subscriptions } from '../../db/schema';
import { createTwoFactorToken, TWO_FACTOR_TOKEN_TTL_MS } from '../../plugins/two-factor-token';
import { buildTestApp } from '../../test-helpers';
import { codeIn, injectAs, latestMailTo, setUpOwner, signUpOwner } from '../../test-emulator';
import type { Role } from '../../../shared/roles';

type User = Awaited<ReturnType<typeof signUpOwner>>;

describe('transferring the ownership of an organisation', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const listingOf = async (user: User) => (await app.database.db.select().from(listings).where(eq(listings.userId, user.user.id)))[0];
  const organizationsOf = async (user: User) => (await injectAs(app, user, { method: 'GET', url: '/api/organizations/private' })).json();

  /** Puts `member` in the organisation with `role`, seeing every establishment or those listed, as an accepted invitation does. */
  async function join(organizationId: number, member: User, role: Role, locationIds: number[] | 'all' = 'all') {
    const { db } = app.database;
    await db.insert(organizationMembers).values({ organizationId, userId: member.user.id, role, allLocations: locationIds === 'all' });
    if (locationIds !== 'all') {
      await db.insert(memberLocations).values(locationIds.map((locationId) => ({ organizationId, userId: member.user.id, locationId })));
    }
  }

  /** An organisation with its owner, an admin and a manager narrowed to its establishment. */
  async function team() {
    const owner = await setUpOwner(app);
    const place = await listingOf(owner);
    const admin = await signUpOwner(app);
    const manager = await signUpOwner(app);
    await join(place.organizationId, admin, 'admin');
    await join(place.organizationId, manager, 'manager', [place.id]);
    return { owner, admin, manager, place };
  }

  /** A fresh one-time code's proof, as the app gets it before a sensitive action. */
  async function twoFactorToken(user: User) {
    const since = Date.now();
    await injectAs(app, user, { method: 'POST', url: '/api/users/private/2fa/send-otp' });
    const otp = codeIn(await latestMailTo(user.email, since));
    const verified = await injectAs(app, user, { method: 'POST', url: '/api/users/private/2fa/verify-otp', payload: { otp } });
    return verified.json().twoFactorToken as string;
  }

  const transfer = (user: User, payload: object) =>
    injectAs(app, user, { method: 'POST', url: '/api/organizations/private/transfer', payload });

  /** Deletes the account as the settings do: a code by mail, then the deletion with it. */
  async function deleteAccount(user: User) {
    const since = Date.now();
    const sent = await injectAs(app, user, { method: 'POST', url: '/api/users/private/delete-account/send-otp', payload: {} });
    if (sent.statusCode !== 200) return sent;
    const otp = codeIn(await latestMailTo(user.email, since));
    return injectAs(app, user, { method: 'DELETE', url: '/api/users/private', payload: { otp } });
  }

  it('makes the member owner and payer, the owner admin, at once for both', async () => {
    const { owner, admin, manager, place } = await team();
    const token = await twoFactorToken(owner);
    // Before: the manager may not manage the team, the owner may.
    expect((await injectAs(app, manager, { method: 'GET', url: '/api/members/private' })).json()).toMatchObject({ code: 'ROLE_FORBIDDEN' });

    const answer = await transfer(owner, { userId: manager.user.id, twoFactorToken: token });
    expect(answer.statusCode).toBe(204);

    expect(await organizationsOf(manager)).toEqual([
      { id: place.organizationId, name: expect.any(String), role: 'owner', establishments: [{ id: place.id, name: place.name }] },
    ]);
    expect(await organizationsOf(owner)).toMatchObject([{ id: place.organizationId, role: 'admin' }]);
    expect(await organizationsOf(admin)).toMatchObject([{ id: place.organizationId, role: 'admin' }]);
    // The establishment is paid by the new owner: its plan gives the members access, its credits pay for drafts.
    const [paidBy] = await app.database.db.select({ userId: listings.userId }).from(listings).where(eq(listings.id, place.id));
    expect(paidBy.userId).toBe(manager.user.id);
    // The kept accounts see it on the very next request: the new owner manages the team, the former one no longer transfers.
    expect((await injectAs(app, manager, { method: 'GET', url: '/api/members/private' })).statusCode).toBe(200);
    expect((await transfer(owner, { userId: admin.user.id, twoFactorToken: token })).json()).toMatchObject({
      statusCode: 403,
      code: 'ROLE_FORBIDDEN',
    });
    const [journal] = await app.database.db
      .select()
      .from(organizationActivity)
      .where(and(eq(organizationActivity.organizationId, place.organizationId), eq(organizationActivity.action, 'ownership.transferred')));
    expect(journal).toMatchObject({ userId: owner.user.id, details: { to: manager.user.id } });
  });

  it('is refused to an admin, to a stranger, to oneself, and without a fresh one-time code', async () => {
    const { owner, admin, place } = await team();
    const stranger = await setUpOwner(app);
    const token = await twoFactorToken(owner);

    expect((await transfer(admin, { userId: admin.user.id, twoFactorToken: await twoFactorToken(admin) })).json()).toMatchObject({
      statusCode: 403,
      code: 'ROLE_FORBIDDEN',
    });
    expect((await transfer(owner, { userId: stranger.user.id, twoFactorToken: token })).json()).toMatchObject({
      statusCode: 404,
      code: 'NOT_FOUND',
    });
    expect((await transfer(owner, { userId: owner.user.id, twoFactorToken: token })).json()).toMatchObject({
      statusCode: 409,
      code: 'MEMBER_PROTECTED',
    });
    expect((await transfer(owner, { userId: admin.user.id })).json()).toMatchObject({ statusCode: 428, code: 'TWO_FACTOR_REQUIRED' });
    const stale = createTwoFactorToken(app.config.secret, owner.uid, Date.now() - TWO_FACTOR_TOKEN_TTL_MS - 1000);
    expect((await transfer(owner, { userId: admin.user.id, twoFactorToken: stale })).json()).toMatchObject({
      statusCode: 428,
      code: 'TWO_FACTOR_REQUIRED',
    });
    // Another account's proof is no proof.
    const othersToken = await twoFactorToken(stranger);
    expect((await transfer(owner, { userId: admin.user.id, twoFactorToken: othersToken })).json()).toMatchObject({
      statusCode: 428,
      code: 'TWO_FACTOR_REQUIRED',
    });
    expect((await transfer(owner, { userId: 'x', twoFactorToken: token })).json()).toMatchObject({
      statusCode: 400,
      fields: { userId: 'validation.id.invalid' },
    });
    // Nothing changed.
    expect(await organizationsOf(owner)).toMatchObject([{ id: place.organizationId, role: 'owner' }]);
    expect((await listingOf(owner)).id).toBe(place.id);
  });

  it('waits until the owner’s paid subscription no longer charges them, saying so in French', async () => {
    const { owner, admin, place } = await team();
    const [paid] = await app.database.db
      .insert(subscriptions)
      .values({ userId: owner.user.id, status: 'ACTIVE', planPeriod: 'MONTHLY', isTrial: false, stripeSubscriptionId: `sub_${owner.uid}` })
      .returning();
    const token = await twoFactorToken(owner);

    const refused = await transfer(owner, { userId: admin.user.id, twoFactorToken: token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'SUBSCRIPTION_STILL_ACTIVE',
      message: expect.stringMatching(/^Résiliez d'abord votre abonnement/),
    });
    expect(await organizationsOf(owner)).toMatchObject([{ role: 'owner' }]);

    // Cancelled from the billing screen (it ends with its period): the transfer goes through.
    await app.database.db.update(subscriptions).set({ cancelAtPeriodEnd: true }).where(eq(subscriptions.id, paid.id));
    expect((await transfer(owner, { userId: admin.user.id, twoFactorToken: token })).statusCode).toBe(204);
    const [paidBy] = await app.database.db.select({ userId: listings.userId }).from(listings).where(eq(listings.id, place.id));
    expect(paidBy.userId).toBe(admin.user.id);
  });

  it('lets the former owner delete their account, and the new one only after transferring in turn', async () => {
    const { owner, admin, manager, place } = await team();
    expect((await deleteAccount(owner)).json()).toMatchObject({ statusCode: 409, code: 'OWNER_MUST_TRANSFER' });
    expect((await transfer(owner, { userId: manager.user.id, twoFactorToken: await twoFactorToken(owner) })).statusCode).toBe(204);

    expect((await deleteAccount(manager)).json()).toMatchObject({ statusCode: 409, code: 'OWNER_MUST_TRANSFER' });
    expect((await deleteAccount(owner)).statusCode).toBe(204);
    // The organisation and its establishment stay with their new owner and the admin.
    expect(await organizationsOf(manager)).toEqual([
      { id: place.organizationId, name: expect.any(String), role: 'owner', establishments: [{ id: place.id, name: place.name }] },
    ]);
    expect(await organizationsOf(admin)).toMatchObject([{ id: place.organizationId, role: 'admin' }]);
    expect((await deleteAccount(manager)).json()).toMatchObject({ statusCode: 409, code: 'OWNER_MUST_TRANSFER' });
  });
});
