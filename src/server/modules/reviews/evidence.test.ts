import type { FastifyInstance } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { reviews } from '../../db/schema';
import { buildTestApp, databaseOverrides, testDatabases } from '../../test-helpers';
import { injectAs } from '../../test-emulator';
import { storeFetchedReviews } from './review-history';
import { parse } from 'csv-parse/sync';
import { writeEvidenceCsv } from './evidence-csv';
import { drawable } from './evidence-pdf';
import { aMapsReview, syncedOwner } from './test-listing';

type Owner = Awaited<ReturnType<typeof syncedOwner>>;

/** Reads RFC 4180 CSV separated by `;`: quoted fields may hold separators, quotes doubled and line ends. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ';') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      index += 1;
    } else field += char;
  }
  return rows;
}

/** The PDF's text, its pages joined, its spaces (no-break ones included) made plain. */
async function textOf(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text.replace(/[\s\u00a0\u202f]+/g, ' ');
}

describe('the evidence CSV opened in a spreadsheet', () => {
  const at = new Date('2026-11-01T10:00:00Z');
  const attack = 'Super, =HYPERLINK("http://evil.test";"clic")\n+33 6 12 34 56 78';
  const csv = writeEvidenceCsv(
    {
      listing: { name: 'Bistro; =1+1', address: '1 rue, @SUM(A1)', link: 'https://maps.test/x' },
      reviews: [
        {
          id: 1,
          authorName: '-Nina, -Petit',
          date: at,
          firstSeenAt: at,
          lastSeenAt: at,
          removedAt: null,
          copies: [{ seenAt: at, reviewRate: 1, reviewContent: attack, responseContent: 'Merci,\t=1' }],
        },
      ],
      madeAt: at,
    },
    'fr',
  );

  it.each([',', ';'])('has no cell starting a formula when split on "%s"', (delimiter) => {
    const cells = (parse(csv.slice(1), { delimiter, relax_quotes: true, relax_column_count: true }) as string[][]).flat();
    expect(cells.length).toBeGreaterThan(4);
    expect(cells.filter((cell) => /^ *[=+\-@\t\r]/.test(cell))).toEqual([]);
  });
});

describe('the evidence PDF', () => {
  it('writes in the PDF what its font cannot draw as code points', () => {
    expect(drawable('Génial 👍 ★ « ok »')).toBe('Génial [U+1F44D] ★ « ok »');
  });
});

describe.each(testDatabases())('GET /api/reviews/private/evidence (%s)', (_engine, database) => {
  let app: FastifyInstance;
  let owner: Owner;
  let edited: number;
  let removed: number;
  let plain: number;
  const removedAt = new Date('2026-11-20T09:30:00Z');

  const evidence = (query: string, who: Owner = owner) =>
    injectAs(app, who, { method: 'GET', url: `/api/reviews/private/evidence?${query}` });

  beforeAll(async () => {
    app = await buildTestApp(databaseOverrides(database));
    owner = await syncedOwner(app, 'https://maps.app.goo.gl/EvidenceFile', { trial: true });
    await app.database.db.delete(reviews).where(eq(reviews.listingId, owner.listing.id));
    const store = (review: ReturnType<typeof aMapsReview>) => storeFetchedReviews(app.database.db, owner.listing.id, [review]);
    // Edited twice: answered, then the rating and text changed.
    const first = aMapsReview({
      authorName: 'Nina Petit',
      rating: 1,
      content: 'Service lent; "inadmissible".',
      date: new Date('2026-11-01T10:00:00Z'),
    });
    await store(first);
    const answered = { ...first, response: { content: 'Toutes nos excuses, Nina.', date: new Date() } };
    await store(answered);
    await store({ ...answered, rating: 4, content: 'Finalement, très bon accueil.' });
    // Removed since.
    const gone = aMapsReview({ authorName: 'Zoé Lambert', rating: 1, content: 'Arnaque !', date: new Date('2026-11-10T10:00:00Z') });
    await store(gone);
    const kept = aMapsReview({ authorName: 'Hugo Marchand', rating: 5, content: null, date: new Date('2026-10-05T10:00:00Z') });
    await store(kept);
    const rows = await app.database.db.select().from(reviews).where(eq(reviews.listingId, owner.listing.id));
    const idOf = (externalId: string) => rows.find((row) => row.externalId === externalId)!.id;
    [edited, removed, plain] = [idOf(first.externalId), idOf(gone.externalId), idOf(kept.externalId)];
    await app.database.db
      .update(reviews)
      .set({ removedAt })
      .where(inArray(reviews.id, [removed]));
  });
  afterAll(() => app.close());

  it('gives as CSV every copy of every review asked, newest review first, with its dates and removal', async () => {
    const response = await evidence(`ids=${plain},${edited},${removed}&format=csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="bonavis-preuves-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers['cache-control']).toContain('no-store');
    expect(response.body.startsWith('\ufeff')).toBe(true);
    const [header, ...rows] = parseCsv(response.body.slice(1));
    expect(header[0]).toBe('nature du document');
    expect(rows.every((row) => row.length === header.length)).toBe(true);
    const column = (name: string) => header.indexOf(name);
    // Every row says what the file is: Bonavis's observations, not Google's records.
    for (const [nature] of rows) {
      expect(nature).toContain('observations de Bonavis');
      expect(nature).toContain('pas les registres de Google');
    }
    expect(rows.map((row) => [row[column('avis n°')], row[column('auteur')], row[column('copie n°')], row[column('note')]])).toEqual([
      [String(removed), 'Zoé Lambert', '1', '1'],
      [String(edited), 'Nina Petit', '1', '1'],
      [String(edited), 'Nina Petit', '2', '1'],
      [String(edited), 'Nina Petit', '3', '4'],
      [String(plain), 'Hugo Marchand', '1', '5'],
    ]);
    expect(rows[1][column('texte')]).toBe('Service lent; "inadmissible".');
    expect(rows[2][column('réponse du propriétaire')]).toBe('Toutes nos excuses, Nina.');
    expect(rows[3][column('texte')]).toBe('Finalement, très bon accueil.');
    expect(rows[0][column('état')]).toBe('retiré');
    expect(rows[0][column('retiré le')]).toBe(removedAt.toISOString());
    expect(rows[4][column('état')]).toBe('encore affiché');
    expect(rows[4][column('retiré le')]).toBe('');
    expect(rows[1][column('date de l’avis')]).toBe('2026-11-01T10:00:00.000Z');
    for (const row of rows) {
      expect(Number.isNaN(Date.parse(row[column('copie vue le')]))).toBe(false);
      expect(Number.isNaN(Date.parse(row[column('vu pour la première fois')]))).toBe(false);
    }
    // The copies of one review in the order Bonavis saw them.
    const seen = rows.slice(1, 4).map((row) => Date.parse(row[column('copie vue le')]));
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(rows[1][column('vu pour la première fois')]).toBe(rows[1][column('copie vue le')]);
  });

  it('gives as PDF every copy with its dates, the removal and the disclaimer, in the language asked', async () => {
    const response = await evidence(`ids=${edited},${removed},${plain}&format=pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="bonavis-preuves-\d{4}-\d{2}-\d{2}\.pdf"$/);
    const text = await textOf(response.rawPayload);
    expect(text).toContain('Ce document rassemble les observations de Bonavis');
    expect(text).toContain('Ce ne sont pas les registres de Google');
    for (const part of [
      'Service lent; "inadmissible".',
      'Toutes nos excuses, Nina.',
      'Finalement, très bon accueil.',
      'Arnaque !',
      'Copie 3 — vue le',
      'Retiré : absent de la lecture complète de la fiche du 20 novembre 2026 à 09:30 UTC',
      'Encore affiché lors de la dernière lecture',
      'Page 1 /',
    ]) {
      expect(text).toContain(part);
    }
    expect(text.indexOf('Zoé Lambert')).toBeLessThan(text.indexOf('Nina Petit'));

    const english = await textOf((await evidence(`ids=${removed}&format=pdf&language=en`)).rawPayload);
    expect(english).toContain('These are not Google’s records');
    expect(english).toContain('Removed: missing from the full read of the listing on November 20, 2026');
  });

  it("answers 404 for another owner's review, even among the owner's own", async () => {
    const other = await syncedOwner(app, 'https://maps.app.goo.gl/EvidenceTheirs', { trial: true });
    const [theirs] = await app.database.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.listingId, other.listing.id)).limit(1);
    for (const ids of [`${theirs.id}`, `${edited},${theirs.id}`, '2147483647']) {
      const response = await evidence(`ids=${ids}&format=csv`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'REVIEW_NOT_FOUND' });
    }
  });

  it.each([
    ['no ids', 'format=csv', { ids: 'validation.evidenceIds.invalid' }],
    ['empty ids', 'ids=&format=csv', { ids: 'validation.evidenceIds.invalid' }],
    [
      '51 ids',
      `ids=${Array.from({ length: 51 }, (_, index) => index + 1).join(',')}&format=csv`,
      { ids: 'validation.evidenceIds.tooMany' },
    ],
    ['a word among the ids', 'ids=1,x&format=csv', { ids: 'validation.evidenceIds.invalid' }],
    ['a zero id', 'ids=0&format=csv', { ids: 'validation.evidenceIds.invalid' }],
    ['an id past PostgreSQL integers', 'ids=9999999999&format=csv', { ids: 'validation.evidenceIds.invalid' }],
    ['a very long list', `ids=${'1,'.repeat(5000)}1&format=csv`, { ids: 'validation.evidenceIds.tooMany' }],
    ['ids given twice', 'ids=1&ids=2&format=csv', { ids: 'validation.evidenceIds.invalid' }],
    ['no format', 'ids=1', { format: 'validation.evidenceFormat.invalid' }],
    ['another format', 'ids=1&format=xlsx', { format: 'validation.evidenceFormat.invalid' }],
    ['another language', 'ids=1&format=csv&language=de', { language: 'validation.invalid' }],
  ])('answers 400 for %s', async (_case, query, fields) => {
    const response = await evidence(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields });
  });

  it('is refused without a session', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/reviews/private/evidence?ids=${edited}&format=csv` });
    expect(response.statusCode).toBe(401);
  });
});
