import type { FastifyInstance } from 'fastify';
import { and, count, inArray, isNull } from 'drizzle-orm';
import { listings, memberLocations, organizationMembers, reviews } from '../../db/schema';
import type { ReviewPage } from '../../../shared/api/reviews';
import { buildTestApp } from '../../test-helpers';
import { injectAs, signUpOwner } from '../../test-emulator';
import { addReviews, syncedOwner } from './test-listing';

const DAY = 24 * 60 * 60 * 1000;

describe('GET /api/reviews/private across establishments: the network inbox', () => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof syncedOwner>>;
  /** The owner's two establishments: the one founded and one added, with their names as stored. */
  let first: { id: number; name: string };
  let second: { id: number; name: string };
  const now = Date.now();

  const list = async (user: { idToken: string }, query: string) => {
    const response = await injectAs(app, user, { method: 'GET', url: `/api/reviews/private?${query}` });
    expect(response.statusCode).toBe(200);
    return response.json() as ReviewPage;
  };
  /** Each item as its author and the establishment it names. */
  const cards = async (query: string, user: { idToken: string } = owner) =>
    (await list(user, query)).items.map((review) => `${review.authorName}@${review.location.name}`);

  beforeAll(async () => {
    app = await buildTestApp();
    owner = await syncedOwner(app, 'https://maps.app.goo.gl/NetworkInboxFirst', { trial: true });
    const added = await injectAs(app, owner, {
      method: 'POST',
      url: '/api/locations/private',
      payload: { url: 'https://maps.app.goo.gl/NetworkInboxSecond' },
    });
    if (added.statusCode !== 201) throw new Error(`the second establishment was not added: ${added.body}`);
    await app.sync.idle();
    const rows = await app.database.db
      .select()
      .from(listings)
      .where(inArray(listings.id, [owner.listing.id, added.json().id]));
    const named = (id: number) => rows.find((row) => row.id === id)!;
    first = { id: owner.listing.id, name: named(owner.listing.id).name };
    second = { id: added.json().id, name: named(added.json().id).name };
    if (first.name === second.name) throw new Error('the two establishments must be told apart by name');
    // Only the reviews below: each answer is known.
    await app.database.db.delete(reviews).where(inArray(reviews.listingId, [first.id, second.id]));
    await addReviews(app, first.id, [
      { authorName: 'Anne', rating: 5, date: new Date(now - 1 * DAY), content: 'La crème brûlée était parfaite.' },
      {
        authorName: 'Chloé',
        rating: 2,
        date: new Date(now - 3 * DAY),
        content: 'Pas propre.',
        response: { date: new Date(now), content: 'Merci Chloé.' },
      },
      { authorName: 'Élodie', rating: 3, date: new Date(now - 40 * DAY), content: null },
    ]);
    await addReviews(app, second.id, [
      { authorName: 'Bruno', rating: 1, date: new Date(now - 2 * DAY), content: 'Attente interminable.' },
      { authorName: 'Denis', rating: 4, date: new Date(now - 4 * DAY), content: 'Bon pain, un peu cher.' },
    ]);
  });
  afterAll(() => app.close());

  it('lists every establishment’s reviews together, each naming its establishment, with the counts of all', async () => {
    const page = await list(owner, 'location=all');
    expect(page.items.map((review) => [review.authorName, review.location])).toEqual([
      ['Anne', first],
      ['Bruno', second],
      ['Chloé', first],
      ['Denis', second],
      ['Élodie', first],
    ]);
    expect(page.total).toBe(5);
    expect(page.counts).toEqual({
      all: 5,
      unread: 5,
      answered: 1,
      unanswered: 4,
      removed: 0,
      byRating: { 1: 1, 2: 1, 3: 1, 4: 1, 5: 1 },
      bySource: { google: 5, thefork: 0, tripadvisor: 0, facebook: 0 },
    });
    // The same through the list of ids.
    expect(await cards(`locations=${second.id},${first.id}`)).toEqual(await cards('location=all'));
    expect(await cards(`locations=${second.id}`)).toEqual([`Bruno@${second.name}`, `Denis@${second.name}`]);
  });

  it("names the establishment on one establishment's inbox too, whose answer is otherwise as before", async () => {
    const page = await list(owner, `location=${first.id}`);
    expect(page.items.map((review) => review.location)).toEqual([first, first, first]);
    expect(page).not.toHaveProperty('asOf');
    expect(page.counts.all).toBe(3);
  });

  it("applies today's filters, sorts and search over the network, and counts within the search and period", async () => {
    expect(await cards('location=all&ratings=1,2')).toEqual([`Bruno@${second.name}`, `Chloé@${first.name}`]);
    expect(await cards('location=all&answered=false&sort=lowest')).toEqual([
      `Bruno@${second.name}`,
      `Élodie@${first.name}`,
      `Denis@${second.name}`,
      `Anne@${first.name}`,
    ]);
    expect(await cards('location=all&sort=oldest&pageSize=2')).toEqual([`Élodie@${first.name}`, `Denis@${second.name}`]);
    const searched = await list(owner, 'location=all&q=PAIN');
    expect(searched.items.map((review) => review.authorName)).toEqual(['Denis']);
    expect(searched.counts).toEqual({
      all: 1,
      unread: 1,
      answered: 0,
      unanswered: 1,
      removed: 0,
      byRating: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 0 },
      bySource: { google: 1, thefork: 0, tripadvisor: 0, facebook: 0 },
    });
    // The last 30 days leave Élodie out (40 days ago), in the list and its counts alike.
    const month = await list(owner, 'location=all&period=30d&ratings=1,5');
    expect(month.items.map((review) => review.authorName)).toEqual(['Anne', 'Bruno']);
    expect(month.total).toBe(2);
    expect(month.counts).toMatchObject({ all: 4, answered: 1, byRating: { 1: 1, 2: 1, 3: 0, 4: 1, 5: 1 } });
  });

  it('counts a review read in one establishment in the network’s unread', async () => {
    const [bruno] = (await list(owner, `locations=${second.id}`)).items;
    const read = await injectAs(app, owner, { method: 'PATCH', url: `/api/reviews/private/${bruno.id}/read?location=${second.id}` });
    expect(read.statusCode).toBe(200);
    expect((await list(owner, 'location=all')).counts.unread).toBe(4);
    expect(await cards('location=all&unread=true')).not.toContain(`Bruno@${second.name}`);
  });

  it('shows a manager narrowed to one establishment only its reviews with location=all', async () => {
    const manager = await signUpOwner(app);
    const { db } = app.database;
    await db
      .insert(organizationMembers)
      .values({ organizationId: owner.listing.organizationId, userId: manager.user.id, role: 'manager', allLocations: false });
    await db
      .insert(memberLocations)
      .values({ organizationId: owner.listing.organizationId, userId: manager.user.id, locationId: second.id });
    const page = await list(manager, 'location=all');
    expect(page.items.map((review) => review.authorName)).toEqual(['Bruno', 'Denis']);
    expect(page.counts.all).toBe(2);
    const refused = await injectAs(app, manager, { method: 'GET', url: `/api/reviews/private?locations=${first.id},${second.id}` });
    expect(refused.json()).toMatchObject({ statusCode: 404, code: 'LOCATION_NOT_FOUND' });
  });

  it.each(['asOf=-1', 'asOf=abc', 'asOf=1.5', 'asOf=2147483648'])('refuses %s with 400', async (query) => {
    const response = await injectAs(app, owner, { method: 'GET', url: `/api/reviews/private?location=all&${query}` });
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
  });

  // Last: they add reviews.
  describe('paging while reviews arrive', () => {
    /** The network's pages of two, read one after the other, with a review arriving in `arriving` between pages 1 and 2. */
    async function pagesWhileArriving(sort: string, arriving: Parameters<typeof addReviews>[2][number]) {
      const one = await list(owner, `location=all&sort=${sort}&pageSize=2&page=1`);
      expect(one.asOf).toEqual(expect.any(Number));
      await addReviews(app, second.id, [arriving]);
      const two = await list(owner, `location=all&sort=${sort}&pageSize=2&page=2&asOf=${one.asOf}`);
      const three = await list(owner, `location=all&sort=${sort}&pageSize=2&page=3&asOf=${one.asOf}`);
      return { one, two, three, names: [one, two, three].flatMap((page) => page.items.map((review) => review.authorName)) };
    }

    it('neither repeats nor skips a review when a newer one arrives after page 1 was read', async () => {
      const before = (await list(owner, 'location=all')).items.map((review) => review.authorName);
      const { one, two, three, names } = await pagesWhileArriving('newest', {
        authorName: 'Nouvelle',
        rating: 5,
        date: new Date(now),
      });
      // Exactly the five reviews there were, in order, once each: the newcomer waits for page 1 to be read again.
      expect(names).toEqual(before);
      expect([two.asOf, three.asOf]).toEqual([one.asOf, one.asOf]);
      expect([one.total, two.total, three.total]).toEqual([5, 5, 5]);
      // Without the bound, page 2 would show page 1's last review again: what the bound is for.
      const unbounded = await list(owner, 'location=all&pageSize=2&page=2');
      expect(unbounded.items[0].authorName).toBe(one.items[1].authorName);
      // Page 1 read again takes the newcomer in, with a later bound.
      const again = await list(owner, 'location=all&pageSize=2');
      expect(again.items[0]).toMatchObject({ authorName: 'Nouvelle', location: second });
      expect(again.asOf).toBeGreaterThan(one.asOf!);
      expect(again.total).toBe(6);
    });

    it('keeps its pages on a sort by rating when a review arrives in their middle', async () => {
      const before = (await list(owner, 'location=all&sort=lowest')).items.map((review) => review.authorName);
      expect(before[0]).toBe('Bruno');
      const { names } = await pagesWhileArriving('lowest', { authorName: 'Grincheux', rating: 1, date: new Date(now - 10 * DAY) });
      expect(names).toEqual(before);
      expect((await list(owner, 'location=all&sort=lowest&pageSize=2')).items.map((review) => review.authorName)).toContain('Grincheux');
    });

    it('totals the unanswered 1–2 star reviews from the roll-ups, a later page over its bound', async () => {
      const query = 'location=all&ratings=1,2&answered=false&pageSize=1';
      const scanned = async () => {
        const [row] = await app.database.db
          .select({ total: count() })
          .from(reviews)
          .where(
            and(inArray(reviews.listingId, [first.id, second.id]), inArray(reviews.reviewRate, [1, 2]), isNull(reviews.responseContent)),
          );
        return row.total;
      };
      const one = await list(owner, query);
      expect(one.total).toBeGreaterThan(1);
      expect(one.total).toBe(await scanned());
      await addReviews(app, first.id, [{ authorName: 'Tardif', rating: 2, date: new Date(now - 5 * DAY), content: 'Froid.' }]);
      const two = await list(owner, `${query}&page=2&asOf=${one.asOf}`);
      expect(two.total).toBe(one.total);
      const again = await list(owner, query);
      expect(again.total).toBe(one.total + 1);
      expect(again.total).toBe(await scanned());
    });
  });
});
