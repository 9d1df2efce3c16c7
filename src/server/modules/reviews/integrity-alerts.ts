import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { reviews } from '../../db/schema';
import { DAY_MS } from '../../../shared/constants';
import { REVIEW_ALERT_DAYS, type SuspiciousWave } from '../../../shared/api/review-integrity';
import { BASELINE_MS, LOW_RATING_MAX, suspiciousWaves } from './suspicious-waves';

/**
 * The suspicious waves of a listing that started in the last REVIEW_ALERT_DAYS days, each naming its reviews. Read
 * from the low reviews of that period and the 90 days before it (the baseline), through the rating and date index.
 */
export async function suspiciousWavesOf(db: Queryable, listingId: number, now = Date.now()): Promise<SuspiciousWave[]> {
  const since = new Date(now - REVIEW_ALERT_DAYS * DAY_MS);
  const rows = await db
    .select({
      id: reviews.id,
      authorName: reviews.authorName,
      reviewRate: reviews.reviewRate,
      date: reviews.date,
      hasText: sql<boolean>`coalesce(btrim(${reviews.reviewContent}), '') <> ''`,
    })
    .from(reviews)
    .where(
      and(
        eq(reviews.listingId, listingId),
        lte(reviews.reviewRate, LOW_RATING_MAX),
        gte(reviews.date, new Date(since.getTime() - BASELINE_MS)),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const waves = suspiciousWaves(
    rows.map(({ id, reviewRate, date, hasText }) => ({ id, rating: reviewRate, date, hasText })),
    since,
  );
  return waves.map((wave) => ({
    from: wave.from.toISOString(),
    to: wave.to.toISOString(),
    reviews: wave.reviewIds.map((id) => {
      const { authorName, reviewRate, date, hasText } = byId.get(id)!;
      return { id, authorName, reviewRate, date: date.toISOString(), hasText };
    }),
    withoutText: wave.withoutText,
    expected: wave.expected,
  }));
}
