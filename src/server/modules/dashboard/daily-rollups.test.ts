import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { listings, reviews } from '../../db/schema';
import { rowsOf } from '../../db/client';
import { buildTestApp } from '../../test-helpers';
import { REFRESHED_ON_CONFLICT, REVIEW_KEY, toReviewRow } from '../reviews/ingestion';
import { addReviews, syncedOwner } from '../reviews/test-listing';

const DAY = 86_400_000;

/**
 * The per-day and per-month totals, themes and response times the dashboard reads, and each listing's all-time totals
 * the inbox reads, are kept by triggers on the reviews table. Whatever changes the reviews (a sync, a re-sync that
 * edits them, reading, replying, removing, moving, a change of source, deleting), the totals must equal what a scan of
 * the reviews gives: Google's reviews only for Google's figures, every source for the inbox's.
 */
describe('daily review roll-ups', () => {
  let app: FastifyInstance;
  let listingId: number;

  const rows = (query: ReturnType<typeof sql>) => rowsOf(app.database.db, query);
  // What every roll-up of totals sums, as a scan of the reviews gives it and as the roll-ups' columns name it.
  const scannedSums = sql`count(*)::int as reviews, coalesce(sum(review_rate), 0)::int as rating_sum,
    count(*) filter (where review_rate = 1)::int as r1, count(*) filter (where review_rate = 2)::int as r2,
    count(*) filter (where review_rate = 3)::int as r3, count(*) filter (where review_rate = 4)::int as r4,
    count(*) filter (where review_rate = 5)::int as r5, count(*) filter (where response_content is not null)::int as answered,
    count(*) filter (where not has_been_read)::int as unread, count(*) filter (where removed_at is not null)::int as removed,
    coalesce(sum(review_rate) filter (where removed_at is not null), 0)::int as removed_rating_sum`;
  const rolledUpSums = sql`reviews, rating_sum, ratings_1 as r1, ratings_2 as r2, ratings_3 as r3, ratings_4 as r4,
    ratings_5 as r5, answered, unread, removed, removed_rating_sum`;
  // The days per source: the inbox adds up every source's, the dashboard reads Google's.
  const scannedStats = (id: number) =>
    rows(sql`select (date at time zone 'UTC')::date::text as day, source, ${scannedSums}
      from reviews where location_id = ${id} group by 1, 2 order by 1, 2`);
  const rolledUpStats = (id: number) =>
    rows(sql`select day::text, source, ${rolledUpSums} from review_daily_stats where location_id = ${id} and reviews <> 0 order by 1, 2`);
  // The all-time row counts every source (the inbox's totals), with each rating's unanswered reviews.
  const scannedTotals = (id: number) =>
    rows(sql`select ${scannedSums},
        count(*) filter (where review_rate = 1 and response_content is null)::int as u1,
        count(*) filter (where review_rate = 2 and response_content is null)::int as u2,
        count(*) filter (where review_rate = 3 and response_content is null)::int as u3,
        count(*) filter (where review_rate = 4 and response_content is null)::int as u4,
        count(*) filter (where review_rate = 5 and response_content is null)::int as u5
      from reviews where location_id = ${id}`);
  const rolledUpTotals = (id: number) =>
    rows(sql`select ${rolledUpSums}, unanswered_1 as u1, unanswered_2 as u2, unanswered_3 as u3, unanswered_4 as u4,
        unanswered_5 as u5
      from review_listing_stats where location_id = ${id}`);
  // The months, the themes and the response times are Google's figures: Google's reviews only.
  const scannedMonths = (id: number) =>
    rows(sql`select to_char(date at time zone 'UTC', 'YYYY-MM') as month, ${scannedSums}
      from reviews where location_id = ${id} and source = 'google' group by 1 order by 1`);
  const rolledUpMonths = (id: number) =>
    rows(sql`select to_char(month, 'YYYY-MM') as month, ${rolledUpSums}
      from review_monthly_stats where location_id = ${id} and reviews <> 0 order by 1`);
  const scannedThemes = (id: number, per: 'day' | 'month') =>
    rows(sql`select ${per === 'day' ? sql`(date at time zone 'UTC')::date::text` : sql`to_char(date at time zone 'UTC', 'YYYY-MM')`} as at,
        mention->>'theme' as theme, count(*)::int as mentions,
        count(*) filter (where mention->>'polarity' = 'positive')::int as positive,
        count(*) filter (where mention->>'polarity' = 'negative')::int as negative
      from reviews, jsonb_array_elements(themes) as mention where location_id = ${id} and source = 'google'
      group by 1, 2 order by 1, 2`);
  const rolledUpThemes = (id: number, per: 'day' | 'month') =>
    rows(
      per === 'day'
        ? sql`select day::text as at, theme, mentions, positive, negative
            from review_daily_themes where location_id = ${id} and mentions <> 0 order by 1, 2`
        : sql`select to_char(month, 'YYYY-MM') as at, theme, mentions, positive, negative
            from review_monthly_themes where location_id = ${id} and mentions <> 0 order by 1, 2`,
    );
  // Each answered review's response time in tenths of an hour, rounded, counted per day and per month of the review.
  const scannedResponseTimes = (id: number, per: 'day' | 'month') =>
    rows(sql`select ${per === 'day' ? sql`(date at time zone 'UTC')::date::text` : sql`to_char(date at time zone 'UTC', 'YYYY-MM')`} as at,
        round(extract(epoch from (response_date - date)) / 360)::int as tenths, count(*)::int as answered
      from reviews where location_id = ${id} and source = 'google' and response_date is not null group by 1, 2 order by 1, 2`);
  const rolledUpResponseTimes = (id: number, per: 'day' | 'month') =>
    rows(
      per === 'day'
        ? sql`select day::text as at, tenths, answered from review_daily_response_times
            where location_id = ${id} and answered <> 0 order by 1, 2`
        : sql`select to_char(month, 'YYYY-MM') as at, tenths, answered from review_monthly_response_times
            where location_id = ${id} and answered <> 0 order by 1, 2`,
    );

  // The same per month and span of five hours (the medians' first step).
  const scannedResponseSpans = (id: number) =>
    rows(sql`select to_char(date at time zone 'UTC', 'YYYY-MM') as at,
        round(extract(epoch from (response_date - date)) / 360)::int / 50 as span, count(*)::int as answered
      from reviews where location_id = ${id} and source = 'google' and response_date is not null group by 1, 2 order by 1, 2`);
  const rolledUpResponseSpans = (id: number) =>
    rows(sql`select to_char(month, 'YYYY-MM') as at, span, answered from review_monthly_response_spans
      where location_id = ${id} and answered <> 0 order by 1, 2`);

  const expectRollUpsToMatchTheReviews = async () => {
    expect(await rolledUpResponseSpans(listingId)).toEqual(await scannedResponseSpans(listingId));
    expect(await rolledUpStats(listingId)).toEqual(await scannedStats(listingId));
    expect(await rolledUpTotals(listingId)).toEqual(await scannedTotals(listingId));
    expect(await rolledUpMonths(listingId)).toEqual(await scannedMonths(listingId));
    for (const per of ['day', 'month'] as const) {
      expect(await rolledUpThemes(listingId, per)).toEqual(await scannedThemes(listingId, per));
      expect(await rolledUpResponseTimes(listingId, per)).toEqual(await scannedResponseTimes(listingId, per));
    }
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
      {
        date: new Date(first.date.getTime() + 120_000),
        rating: 5,
        content: 'Parfait.',
        response: { date: new Date(first.date.getTime() + 120_000 + 2 * 3_600_000), content: 'Merci !' },
      },
    ]);
    // The demo answers a day later; this review within two hours: two spans of five hours.
    expect(new Set((await rolledUpResponseSpans(listingId)).map((row) => row.span)).size).toBeGreaterThan(1);
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

  it("counts another source's reviews for the inbox only, and follows a review changing source or removed", async () => {
    const all = await app.database.db.select().from(reviews).where(eq(reviews.listingId, listingId));
    const answered = all.find((row) => row.responseContent !== null)!;
    // A review read from another platform, answered: in the days (its own rows) and the all-time row only.
    const [other] = await addReviews(app, listingId, [
      {
        date: answered.date,
        rating: 1,
        content: "Attente interminable, l'accueil n'était pas aimable.",
        response: { date: new Date(answered.date.getTime() + 5 * 3_600_000), content: 'Désolés.' },
      },
    ]);
    await app.database.db.execute(sql`update reviews set source = 'thefork' where id = ${other.id}`);
    await expectRollUpsToMatchTheReviews();
    expect((await rolledUpStats(listingId)).some((row) => row.source === 'thefork')).toBe(true);
    // An answered Google review becomes another platform's, then comes back: out of Google's figures, then in again.
    await app.database.db.execute(sql`update reviews set source = 'tripadvisor' where id = ${answered.id}`);
    await expectRollUpsToMatchTheReviews();
    await app.database.db.execute(sql`update reviews set source = 'google' where id = ${answered.id}`);
    // Removed by the source, and answered 90 minutes after (a response time of a tenth that rounds up).
    await app.database.db.execute(sql`update reviews set removed_at = now(),
      response_content = 'Merci.', response_date = date + interval '95 minutes' where id = ${all[1].id}`);
    await expectRollUpsToMatchTheReviews();
    await app.database.db.delete(reviews).where(eq(reviews.id, other.id));
    await expectRollUpsToMatchTheReviews();
  });

  it('goes with its listing', async () => {
    await app.database.db.delete(listings).where(eq(listings.id, listingId));
    expect(await rolledUpStats(listingId)).toEqual([]);
    expect(await rolledUpTotals(listingId)).toEqual([]);
    expect(await rolledUpMonths(listingId)).toEqual([]);
    expect(await rolledUpResponseSpans(listingId)).toEqual([]);
    for (const per of ['day', 'month'] as const) {
      expect(await rolledUpThemes(listingId, per)).toEqual([]);
      expect(await rolledUpResponseTimes(listingId, per)).toEqual([]);
    }
  });
});
