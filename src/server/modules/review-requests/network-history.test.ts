import type { FastifyInstance } from 'fastify';
import { requestContacts, reviewRequests } from '../../db/schema';
import { REQUESTS_PAGE_SIZE, type ReviewRequestPage } from '../../../shared/api/review-requests';
import { DAY_MS } from '../../../shared/constants';
import { buildTestApp } from '../../test-helpers';
import { injectAs } from '../../test-emulator';
import { syncedOwner } from '../reviews/test-listing';
import { narrowedManager, ownerOfEstablishments, type Place } from '../reviews/test-network';
import { newToken } from './request-rows';

describe('GET /api/reviews/private/requests across establishments: the network history', () => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerOfEstablishments>>['owner'];
  let a: Place;
  let b: Place;
  let c: Place;
  const now = Date.now();

  const history = async (user: { idToken: string }, query: string) => {
    const response = await injectAs(app, user, { method: 'GET', url: `/api/reviews/private/requests?${query}` });
    expect(response.statusCode).toBe(200);
    return response.json() as ReviewRequestPage;
  };
  /** Each row as its contact and the establishment it names, in the answer's order. */
  const rows = async (query: string, user: { idToken: string } = owner) =>
    (await history(user, query)).items.map((request) => `${request.name}@${request.location.name}`);

  /** A request of `place` to `name`, made `daysAgo` days ago, sent (or refused: no contact, never sent). */
  async function requested(place: Place, name: string, daysAgo: number, status: 'sent' | 'refused' = 'sent') {
    const { db } = app.database;
    const createdAt = new Date(now - daysAgo * DAY_MS);
    const contactId =
      status === 'refused'
        ? null
        : (
            await db
              .insert(requestContacts)
              .values({
                listingId: place.id,
                name,
                email: `${name.toLowerCase()}-${place.id}@exemple.fr`,
                language: 'fr',
                basis: 'customer',
                basisRecordedAt: createdAt,
                lastRequestedAt: createdAt,
              })
              .returning()
          )[0].id;
    await db.insert(reviewRequests).values({
      listingId: place.id,
      contactId,
      name,
      channel: 'email',
      basis: 'customer',
      token: newToken(),
      status,
      refusal: status === 'refused' ? 'UNSUBSCRIBED' : null,
      sentAt: status === 'sent' ? createdAt : null,
      createdAt,
    });
  }

  beforeAll(async () => {
    app = await buildTestApp();
    ({
      owner,
      places: [a, b, c],
    } = await ownerOfEstablishments(app, [
      'https://maps.app.goo.gl/NetworkHistoryFirst',
      'https://maps.app.goo.gl/NetworkHistorySecond',
      'https://maps.app.goo.gl/NetworkHistoryThird',
    ]));
    await requested(a, 'Anne', 1);
    await requested(b, 'Bruno', 2);
    await requested(a, 'Chloé', 3, 'refused');
    await requested(c, 'Denis', 4);
    await requested(b, 'Élodie', 5, 'refused');
    // Older ones, more than a page in all: one a day from 10 to 29 days ago, in A on even days, in C on odd ones.
    for (let day = 10; day < 30; day += 1) await requested(day % 2 ? c : a, `Ancien${day}`, day);
  });
  afterAll(() => app.close());

  it("lists every establishment's requests together, newest first, each naming its establishment, counted together", async () => {
    const page = await history(owner, 'location=all');
    expect(page.items.slice(0, 5).map((request) => [request.name, request.location])).toEqual([
      ['Anne', a],
      ['Bruno', b],
      ['Chloé', a],
      ['Denis', c],
      ['Élodie', b],
    ]);
    expect(page).toMatchObject({ total: 25, page: 1, pageSize: REQUESTS_PAGE_SIZE });
    expect(page.items).toHaveLength(REQUESTS_PAGE_SIZE);
    expect(page.items[0]).toMatchObject({ email: `anne-${a.id}@exemple.fr`, status: 'sent' });
    // The second page: the five oldest, whatever their establishment.
    expect(await rows('location=all&page=2')).toEqual([
      `Ancien25@${c.name}`,
      `Ancien26@${a.name}`,
      `Ancien27@${c.name}`,
      `Ancien28@${a.name}`,
      `Ancien29@${c.name}`,
    ]);
    // The same through the list of ids, in any order.
    expect(await history(owner, `locations=${c.id},${a.id},${b.id}`)).toEqual(page);
  });

  it('filters the network by status, its total counting the scope', async () => {
    const refused = await history(owner, 'location=all&status=refused');
    expect(refused.items.map((request) => `${request.name}@${request.location.name}`)).toEqual([`Chloé@${a.name}`, `Élodie@${b.name}`]);
    expect(refused.total).toBe(2);
    const listed = await history(owner, `locations=${b.id},${c.id}&status=sent`);
    expect(listed.total).toBe(12);
    expect(listed.items.slice(0, 2).map((request) => request.name)).toEqual(['Bruno', 'Denis']);
  });

  it("names the establishment on one establishment's history too, which is otherwise as before", async () => {
    const page = await history(owner, `location=${b.id}`);
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: REQUESTS_PAGE_SIZE });
    expect(page.items.map((request) => [request.name, request.location])).toEqual([
      ['Bruno', b],
      ['Élodie', b],
    ]);
    expect(Object.keys(page.items[0]).sort()).toEqual(
      [
        'basis',
        'channel',
        'createdAt',
        'email',
        'id',
        'location',
        'name',
        'openedAt',
        'phone',
        'refusal',
        'remindedAt',
        'reviewReceivedAt',
        'sendAfter',
        'sentAt',
        'status',
      ].sort(),
    );
  });

  it('shows a manager narrowed to some establishments only theirs, and refuses the others as not found', async () => {
    const manager = await narrowedManager(app, owner.listing.organizationId, [b]);
    expect(await rows('location=all', manager)).toEqual([`Bruno@${b.name}`, `Élodie@${b.name}`]);
    expect((await history(manager, 'location=all')).total).toBe(2);
    for (const query of [`locations=${a.id},${b.id}`, `location=${c.id}`]) {
      const refused = await injectAs(app, manager, { method: 'GET', url: `/api/reviews/private/requests?${query}` });
      expect(refused.json()).toMatchObject({ statusCode: 404, code: 'LOCATION_NOT_FOUND' });
    }
  });

  it("answers another organisation's establishment as not found", async () => {
    const stranger = await syncedOwner(app, 'https://maps.app.goo.gl/NetworkHistoryStranger', { trial: true });
    for (const query of [`locations=${a.id},${stranger.listing.id}`, `location=${stranger.listing.id}`]) {
      const refused = await injectAs(app, owner, { method: 'GET', url: `/api/reviews/private/requests?${query}` });
      expect(refused.json()).toMatchObject({ statusCode: 404, code: 'LOCATION_NOT_FOUND' });
    }
    // And the stranger's own history of everything they see holds none of the owner's.
    expect((await history(stranger, 'location=all')).total).toBe(0);
  });
});
