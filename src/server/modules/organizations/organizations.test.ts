import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { listings, memberLocations, organizationMembers, organizations, reviews } from '../../db/schema';
import { syncedOwner } from '../reviews/test-listing';
import { buildTestApp } from '../../test-helpers';
import { codeIn, injectAs, latestMailTo, setUpOwner, signUpOwner } from '../../test-emulator';
import { validOnboarding } from '../../../shared/validation/onboarding-examples';
import type { Role } from '../../../shared/roles';

describe('organisations: every account that finishes the setup founds one', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const organizationsOf = (owner: { idToken: string }) => injectAs(app, owner, { method: 'GET', url: '/api/organizations/private' });
  const listingOf = async (userId: number) => (await app.database.db.select().from(listings).where(eq(listings.userId, userId)))[0];

  /** The organisation the setup wizard founds, as its owner sees it: named after the company, with this one establishment. */
  const foundedBy = (listing: { organizationId: number; id: number; name: string }) => ({
    id: listing.organizationId,
    name: validOnboarding.companyInformation.companyName,
    role: 'owner',
    establishments: [{ id: listing.id, name: listing.name }],
  });

  /** Puts `member` in `organizationId` with `role`, seeing every establishment or only those listed, as an accepted invitation will. */
  async function join(organizationId: number, member: { user: { id: number } }, role: Role, locationIds: number[] | 'all') {
    const { db } = app.database;
    await db.insert(organizationMembers).values({ organizationId, userId: member.user.id, role, allLocations: locationIds === 'all' });
    if (locationIds !== 'all') {
      await db.insert(memberLocations).values(locationIds.map((locationId) => ({ organizationId, userId: member.user.id, locationId })));
    }
  }

  /** Deletes the account as the settings do: a code by mail, then the deletion with it. */
  async function deleteAccount(owner: { idToken: string; email: string }) {
    const since = Date.now();
    const sent = await injectAs(app, owner, { method: 'POST', url: '/api/users/private/delete-account/send-otp', payload: {} });
    expect(sent.json()).toMatchObject({ sent: true });
    const otp = codeIn(await latestMailTo(owner.email, since));
    return injectAs(app, owner, { method: 'DELETE', url: '/api/users/private', payload: { otp } });
  }

  it('names the organisation after the company, its owner sees the listing, and an account still in its setup has none', async () => {
    const newcomer = await signUpOwner(app);
    expect((await organizationsOf(newcomer)).json()).toEqual([]);

    const owner = await setUpOwner(app);
    const listing = await listingOf(owner.user.id);
    const answer = await organizationsOf(owner);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual([foundedBy(listing)]);
  });

  it('keeps one organisation when the owner changes listing: the establishment is replaced, not added', async () => {
    const owner = await setUpOwner(app);
    const before = await listingOf(owner.user.id);
    const changed = await injectAs(app, owner, {
      method: 'PUT',
      url: '/api/users/private/listing',
      payload: { url: 'https://maps.app.goo.gl/OrganizationMoved' },
    });
    expect(changed.statusCode).toBe(200);
    const after = await listingOf(owner.user.id);
    expect(after.organizationId).toBe(before.organizationId);
    expect((await organizationsOf(owner)).json()).toEqual([foundedBy(after)]);
  });

  it('shows a member with a listed scope only those establishments, and an admin every one', async () => {
    const owner = await setUpOwner(app);
    const second = await setUpOwner(app);
    const { organizationId, id: first } = await listingOf(owner.user.id);
    // A second establishment of the same organisation (adding one through the API comes with the establishments' routes).
    const other = await listingOf(second.user.id);
    await app.database.db.update(listings).set({ organizationId }).where(eq(listings.id, other.id));
    const manager = await signUpOwner(app);
    const admin = await signUpOwner(app);
    await join(organizationId, manager, 'manager', [other.id]);
    // An admin sees every establishment whatever the scope stored: the role decides.
    await join(organizationId, admin, 'admin', [first]);

    const [managerView] = (await organizationsOf(manager)).json();
    expect(managerView).toMatchObject({ id: organizationId, role: 'manager' });
    expect(managerView.establishments.map((place: { id: number }) => place.id)).toEqual([other.id]);
    const [adminView] = (await organizationsOf(admin)).json();
    expect(adminView.establishments.map((place: { id: number }) => place.id).sort()).toEqual([first, other.id].sort());

    // The establishments list says the same, with each one's figures.
    const managerPlaces = await injectAs(app, manager, { method: 'GET', url: '/api/locations/private' });
    expect(managerPlaces.statusCode).toBe(200);
    expect(managerPlaces.json()).toEqual({
      items: [
        {
          id: other.id,
          organizationId,
          name: other.name,
          address: other.address,
          averageRating: other.averageRating,
          reviewCount: 0,
          hasBeenSynchronized: false,
        },
      ],
    });
    const adminPlaces = (await injectAs(app, admin, { method: 'GET', url: '/api/locations/private' })).json();
    expect(adminPlaces.items.map((place: { id: number }) => place.id).sort()).toEqual([first, other.id].sort());
  });

  it("counts an establishment's reviews present at the source, withdrawn ones left out", async () => {
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/OrganizationCounted');
    const { db } = app.database;
    const stored = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.listingId, owner.listing.id));
    expect(stored.length).toBeGreaterThan(1);
    await db.update(reviews).set({ removedAt: new Date() }).where(eq(reviews.id, stored[0].id));
    const { items } = (await injectAs(app, owner, { method: 'GET', url: '/api/locations/private' })).json();
    expect(items).toEqual([expect.objectContaining({ id: owner.listing.id, reviewCount: stored.length - 1, hasBeenSynchronized: true })]);
  });

  it("deletes an organisation with its last member's account, and refuses to leave members without an owner", async () => {
    const alone = await setUpOwner(app);
    const aloneOrganization = (await listingOf(alone.user.id)).organizationId;
    expect((await deleteAccount(alone)).statusCode).toBe(204);
    expect(await app.database.db.select().from(organizations).where(eq(organizations.id, aloneOrganization))).toEqual([]);

    const owner = await setUpOwner(app);
    const { organizationId } = await listingOf(owner.user.id);
    const admin = await signUpOwner(app);
    await join(organizationId, admin, 'admin', 'all');
    // Said before a code is mailed, and again if one is sent anyway: the code is not spent.
    const codeRefused = await injectAs(app, owner, { method: 'POST', url: '/api/users/private/delete-account/send-otp', payload: {} });
    expect(codeRefused.statusCode).toBe(409);
    expect(codeRefused.json()).toMatchObject({ code: 'OWNER_MUST_TRANSFER' });
    const refused = await injectAs(app, owner, { method: 'DELETE', url: '/api/users/private', payload: { otp: '123456' } });
    expect(refused.json()).toMatchObject({ statusCode: 409, code: 'OWNER_MUST_TRANSFER' });
    expect((await injectAs(app, owner, { method: 'GET', url: '/api/users/private/me' })).statusCode).toBe(200);
    expect((await organizationsOf(admin)).json()).toHaveLength(1);

    // With a second owner, the first may go; the organisation and its members stay.
    const coOwner = await signUpOwner(app);
    await join(organizationId, coOwner, 'owner', 'all');
    expect((await deleteAccount(owner)).statusCode).toBe(204);
    expect((await organizationsOf(coOwner)).json()).toMatchObject([{ id: organizationId, role: 'owner' }]);
  });

  it("puts the user's memberships in their data export", async () => {
    const owner = await setUpOwner(app);
    const { organizationId, id } = await listingOf(owner.user.id);
    const viewer = await signUpOwner(app);
    await join(organizationId, viewer, 'viewer', [id]);
    const exported = (await injectAs(app, viewer, { method: 'GET', url: '/api/users/private/export' })).json();
    expect(exported.organizations).toEqual([
      {
        id: organizationId,
        name: validOnboarding.companyInformation.companyName,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        membership: { role: 'viewer', allLocations: false, groupId: null, createdAt: expect.any(String), updatedAt: expect.any(String) },
        locations: [{ locationId: id }],
      },
    ]);
  });
});
