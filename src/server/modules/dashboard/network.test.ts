import type { FastifyInstance } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import type { DashboardSummary, EstablishmentRanking } from '../../../shared/api/dashboard';
import { listings, memberLocations, organizationMembers, reviews, users } from '../../db/schema';
import { buildTestApp, testDatabases } from '../../test-helpers';
import { injectAs, signUpOwner } from '../../test-emulator';
import { addReviews, syncedOwner } from '../reviews/test-listing';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

type ScannedReview = {
  listingId: number;
  reviewRate: number;
  date: Date;
  responseContent: string | null;
  responseDate: Date | null;
  removedAt: Date | null;
};

/** What a plain scan of the reviews says of a period, with nothing of the roll-ups. */
function scanned(rows: ScannedReview[], from: Date | null, to: Date) {
  const inPeriod = rows.filter((review) => (from === null || review.date >= from) && review.date < to);
  const average = inPeriod.length ? inPeriod.reduce((sum, review) => sum + review.reviewRate, 0) / inPeriod.length : null;
  const hours = inPeriod
    .filter((review) => review.responseDate !== null)
    .map((review) => (review.responseDate!.getTime() - review.date.getTime()) / HOUR)
    .sort((a, b) => a - b);
  const middle = Math.floor(hours.length / 2);
  const median = hours.length === 0 ? null : hours.length % 2 ? hours[middle] : (hours[middle - 1] + hours[middle]) / 2;
  return {
    averageRating: average === null ? null : round(average, 2),
    reviews: inPeriod.length,
    responseRate: inPeriod.length ? round(inPeriod.filter((review) => review.responseContent !== null).length / inPeriod.length, 4) : null,
    medianResponseHours: median === null ? null : round(median, 1),
    unansweredNegative: inPeriod.filter((review) => review.reviewRate <= 2 && review.responseContent === null && review.removedAt === null)
      .length,
    distribution: [1, 2, 3, 4, 5].map((rating) => ({ rating, count: inPeriod.filter((review) => review.reviewRate === rating).length })),
    byMonth: (month: string) => {
      const ofMonth = rows.filter((review) => review.date.toISOString().slice(0, 7) === month);
      const sum = ofMonth.reduce((total, review) => total + review.reviewRate, 0);
      return { month, count: ofMonth.length, averageRating: ofMonth.length ? round(sum / ofMonth.length, 2) : null };
    },
  };
}

/** The change of an average, as the ranking gives it: none unless both periods have one. */
const changeOf = (current: number | null, previous: number | null) =>
  current === null || previous === null ? null : round(current - previous, 2);

/** A cell a spreadsheet would run: a formula's first character after spaces, other than a number's sign. */
const startsAFormula = (cell: string) => /^ *[=+\-@]/.test(cell) && !/^-?\d/.test(cell);

describe.each(testDatabases())('the network dashboard, on %s', (_engine, database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof syncedOwner>>;
  /** Three establishments of one organisation: a busy one, a struggling one, and one whose only review moved. */
  let busy: number;
  let struggling: number;
  let quiet: number;

  const get = async (url: string, as: { idToken: string } = owner) => {
    const response = await injectAs(app, as, { method: 'GET', url: `/api/dashboards/private/${url}` });
    expect(response.statusCode).toBe(200);
    return response;
  };
  const ranking = async (period = '30d', scope = 'location=all', as?: { idToken: string }) =>
    (await get(`locations?period=${period}&${scope}`, as)).json() as EstablishmentRanking;
  const networkSummary = async (period = '30d', scope = 'location=all') =>
    (await get(`summary?period=${period}&${scope}`)).json() as DashboardSummary;
  const scan = async () =>
    app.database.db
      .select({
        listingId: reviews.listingId,
        reviewRate: reviews.reviewRate,
        date: reviews.date,
        responseContent: reviews.responseContent,
        responseDate: reviews.responseDate,
        removedAt: reviews.removedAt,
      })
      .from(reviews)
      .where(inArray(reviews.listingId, [busy, struggling, quiet]));

  beforeAll(async () => {
    app = await buildTestApp(database.kind === 'postgres' ? { DATABASE_URL: database.url } : {});
    owner = await syncedOwner(app, 'https://maps.app.goo.gl/NetworkBusy', { trial: true });
    busy = owner.listing.id;
    const add = async (url: string) => {
      const added = await injectAs(app, owner, { method: 'POST', url: '/api/locations/private', payload: { url } });
      expect(added.statusCode).toBe(201);
      return (added.json() as { id: number }).id;
    };
    struggling = await add('https://maps.app.goo.gl/NetworkStruggling');
    quiet = await add('https://maps.app.goo.gl/NetworkQuiet');
    await app.sync.idle();
    await app.database.db.delete(reviews).where(inArray(reviews.listingId, [busy, struggling, quiet]));

    const answered = (date: Date, hours: number) => ({ date: new Date(date.getTime() + hours * HOUR), content: 'Merci !' });
    const [a, b, c, d] = [ago(2 * DAY), ago(6 * DAY), ago(9 * DAY), ago(20 * DAY)];
    await addReviews(app, busy, [
      // This period: six reviews, four answered (after 3, 5, 12 and 30 hours), a 1-star one left unanswered.
      { rating: 5, date: a, response: answered(a, 3) },
      { rating: 5, date: b, response: answered(b, 5) },
      { rating: 5, date: c, response: answered(c, 12) },
      { rating: 4, date: d, response: answered(d, 30) },
      { rating: 4, date: ago(12 * DAY) },
      { rating: 1, date: ago(1 * DAY), content: 'Attente interminable.' },
      // The 30 days before, and long ago.
      { rating: 3, date: ago(40 * DAY), response: answered(ago(40 * DAY), 1) },
      { rating: 2, date: ago(200 * DAY) },
    ]);
    const [removed] = await addReviews(app, struggling, [
      // Found removed later: still one of the period's reviews (the dashboard's average counts it), nothing to answer.
      { rating: 1, date: ago(4 * DAY), content: 'Nul.' },
      { rating: 2, date: ago(3 * DAY), content: 'Bof.', response: answered(ago(3 * DAY), 50) },
      { rating: 1, date: ago(5 * DAY), content: 'Jamais plus.' },
      { rating: 5, date: ago(35 * DAY) },
    ]);
    await app.database.db
      .update(reviews)
      .set({ removedAt: ago(DAY) })
      .where(eq(reviews.id, removed.id));
    const [moved, movedOut] = await addReviews(app, quiet, [
      { rating: 3, date: ago(45 * DAY) },
      { rating: 1, date: ago(2 * DAY) },
    ]);
    // Edited by its author: one review moves into this period (and another month) with a new rating, another out of it.
    await app.database.db
      .update(reviews)
      .set({ date: ago(3 * DAY), reviewRate: 5 })
      .where(eq(reviews.id, moved.id));
    await app.database.db
      .update(reviews)
      .set({ date: ago(70 * DAY) })
      .where(eq(reviews.id, movedOut.id));
  });
  afterAll(() => app.close());

  it('ranks each establishment with the figures a scan of its reviews gives, best average first', async () => {
    const answer = await ranking('30d');
    const rows = await scan();
    const from = new Date(answer.range.from!);
    const to = new Date(answer.range.to);
    const previousFrom = new Date(from.getTime() - 30 * DAY);
    expect(answer.items.map((item) => item.locationId)).toEqual([quiet, busy, struggling]);
    for (const item of answer.items) {
      const own = rows.filter((review) => review.listingId === item.locationId);
      const current = scanned(own, from, to);
      const previous = scanned(own, previousFrom, from);
      expect(item).toMatchObject({
        averageRating: current.averageRating,
        reviews: current.reviews,
        responseRate: current.responseRate,
        medianResponseHours: current.medianResponseHours,
        unansweredNegative: current.unansweredNegative,
        change: changeOf(current.averageRating, previous.averageRating),
      });
      expect(item.sparkline).toHaveLength(12);
      for (const month of item.sparkline) expect(month).toEqual(current.byMonth(month.month));
    }
  });

  it('writes the hand-counted figures and bands', async () => {
    const { items } = await ranking('30d');
    const byId = new Map(items.map((item) => [item.locationId, item]));
    // Busy: (5 + 5 + 5 + 4 + 4 + 1) / 6; median of 3, 5, 12, 30 hours; the 40-day-old 3 stars before.
    expect(byId.get(busy)).toMatchObject({
      averageRating: 4,
      reviews: 6,
      change: 1,
      responseRate: 0.6667,
      medianResponseHours: 8.5,
      unansweredNegative: 1,
      band: 'good',
    });
    // Struggling: the removed review counts in the average, not among those left to answer.
    expect(byId.get(struggling)).toMatchObject({ averageRating: 1.33, reviews: 3, unansweredNegative: 1, band: 'poor', change: -3.67 });
    // Quiet: its only review of the period came in by an edit, with its new rating.
    expect(byId.get(quiet)).toMatchObject({ averageRating: 5, reviews: 1, responseRate: 0, medianResponseHours: null, band: 'excellent' });
  });

  it("weighs the network's average by reviews, and its other cards are the scan of all its reviews", async () => {
    const summary = await networkSummary('30d');
    const rows = await scan();
    const current = scanned(rows, new Date(summary.range.from!), new Date(summary.range.to));
    // 10 reviews: (24 + 4 + 5) / 10, where the average of the three averages would be (4 + 1.33 + 5) / 3.
    expect(summary.figures.averageRating.current).toBe(3.3);
    expect(summary.figures).toMatchObject({
      averageRating: { current: current.averageRating },
      newReviews: { current: current.reviews },
      responseRate: { current: current.responseRate },
      medianResponseHours: { current: current.medianResponseHours },
      removedReviews: { current: 1 },
      totalReviews: rows.length,
    });
    expect(summary.establishments?.map((place) => place.locationId).sort()).toEqual([busy, struggling, quiet].sort());
    expect(summary.distribution).toEqual(current.distribution);
    for (const month of summary.monthly) expect(month).toEqual(current.byMonth(month.month));
  });

  it('answers the same cards for a list of one as for that establishment, and compares with the period before', async () => {
    const [listed, one] = await Promise.all([networkSummary('30d', `locations=${busy}`), get(`summary?period=30d&location=${busy}`)]);
    expect(listed.figures).toEqual({ ...(one.json() as DashboardSummary).figures });
    expect(listed.establishments).toEqual([{ locationId: busy, name: expect.any(String) }]);
    expect(listed.figures.averageRating).toEqual({ current: 4, previous: 3 });
    // The network's card is the organisation's; its timeline names each event's establishment.
    const network = await networkSummary('90d');
    expect(network.listing).toMatchObject({ address: null, cover: null, url: null, lastSyncAt: expect.any(String) });
    const newest = network.timeline.find((item) => item.title.key === 'newReview');
    expect(newest?.title.values).toMatchObject({ rating: 1, establishment: expect.any(String) });
  });

  it('has no change to show over all time', async () => {
    const { items } = await ranking('all');
    expect(items.map((item) => item.change)).toEqual([null, null, null]);
    expect(items.find((item) => item.locationId === busy)).toMatchObject({ reviews: 8, averageRating: 3.63, band: 'fair' });
    expect(items[0].sparkline).toHaveLength(24);
  });

  it('ranks only the establishments a manager sees: a ranking of one', async () => {
    const manager = await signUpOwner(app);
    const { db } = app.database;
    await db
      .insert(organizationMembers)
      .values({ organizationId: owner.listing.organizationId, userId: manager.user.id, role: 'manager', allLocations: false });
    await db
      .insert(memberLocations)
      .values({ organizationId: owner.listing.organizationId, userId: manager.user.id, locationId: struggling });
    const { items } = await ranking('30d', 'location=all', manager);
    expect(items.map((item) => item.locationId)).toEqual([struggling]);
    const summary = (await get('summary?period=30d&location=all', manager)).json() as DashboardSummary;
    expect(summary.figures.newReviews.current).toBe(3);
    const refused = await injectAs(app, manager, {
      method: 'GET',
      url: `/api/dashboards/private/locations?locations=${busy},${struggling}`,
    });
    expect(refused.json()).toMatchObject({ statusCode: 404, code: 'LOCATION_NOT_FOUND' });
  });

  it('exports the ranking as CSV with either separator, numbers in its decimal mark, and no formula', async () => {
    await app.database.db.update(listings).set({ name: '=HYPERLINK("http://evil.test"), Lyon' }).where(eq(listings.id, struggling));
    const french = await get('locations.csv?period=30d&location=all');
    expect(french.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(french.headers['content-disposition']).toMatch(/^attachment; filename="bonavis-classement-30d-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(french.body.startsWith('\ufeffÉtablissement;Note moyenne;')).toBe(true);
    // Relaxed as a spreadsheet guessing the separator is: quotes honoured only where they open a cell.
    const rows = (csv: string, delimiter: ';' | ',', relaxed = false) =>
      parse(csv.slice(1), { delimiter, relax_quotes: relaxed, relax_column_count: relaxed }) as string[][];
    const [header, ...lines] = rows(french.body, ';');
    expect(header).toHaveLength(8);
    const { items } = await ranking('30d');
    // Quiet, busy, then struggling, whose name would have started a formula.
    expect(lines.map((line) => line[0])).toEqual([items[0].name, items[1].name, `'${items[2].name}`]);
    const busyLine = lines[items.findIndex((item) => item.locationId === busy)];
    expect(busyLine.slice(1)).toEqual(['4', '6', '1', '66,67', '8,5', '1', 'Bon']);
    expect(lines[2].slice(1, 5)).toEqual(['1,33', '3', '-3,67', '33,33']);

    const english = await get('locations.csv?period=30d&location=all&separator=comma&language=en');
    const [englishHeader, ...englishLines] = rows(english.body, ',');
    expect(englishHeader[0]).toBe('Establishment');
    expect(englishLines[2].slice(1, 5)).toEqual(['1.33', '3', '-3.67', '33.33']);
    // Split on the other separator, as a spreadsheet guessing it would, no cell starts a formula either.
    for (const [csv, other] of [
      [french.body, ','],
      [english.body, ';'],
    ] as const) {
      expect(rows(csv, other, true).flat().filter(startsAFormula)).toEqual([]);
    }
    const refused = await injectAs(app, owner, { method: 'GET', url: '/api/dashboards/private/locations.csv?separator=tab' });
    expect(refused.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
  });

  it('asks for the plan on the network as on one establishment', async () => {
    // No plan, and the free trial taken before.
    const unpaid = await syncedOwner(app, 'https://maps.app.goo.gl/NetworkUnpaid');
    await app.database.db.update(users).set({ trialTakenBefore: true }).where(eq(users.id, unpaid.user.id));
    for (const route of ['summary', 'locations', 'locations.csv']) {
      const refused = await injectAs(app, unpaid, { method: 'GET', url: `/api/dashboards/private/${route}?location=all` });
      expect(refused.statusCode).toBe(402);
    }
  });

  // Last: it adds a review.
  it('reads the figures again once a review arrives in any establishment', async () => {
    const before = await ranking('30d');
    expect((await ranking('30d')).items).toEqual(before.items);
    await addReviews(app, quiet, [{ rating: 1, date: ago(HOUR) }]);
    const after = await ranking('30d');
    expect(after.items.find((item) => item.locationId === quiet)).toMatchObject({ reviews: 2, averageRating: 3, unansweredNegative: 1 });
    expect((await networkSummary('30d')).figures.newReviews.current).toBe(11);
  });
});
