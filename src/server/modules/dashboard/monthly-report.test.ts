import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import type { DashboardSummary } from '../../../shared/api/dashboard';
import { monthRange, pastMonths } from '../../../shared/api/monthly-report';
import { reviews, subscriptions } from '../../db/schema';
import { buildTestApp, databaseOverrides, testDatabases } from '../../test-helpers';
import { injectAs } from '../../test-emulator';
import { addReviews, syncedOwner } from '../reviews/test-listing';
import { reportFormat } from './report-texts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The PDF's text, page by page, its spaces (no-break ones included) made plain. */
async function textOf(pdf: Buffer): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: false });
  return text.map((page) => page.replace(/[\s\u00a0\u202f]+/g, ' '));
}

describe("the report's words for numbers, dates and months", () => {
  it('writes them as each language does', () => {
    const fr = reportFormat('fr');
    expect([fr.rating(4.33), fr.percent(0.333), fr.signed(-1.17, 1), fr.duration(20), fr.duration(50), fr.duration(0.5)]).toEqual([
      '4,3',
      '33\u00a0%',
      '−1,2',
      '20 h',
      '2 j',
      '< 1 h',
    ]);
    expect([fr.date(new Date('2026-10-01T12:00:00Z')), fr.month('2026-07'), fr.shortMonth('2026-06'), fr.shortMonth('2026-07')]).toEqual([
      '1er octobre 2026',
      'juillet 2026',
      'juin',
      'juil.',
    ]);
    const en = reportFormat('en');
    expect([en.rating(4.33), en.percent(0.333), en.date(new Date('2026-10-01T12:00:00Z')), en.shortMonth('2026-09')]).toEqual([
      '4.3',
      '33%',
      'October 1, 2026',
      'Sep',
    ]);
    expect(reportFormat('es').month('2026-02')).toBe('febrero 2026');
  });
});

// Both engines: the month's bounds are parameters of the dashboard's prepared statements, which each driver encodes.
describe.each(testDatabases())('GET /api/dashboards/private/report on %s', (_engine, database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof syncedOwner>>;
  // Two months before the one of now: always past and always within the dashboard's twelve-month chart, even if the
  // month turns during the run.
  const month = pastMonths(new Date(), 2)[1];
  const { from, to } = monthRange(month);
  const at = (day: number, hour = 12) => new Date(from.getTime() + (day - 1) * DAY + hour * HOUR);
  const answered = (date: Date, hours: number) => ({ date: new Date(date.getTime() + hours * HOUR), content: 'Merci !' });
  const report = (query: string, who = owner) => injectAs(app, who, { method: 'GET', url: `/api/dashboards/private/report?${query}` });

  beforeAll(async () => {
    app = await buildTestApp(databaseOverrides(database));
    owner = await syncedOwner(app, 'https://maps.app.goo.gl/MonthlyReport');
    await app.database.db.delete(reviews).where(eq(reviews.listingId, owner.listing.id));
    await addReviews(app, owner.listing.id, [
      // The month: 5, 5, 4, 3, 2, 1 stars; two answered, after 10 and 30 hours.
      {
        authorName: 'Anne Martin',
        rating: 5,
        date: at(3),
        content: 'Parfait, le meilleur pain du quartier.',
        response: answered(at(3), 10),
      },
      { authorName: 'Élodie Roux', rating: 5, date: at(9), content: 'Très bon accueil, croissants dorés à souhait.' },
      { authorName: 'Bruno Lefèvre', rating: 4, date: at(12), content: 'Bon pain.', response: answered(at(12), 30) },
      { authorName: 'Denis Caron', rating: 2, date: at(20), content: 'Bof, trop cher pour ce que c’est.' },
      { authorName: 'Chloé Bernard', rating: 1, date: at(25), content: 'Attente interminable et pas propre.' },
      // The month's last minute: still the month.
      { authorName: 'Hugo Petit', rating: 3, date: new Date(to.getTime() - 60_000), content: null },
      // The month before: 5 and 4 stars, none answered.
      { authorName: 'Fanny Morel', rating: 5, date: new Date(from.getTime() - 5 * DAY), content: 'Parfait.' },
      { authorName: 'Gilles Henry', rating: 4, date: new Date(from.getTime() - 10 * DAY), content: 'Bien.' },
      // The month after starts at midnight UTC on the 1st: not this month's.
      { authorName: 'Iris Lenoir', rating: 1, date: to, content: 'Hors du mois, à ne pas citer.' },
    ]);
  });
  afterAll(() => app.close());

  it("writes the month's figures, equal to the dashboard's for that month, its charts' values and its quotes", async () => {
    const summary = await injectAs(app, owner, { method: 'GET', url: '/api/dashboards/private/summary?period=365d' });
    const dashboardMonth = (summary.json() as DashboardSummary).monthly.find((row) => row.month === month)!;
    // The dashboard's chart counts the month the report covers: six reviews averaging 3.33.
    expect(dashboardMonth).toEqual({ month, averageRating: 3.33, count: 6 });

    const response = await report(`month=${month}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="bonavis-rapport-${month}.pdf"`);
    const [first, second, ...more] = await textOf(response.rawPayload);
    expect(more).toEqual([]);
    const monthName = new Intl.DateTimeFormat('fr', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(from);

    expect(first).toContain(owner.listing.name);
    expect(first).toContain(`Rapport mensuel — ${monthName}`);
    // The cards: the dashboard's average (3.33) as the dashboard shows it, the count, the response rate, the median.
    expect(first).toContain('Note moyenne 3,3 / 5');
    expect(first).toContain(`${dashboardMonth.averageRating!.toFixed(1).replace('.', ',')} / 5`);
    expect(first).toMatch(new RegExp(`Nouveaux avis ${dashboardMonth.count} \\+4 vs`));
    expect(first).toContain('Taux de réponse 33 % +33 pts vs');
    expect(first).toContain('Délai médian de réponse 20 h');
    // Against the month before: 4.5 then, 3.3 now.
    expect(first).toContain('−1,2 vs');
    // The distribution: count and share of each rating, 5 stars first.
    expect(first).toMatch(/5 ★ 2 · 33 % 4 ★ 1 · 17 % 3 ★ 1 · 17 % 2 ★ 1 · 17 % 1 ★ 1 · 17 %/);
    // The footer says where the reviews come from.
    expect(first).toContain(`Source : les avis Google publics de ${owner.listing.name}`);

    expect(second).toContain('Anne Martin');
    expect(second).toContain('Parfait, le meilleur pain du quartier.');
    expect(second).toContain('Attente interminable et pas propre.');
    expect(second).not.toContain('Hors du mois');
  });

  it("speaks the language asked for, the interface's", async () => {
    const response = await report(`month=${month}&language=en`);
    expect(response.statusCode).toBe(200);
    const [first] = await textOf(response.rawPayload);
    expect(first).toContain('Monthly report');
    expect(first).toContain('Average rating 3.3 / 5');
    expect(first).toContain('Response rate 33%');
  });

  it.each([
    ['no month', '', { month: 'validation.reportMonth.invalid' }],
    ['a malformed month', 'month=2026-13', { month: 'validation.reportMonth.invalid' }],
    ['a text', 'month=octobre', { month: 'validation.reportMonth.invalid' }],
    ['a month before 2000', 'month=1999-12', { month: 'validation.reportMonth.tooOld' }],
    ['a month not over yet', 'month=2999-01', { month: 'validation.reportMonth.notPast' }],
    ['an unknown language', `month=${month}&language=de`, { language: 'validation.invalid' }],
  ])('refuses %s with 400', async (_case, query, fields) => {
    const response = await report(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields });
  });

  it('refuses an account without access, as the dashboard does (402)', async () => {
    const lapsed = await syncedOwner(app, 'https://maps.app.goo.gl/MonthlyReportLapsed');
    await app.database.db.insert(subscriptions).values({
      userId: lapsed.user.id,
      status: 'CANCELLED',
      planPeriod: 'MONTHLY',
      stripeSubscriptionId: `sub_report_${lapsed.user.id}`,
      stripeCustomerId: `cus_report_${lapsed.user.id}`,
    });
    const summary = await injectAs(app, lapsed, { method: 'GET', url: '/api/dashboards/private/summary' });
    const response = await report(`month=${month}`, lapsed);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ code: 'PREMIUM_REQUIRED' });
    expect(summary.statusCode).toBe(402);
  });
});
