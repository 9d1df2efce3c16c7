import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { listings, memberLocations, organizationMembers, subscriptions } from '../../db/schema';
import { buildTestApp } from '../../test-helpers';
import { injectAs, setUpOwner, signUpOwner } from '../../test-emulator';
import type { Role } from '../../../shared/roles';
import { networkAskOf, NETWORK_MAX_LOCATIONS } from './network-scope';

type User = Awaited<ReturnType<typeof signUpOwner>>;

describe('the network scope: several establishments of one organisation in one request', () => {
  let app: FastifyInstance;
  /** Organisation A: its owner, three establishments (a1 founded, a2 and a3 added); organisation B: its owner and b1. */
  let owner: User;
  let stranger: User;
  let a1: number;
  let a2: number;
  let a3: number;
  let b1: number;
  let organizationA: number;
  let organizationB: number;

  const firstListing = async (user: User) => (await app.database.db.select().from(listings).where(eq(listings.userId, user.user.id)))[0];
  const startTrial = (user: User) => injectAs(app, user, { method: 'POST', url: '/api/subscriptions/private/trial/activate' });
  const add = async (user: User, url: string) => {
    const added = await injectAs(app, user, { method: 'POST', url: '/api/locations/private', payload: { url } });
    expect(added.statusCode).toBe(201);
    return added.json().id as number;
  };

  /** Puts `member` in `organizationId` with `role`, seeing every establishment or those listed. */
  async function join(organizationId: number, member: User, role: Role, locationIds: number[] | 'all') {
    const { db } = app.database;
    await db.insert(organizationMembers).values({ organizationId, userId: member.user.id, role, allLocations: locationIds === 'all' });
    if (locationIds !== 'all' && locationIds.length > 0) {
      await db.insert(memberLocations).values(locationIds.map((locationId) => ({ organizationId, userId: member.user.id, locationId })));
    }
  }

  /** The establishments the request resolves to, as the hook hands them to the route, or the refusal. */
  const scopeOf = async (user: User, query: string, permission: 'read' | 'reply' = 'read') => {
    const account = (await app.users.accountOf(user.uid))!;
    const ask = networkAskOf((name) => new URLSearchParams(query).get(name) ?? undefined);
    if (!ask) return null;
    try {
      const network = await app.organizations.networkFor(account, ask, permission);
      return { ids: network.listings.map((listing) => listing.id).sort(), organizationId: network.organizationId, role: network.role };
    } catch (error) {
      const { statusCode, code } = error as { statusCode: number; code: string };
      return { statusCode, code };
    }
  };
  /** The refusal of `GET /reviews/private?<query>` (a route of the network view), as a client sees it. */
  const refusal = async (user: User, query: string) => {
    const answer = await injectAs(app, user, { method: 'GET', url: `/api/reviews/private?${query}` });
    return { status: answer.statusCode, code: (answer.json() as { code?: string }).code };
  };

  beforeAll(async () => {
    app = await buildTestApp();
    owner = await setUpOwner(app);
    await startTrial(owner);
    const founded = await firstListing(owner);
    a1 = founded.id;
    organizationA = founded.organizationId;
    a2 = await add(owner, 'https://maps.app.goo.gl/NetworkSecond');
    a3 = await add(owner, 'https://maps.app.goo.gl/NetworkThird');
    stranger = await setUpOwner(app);
    await startTrial(stranger);
    const theirs = await firstListing(stranger);
    b1 = theirs.id;
    organizationB = theirs.organizationId;
    await app.sync.idle();
  });
  afterAll(() => app.close());

  it('resolves ?location=all to every establishment the owner sees, and ?locations= to those listed', async () => {
    expect(await scopeOf(owner, 'location=all')).toEqual({ ids: [a1, a2, a3].sort(), organizationId: organizationA, role: 'owner' });
    expect(await scopeOf(owner, `locations=${a3},${a1}`)).toEqual({ ids: [a1, a3].sort(), organizationId: organizationA, role: 'owner' });
    // Named twice is once.
    expect(await scopeOf(owner, `locations=${a2},${a2}`)).toMatchObject({ ids: [a2] });
    // ?location=<id> alone is the single establishment of today, not the network.
    expect(await scopeOf(owner, `location=${a1}`)).toBeNull();
    expect(await scopeOf(owner, '')).toBeNull();
  });

  it('gives the payer of the establishments every one of them: one account pays for the organisation', async () => {
    const payers = await app.database.db
      .select({ userId: listings.userId })
      .from(listings)
      .where(eq(listings.organizationId, organizationA));
    expect(payers.map((row) => row.userId)).toEqual([owner.user.id, owner.user.id, owner.user.id]);
  });

  it('answers 404 LOCATION_NOT_FOUND for an establishment out of the scope, as for one', async () => {
    expect(await scopeOf(owner, `locations=${a1},${b1}`)).toEqual({ statusCode: 404, code: 'LOCATION_NOT_FOUND' });
    expect(await scopeOf(owner, `locations=${a1},2000000000`)).toEqual({ statusCode: 404, code: 'LOCATION_NOT_FOUND' });
    expect(await refusal(owner, `locations=${a1},${b1}`)).toEqual({ status: 404, code: 'LOCATION_NOT_FOUND' });
    expect(await refusal(stranger, `locations=${a1}`)).toEqual({ status: 404, code: 'LOCATION_NOT_FOUND' });
    // Another organisation than the one named, the same.
    expect(await refusal(owner, `locations=${a1}&organization=${organizationB}`)).toEqual({ status: 404, code: 'LOCATION_NOT_FOUND' });
    expect(await refusal(owner, `location=all&organization=${organizationB}`)).toEqual({ status: 404, code: 'ORGANIZATION_NOT_FOUND' });
  });

  it('gives a narrowed manager only their establishments with all, and refuses the others by id', async () => {
    const manager = await signUpOwner(app);
    await join(organizationA, manager, 'manager', [a2, a3]);
    expect(await scopeOf(manager, 'location=all')).toEqual({ ids: [a2, a3].sort(), organizationId: organizationA, role: 'manager' });
    expect(await scopeOf(manager, `locations=${a2}`)).toMatchObject({ ids: [a2] });
    expect(await scopeOf(manager, `locations=${a1},${a2}`)).toEqual({ statusCode: 404, code: 'LOCATION_NOT_FOUND' });
    // Narrowed again: the next request knows.
    await app.database.db
      .delete(memberLocations)
      .where(and(eq(memberLocations.userId, manager.user.id), eq(memberLocations.locationId, a3)));
    expect(await scopeOf(manager, 'location=all')).toMatchObject({ ids: [a2] });
    // A scope of none: nothing to show, as for one establishment.
    const empty = await signUpOwner(app);
    await join(organizationA, empty, 'viewer', []);
    expect(await scopeOf(empty, 'location=all')).toEqual({ statusCode: 404, code: 'LOCATION_NOT_FOUND' });
  });

  it("checks the role's permission in the organisation: 403 ROLE_FORBIDDEN for what the role lacks", async () => {
    const viewer = await signUpOwner(app);
    await join(organizationA, viewer, 'viewer', 'all');
    expect(await scopeOf(viewer, 'location=all', 'reply')).toEqual({ statusCode: 403, code: 'ROLE_FORBIDDEN' });
    expect(await scopeOf(viewer, `locations=${a1}`, 'reply')).toEqual({ statusCode: 403, code: 'ROLE_FORBIDDEN' });
    expect(await scopeOf(viewer, 'location=all', 'read')).toMatchObject({ role: 'viewer', ids: [a1, a2, a3].sort() });
    // Out of scope is 404 before the role is looked at: nothing tells the viewer that b1 exists.
    expect(await scopeOf(viewer, `locations=${b1}`, 'reply')).toEqual({ statusCode: 404, code: 'LOCATION_NOT_FOUND' });
  });

  it('asks which organisation when the member belongs to several, and takes ?organization=', async () => {
    const both = await signUpOwner(app);
    await join(organizationA, both, 'viewer', [a1]);
    await join(organizationB, both, 'admin', [b1]);
    expect(await refusal(both, 'location=all')).toEqual({ status: 400, code: 'LOCATION_REQUIRED' });
    expect(await scopeOf(both, `location=all&organization=${organizationB}`)).toEqual({
      ids: [b1],
      organizationId: organizationB,
      role: 'admin',
    });
    expect(await scopeOf(both, `location=all&organization=${organizationA}`)).toMatchObject({ ids: [a1], role: 'viewer' });
    // Listed ids of two organisations are refused, even when each one is seen.
    expect(await refusal(both, `locations=${a1},${b1}`)).toEqual({ status: 400, code: 'VALIDATION_ERROR' });
  });

  it('validates ?locations=: ids only, 200 at most, its length checked before its pattern', async () => {
    const ids = (count: number) => Array.from({ length: count }, (_, index) => index + 1).join(',');
    for (const bad of [
      '',
      'abc',
      '0',
      '1,,2',
      '1,',
      '-1',
      '1.5',
      '99999999999',
      '2147483648',
      ids(NETWORK_MAX_LOCATIONS + 1),
      `1${','.repeat(5000)}`,
    ]) {
      expect({ bad, ...(await refusal(owner, `locations=${encodeURIComponent(bad)}`)) }).toEqual({
        bad,
        status: 400,
        code: 'VALIDATION_ERROR',
      });
    }
    // 200 ids pass validation: then each must be seen.
    expect(await refusal(owner, `locations=${ids(NETWORK_MAX_LOCATIONS)}`)).toEqual({ status: 404, code: 'LOCATION_NOT_FOUND' });
    // The network parameters exclude each other.
    expect(await refusal(owner, `location=all&locations=${a1}`)).toEqual({ status: 400, code: 'VALIDATION_ERROR' });
    expect(await refusal(owner, `location=${a1}&locations=${a2}`)).toEqual({ status: 400, code: 'VALIDATION_ERROR' });
    expect(await refusal(owner, 'location=all&organization=abc')).toEqual({ status: 400, code: 'VALIDATION_ERROR' });
  });

  it("gives the premium gate the payer's plan: a member reads while it runs, and nobody once it is over", async () => {
    const viewer = await signUpOwner(app);
    await join(organizationA, viewer, 'viewer', 'all');
    expect((await injectAs(app, viewer, { method: 'GET', url: `/api/reviews/private?location=${a1}` })).statusCode).toBe(200);
    // The plan ends: the viewer's network request is refused as their single one is (they have no trial of their own).
    const [plan] = await app.database.db.select().from(subscriptions).where(eq(subscriptions.userId, owner.user.id));
    await app.database.db.update(subscriptions).set({ status: 'CANCELLED' }).where(eq(subscriptions.id, plan.id));
    try {
      expect(await refusal(viewer, 'location=all')).toEqual({ status: 402, code: 'PREMIUM_REQUIRED' });
      expect(await refusal(viewer, `locations=${a1},${a2}`)).toEqual({ status: 402, code: 'PREMIUM_REQUIRED' });
      expect(await refusal(owner, 'location=all')).toEqual({ status: 402, code: 'PREMIUM_REQUIRED' });
    } finally {
      await app.database.db.update(subscriptions).set({ status: plan.status }).where(eq(subscriptions.id, plan.id));
    }
  });
});
