import { randomUUID } from 'node:crypto';
import * as drizzle from 'drizzle-orm';
import { count, desc, eq, sql } from 'drizzle-orm';
import { testDatabases } from '../test-helpers';
import { openDatabase, type DatabaseHandle } from './client';
import { compiledMapperOf, withCompiledRows } from './compiled-rows';
import { listings, organizations, reviews, subscriptions, users } from './schema';

/** drizzle's own row mapping, which its typings leave out. */
const { mapResultRow } = drizzle as unknown as {
  mapResultRow: (
    fields: { path: string[]; field: unknown }[],
    row: unknown[],
    joins: Record<string, boolean> | undefined,
  ) => Record<string, unknown>;
};

describe('a compiled row mapper', () => {
  it("builds drizzle's objects in drizzle's key order, and nulls a joined object as drizzle does", () => {
    const fields = [
      { path: ['id'], field: users.id },
      { path: ['listing', 'name'], field: listings.name },
      { path: ['listing', 'stars'], field: sql`1`.mapWith(Number) },
      { path: ['listing', 'createdAt'], field: listings.createdAt },
      { path: ['email'], field: users.email },
    ];
    const joins = { users: true, locations: false };
    const mapper = compiledMapperOf(fields, joins)!;
    const rows = [
      [1, 'Chez Rows', '4', '2026-11-27 23:09:42.123+00', 'a@example.fr'],
      [2, null, '4', null, 'b@example.fr'],
      [3, 'Sans date', null, null, 'c@example.fr'],
    ];
    const byDrizzle = rows.map((row) => mapResultRow(fields, row, joins));
    expect(mapper(rows)).toEqual(byDrizzle);
    expect(mapper(rows).map((row) => Object.keys(row))).toEqual(byDrizzle.map((row) => Object.keys(row)));
    expect(mapper(rows)[0]).toEqual({
      id: 1,
      listing: { name: 'Chez Rows', stars: 4, createdAt: new Date('2026-11-27T23:09:42.123Z') },
      email: 'a@example.fr',
    });
    expect(mapper(rows)[1].listing).toBeNull();
    // A join that always matches keeps its object, even empty; so does a mapping without joins.
    const inner = { users: true, locations: true };
    expect(compiledMapperOf(fields, inner)!(rows)).toEqual(rows.map((row) => mapResultRow(fields, row, inner)));
    expect(compiledMapperOf(fields)!(rows)).toEqual(rows.map((row) => mapResultRow(fields, row, undefined)));
  });
});

describe.each(testDatabases())('rows mapped by a compiled mapper on %s', (_engine, database) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase(database);
  });
  afterAll(() => handle.close());

  const newOwner = async () => {
    const id = randomUUID();
    const [owner] = await handle.db
      .insert(users)
      .values({ providerUid: `rows-${id}`, email: `rows-${id}@example.fr`, name: 'Rows', profilePicture: '/a.svg', referralId: id })
      .returning();
    return owner;
  };
  const organizationOf = async () => (await handle.db.insert(organizations).values({ name: 'Chez Rows' }).returning())[0].id;

  /** The same select prepared twice, mapped by drizzle and by the compiled mapper: both results. */
  async function bothWays<Rows>(
    build: (name: string) => { execute: (values: Record<string, unknown>) => Promise<Rows> },
    values: Record<string, unknown>,
  ) {
    const name = `rows_${randomUUID().replaceAll('-', '')}`;
    const byDrizzle = build(`${name}_drizzle`);
    const compiled = withCompiledRows(build(`${name}_compiled`));
    expect((compiled as { customResultMapper?: unknown }).customResultMapper).toEqual(expect.any(Function));
    return [await byDrizzle.execute(values), await compiled.execute(values)];
  }

  const accountByUid = (name: string) =>
    handle.db
      .select({ owner: users, listing: listings, subscription: subscriptions })
      .from(users)
      .leftJoin(listings, eq(listings.userId, users.id))
      .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
      .where(eq(users.providerUid, sql.placeholder('uid')))
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
      .prepare(name);

  it('gives the objects drizzle gives for joined tables: nested, dated, and null where a join found nothing', async () => {
    const alone = await newOwner();
    const [byDrizzle, compiled] = await bothWays(accountByUid, { uid: alone.providerUid });
    expect(compiled).toEqual(byDrizzle);
    expect(compiled).toEqual([
      { owner: expect.objectContaining({ id: alone.id, createdAt: expect.any(Date) }), listing: null, subscription: null },
    ]);

    const owner = await newOwner();
    await handle.db.insert(listings).values({
      userId: owner.id,
      organizationId: await organizationOf(),
      providerId: 'p',
      name: 'Chez Rows',
      shortUrl: 'https://maps.app.goo.gl/Rows',
    });
    await handle.db.insert(subscriptions).values([
      { userId: owner.id, status: 'CANCELLED', isTrial: true, currentPeriodEnd: new Date('2026-11-01T10:00:00.123Z') },
      { userId: owner.id, status: 'ACTIVE', planPeriod: 'MONTHLY' },
    ]);
    const [drizzleRows, compiledRows] = await bothWays(accountByUid, { uid: owner.providerUid });
    expect(compiledRows).toEqual(drizzleRows);
    expect(compiledRows).toHaveLength(2);
    expect(compiledRows[1]).toMatchObject({
      listing: { name: 'Chez Rows', category: null, hasBeenSynchronized: false },
      subscription: { status: 'CANCELLED', currentPeriodEnd: new Date('2026-11-01T10:00:00.123Z') },
    });
  });

  it('decodes expressions as drizzle does: mapped, aliased, and JSON columns', async () => {
    const owner = await newOwner();
    const [listing] = await handle.db
      .insert(listings)
      .values({
        userId: owner.id,
        organizationId: await organizationOf(),
        providerId: 'p',
        name: 'Chez Rows',
        shortUrl: 'https://maps.app.goo.gl/Rows2',
      })
      .returning();
    await handle.db.insert(reviews).values(
      [5, 1].map((rating, index) => ({
        listingId: listing.id,
        externalId: `rows-${index}`,
        authorName: `Client ${index}`,
        reviewRate: rating,
        date: new Date(Date.UTC(2026, 10, 20 + index, 9, 30)),
        reviewContent: ['Très bon pain.', null][index],
        pictures: [['https://example.fr/a.jpg'], []][index],
        searchText: '',
      })),
    );
    const page = (name: string) =>
      handle.db
        .select({
          id: reviews.id,
          date: reviews.date,
          reviewContent: reviews.reviewContent,
          pictures: reviews.pictures,
          stars: sql<number>`${reviews.reviewRate}::text`.mapWith(Number),
          total: sql<string>`(select count(*) from ${reviews} where ${reviews.listingId} = ${sql.placeholder('listingId')})`.as('total'),
        })
        .from(reviews)
        .where(eq(reviews.listingId, sql.placeholder('listingId')))
        .orderBy(desc(reviews.date))
        .prepare(name);
    const [byDrizzle, compiled] = await bothWays(page, { listingId: listing.id });
    expect(compiled).toEqual(byDrizzle);
    expect(compiled).toEqual([
      expect.objectContaining({ stars: 1, reviewContent: null, pictures: [], date: new Date('2026-11-21T09:30:00Z') }),
      expect.objectContaining({ stars: 5, reviewContent: 'Très bon pain.', pictures: ['https://example.fr/a.jpg'] }),
    ]);

    const counted = (name: string) =>
      handle.db
        .select({ reviews: count() })
        .from(reviews)
        .where(eq(reviews.listingId, sql.placeholder('listingId')))
        .prepare(name);
    const [drizzleCount, compiledCount] = await bothWays(counted, { listingId: listing.id });
    expect(compiledCount).toEqual(drizzleCount);
    expect(compiledCount).toEqual([{ reviews: 2 }]);
  });

  it('leaves to drizzle the shapes it does not handle: fields nested deeper than one object', () => {
    expect(compiledMapperOf([{ path: ['a', 'b', 'c'], field: users.id }], {})).toBeNull();
    const statement = { fields: [{ path: ['a', 'b', 'c'], field: users.id }] };
    expect(withCompiledRows(statement)).toEqual({ fields: statement.fields });
  });
});
