import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { PERIOD_DAYS, periodStart } from '../../../shared/api/reviews';
import { reviews } from '../../db/schema';
import { buildTestApp, testDatabases } from '../../test-helpers';
import { injectAs } from '../../test-emulator';
import { addReviews, syncedOwner } from './test-listing';

const DAY = 24 * 60 * 60 * 1000;

// Both engines: the list's prepared queries pass arrays, dates and patterns as parameters, which each driver encodes its own way.
describe.each(testDatabases())('GET /api/reviews/private: the inbox on a known listing, on %s', (_engine, database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof syncedOwner>>;
  /** The suite's clock, one instant read once: the reviews are dated from it and the server dates its periods from it. */
  let now: number;
  const list = async (query: string) => {
    const response = await injectAs(app, owner, { method: 'GET', url: `/api/reviews/private?${query}` });
    expect(response.statusCode).toBe(200);
    return response.json() as {
      items: { authorName: string; reviewRate: number }[];
      total: number;
      page: number;
      counts: Record<string, unknown>;
    };
  };
  const authors = async (query: string) => (await list(query)).items.map((review) => review.authorName);

  beforeAll(async () => {
    app = await buildTestApp(database.kind === 'postgres' ? { DATABASE_URL: database.url } : {});
    // A period is whole UTC days: on the real clock, a midnight between the test's "now" and the server's would move
    // the period's first day by one.
    now = Date.now();
    const service = app.reviews;
    app.reviews = { ...service, list: (listing, filters) => service.list(listing, filters, now) };
    owner = await syncedOwner(app, 'https://maps.app.goo.gl/InboxKnown');
    // Only the reviews below: each filter's expected answer is known.
    await app.database.db.delete(reviews).where(eq(reviews.listingId, owner.listing.id));
    await addReviews(app, owner.listing.id, [
      { authorName: 'Anne', rating: 5, date: new Date(now - 1 * DAY), content: 'La crème brûlée était parfaite.' },
      { authorName: 'Bruno', rating: 1, date: new Date(now - 2 * DAY), content: 'Attente interminable, personne ne répond.' },
      {
        authorName: 'Chloé',
        rating: 2,
        date: new Date(now - 40 * DAY),
        content: 'Pas propre du tout.',
        response: { date: new Date(now), content: 'Merci Chloé.' },
      },
      { authorName: 'Denis', rating: 4, date: new Date(now - 100 * DAY), content: 'Bon pain, un peu cher.' },
      { authorName: 'Élodie', rating: 3, date: new Date(now - 400 * DAY), content: null },
    ]);
  });
  afterAll(() => app.close());

  it('sorts newest, oldest, lowest and highest first', async () => {
    expect(await authors('sort=newest')).toEqual(['Anne', 'Bruno', 'Chloé', 'Denis', 'Élodie']);
    expect(await authors('sort=oldest')).toEqual(['Élodie', 'Denis', 'Chloé', 'Bruno', 'Anne']);
    expect(await authors('sort=lowest')).toEqual(['Bruno', 'Chloé', 'Élodie', 'Denis', 'Anne']);
    expect(await authors('sort=highest')).toEqual(['Anne', 'Denis', 'Élodie', 'Chloé', 'Bruno']);
  });

  it('filters by several ratings, answered or not, unread, and period', async () => {
    expect(await authors('ratings=1,2')).toEqual(['Bruno', 'Chloé']);
    expect(await authors('ratings=1,2&answered=false')).toEqual(['Bruno']);
    expect(await authors('answered=true')).toEqual(['Chloé']);
    expect(await authors('period=7d')).toEqual(['Anne', 'Bruno']);
    expect(await authors('period=90d')).toEqual(['Anne', 'Bruno', 'Chloé']);
    expect(await authors('period=365d')).toHaveLength(4);
    expect(await authors('period=all')).toHaveLength(5);
    expect(await authors('unread=true')).toHaveLength(5);
  });

  it('searches text and author without regard to case or accents', async () => {
    expect(await authors('q=creme')).toEqual(['Anne']);
    expect(await authors('q=CRÈME%20BRULEE')).toEqual(['Anne']);
    expect(await authors('q=elodie')).toEqual(['Élodie']);
    // % and _ are literal characters, not wildcards.
    expect(await authors('q=%25')).toEqual([]);
    expect(await authors('q=_')).toEqual([]);
  });

  it('combines every kind of filter with a search, and counts the total it shows', async () => {
    expect(await authors('q=attente&ratings=1,2&answered=false&unread=true&period=30d&sort=lowest')).toEqual(['Bruno']);
    const page = await list('q=pain&ratings=4,5&answered=false&period=365d');
    expect(page.items.map((review) => review.authorName)).toEqual(['Denis']);
    expect(page.total).toBe(1);
    expect(page.counts).toEqual({
      all: 1,
      unread: 1,
      answered: 0,
      unanswered: 1,
      removed: 0,
      byRating: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 0 },
      bySource: { google: 1, thefork: 0, tripadvisor: 0, facebook: 0 },
    });
  });

  it('counts what each filter would show, within the period and search', async () => {
    const page = await list('ratings=5&period=90d');
    expect(page.total).toBe(1);
    expect(page.counts).toEqual({
      all: 3,
      unread: 3,
      answered: 1,
      unanswered: 2,
      removed: 0,
      byRating: { 1: 1, 2: 1, 3: 0, 4: 0, 5: 1 },
      bySource: { google: 3, thefork: 0, tripadvisor: 0, facebook: 0 },
    });
  });

  it('pages without overlap and gives the last page for a page past the end', async () => {
    const first = await list('pageSize=2&page=1');
    const second = await list('pageSize=2&page=2');
    const third = await list('pageSize=2&page=3');
    const names = [...first.items, ...second.items, ...third.items].map((review) => review.authorName);
    expect(new Set(names).size).toBe(5);
    const beyond = await list('pageSize=2&page=99');
    expect(beyond.page).toBe(3);
    expect(beyond.items.map((review) => review.authorName)).toEqual(third.items.map((review) => review.authorName));
    // Counted apart when the asked page is empty, and the same figures.
    expect(beyond.counts).toEqual(first.counts);
  });

  it.each([
    'ratings=0',
    'ratings=1,,2',
    'ratings=1,2,3,4,5,1',
    'period=2y',
    'sort=random',
    `q=${'a'.repeat(101)}`,
    'answered=maybe',
    'removed=maybe',
    'removed=true',
    // Twice: an array where one value is expected.
    'removed=yes&removed=no',
  ])('refuses %s with 400 and a field message', async (query) => {
    const response = await injectAs(app, owner, { method: 'GET', url: `/api/reviews/private?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields: expect.any(Object) });
  });

  it('stores the themes and sentiment worked out at ingestion', async () => {
    // This listing's Bruno: on PostgreSQL other suites share the database, and another suite has a Bruno too.
    const [bruno] = await app.database.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.listingId, owner.listing.id), eq(reviews.authorName, 'Bruno')));
    expect(bruno.sentiment).toBe('negative');
    expect(bruno.themes).toEqual(expect.arrayContaining([{ theme: 'waiting', polarity: 'negative' }]));
  });

  // Last: it adds two reviews to the listing.
  it("counts a period from its first day's first minute, as the list filters it", async () => {
    const first = periodStart(PERIOD_DAYS['30d'], new Date(now)).getTime();
    await addReviews(app, owner.listing.id, [
      { authorName: 'Inside', rating: 5, date: new Date(first + 60_000) },
      { authorName: 'Outside', rating: 5, date: new Date(first - 60_000) },
    ]);
    const page = await list('period=30d');
    expect(page.items.map((review) => review.authorName)).toEqual(['Anne', 'Bruno', 'Inside']);
    expect(page.total).toBe(3);
    expect(page.counts).toMatchObject({ all: 3, byRating: { 1: 1, 2: 0, 3: 0, 4: 0, 5: 2 } });
  });
});
