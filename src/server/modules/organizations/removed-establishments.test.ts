import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { listings, organizationMembers, organizations, removedEstablishments, reviews } from '../../db/schema';
import { buildTestApp } from '../../test-helpers';
import { codeIn, injectAs, latestMailTo, setUpOwner, signUpOwner } from '../../test-emulator';
import { addReviews } from '../reviews/test-listing';
import { DAY_MS } from '../../../shared/constants';
import type { RemovedEstablishment } from '../../../shared/api/removed-establishments';
import type { Role } from '../../../shared/roles';
import { createRemovedEstablishments, type KeptReview } from './removed-establishments';

type User = Awaited<ReturnType<typeof signUpOwner>>;

describe('a removed establishment’s reviews, kept 30 days for evidence', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const firstListing = async (user: User) => (await app.database.db.select().from(listings).where(eq(listings.userId, user.user.id)))[0];
  const removedOf = (user: User, location: number) =>
    injectAs(app, user, { method: 'GET', url: `/api/locations/private/removed?location=${location}` });
  const csvOf = (user: User, id: number, location: number, language = 'fr') =>
    injectAs(app, user, {
      method: 'GET',
      url: `/api/locations/private/removed/${id}/reviews.csv?location=${location}&language=${language}`,
    });

  /** A fresh one-time code's proof, as the app gets it before a removal. */
  async function twoFactorToken(user: User) {
    const since = Date.now();
    await injectAs(app, user, { method: 'POST', url: '/api/users/private/2fa/send-otp' });
    const otp = codeIn(await latestMailTo(user.email, since));
    return (await injectAs(app, user, { method: 'POST', url: '/api/users/private/2fa/verify-otp', payload: { otp } })).json()
      .twoFactorToken as string;
  }

  /**
   * An owner on the trial with two establishments, the second holding a replied review, an edited one and one the
   * source withdrew; then the second removed. Answers the owner, the kept establishment and what was removed.
   */
  async function ownerWhoRemovedOne(tag: string) {
    const owner = await setUpOwner(app);
    await injectAs(app, owner, { method: 'POST', url: '/api/subscriptions/private/trial/activate' });
    const kept = await firstListing(owner);
    const added = await injectAs(app, owner, {
      method: 'POST',
      url: '/api/locations/private',
      payload: { url: `https://maps.app.goo.gl/Removed${tag}` },
    });
    expect(added.statusCode).toBe(201);
    const second = added.json() as { id: number; name: string; address: string | null };
    await app.sync.idle();
    const replied = new Date('2026-11-02T09:30:00.000Z');
    const [answered, edited, withdrawn] = await addReviews(app, second.id, [
      {
        authorName: `Auteur ${tag}`,
        rating: 4,
        content: `Bon pain ${tag}`,
        date: new Date('2026-11-01T08:00:00.000Z'),
        response: { date: replied, content: `Merci ${tag}` },
      },
      { authorName: `Éditeur ${tag}`, rating: 2, content: `Changé ${tag}`, date: new Date('2026-10-01T08:00:00.000Z') },
      { authorName: `Retiré ${tag}`, rating: 1, content: `Disparu ${tag}`, date: new Date('2026-09-01T08:00:00.000Z') },
    ]);
    const { db } = app.database;
    await db
      .update(reviews)
      .set({ editedAt: new Date('2026-10-03T08:00:00.000Z'), previousRate: 5 })
      .where(eq(reviews.id, edited.id));
    await db
      .update(reviews)
      .set({ removedAt: new Date('2026-09-05T08:00:00.000Z') })
      .where(eq(reviews.id, withdrawn.id));
    const before = await db.select().from(reviews).where(eq(reviews.listingId, second.id));

    const since = Date.now();
    const removal = await injectAs(app, owner, {
      method: 'DELETE',
      url: `/api/locations/private/${second.id}?location=${second.id}`,
      headers: { '2faToken': await twoFactorToken(owner) },
    });
    expect(removal.statusCode).toBe(204);
    return { owner, kept, second, before, answered, edited, withdrawn, replied, since };
  }

  it('keeps the reviews of the removal in a row the owner lists, until 30 days after it', async () => {
    const { owner, kept, second, before, answered, edited, withdrawn, replied, since } = await ownerWhoRemovedOne('A');
    // The establishment itself is gone, with its reviews.
    expect(await app.database.db.select().from(reviews).where(eq(reviews.listingId, second.id))).toEqual([]);

    const listed = await removedOf(owner, kept.id);
    expect(listed.statusCode).toBe(200);
    const { items } = listed.json() as { items: RemovedEstablishment[] };
    expect(items).toEqual([
      {
        id: expect.any(Number),
        name: second.name,
        address: second.address,
        removedAt: expect.any(String),
        purgeAfter: expect.any(String),
        reviewCount: before.length,
      },
    ]);
    const [item] = items;
    expect(Date.parse(item.removedAt)).toBeGreaterThanOrEqual(since - 1000);
    expect(Date.parse(item.purgeAfter) - Date.parse(item.removedAt)).toBe(30 * DAY_MS);

    // Each review as it was read: who, what, when, the reply and its date, the withdrawal and the edit, every copy.
    const [row] = await app.database.db.select().from(removedEstablishments).where(eq(removedEstablishments.id, item.id));
    expect(row).toMatchObject({ organizationId: kept.organizationId, locationId: second.id, name: second.name });
    const stored = row.reviews as KeptReview[];
    expect(stored.map((review) => review.id).sort()).toEqual(before.map((review) => review.id).sort());
    const byId = (id: number) => stored.find((review) => review.id === id);
    expect(byId(answered.id)).toEqual({
      id: answered.id,
      authorName: 'Auteur A',
      rating: 4,
      text: 'Bon pain A',
      language: 'fr',
      date: '2026-11-01T08:00:00.000Z',
      reply: 'Merci A',
      replyDate: replied.toISOString(),
      firstSeenAt: expect.any(String),
      lastSeenAt: expect.any(String),
      removedAt: null,
      editedAt: null,
      previousRating: null,
      copies: [{ seenAt: expect.any(String), rating: 4, text: 'Bon pain A', reply: 'Merci A' }],
    });
    expect(byId(edited.id)).toMatchObject({ editedAt: '2026-10-03T08:00:00.000Z', previousRating: 5, rating: 2 });
    expect(byId(withdrawn.id)).toMatchObject({ removedAt: '2026-09-05T08:00:00.000Z', text: 'Disparu A' });

    // The evidence file's CSV, in the language asked for.
    const file = await csvOf(owner, item.id, kept.id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="bonavis-historique-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.csv"$/);
    for (const text of ['Auteur A', 'Bon pain A', 'Merci A', 'Éditeur A', 'Disparu A', second.name]) expect(file.body).toContain(text);
    expect(file.body.split('\r\n')[0]).toContain(';auteur;');
    expect((await csvOf(owner, item.id, kept.id, 'en')).body.split('\r\n')[0]).toMatch(/;author;/i);
    expect((await csvOf(owner, item.id, kept.id, 'xx')).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
  });

  it('is deleted by the purge once its 30 days are over, and not before', async () => {
    const { owner, kept } = await ownerWhoRemovedOne('B');
    const [{ id, purgeAfter }] = (await removedOf(owner, kept.id)).json().items as RemovedEstablishment[];
    let clock = new Date(Date.parse(purgeAfter) - DAY_MS);
    // The purge job runs through the decorator, as the routes do: a service on the test's clock.
    const real = app.removedEstablishments;
    app.removedEstablishments = createRemovedEstablishments(app.database.db, () => clock);
    try {
      await app.removedEstablishments.purge();
      expect((await removedOf(owner, kept.id)).json().items.map((item: { id: number }) => item.id)).toEqual([id]);
      clock = new Date(Date.parse(purgeAfter) + 1000);
      await app.removedEstablishments.purge();
      expect((await removedOf(owner, kept.id)).json()).toEqual({ items: [] });
      expect((await csvOf(owner, id, kept.id)).json()).toMatchObject({ statusCode: 404, code: 'REMOVED_ESTABLISHMENT_NOT_FOUND' });
    } finally {
      app.removedEstablishments = real;
    }
  });

  /** Puts `member` in the organisation with `role`, seeing every establishment. */
  const join = (organizationId: number, member: User, role: Role) =>
    app.database.db.insert(organizationMembers).values({ organizationId, userId: member.user.id, role, allLocations: true });

  it('is for owners and admins: a manager and a viewer are refused, another organisation finds nothing', async () => {
    const { owner, kept } = await ownerWhoRemovedOne('C');
    const [{ id }] = (await removedOf(owner, kept.id)).json().items as RemovedEstablishment[];
    const as = async (role: Role) => {
      const member = await signUpOwner(app);
      await join(kept.organizationId, member, role);
      return member;
    };
    for (const role of ['manager', 'viewer'] as const) {
      const member = await as(role);
      expect((await removedOf(member, kept.id)).json()).toMatchObject({ statusCode: 403, code: 'ROLE_FORBIDDEN' });
      expect((await csvOf(member, id, kept.id)).json()).toMatchObject({ statusCode: 403, code: 'ROLE_FORBIDDEN' });
    }
    const admin = await as('admin');
    expect((await removedOf(admin, kept.id)).json().items).toHaveLength(1);
    expect((await csvOf(admin, id, kept.id)).statusCode).toBe(200);

    // Another organisation's owner: through their own establishment, the id names nothing; through ours, no access.
    const stranger = await setUpOwner(app);
    const theirs = await firstListing(stranger);
    expect((await removedOf(stranger, theirs.id)).json()).toEqual({ items: [] });
    expect((await csvOf(stranger, id, theirs.id)).json()).toMatchObject({ statusCode: 404, code: 'REMOVED_ESTABLISHMENT_NOT_FOUND' });
    expect((await csvOf(stranger, id, kept.id)).json()).toMatchObject({ statusCode: 404, code: 'LOCATION_NOT_FOUND' });
    expect((await removedOf(stranger, kept.id)).json()).toMatchObject({ statusCode: 404, code: 'LOCATION_NOT_FOUND' });
  });

  it('goes with the organisation, and with the account whose deletion deletes it', async () => {
    const { owner, kept } = await ownerWhoRemovedOne('D');
    const rowsOf = async () =>
      (await app.database.db.select().from(removedEstablishments).where(eq(removedEstablishments.organizationId, kept.organizationId)))
        .length;
    expect(await rowsOf()).toBe(1);
    const since = Date.now();
    expect(
      (await injectAs(app, owner, { method: 'POST', url: '/api/users/private/delete-account/send-otp', payload: {} })).statusCode,
    ).toBe(200);
    const otp = codeIn(await latestMailTo(owner.email, since));
    expect((await injectAs(app, owner, { method: 'DELETE', url: '/api/users/private', payload: { otp } })).statusCode).toBe(204);
    expect(await app.database.db.select().from(organizations).where(eq(organizations.id, kept.organizationId))).toEqual([]);
    expect(await rowsOf()).toBe(0);
  });
});
