import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { listings, memberLocations, organizationMembers } from '../../db/schema';
import { buildTestApp } from '../../test-helpers';
import { injectAs, setUpOwner, signUpOwner } from '../../test-emulator';
import { API_ROUTES } from '../../../shared/api/routes';
import { ROUTE_ACCESS, type PrivateRouteName, type RouteAccess } from '../../../shared/api/route-access';
import { roleCan, type Role } from '../../../shared/roles';

type User = Awaited<ReturnType<typeof signUpOwner>>;

const routes = Object.entries(ROUTE_ACCESS) as [PrivateRouteName, RouteAccess][];
/** The routes that act on one establishment, and those that act on the organisation as a whole. */
const onEstablishment = routes.filter(([, access]) => access.permission !== 'account' && access.establishment).map(([name]) => name);
const onOrganization = routes.filter(([, access]) => access.permission !== 'account' && !access.establishment).map(([name]) => name);
const permissionOf = (name: PrivateRouteName) => ROUTE_ACCESS[name].permission;

describe('who may call each private route: the role grid and the establishments in scope', () => {
  let app: FastifyInstance;
  /** Owner of organisation A (establishment `mine`), owner of organisation B (establishment `theirs`), and A's viewer. */
  let owner: User;
  let stranger: User;
  let viewer: User;
  let mine: number;
  let theirs: number;

  const withTrial = async (user: User) => {
    await injectAs(app, user, { method: 'POST', url: '/api/subscriptions/private/trial/activate' });
    return user;
  };
  const listingOf = async (user: User) => (await app.database.db.select().from(listings).where(eq(listings.userId, user.user.id)))[0];

  /** Puts `member` in `organizationId` with `role`, seeing only `locationIds`, as an accepted invitation will. */
  async function join(organizationId: number, member: User, role: Role, locationIds: number[]) {
    const { db } = app.database;
    await db.insert(organizationMembers).values({ organizationId, userId: member.user.id, role, allLocations: false });
    await db.insert(memberLocations).values(locationIds.map((locationId) => ({ organizationId, userId: member.user.id, locationId })));
  }

  /** Calls a route as `user` on `location`, with 1 for each path parameter and no body: access is decided before all else. */
  async function call(user: User, name: PrivateRouteName, location?: number | string) {
    const { method, path } = API_ROUTES[name];
    const query = location === undefined ? '' : `?location=${location}`;
    const answer = await injectAs(app, user, { method, url: `/api${path.replace(/:\w+/g, '1')}${query}` });
    // A file answered (a CSV export needs no parameter) carries no code.
    const isJson = String(answer.headers['content-type'] ?? '').startsWith('application/json');
    return { status: answer.statusCode, code: isJson ? (answer.json() as { code?: string } | null)?.code : undefined };
  }

  /** The routes of `names` whose answer, called as `user` on `location`, has `code`. */
  async function answering(code: string, user: User, names: PrivateRouteName[], location?: number | string) {
    const matching: PrivateRouteName[] = [];
    for (const name of names) if ((await call(user, name, location)).code === code) matching.push(name);
    return matching;
  }

  beforeAll(async () => {
    app = await buildTestApp();
    owner = await withTrial(await setUpOwner(app));
    stranger = await withTrial(await setUpOwner(app));
    const ours = await listingOf(owner);
    mine = ours.id;
    theirs = (await listingOf(stranger)).id;
    viewer = await withTrial(await signUpOwner(app));
    await join(ours.organizationId, viewer, 'viewer', [mine]);
  });
  afterAll(() => app.close());

  it('declares every private route of the table, and walks both kinds', () => {
    const privateRoutes = Object.entries(API_ROUTES).filter(([, spec]) => spec.path.includes('/private'));
    expect(Object.keys(ROUTE_ACCESS).sort()).toEqual(privateRoutes.map(([name]) => name).sort());
    expect(onEstablishment.length).toBeGreaterThan(30);
    expect(onOrganization.length).toBeGreaterThan(0);
  });

  it("answers 404 for another organisation's establishment on every route that acts on one, as if it did not exist", async () => {
    expect(await answering('LOCATION_NOT_FOUND', stranger, onEstablishment, mine)).toEqual(onEstablishment);
    expect(await answering('LOCATION_NOT_FOUND', viewer, onEstablishment, theirs)).toEqual(onEstablishment);
    // The same for an id that exists nowhere: nothing tells the two apart.
    expect(await answering('LOCATION_NOT_FOUND', viewer, onEstablishment, 2_000_000_000)).toEqual(onEstablishment);
  });

  it('refuses a viewer every action of the grid but reading, on every route, and lets the owner through', async () => {
    const notForViewers = [...onEstablishment, ...onOrganization].filter((name) => !roleCan('viewer', permissionOf(name) as never));
    expect(notForViewers.length).toBeGreaterThan(20);
    expect(await answering('ROLE_FORBIDDEN', viewer, [...onEstablishment, ...onOrganization], mine)).toEqual(notForViewers);
    expect(await answering('ROLE_FORBIDDEN', owner, [...onEstablishment, ...onOrganization], mine)).toEqual([]);
    expect(await answering('LOCATION_NOT_FOUND', owner, onEstablishment, mine)).toEqual([]);
  });

  it('reads the establishment a viewer sees: the listing asked for, not their own (they have none)', async () => {
    const seen = await injectAs(app, viewer, { method: 'GET', url: `/api/reviews/private/location?location=${mine}` });
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ name: (await listingOf(owner)).name });
    // Without ?location=, the only establishment they see.
    const only = await injectAs(app, viewer, { method: 'GET', url: '/api/reviews/private/location' });
    expect(only.json()).toEqual(seen.json());
  });

  it('asks which establishment when the member sees several and none is given, and refuses an id that is not one', async () => {
    const member = await withTrial(await signUpOwner(app));
    const ours = await listingOf(owner);
    await join(ours.organizationId, member, 'manager', [mine]);
    // A second establishment in organisation A, in the manager's scope.
    const other = await setUpOwner(app);
    const second = await listingOf(other);
    await app.database.db.update(listings).set({ organizationId: ours.organizationId }).where(eq(listings.id, second.id));
    await app.database.db
      .insert(memberLocations)
      .values({ organizationId: ours.organizationId, userId: member.user.id, locationId: second.id });

    expect(await call(member, 'listing')).toEqual({ status: 400, code: 'LOCATION_REQUIRED' });
    expect(await call(member, 'listing', second.id)).toEqual({ status: 200, code: undefined });
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999'])
      expect(await call(member, 'listing', bad)).toEqual({ status: 400, code: 'VALIDATION_ERROR' });
  });

  it('takes an establishment out of a member’s scope on their very next request', async () => {
    const member = await withTrial(await signUpOwner(app));
    const { organizationId } = await listingOf(owner);
    await join(organizationId, member, 'manager', [mine]);
    expect((await call(member, 'reviews', mine)).status).toBe(200);
    await app.database.db
      .delete(memberLocations)
      .where(and(eq(memberLocations.userId, member.user.id), eq(memberLocations.locationId, mine)));
    expect(await call(member, 'reviews', mine)).toEqual({ status: 404, code: 'LOCATION_NOT_FOUND' });
    // Made a viewer of every establishment: reads again, replies no more.
    await app.database.db
      .update(organizationMembers)
      .set({ role: 'viewer', allLocations: true })
      .where(eq(organizationMembers.userId, member.user.id));
    expect((await call(member, 'reviews', mine)).status).toBe(200);
    expect(await call(member, 'generateReply', mine)).toEqual({ status: 403, code: 'ROLE_FORBIDDEN' });
  });

  it("gives a member the organisation's plan, never a trial of their own", async () => {
    const member = await signUpOwner(app);
    await join((await listingOf(owner)).organizationId, member, 'viewer', [mine]);
    // The owner's trial is running: the member reads, though they never started one.
    expect(await call(member, 'reviews', mine)).toEqual({ status: 200, code: undefined });

    // An organisation whose owner has not started the trial: nothing for its member (the trial is the owner's to take).
    const unpaid = await setUpOwner(app);
    const theirPlace = await listingOf(unpaid);
    const guest = await signUpOwner(app);
    await join(theirPlace.organizationId, guest, 'viewer', [theirPlace.id]);
    expect(await call(guest, 'reviews', theirPlace.id)).toEqual({ status: 402, code: 'PREMIUM_REQUIRED' });
    expect((await call(unpaid, 'reviews', theirPlace.id)).status).toBe(200);
  });
});
