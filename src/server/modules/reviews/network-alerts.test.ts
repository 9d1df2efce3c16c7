import type { FastifyInstance } from 'fastify';
import { inArray } from 'drizzle-orm';
import { reviews } from '../../db/schema';
import type { ReviewAlerts } from '../../../shared/api/review-integrity';
import { DAY_MS } from '../../../shared/constants';
import { buildTestApp } from '../../test-helpers';
import { injectAs } from '../../test-emulator';
import { addReviews, syncedOwner } from './test-listing';
import { narrowedManager, ownerOfEstablishments, type Place } from './test-network';

const HOUR_MS = 3_600_000;

describe('GET /api/reviews/private/alerts across establishments', () => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerOfEstablishments>>['owner'];
  /** Three establishments: A with two waves (20 and 5 days ago), B with one (10 days ago), C with none. */
  let a: Place;
  let b: Place;
  let c: Place;
  const now = Date.now();

  const alerts = async (user: { idToken: string }, query: string) => {
    const response = await injectAs(app, user, { method: 'GET', url: `/api/reviews/private/alerts?${query}` });
    expect(response.statusCode).toBe(200);
    return response.json() as ReviewAlerts;
  };
  /** Each wave as its establishment and the day its last review was written, in the answer's order. */
  const wavesOf = (answer: ReviewAlerts) =>
    answer.waves.map((wave) => `${wave.location.name} ${Math.round((now - Date.parse(wave.to)) / DAY_MS)}d`);
  /** Each removed review as its author and its establishment, in the answer's order. */
  const removalsOf = (answer: ReviewAlerts) => answer.removals.map((review) => `${review.authorName}@${review.location.name}`);

  /** Three one-star reviews in 20 hours, the last `daysAgo` days ago: a wave for a place with no low review before. */
  const wave = (place: Place, daysAgo: number) =>
    addReviews(
      app,
      place.id,
      [20, 10, 0].map((hours) => ({ rating: 1, content: null, date: new Date(now - daysAgo * DAY_MS - hours * HOUR_MS) })),
    );

  /** A review of `place` the source stopped showing `daysAgo` days ago. */
  async function removed(place: Place, authorName: string, daysAgo: number) {
    const [row] = await addReviews(app, place.id, [{ authorName, rating: 5, date: new Date(now - 60 * DAY_MS) }]);
    await app.database.db
      .update(reviews)
      .set({ removedAt: new Date(now - daysAgo * DAY_MS) })
      .where(inArray(reviews.id, [row.id]));
  }

  beforeAll(async () => {
    app = await buildTestApp();
    ({
      owner,
      places: [a, b, c],
    } = await ownerOfEstablishments(app, [
      'https://maps.app.goo.gl/NetworkAlertsFirst',
      'https://maps.app.goo.gl/NetworkAlertsSecond',
      'https://maps.app.goo.gl/NetworkAlertsThird',
    ]));
    await wave(a, 20);
    await wave(b, 10);
    await wave(a, 5);
    await removed(a, 'Anne', 3);
    await removed(c, 'Chloé', 1);
    await removed(b, 'Bruno', 2);
    // Removed before the alerts' 30 days: in no answer.
    await removed(c, 'Denis', 40);
  });
  afterAll(() => app.close());

  it("gives every establishment's waves and removals together, the latest first, each naming its establishment", async () => {
    const answer = await alerts(owner, 'location=all');
    expect(wavesOf(answer)).toEqual([`${a.name} 5d`, `${b.name} 10d`, `${a.name} 20d`]);
    expect(answer.waves.map((found) => found.location)).toEqual([a, b, a]);
    expect(answer.waves.map((found) => [found.reviews.length, found.withoutText])).toEqual([
      [3, 3],
      [3, 3],
      [3, 3],
    ]);
    expect(removalsOf(answer)).toEqual([`Chloé@${c.name}`, `Bruno@${b.name}`, `Anne@${a.name}`]);
    expect(answer.reportUrl).toBe('https://support.google.com/business/workflow/9945796');
    // The same through the list of ids, in any order; some of them, listed or grouped, theirs only.
    expect(await alerts(owner, `locations=${c.id},${b.id},${a.id}`)).toEqual(answer);
    const two = await alerts(owner, `locations=${b.id},${c.id}`);
    expect(wavesOf(two)).toEqual([`${b.name} 10d`]);
    expect(removalsOf(two)).toEqual([`Chloé@${c.name}`, `Bruno@${b.name}`]);
    const group = await injectAs(app, owner, {
      method: 'POST',
      url: '/api/groups/private',
      payload: { name: 'Rive gauche', locations: [b.id, c.id] },
    });
    expect(group.statusCode).toBe(201);
    expect(await alerts(owner, `group=${group.json().id}`)).toEqual(two);
  });

  it("names the establishment on one establishment's alerts too, otherwise as before: its waves oldest first", async () => {
    const answer = await alerts(owner, `location=${a.id}`);
    expect(wavesOf(answer)).toEqual([`${a.name} 20d`, `${a.name} 5d`]);
    expect(Object.keys(answer.waves[0]).sort()).toEqual(['expected', 'from', 'location', 'reviews', 'to', 'withoutText']);
    expect(answer.removals).toEqual([
      expect.objectContaining({ authorName: 'Anne', reviewRate: 5, location: a, removedAt: new Date(now - 3 * DAY_MS).toISOString() }),
    ]);
    expect(await alerts(owner, `location=${c.id}`)).toEqual({
      waves: [],
      removals: [expect.objectContaining({ authorName: 'Chloé', location: c })],
      reportUrl: answer.reportUrl,
    });
  });

  it('shows a manager narrowed to some establishments only theirs, and refuses the others as not found', async () => {
    const manager = await narrowedManager(app, owner.listing.organizationId, [b, c]);
    const answer = await alerts(manager, 'location=all');
    expect(wavesOf(answer)).toEqual([`${b.name} 10d`]);
    expect(removalsOf(answer)).toEqual([`Chloé@${c.name}`, `Bruno@${b.name}`]);
    for (const query of [`locations=${a.id},${b.id}`, `location=${a.id}`]) {
      const refused = await injectAs(app, manager, { method: 'GET', url: `/api/reviews/private/alerts?${query}` });
      expect(refused.json()).toMatchObject({ statusCode: 404, code: 'LOCATION_NOT_FOUND' });
    }
  });

  it("answers another organisation's establishment, and a group that is not the owner's, as not found", async () => {
    const stranger = await syncedOwner(app, 'https://maps.app.goo.gl/NetworkAlertsStranger', { trial: true });
    for (const query of [
      `locations=${a.id},${stranger.listing.id}`,
      `locations=${stranger.listing.id}`,
      `location=${stranger.listing.id}`,
    ]) {
      const refused = await injectAs(app, owner, { method: 'GET', url: `/api/reviews/private/alerts?${query}` });
      expect(refused.json()).toMatchObject({ statusCode: 404, code: 'LOCATION_NOT_FOUND' });
    }
    const group = await injectAs(app, owner, { method: 'GET', url: '/api/reviews/private/alerts?group=2147483647' });
    expect(group.json()).toMatchObject({ statusCode: 404, code: 'GROUP_NOT_FOUND' });
  });
});
