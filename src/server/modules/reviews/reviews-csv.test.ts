import type { FastifyInstance } from 'fastify';
import { parse } from 'csv-parse/sync';
import { inArray, sql } from 'drizzle-orm';
import { reviews } from '../../db/schema';
import { buildTestApp } from '../../test-helpers';
import { injectAs } from '../../test-emulator';
import { addReviews } from './test-listing';
import { narrowedManager, ownerOfEstablishments, type Place } from './test-network';
import { MAX_EXPORTED_REVIEWS } from './reviews-export';

const DAY = 24 * 60 * 60 * 1000;
const startsAFormula = (cell: string) => /^[ "]*[=+\-@\t\r]/.test(cell);
/** Relaxed as a spreadsheet guessing the separator is: quotes honoured only where they open a cell. */
const rowsOf = (csv: string, delimiter: ';' | ',', relaxed = false) =>
  parse(csv.slice(1), { delimiter, relax_quotes: relaxed, relax_column_count: relaxed }) as string[][];

describe('GET /api/reviews/private.csv: the inbox’s view as a file', () => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerOfEstablishments>>['owner'];
  let a: Place;
  let b: Place;
  let c: Place;
  const now = Date.now();
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY);

  const csvOf = async (query: string, user: { idToken: string } = owner) => {
    const response = await injectAs(app, user, { method: 'GET', url: `/api/reviews/private.csv?${query}` });
    expect(response.statusCode).toBe(200);
    return response;
  };
  /** Each line of the file (semicolons) as its author and establishment. */
  const authorsOf = async (query: string, user: { idToken: string } = owner) =>
    rowsOf((await csvOf(query, user)).body, ';')
      .slice(1)
      .map(([establishment, , author]) => `${author}@${establishment}`);

  beforeAll(async () => {
    app = await buildTestApp();
    ({
      owner,
      places: [a, b, c],
    } = await ownerOfEstablishments(app, [
      'https://maps.app.goo.gl/ReviewsCsvFirst',
      'https://maps.app.goo.gl/ReviewsCsvSecond',
      'https://maps.app.goo.gl/ReviewsCsvThird',
    ]));
    await addReviews(app, a.id, [
      { authorName: 'Anne', rating: 5, date: at(1), content: 'La crème brûlée était parfaite.' },
      { authorName: 'Chloé', rating: 2, date: at(3), content: 'Pas propre.', response: { date: at(2), content: 'Merci Chloé.' } },
      { authorName: 'Élodie', rating: 3, date: at(40), content: null },
    ]);
    await addReviews(app, b.id, [
      { authorName: 'Bruno', rating: 1, date: at(2), content: 'Attente interminable; serveur "pressé".' },
      { authorName: 'Denis', rating: 4, date: at(4), content: 'Bon pain, un peu cher.' },
    ]);
    await addReviews(app, c.id, [
      { authorName: '=HYPERLINK("http://evil.test","clic")', rating: 1, date: at(5), content: '+33 6 12 34 56 78, -2 @moi' },
    ]);
  });
  afterAll(() => app.close());

  it('holds every review of the network, newest first, each naming its establishment, in French with semicolons', async () => {
    const french = await csvOf('location=all');
    expect(french.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(french.headers['content-disposition']).toMatch(/^attachment; filename="bonavis-avis-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(french.headers['cache-control']).toBe('private, no-store');
    expect(french.body.startsWith('\ufeffÉtablissement;Date;Auteur;Note;Avis;Réponse;Date de la réponse;Lu;Retiré de Google le\r\n')).toBe(
      true,
    );
    const [header, ...lines] = rowsOf(french.body, ';');
    expect(header).toHaveLength(9);
    expect(lines.map(([establishment, , author]) => `${author}@${establishment}`)).toEqual([
      `Anne@${a.name}`,
      `Bruno@${b.name}`,
      `Chloé@${a.name}`,
      `Denis@${b.name}`,
      `'=HYPERLINK("http://evil.test","clic")@${c.name}`,
      `Élodie@${a.name}`,
    ]);
    expect(lines[2]).toEqual([a.name, at(3).toISOString(), 'Chloé', '2', 'Pas propre.', 'Merci Chloé.', at(2).toISOString(), 'Non', '']);
    expect(lines[1][4]).toBe('Attente interminable; serveur "pressé".');
    expect(lines[5].slice(3, 7)).toEqual(['3', '', '', '']);
    // The same through the list of ids, in any order, and through a group; some of them, theirs only.
    expect(await authorsOf(`locations=${c.id},${b.id},${a.id}`)).toEqual(await authorsOf('location=all'));
    const group = await injectAs(app, owner, {
      method: 'POST',
      url: '/api/groups/private',
      payload: { name: 'Rive droite', locations: [a.id, b.id] },
    });
    expect(group.statusCode).toBe(201);
    expect(await authorsOf(`group=${group.json().id}`)).toEqual([
      `Anne@${a.name}`,
      `Bruno@${b.name}`,
      `Chloé@${a.name}`,
      `Denis@${b.name}`,
      `Élodie@${a.name}`,
    ]);
    // One establishment's file: its reviews alone.
    expect(await authorsOf(`location=${b.id}`)).toEqual([`Bruno@${b.name}`, `Denis@${b.name}`]);
  });

  it("applies the inbox's filters, search and sort", async () => {
    expect(await authorsOf('location=all&ratings=1,2&answered=false')).toEqual([
      `Bruno@${b.name}`,
      `'=HYPERLINK("http://evil.test","clic")@${c.name}`,
    ]);
    expect(await authorsOf('location=all&period=30d&sort=oldest&ratings=4,5')).toEqual([`Denis@${b.name}`, `Anne@${a.name}`]);
    expect(await authorsOf('location=all&q=PAIN')).toEqual([`Denis@${b.name}`]);
    expect(await authorsOf(`locations=${a.id}&answered=true`)).toEqual([`Chloé@${a.name}`]);
    expect(await authorsOf('location=all&ratings=3&sort=lowest&removed=no')).toEqual([`Élodie@${a.name}`]);
    const empty = rowsOf((await csvOf('location=all&q=introuvable')).body, ';');
    expect(empty).toEqual([expect.arrayContaining(['Établissement'])]);
  });

  it('writes commas in English, and neutralises every cell that would start a formula with either separator', async () => {
    const english = await csvOf('location=all&separator=comma&language=en');
    const [header, ...lines] = rowsOf(english.body, ',');
    expect(header).toEqual([
      'Establishment',
      'Date',
      'Author',
      'Rating',
      'Review',
      'Reply',
      'Reply date',
      'Read',
      'Removed from Google on',
    ]);
    const crafted = lines.find((line) => line[0] === c.name)!;
    expect(crafted.slice(2, 5)).toEqual(['\'=HYPERLINK("http://evil.test","clic")', '1', "'+33 6 12 34 56 78,' -2 @moi"]);
    expect(lines.find((line) => line[2] === 'Anne')![7]).toBe('No');
    const french = await csvOf('location=all');
    // Split on either separator, as a spreadsheet guessing it would, no cell starts a formula.
    for (const [csv, delimiter] of [
      [english.body, ','],
      [english.body, ';'],
      [french.body, ';'],
      [french.body, ','],
    ] as const) {
      expect(rowsOf(csv, delimiter, true).flat().filter(startsAFormula)).toEqual([]);
    }
    const spanish = await csvOf('location=all&language=es');
    expect(rowsOf(spanish.body, ';')[0][0]).toBe('Establecimiento');
  });

  it('gives a manager narrowed to some establishments only theirs, and refuses the others as not found', async () => {
    const manager = await narrowedManager(app, owner.listing.organizationId, [b]);
    expect(await authorsOf('location=all', manager)).toEqual([`Bruno@${b.name}`, `Denis@${b.name}`]);
    for (const query of [`locations=${a.id},${b.id}`, `location=${a.id}`]) {
      const refused = await injectAs(app, manager, { method: 'GET', url: `/api/reviews/private.csv?${query}` });
      expect(refused.json()).toMatchObject({ statusCode: 404, code: 'LOCATION_NOT_FOUND' });
    }
  });

  it("answers another organisation's establishment and group as not found, and a wrong query as invalid", async () => {
    const stranger = await ownerOfEstablishments(app, ['https://maps.app.goo.gl/ReviewsCsvStranger']);
    const theirs = stranger.places[0].id;
    for (const query of [`locations=${a.id},${theirs}`, `location=${theirs}`]) {
      const refused = await injectAs(app, owner, { method: 'GET', url: `/api/reviews/private.csv?${query}` });
      expect(refused.json()).toMatchObject({ statusCode: 404, code: 'LOCATION_NOT_FOUND' });
    }
    const group = await injectAs(app, owner, { method: 'GET', url: '/api/reviews/private.csv?group=2147483647' });
    expect(group.json()).toMatchObject({ statusCode: 404, code: 'GROUP_NOT_FOUND' });
    for (const query of ['separator=tab', 'language=de', 'ratings=6', 'sort=random', `q=${'a'.repeat(101)}`]) {
      const refused = await injectAs(app, owner, { method: 'GET', url: `/api/reviews/private.csv?location=all&${query}` });
      expect(refused.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
    }
  });

  // Last: it stores 50,000 more reviews.
  it('refuses a view of more than 50,000 reviews with EXPORT_TOO_LARGE, and exports it narrowed', async () => {
    await app.database.db.execute(sql`
      insert into ${reviews} (location_id, external_id, author_name, review_rate, date)
      select ${c.id}, 'bulk-' || n, 'Client ' || n, 5, now() - interval '400 days' - n * interval '1 minute'
      from generate_series(1, ${MAX_EXPORTED_REVIEWS}) as n`);
    const refused = await injectAs(app, owner, { method: 'GET', url: '/api/reviews/private.csv?location=all' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'EXPORT_TOO_LARGE', message: expect.stringMatching(/^Le fichier dépasserait 50/) });
    // Exactly the bound is exported; the last year leaves the old ones out.
    const bound = rowsOf((await csvOf(`location=${c.id}&ratings=5`)).body, ';');
    expect(bound).toHaveLength(MAX_EXPORTED_REVIEWS + 1);
    expect(await authorsOf('location=all&period=365d&ratings=1')).toEqual([
      `Bruno@${b.name}`,
      `'=HYPERLINK("http://evil.test","clic")@${c.name}`,
    ]);
    await app.database.db.delete(reviews).where(inArray(reviews.listingId, [c.id]));
  });
});
