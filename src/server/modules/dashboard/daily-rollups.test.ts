import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { listings, reviews } from '../../db/schema';
import { rowsOf } from '../../db/client';
import { buildTestApp } from '../../test-helpers';
import { REFRESHED_ON_CONFLICT, REVIEW_KEY, toReviewRow } from '../reviews/ingestion';
import { addReviews, syncedOwner } from '../reviews/test-listing';

const DAY = 86_400_000;

/**
 * The per-day totals the dashboard reads, and each listing's all-time totals the inbox reads, are
 * kept by triggers on the reviews table. Whatever changes the reviews (a sync, a re-sync that edits
 * them, reading, replying, deleting), the totals must equal what a scan of the reviews gives.
 */
describe('daily review roll-ups', () => {
  let app: FastifyInstance;
  let listingId: number;

  const rows = (query: ReturnType<typeof sql>) => rowsOf(app.database.db, query);
  const scannedStats = (id: number) =>
    rows(sql`
      select (date at time zone 'UTC')::date::text as day, count(*)::int as reviews, sum(review_rate)::int as rating_sum,
             count(*) filter (where review_rate = 1)::int as r1, count(*) filter (where review_rate = 2)::int as r2,
             count(*) filter (where review_rate = 3)::int as r3, count(*) filter (where review_rate = 4)::int as r4,
             count(*) filter (where review_rate = 5)::int as r5, count(*) filter (where response_content is not null)::int as answered,
             count(*) filter (where not has_been_read)::int as unread
      from reviews where location_id = ${id} group by 1 order by 1`);
  const rolledUpStats = (id: number) =>
    rows(sql`
      select day::text, reviews, rating_sum, ratings_1 as r1, ratings_2 as r2, ratings_3 as r3, ratings_4 as r4, ratings_5 as r5,
             answered, unread
      from review_daily_stats where location_id = ${id} and reviews <> 0 order by 1`);
  const scannedTotals = (id: number) =>
    rows(sql`
      select count(*)::int as reviews, coalesce(sum(review_rate), 0)::int as rating_sum,
             count(*) filter (where review_rate = 1)::int as r1, count(*) filter (where review_rate = 2)::int as r2,
             count(*) filter (where review_rate = 3)::int as r3, count(*) filter (where review_rate = 4)::int as r4,
             count(*) filter (where review_rate = 5)::int as r5, count(*) filter (where response_content is not null)::int as answered,
             count(*) filter (where not has_been_read)::int as unread
      from reviews where location_id = ${id}`);
  const rolledUpTotals = (id: number) =>
    rows(sql`
      select reviews, rating_sum, ratings_1 as r1, ratings_2 as r2, ratings_3 as r3, ratings_4 as r4, ratings_5 as r5, answered, unread
      from review_listing_stats where location_id = ${id}`);
  const scannedMonths = (id: number) =>
    rows(sql`
      select to_char(date at time zone 'UTC', 'YYYY-MM') as month, count(*)::int as reviews, sum(review_rate)::int as rating_sum
      from reviews where location_id = ${id} group by 1 order by 1`);
  const rolledUpMonths = (id: number) =>
    rows(sql`
      select to_char(month, 'YYYY-MM') as month, reviews, rating_sum
      from review_monthly_stats where location_id = ${id} and reviews <> 0 order by 1`);
  const scannedThemes = (id: number) =>
    rows(sql`
      select (date at time zone 'UTC')::date::text as day, mention->>'theme' as theme, count(*)::int as mentions,
             count(*) filter (where mention->>'polarity' = 'positive')::int as positive,
             count(*) filter (where mention->>'polarity' = 'negative')::int as negative
      from reviews, jsonb_array_elements(themes) as mention where location_id = ${id} group by 1, 2 order by 1, 2`);
  const rolledUpThemes = (id: number) =>
    rows(sql`
      select day::text, theme, mentions, positive, negative
      from review_daily_themes where location_id = ${id} and mentions <> 0 order by 1, 2`);

  const expectRollUpsToMatchTheReviews = async () => {
    expect(await rolledUpStats(listingId)).toEqual(await scannedStats(listingId));
    expect(await rolledUpThemes(listingId)).toEqual(await scannedThemes(listingId));
    expect(await rolledUpTotals(listingId)).toEqual(await scannedTotals(listingId));
    expect(await rolledUpMonths(listingId)).toEqual(await scannedMonths(listingId));
  };

  beforeAll(async () => {
    app = await buildTestApp();
    listingId = (await syncedOwner(app, 'https://maps.app.goo.gl/DailyRollups')).listing.id;
  });
  afterAll(() => app.close());

  it('counts the reviews a sync stored', async () => {
    expect((await rolledUpStats(listingId)).length).toBeGreaterThan(0);
    await expectRollUpsToMatchTheReviews();
  });

  it('follows a re-sync that changes ratings, texts and responses, and adds reviews on the same days', async () => {
    const [first, second] = await app.database.db.select().from(reviews).where(eq(reviews.listingId, listingId)).limit(2);
    const edited = (row: typeof first, rating: number, content: string, response: { date: Date; content: string } | null) =>
      toReviewRow(listingId, {
        externalId: row.externalId,
        authorName: row.authorName,
        authorPictUrl: null,
        rating,
        date: row.date,
        isLocalGuide: false,
        content,
        language: 'fr',
        pictures: [],
        response,
      });
    await app.database.db
      .insert(reviews)
      .values([
        edited(first, 1, "Attente interminable, l'accueil n'était pas aimable.", null),
        edited(second, 5, 'Propre et le personnel est adorable.', { date: new Date(second.date.getTime() + DAY), content: 'Merci !' }),
      ])
      .onConflictDoUpdate({ target: REVIEW_KEY, set: REFRESHED_ON_CONFLICT });
    await addReviews(app, listingId, [
      { date: first.date, rating: 2, content: 'Prix trop élevés.' },
      { date: new Date(first.date.getTime() + 60_000), rating: 4, content: null },
    ]);
    await expectRollUpsToMatchTheReviews();
  });

  it('follows reading, replying, moving (within a month and to another) and deleting reviews', async () => {
    const all = await app.database.db.select().from(reviews).where(eq(reviews.listingId, listingId));
    await app.database.db.update(reviews).set({ hasBeenRead: true }).where(eq(reviews.id, all[0].id));
    await app.database.db
      .update(reviews)
      .set({ responseContent: 'Merci pour votre retour.', responseDate: new Date() })
      .where(eq(reviews.id, all[1].id));
    // A 1-star and a 3-star review of the same day both become 2 stars in one statement: the day's count and
    // rating sum stay, its distribution changes.
    const changed = await addReviews(app, listingId, [
      { date: all[2].date, rating: 1, content: 'Très déçu.' },
      { date: all[2].date, rating: 3, content: 'Moyen.' },
    ]);
    await app.database.db.execute(sql`update reviews set review_rate = 2 where id in (${changed[0].id}, ${changed[1].id})`);
    await app.database.db
      .update(reviews)
      .set({ date: new Date(all[4].date.getTime() - 3 * DAY) })
      .where(eq(reviews.id, all[4].id));
    // Forty days back is always another month.
    await app.database.db
      .update(reviews)
      .set({ date: new Date(all[3].date.getTime() - 40 * DAY) })
      .where(eq(reviews.id, all[3].id));
    await app.database.db.delete(reviews).where(sql`${reviews.id} in (${all[5].id}, ${all[6].id}, ${all[7].id})`);
    await expectRollUpsToMatchTheReviews();
  });

  it('goes with its listing', async () => {
    await app.database.db.delete(listings).where(eq(listings.id, listingId));
    expect(await rolledUpStats(listingId)).toEqual([]);
    expect(await rolledUpThemes(listingId)).toEqual([]);
    expect(await rolledUpTotals(listingId)).toEqual([]);
    expect(await rolledUpMonths(listingId)).toEqual([]);
  });
});
