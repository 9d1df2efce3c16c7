import type { FastifyInstance } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import type { EstablishmentRank, EstablishmentRanking } from '../../../shared/api/dashboard';
import { monthRange, pastMonths, previousMonthOf } from '../../../shared/api/monthly-report';
import { listings, memberLocations, organizationMembers, reviews, subscriptions } from '../../db/schema';
import { buildTestApp, databaseOverrides, testDatabases } from '../../test-helpers';
import { injectAs, signUpOwner } from '../../test-emulator';
import { addReviews, syncedOwner } from '../reviews/test-listing';
import { writeReport } from './report-layout';
import { networkPages, type NetworkReportContent } from './report-network-page';
import { reportFormat } from './report-texts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The PDF's text, page by page, its spaces (no-break ones included) made plain. */
async function textOf(pdf: Buffer | Uint8Array): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: false });
  return text.map((page) => page.replace(/[\s\u00a0\u202f]+/g, ' '));
}

const fr = reportFormat('fr');
const BANDS = { excellent: 'Excellent', good: 'Bon', fair: 'Moyen', poor: 'À surveiller' };

/** A ranking's row as the network page writes it, in French: rank, name, then each figure. */
function rowOf(item: EstablishmentRank, rank: number) {
  const or = <Value>(value: Value | null, write: (value: Value) => string) => (value === null ? '–' : write(value));
  return [
    rank,
    item.name,
    or(item.averageRating, fr.rating),
    item.reviews,
    or(item.change, (change) => fr.signed(change, 1)),
    or(item.responseRate, fr.percent),
    or(item.medianResponseHours, fr.duration),
    item.unansweredNegative,
    or(item.band, (band) => BANDS[band]),
  ]
    .join(' ')
    .replace(/\u00a0/g, ' ');
}

/** The text between two headings of a page. */
const between = (page: string, from: string, to: string) => page.slice(page.indexOf(from), page.indexOf(to));

describe('the network page when the network is long', () => {
  it('continues the ranking on as many pages as it takes, its header on each, and says where the other reports are', async () => {
    const items: EstablishmentRank[] = Array.from({ length: 60 }, (_, index) => ({
      locationId: index + 1,
      name: `Boutique n° ${index + 1}`,
      averageRating: 5 - index / 20,
      reviews: 60 - index,
      change: (-1) ** (index + 1) / 10,
      responseRate: 0.5,
      medianResponseHours: 3,
      unansweredNegative: index % 3,
      band: 'excellent',
      sparkline: [],
    }));
    const compared = (current: number) => ({ current, previous: current });
    const content: NetworkReportContent = {
      language: 'fr',
      business: 'Boulangeries Martin',
      address: '60 établissements',
      demo: false,
      month: '2026-10',
      previousMonth: '2026-09',
      range: { from: '2026-10-01T00:00:00.000Z', to: '2026-11-01T00:00:00.000Z' },
      figures: {
        totalReviews: 900,
        unread: 0,
        averageRating: compared(4.2),
        newReviews: compared(1830),
        responseRate: compared(0.5),
        medianResponseHours: compared(3),
      },
      lastSyncAt: null,
      generatedAt: new Date('2026-11-02T08:00:00Z'),
      network: { establishments: 60 },
      items,
      movers: items.slice(0, 3),
      pagesFollow: false,
      pagesUpTo: 10,
    };
    const pages = await textOf(await writeReport([networkPages(content)]));
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0]).toContain('Classement des établissements Rang Établissement');
    for (const page of pages.slice(1)) expect(page).toContain('Classement des établissements (suite) Rang Établissement');
    const text = pages.join(' ');
    items.forEach((item, index) => expect(text).toContain(rowOf(item, index + 1)));
    expect(text).toContain('Au-delà de 10 établissements, le rapport de chacun se télécharge depuis son tableau de bord.');
    expect(text).toContain('Excellent : 4,3 et plus Bon : 3,8–4,3 Moyen : 3,0–3,8 À surveiller : moins de 3,0');
    expect(pages.at(-1)).toContain(`Page ${pages.length} / ${pages.length}`);
  });
});

// Both engines: the month's bounds and the establishments' ids are parameters of the network's prepared statement.
describe.each(testDatabases())('the monthly report of a network, on %s', (_engine, database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof syncedOwner>>;
  /** Six establishments; each name says how its month went against the month before. */
  const ids: Record<'rising' | 'falling' | 'easing' | 'steady' | 'newA' | 'newB', number> = {
    rising: 0,
    falling: 0,
    easing: 0,
    steady: 0,
    newA: 0,
    newB: 0,
  };
  const NAMES: Record<keyof typeof ids, string> = {
    rising: 'Atelier Nord',
    falling: 'Boutique Est',
    easing: 'Comptoir Sud',
    steady: 'Dépôt Ouest',
    newA: 'Halle Centre',
    newB: 'Kiosque Gare',
  };
  // Two months before the one of now: always past, even if the month turns during the run.
  const month = pastMonths(new Date(), 2)[1];
  const previous = previousMonthOf(month);
  const { from, to } = monthRange(month);
  const at = (day: number, base = from) => new Date(base.getTime() + (day - 1) * DAY + 12 * HOUR);
  const before = (day: number) => at(day, monthRange(previous).from);
  const answered = (date: Date, hours: number) => ({ date: new Date(date.getTime() + hours * HOUR), content: 'Merci !' });
  const monthName = fr.month(month);

  const report = (query: string, who: { idToken: string } = owner) =>
    injectAs(app, who, { method: 'GET', url: `/api/dashboards/private/report?month=${month}&${query}` });
  const pagesOf = async (query: string, who?: { idToken: string }) => {
    const response = await report(query, who);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    return textOf(response.rawPayload);
  };

  beforeAll(async () => {
    app = await buildTestApp(databaseOverrides(database));
    owner = await syncedOwner(app, 'https://maps.app.goo.gl/NetworkReportA');
    // A paid plan: the trial covers three establishments, this network has six.
    await app.database.db.insert(subscriptions).values({
      userId: owner.user.id,
      status: 'ACTIVE',
      planPeriod: 'MONTHLY',
      stripeSubscriptionId: `sub_network_report_${owner.user.id}`,
      stripeCustomerId: `cus_network_report_${owner.user.id}`,
    });
    ids.rising = owner.listing.id;
    const add = async (key: keyof typeof ids) => {
      const added = await injectAs(app, owner, {
        method: 'POST',
        url: '/api/locations/private',
        payload: { url: `https://maps.app.goo.gl/NetworkReport${key}` },
      });
      expect(added.statusCode).toBe(201);
      ids[key] = (added.json() as { id: number }).id;
    };
    for (const key of ['falling', 'easing', 'steady', 'newA', 'newB'] as const) await add(key);
    await app.sync.idle();
    const { db } = app.database;
    for (const key of Object.keys(ids) as (keyof typeof ids)[]) {
      await db.update(listings).set({ name: NAMES[key] }).where(eq(listings.id, ids[key]));
    }
    await db.delete(reviews).where(inArray(reviews.listingId, Object.values(ids)));

    await addReviews(app, ids.rising, [
      { rating: 5, date: at(2), response: answered(at(2), 2) },
      { rating: 5, date: at(9), response: answered(at(9), 6) },
      { rating: 4, date: at(15) },
      { rating: 3, date: before(4) },
      { rating: 3, date: before(20) },
      // The month after: not this month's.
      { rating: 1, date: to },
    ]);
    await addReviews(app, ids.falling, [
      { rating: 1, date: at(3) },
      { rating: 2, date: at(7), response: answered(at(7), 30) },
      { rating: 2, date: at(21) },
      { rating: 4, date: before(5) },
      { rating: 4, date: before(6) },
    ]);
    await addReviews(app, ids.easing, [
      { rating: 4, date: at(4), response: answered(at(4), 10) },
      { rating: 4, date: at(5), response: answered(at(5), 20) },
      { rating: 5, date: before(7) },
      { rating: 4, date: before(8) },
    ]);
    await addReviews(app, ids.steady, [
      { rating: 4, date: at(10) },
      { rating: 4, date: before(10) },
    ]);
    await addReviews(app, ids.newA, [
      { rating: 5, date: at(11), response: answered(at(11), 1) },
      { rating: 3, date: at(12) },
    ]);
    await addReviews(app, ids.newB, [
      { rating: 3, date: at(13) },
      { rating: 2, date: at(14) },
    ]);
  });
  afterAll(() => app.close());

  it("opens with the network's page: its month weighted by reviews, the three that moved most, every establishment ranked", async () => {
    const [first, ...rest] = await pagesOf('location=all');
    expect(first).toContain(`Rapport mensuel du réseau — ${monthName}`);
    expect(first).toContain('6 établissements');
    // 13 reviews summing 44: 3,4, where the average of the six averages would be 3,5; 27 / 7 the month before.
    expect(first).toContain(`Note moyenne 3,4 / 5 −0,5 vs ${fr.month(previous)}`);
    expect(first).toMatch(new RegExp(`Nouveaux avis 13 \\+6 vs ${fr.month(previous)} 21 avis au total`));
    // 6 of 13 answered; the median of 1, 2, 6, 10, 20 and 30 hours.
    expect(first).toContain('Taux de réponse 46 % +46 pts vs');
    expect(first).toContain('Délai médian de réponse 8 h pas de comparaison');

    const movers = between(first, 'Les trois établissements qui ont le plus bougé', 'Classement des établissements');
    expect(movers).toContain(
      'Boutique Est −2,3 4,0 → 1,7 · 3 avis Atelier Nord +1,7 3,0 → 4,7 · 3 avis Comptoir Sud −0,5 4,5 → 4,0 · 2 avis',
    );
    expect(movers).not.toContain('Dépôt Ouest');

    const table = first.slice(first.indexOf('Classement des établissements'));
    const rows = [
      '1 Atelier Nord 4,7 3 +1,7 67 % 4 h 0 Excellent',
      '2 Comptoir Sud 4,0 2 −0,5 100 % 15 h 0 Bon',
      '3 Dépôt Ouest 4,0 1 0,0 0 % – 0 Bon',
      '4 Halle Centre 4,0 2 – 50 % 1 h 0 Bon',
      '5 Kiosque Gare 2,5 2 – 0 % – 1 À surveiller',
      '6 Boutique Est 1,7 3 −2,3 33 % 30 h 2 À surveiller',
    ];
    expect(table).toContain(rows.join(' '));
    expect(table).toContain(`Évolution : écart de la note moyenne avec ${fr.month(previous)}.`);
    expect(table).toContain("Les pages de chaque établissement suivent, dans l'ordre du classement.");
    expect(first).toContain(`Source : les avis Google publics des 6 établissements de `);

    // Then each establishment's two pages, in the ranking's order, as its own report writes them.
    expect(rest).toHaveLength(12);
    const order = ['rising', 'easing', 'steady', 'newA', 'newB', 'falling'] as const;
    for (const [index, key] of order.entries()) {
      const own = await pagesOf(`location=${ids[key]}`);
      const unnumbered = (page: string) => page.replace(/Page \d+ \/ \d+/, '');
      expect(rest.slice(2 * index, 2 * index + 2).map(unnumbered)).toEqual(own.map(unnumbered));
      expect(rest[2 * index]).toContain(`Page ${2 * index + 2} / 13`);
    }
  });

  it("ranks each establishment with the ranking route's figures", async () => {
    // Their reviews are all of the month, so the ranking over all time is the month's: no change on either side.
    const scope = `locations=${ids.newA},${ids.newB}`;
    const ranking = await injectAs(app, owner, { method: 'GET', url: `/api/dashboards/private/locations?period=all&${scope}` });
    expect(ranking.statusCode).toBe(200);
    const { items } = ranking.json() as EstablishmentRanking;
    expect(items.map((item) => item.name)).toEqual([NAMES.newA, NAMES.newB]);
    const [first] = await pagesOf(scope);
    expect(first).toContain('2 établissements');
    expect(first).toContain(items.map((item, index) => rowOf(item, index + 1)).join(' '));
    expect(first).toContain(`Aucun établissement n'a de note à comparer avec ${fr.month(previous)}.`);
  });

  it('covers a group, and speaks the language asked for', async () => {
    const group = await injectAs(app, owner, {
      method: 'POST',
      url: '/api/groups/private',
      payload: { name: 'Nord-Est', locations: [ids.rising, ids.falling] },
    });
    expect(group.statusCode).toBe(201);
    const pages = await pagesOf(`group=${(group.json() as { id: number }).id}&language=en`);
    expect(pages).toHaveLength(5);
    expect(pages[0]).toContain('Network monthly report');
    expect(pages[0]).toContain('2 establishments');
    // 3 + 3 reviews summing 14 + 5.
    expect(pages[0]).toContain('Average rating 3.2 / 5');
    expect(pages[0]).toContain('The three establishments that moved most Boutique Est −2.3');
    expect(pages[0]).toContain('1 Atelier Nord 4.7 3 +1.7 67% 4 h 0 Excellent 2 Boutique Est 1.7 3 −2.3 33% 30 h 2 Needs attention');
    expect(pages.join(' ')).not.toContain(NAMES.easing);
  });

  it('gives a manager the network of the establishments they see, and one establishment its own report', async () => {
    const manager = await signUpOwner(app);
    const { organizationId } = owner.listing;
    await app.database.db
      .insert(organizationMembers)
      .values({ organizationId, userId: manager.user.id, role: 'manager', allLocations: false });
    await app.database.db.insert(memberLocations).values([
      { organizationId, userId: manager.user.id, locationId: ids.falling },
      { organizationId, userId: manager.user.id, locationId: ids.easing },
    ]);
    const pages = await pagesOf('location=all', manager);
    expect(pages).toHaveLength(5);
    expect(pages[0]).toContain('2 établissements');
    // 5 reviews summing 13.
    expect(pages[0]).toContain('Note moyenne 2,6 / 5');
    expect(pages[0]).toContain('1 Comptoir Sud 4,0 2 −0,5 100 % 15 h 0 Bon 2 Boutique Est 1,7 3 −2,3 33 % 30 h 2 À surveiller');
    for (const other of [NAMES.rising, NAMES.steady, NAMES.newA, NAMES.newB]) expect(pages.join(' ')).not.toContain(other);
    const refused = await report(`locations=${ids.rising},${ids.falling}`, manager);
    expect(refused.json()).toMatchObject({ statusCode: 404, code: 'LOCATION_NOT_FOUND' });

    // Narrowed to one: that establishment's report, as before networks.
    await app.database.db.delete(memberLocations).where(eq(memberLocations.locationId, ids.easing));
    const one = await pagesOf('location=all', manager);
    expect(one).toHaveLength(2);
    expect(one[0]).toContain(`Rapport mensuel — ${monthName}`);
    expect(one[0]).toContain(NAMES.falling);
    expect(one.join(' ')).not.toContain('réseau');
    expect(one[0]).toContain(`Source : les avis Google publics de ${NAMES.falling}`);
  });
});
