import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { establishmentGroups, listings, organizationMembers, organizations, subscriptions } from '../../db/schema';
import { buildTestApp, databaseOverrides, RACE_OVERRIDES, testDatabases } from '../../test-helpers';
import { injectAs, latestMailTo, setUpOwner, signUpOwner, uniqueEmail } from '../../test-emulator';
import { networkAskOf } from './network-scope';
import { createEstablishmentRooms } from './realtime-rooms';

type User = Awaited<ReturnType<typeof signUpOwner>>;
type Group = { id: number; name: string; locations: number[] };

describe.each(testDatabases())('groups of establishments, and members scoped to one, on %s', (_engine, database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ ...databaseOverrides(database), ...RACE_OVERRIDES });
  });
  afterAll(() => app.close());

  const listingOf = async (user: User) => (await app.database.db.select().from(listings).where(eq(listings.userId, user.user.id)))[0];
  let shops = 0;
  /** An owner on a paid plan with `count` establishments in their organisation (the first their setup's), by id. */
  async function paidOwnerWith(count: number) {
    const owner = await setUpOwner(app);
    await app.database.db.insert(subscriptions).values({ userId: owner.user.id, status: 'ACTIVE', planPeriod: 'MONTHLY', isTrial: false });
    const first = await listingOf(owner);
    const places = [first.id];
    for (let index = 1; index < count; index += 1) places.push(await addEstablishment(owner));
    return { owner, organizationId: first.organizationId, places };
  }
  async function addEstablishment(owner: User) {
    shops += 1;
    const added = await injectAs(app, owner, {
      method: 'POST',
      url: '/api/locations/private',
      payload: { url: `https://maps.app.goo.gl/GroupShop${shops}x${Date.now()}` },
    });
    expect(added.statusCode).toBe(201);
    return added.json().id as number;
  }

  const groups = async (user: User, query = '') =>
    (await injectAs(app, user, { method: 'GET', url: `/api/groups/private${query}` })).json().items as Group[];
  const create = (user: User, payload: unknown) =>
    injectAs(app, user, { method: 'POST', url: '/api/groups/private', payload: payload as object });
  const update = (user: User, id: number, payload: unknown) =>
    injectAs(app, user, { method: 'PUT', url: `/api/groups/private/${id}`, payload: payload as object });
  const remove = (user: User, id: number) => injectAs(app, user, { method: 'DELETE', url: `/api/groups/private/${id}` });
  const seen = async (user: User) =>
    ((await injectAs(app, user, { method: 'GET', url: '/api/locations/private' })).json().items as { id: number }[])
      .map((place) => place.id)
      .sort((a, b) => a - b);
  const reviewsStatus = async (user: User, location: number) =>
    (await injectAs(app, user, { method: 'GET', url: `/api/reviews/private?location=${location}` })).statusCode;
  const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

  /** The establishments the request resolves to, as the authentication hook hands them to a network route. */
  const scopeOf = async (user: User, query: string) => {
    const ask = networkAskOf((name) => new URLSearchParams(query).get(name) ?? undefined);
    try {
      const network = await app.organizations.networkFor((await app.users.accountOf(user.uid))!, ask!, 'read');
      return { ids: sorted(network.listings.map((listing) => listing.id)), organizationId: network.organizationId };
    } catch (error) {
      const { statusCode, code } = error as { statusCode: number; code: string };
      return { statusCode, code };
    }
  };

  /** Invites `email`'s new account with `locations` and accepts from the mailed link, as the invitee does. */
  async function invitedMember(owner: User, locations: unknown, role = 'manager') {
    const email = uniqueEmail('grouped');
    const since = Date.now();
    const sent = await injectAs(app, owner, {
      method: 'POST',
      url: '/api/members/private/invitations',
      payload: { email, role, locations },
    });
    expect(sent.statusCode).toBe(201);
    const token = /\/invitation\?token=([A-Za-z0-9_-]{43})/.exec((await latestMailTo(email, since)).text)![1];
    const member = await signUpOwner(app, email);
    const accepted = await injectAs(app, member, { method: 'POST', url: '/api/members/private/invitations/accept', payload: { token } });
    expect(accepted.statusCode).toBe(200);
    return { member, invitation: sent.json(), membership: accepted.json() };
  }

  it('makes, lists, changes and deletes groups, refusing what is not valid, and journals each change', async () => {
    const { owner, places } = await paidOwnerWith(3);
    const { places: theirs } = await paidOwnerWith(1);
    const [a, b, c] = places;

    const made = await create(owner, { name: '  Sud-Ouest  ', locations: [c, a] });
    expect(made.statusCode).toBe(201);
    const south = made.json() as Group;
    expect(south).toEqual({ id: expect.any(Number), name: 'Sud-Ouest', locations: sorted([a, c]) });
    const franchised = (await create(owner, { name: 'Franchisés', locations: [] })).json() as Group;
    expect(franchised).toEqual({ id: expect.any(Number), name: 'Franchisés', locations: [] });
    // By name, whatever the case.
    expect(await groups(owner)).toEqual([franchised, south]);

    const invalid = [
      [{ name: '', locations: [a] }, 'name', 'validation.group.name'],
      [{ name: '   ', locations: [a] }, 'name', 'validation.group.name'],
      [{ name: 'x'.repeat(61), locations: [a] }, 'name', 'validation.group.name'],
      [{ name: 42, locations: [a] }, 'name', 'validation.group.name'],
      [{ locations: [a] }, 'name', 'validation.group.name'],
      [{ name: 'Nord', locations: [a, a] }, 'locations', 'validation.group.locations'],
      [{ name: 'Nord', locations: 'all' }, 'locations', 'validation.group.locations'],
      [{ name: 'Nord' }, 'locations', 'validation.group.locations'],
      [{ name: 'Nord', locations: Array.from({ length: 201 }, (_, index) => index + 1) }, 'locations', 'validation.group.locations'],
      [{ name: 'Nord', locations: [0] }, 'locations[0]', 'validation.id.invalid'],
      // Another organisation's establishment is not one of this organisation's.
      [{ name: 'Nord', locations: [a, theirs[0]] }, 'locations', 'validation.group.locations'],
      [{ name: 'Nord', locations: [2_000_000_000] }, 'locations', 'validation.group.locations'],
    ] as const;
    for (const [payload, field, key] of invalid) {
      const answer = await create(owner, payload);
      expect({ payload, status: answer.statusCode, fields: answer.json().fields }).toEqual({
        payload,
        status: 400,
        fields: expect.objectContaining({ [field]: key }),
      });
    }
    expect((await create(owner, { name: 'x'.repeat(60), locations: [] })).statusCode).toBe(201);
    expect((await create(owner, { name: 'SUD-OUEST', locations: [] })).json()).toMatchObject({ statusCode: 409, code: 'GROUP_EXISTS' });

    const changed = await update(owner, south.id, { name: 'Sud-Ouest et Pyrénées', locations: [b] });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ id: south.id, name: 'Sud-Ouest et Pyrénées', locations: [b] });
    // Its own name in another case is no clash; another group's is.
    expect((await update(owner, south.id, { name: 'sud-ouest et pyrénées', locations: [b] })).statusCode).toBe(200);
    expect((await update(owner, south.id, { name: 'franchisés', locations: [b] })).json()).toMatchObject({
      statusCode: 409,
      code: 'GROUP_EXISTS',
    });
    expect((await update(owner, south.id, { name: 'Sud', locations: [theirs[0]] })).json()).toMatchObject({
      statusCode: 400,
      fields: { locations: 'validation.group.locations' },
    });
    expect((await groups(owner)).find((group) => group.id === south.id)).toEqual({
      id: south.id,
      name: 'sud-ouest et pyrénées',
      locations: [b],
    });

    expect((await remove(owner, franchised.id)).statusCode).toBe(204);
    expect((await remove(owner, franchised.id)).json()).toMatchObject({ statusCode: 404, code: 'GROUP_NOT_FOUND' });
    expect((await update(owner, franchised.id, { name: 'Franchisés', locations: [] })).json()).toMatchObject({
      statusCode: 404,
      code: 'GROUP_NOT_FOUND',
    });
    expect((await groups(owner)).map((group) => group.id)).not.toContain(franchised.id);

    const journal = (await injectAs(app, owner, { method: 'GET', url: '/api/organizations/private/activity' })).json().items as {
      action: string;
      details: Record<string, unknown>;
    }[];
    expect(journal.filter((entry) => entry.action.startsWith('group.')).map(({ action, details }) => ({ action, details }))).toEqual([
      { action: 'group.deleted', details: { groupId: franchised.id, name: 'Franchisés' } },
      { action: 'group.changed', details: { groupId: south.id, name: 'sud-ouest et pyrénées', count: 1 } },
      { action: 'group.changed', details: { groupId: south.id, name: 'Sud-Ouest et Pyrénées', count: 1 } },
      { action: 'group.created', details: { groupId: expect.any(Number), name: 'x'.repeat(60), count: 0 } },
      { action: 'group.created', details: { groupId: franchised.id, name: 'Franchisés', count: 0 } },
      { action: 'group.created', details: { groupId: south.id, name: 'Sud-Ouest', count: 2 } },
    ]);
  });

  it("keeps each organisation's groups to itself: another's answers 404 as one that never was", async () => {
    const { owner, places } = await paidOwnerWith(1);
    const { owner: stranger } = await paidOwnerWith(1);
    const ours = (await create(owner, { name: 'Centre', locations: places })).json() as Group;
    expect(await groups(stranger)).toEqual([]);
    const notFound = { statusCode: 404, code: 'GROUP_NOT_FOUND' };
    expect((await update(stranger, ours.id, { name: 'Pris', locations: [] })).json()).toMatchObject(notFound);
    expect((await remove(stranger, ours.id)).json()).toMatchObject(notFound);
    expect((await remove(stranger, 2_000_000_000)).json()).toMatchObject(notFound);
    // Nor may a member of another organisation be scoped to it.
    const invited = await injectAs(app, stranger, {
      method: 'POST',
      url: '/api/members/private/invitations',
      payload: { email: uniqueEmail(), role: 'viewer', locations: { group: ours.id } },
    });
    expect(invited.json()).toMatchObject({ statusCode: 400, fields: { locations: 'validation.scope.invalid' } });
    expect(await groups(owner)).toEqual([ours]);
  });

  it('scopes a member to a group: exactly its establishments, those added later too, and no longer those taken out', async () => {
    const { owner, organizationId, places } = await paidOwnerWith(3);
    const [a, b, c] = places;
    const south = (await create(owner, { name: 'Sud-Ouest', locations: [a, b] })).json() as Group;
    const { member: manager, invitation, membership } = await invitedMember(owner, { group: south.id });
    expect(invitation.locations).toEqual({ group: south.id });
    expect(membership.establishments.map((place: { id: number }) => place.id).sort()).toEqual(sorted([a, b]));

    expect(await seen(manager)).toEqual(sorted([a, b]));
    expect(await reviewsStatus(manager, a)).toBe(200);
    expect(await reviewsStatus(manager, c)).toBe(404);
    const team = (await injectAs(app, owner, { method: 'GET', url: '/api/members/private' })).json();
    expect(team.members).toContainEqual(
      expect.objectContaining({ userId: manager.user.id, role: 'manager', locations: { group: south.id } }),
    );
    // Who is told of an establishment's news (push alerts, digest) and whose sockets join its room follow the group.
    const rooms = createEstablishmentRooms(app.database.db);
    expect(sorted(await rooms.seenBy(manager.uid))).toEqual(sorted([a, b]));
    expect((await app.organizations.membersSeeing(c)).map((entry) => entry.userId)).not.toContain(manager.user.id);
    expect((await app.organizations.membersSeeing(a)).map((entry) => entry.userId)).toContain(manager.user.id);

    // The member reads the groups, with the establishments they see: here all of the group's.
    expect(await groups(manager)).toEqual([south]);
    expect((await create(manager, { name: 'Nord', locations: [a] })).json()).toMatchObject({ statusCode: 403, code: 'ROLE_FORBIDDEN' });

    // An establishment added to the group after the invitation: seen on the very next request, its room joined.
    const refreshed = jest.spyOn(app.realtime, 'refreshRooms');
    const later = await addEstablishment(owner);
    expect(await seen(manager)).toEqual(sorted([a, b]));
    expect((await update(owner, south.id, { name: 'Sud-Ouest', locations: [a, b, later] })).statusCode).toBe(200);
    expect(refreshed).toHaveBeenCalledWith({ organizationId });
    expect(await seen(manager)).toEqual(sorted([a, b, later]));
    expect(await reviewsStatus(manager, later)).toBe(200);
    expect(sorted(await rooms.seenBy(manager.uid))).toEqual(sorted([a, b, later]));
    expect((await app.organizations.membersSeeing(later)).map((entry) => entry.userId)).toContain(manager.user.id);

    // Taken out of the group: no longer.
    expect((await update(owner, south.id, { name: 'Sud-Ouest', locations: [b, later] })).statusCode).toBe(200);
    expect(await seen(manager)).toEqual(sorted([b, later]));
    expect(await reviewsStatus(manager, a)).toBe(404);
    expect((await injectAs(app, manager, { method: 'GET', url: `/api/reviews/private?location=${a}` })).json().code).toBe(
      'LOCATION_NOT_FOUND',
    );
    expect((await app.organizations.membersSeeing(a)).map((entry) => entry.userId)).not.toContain(manager.user.id);
    refreshed.mockRestore();

    // A group in use is not deleted: the owner changes the member's access first.
    expect((await remove(owner, south.id)).json()).toMatchObject({ statusCode: 409, code: 'GROUP_IN_USE' });
    expect(await seen(manager)).toEqual(sorted([b, later]));
    // Changed to a viewer of the same group: the journal names the group rather than a count.
    const regrouped = await injectAs(app, owner, {
      method: 'PATCH',
      url: `/api/members/private/${manager.user.id}`,
      payload: { role: 'viewer', locations: { group: south.id } },
    });
    expect(regrouped.json()).toMatchObject({ role: 'viewer', locations: { group: south.id } });
    const [latest] = (await injectAs(app, owner, { method: 'GET', url: '/api/organizations/private/activity' })).json().items;
    expect(latest).toMatchObject({ action: 'member.changed', details: { memberId: manager.user.id, scope: 'group', groupId: south.id } });
    const listed = await injectAs(app, owner, {
      method: 'PATCH',
      url: `/api/members/private/${manager.user.id}`,
      payload: { role: 'manager', locations: [c] },
    });
    expect(listed.json()).toMatchObject({ locations: [c] });
    expect(await seen(manager)).toEqual([c]);
    expect((await remove(owner, south.id)).statusCode).toBe(204);
  });

  it('shows a member of a narrower scope only the groups, and the establishments in them, they see', async () => {
    const { owner, places } = await paidOwnerWith(3);
    const [a, b, c] = places;
    const mixed = (await create(owner, { name: 'Mixte', locations: [a, c] })).json() as Group;
    await create(owner, { name: 'Autre', locations: [b] });
    const empty = (await create(owner, { name: 'Vide', locations: [] })).json() as Group;
    const { member: viewer } = await invitedMember(owner, [a], 'viewer');
    expect(await groups(viewer)).toEqual([{ id: mixed.id, name: 'Mixte', locations: [a] }]);
    // Owners and admins see every group, an empty one too.
    expect((await groups(owner)).map((group) => group.id)).toContain(empty.id);
  });

  it('keeps a pending invitation’s group from being deleted, and the member joins with the group', async () => {
    const { owner, places } = await paidOwnerWith(2);
    const group = (await create(owner, { name: 'Franchisés', locations: [places[1]] })).json() as Group;
    const pending = await injectAs(app, owner, {
      method: 'POST',
      url: '/api/members/private/invitations',
      payload: { email: uniqueEmail(), role: 'viewer', locations: { group: group.id } },
    });
    expect(pending.json().locations).toEqual({ group: group.id });
    expect((await remove(owner, group.id)).json()).toMatchObject({ statusCode: 409, code: 'GROUP_IN_USE' });
    expect(
      (await injectAs(app, owner, { method: 'DELETE', url: `/api/members/private/invitations/${pending.json().id}` })).statusCode,
    ).toBe(204);
    expect((await remove(owner, group.id)).statusCode).toBe(204);

    for (const locations of [{ group: 'x' }, { group: group.id, extra: 1 }, { group: 0 }, { groups: 1 }, { group: group.id }]) {
      const answer = await injectAs(app, owner, {
        method: 'POST',
        url: '/api/members/private/invitations',
        payload: { email: uniqueEmail(), role: 'viewer', locations },
      });
      expect({ locations, answer: answer.json() }).toMatchObject({
        locations,
        answer: { statusCode: 400, fields: { locations: 'validation.scope.invalid' } },
      });
    }
  });

  it('reads a group as the network view (?group=<id>): the establishments of it the member sees', async () => {
    const { owner, organizationId, places } = await paidOwnerWith(3);
    const [a, b, c] = places;
    const { owner: stranger, organizationId: theirOrganization } = await paidOwnerWith(1);
    const south = (await create(owner, { name: 'Sud', locations: [a, b] })).json() as Group;
    const north = (await create(owner, { name: 'Nord', locations: [c] })).json() as Group;
    const empty = (await create(owner, { name: 'Vide', locations: [] })).json() as Group;
    const groupNotFound = { statusCode: 404, code: 'GROUP_NOT_FOUND' };

    expect(await scopeOf(owner, `group=${south.id}`)).toEqual({ ids: sorted([a, b]), organizationId });
    expect(await scopeOf(owner, `group=${south.id}&organization=${organizationId}`)).toEqual({ ids: sorted([a, b]), organizationId });
    expect(await scopeOf(owner, `group=${south.id}&organization=${theirOrganization}`)).toEqual({
      statusCode: 404,
      code: 'ORGANIZATION_NOT_FOUND',
    });
    // Another organisation's group is as one that never was; so is a group with nothing in it to read.
    expect(await scopeOf(stranger, `group=${south.id}`)).toEqual(groupNotFound);
    expect(await scopeOf(owner, 'group=2000000000')).toEqual(groupNotFound);
    expect(await scopeOf(owner, `group=${empty.id}`)).toEqual(groupNotFound);

    // A viewer of one establishment: the group's establishments they see, and no group holding none of theirs.
    const { member: viewer } = await invitedMember(owner, [a], 'viewer');
    expect(await scopeOf(viewer, `group=${south.id}`)).toEqual({ ids: [a], organizationId });
    expect(await scopeOf(viewer, `group=${north.id}`)).toEqual(groupNotFound);

    // A member scoped to the group: what it holds at each request.
    const { member: manager } = await invitedMember(owner, { group: south.id });
    expect(await scopeOf(manager, `group=${south.id}`)).toEqual({ ids: sorted([a, b]), organizationId });
    await update(owner, south.id, { name: 'Sud', locations: [a, b, c] });
    expect(await scopeOf(manager, `group=${south.id}`)).toEqual({ ids: sorted([a, b, c]), organizationId });

    // Through a route of the network view, as a client asks.
    const reviewsOf = (user: User, query: string) => injectAs(app, user, { method: 'GET', url: `/api/reviews/private?${query}` });
    expect((await reviewsOf(viewer, `group=${south.id}`)).statusCode).toBe(200);
    expect((await reviewsOf(stranger, `group=${south.id}`)).json()).toMatchObject(groupNotFound);
    for (const query of ['group=abc', 'group=0', `group=${south.id}&location=all`, `group=${south.id}&locations=${a}`]) {
      expect({ query, status: (await reviewsOf(owner, query)).statusCode }).toEqual({ query, status: 400 });
    }
  });

  it('lets an organisation go with its groups, even one a member is scoped to', async () => {
    const { owner, organizationId, places } = await paidOwnerWith(1);
    const group = (await create(owner, { name: 'Seul', locations: places })).json() as Group;
    const { member } = await invitedMember(owner, { group: group.id }, 'viewer');
    await app.database.db.delete(organizations).where(eq(organizations.id, organizationId));
    expect(await app.database.db.select().from(establishmentGroups).where(eq(establishmentGroups.organizationId, organizationId))).toEqual(
      [],
    );
    expect(await app.database.db.select().from(organizationMembers).where(eq(organizationMembers.userId, member.user.id))).toEqual([]);
  });
});
