import { and, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import type { ListingRow } from '../../plugins/authenticate';
import { reviews } from '../../db/schema';
import { DAY_MS } from '../../../shared/constants';
import { REVIEW_ALERT_DAYS, type SuspiciousWave } from '../../../shared/api/review-integrity';
import { BASELINE_MS, LOW_RATING_MAX, suspiciousWaves } from './suspicious-waves';

/** The establishments whose alerts are read, as the request resolved them: each alert names its own. */
export type AlertPlaces = readonly Pick<ListingRow, 'id' | 'name'>[];

/**
 * The suspicious waves of the establishments that started in the last REVIEW_ALERT_DAYS days, each naming its reviews
 * and its establishment: each establishment's oldest first, in the order of `places`. Read in one query from the low
 * reviews of that period and the 90 days before it (the baseline), through the rating and date index; the rule then
 * runs per establishment, each against its own habit.
 */
export async function suspiciousWavesOf(db: Queryable, places: AlertPlaces, now = Date.now()): Promise<SuspiciousWave[]> {
  if (places.length === 0) return [];
  const since = new Date(now - REVIEW_ALERT_DAYS * DAY_MS);
  const rows = await db
    .select({
      id: reviews.id,
      listingId: reviews.listingId,
      authorName: reviews.authorName,
      reviewRate: reviews.reviewRate,
      date: reviews.date,
      hasText: sql<boolean>`coalesce(btrim(${reviews.reviewContent}), '') <> ''`,
    })
    .from(reviews)
    .where(
      and(
        inArray(
          reviews.listingId,
          places.map((place) => place.id),
        ),
        lte(reviews.reviewRate, LOW_RATING_MAX),
        gte(reviews.date, new Date(since.getTime() - BASELINE_MS)),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const byPlace = new Map<number, typeof rows>();
  for (const row of rows) {
    const own = byPlace.get(row.listingId);
    if (own) own.push(row);
    else byPlace.set(row.listingId, [row]);
  }
  return places.flatMap((place) => {
    const own = byPlace.get(place.id) ?? [];
    const waves = suspiciousWaves(
      own.map(({ id, reviewRate, date, hasText }) => ({ id, rating: reviewRate, date, hasText })),
      since,
    );
    const location = { id: place.id, name: place.name };
    return waves.map((wave) => ({
      from: wave.from.toISOString(),
      to: wave.to.toISOString(),
      reviews: wave.reviewIds.map((id) => {
        const { authorName, reviewRate, date, hasText } = byId.get(id)!;
        return { id, authorName, reviewRate, date: date.toISOString(), hasText };
      }),
      withoutText: wave.withoutText,
      expected: wave.expected,
      location,
    }));
  });
}
