import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import type { MapsReview } from '../../adapters/maps/maps-provider';
import { reviews } from '../../db/schema';
import { analyzeReview, detectLanguage, replyLanguageOf } from '../review-text';
import { searchTextOf } from './search-text';
import { DAY_MS } from '../../../shared/constants';

/**
 * A provider's review as stored: with its search text, language, sentiment and themes worked out
 * once here, so the lists and the dashboard only read them.
 */
export function toReviewRow(listingId: number, review: MapsReview) {
  // The provider's language when it gives one (Google does): detecting it costs more than the rest of the analysis.
  const language = review.language ? replyLanguageOf(review.language) : detectLanguage(review.content);
  const { sentiment, themes } = analyzeReview(review.content, language, review.rating);
  return {
    listingId,
    externalId: review.externalId,
    authorName: review.authorName,
    authorPictUrl: review.authorPictUrl,
    reviewRate: review.rating,
    date: review.date,
    isLocalGuide: review.isLocalGuide,
    reviewContent: review.content,
    language: review.language ?? language,
    pictures: review.pictures,
    media: review.media ?? [],
    googleReplyModeration: review.replyModeration ?? null,
    responseContent: review.response?.content ?? null,
    responseDate: review.response?.date ?? null,
    searchText: searchTextOf(review.authorName, review.content),
    sentiment,
    themes,
  };
}

/** What a later fetch of a stored review may change: its rating, text and the owner's response as the provider knows them. */
export const REFRESHED_ON_CONFLICT = {
  reviewRate: sql`excluded.review_rate`,
  reviewContent: sql`excluded.review_content`,
  // A reply on its way to Google stays as the owner wrote it until Google has it.
  responseContent: sql`case when ${reviews.googleReplyState} = 'pending' then ${reviews.responseContent} else excluded.response_content end`,
  responseDate: sql`case when ${reviews.googleReplyState} = 'pending' then ${reviews.responseDate} else excluded.response_date end`,
  // « Répondu par »: a reply the source shows changed (written on Google itself) is no longer the member's.
  repliedBy: sql`case when ${reviews.googleReplyState} = 'pending' or excluded.response_content is not distinct from ${reviews.responseContent}
    then ${reviews.repliedBy} end`,
  // Google's moderation of the reply it shows; a reply on its way to Google is not moderated yet.
  googleReplyModeration: sql`case when ${reviews.googleReplyState} = 'pending' then null else excluded.google_reply_moderation end`,
  media: sql`excluded.media`,
  searchText: sql`excluded.search_text`,
  sentiment: sql`excluded.sentiment`,
  themes: sql`excluded.themes`,
  // Returned again: seen now, and no longer removed if a full read had missed it.
  lastSeenAt: sql`now()`,
  removedAt: sql`null`,
};

export const REVIEW_KEY = [reviews.listingId, reviews.externalId];

/** The same review seen by both sources: one author, dates at most this far apart (the maps provider rounds some). */
const SAME_REVIEW_WITHIN_MS = 2 * DAY_MS;

/**
 * Before a page from `source` is stored on a listing whose reviews came from the other source:
 * each incoming review not stored yet takes over the stored review it is (same author, closest
 * date within two days) by taking its id, so switching between Google and the maps provider
 * keeps one review each, with its read state and reply.
 */
export async function adoptFromOtherSource(db: Queryable, listingId: number, source: 'maps' | 'google', incoming: MapsReview[]) {
  if (!incoming.length) return 0;
  // Between Google's two ways only: the reviews of TheFork, Tripadvisor or Facebook are never taken over.
  const otherSource =
    source === 'google'
      ? sql`${reviews.source} = 'google' and ${reviews.externalId} not like 'google:%'`
      : sql`${reviews.source} = 'google' and ${reviews.externalId} like 'google:%'`;
  const authors = [...new Set(incoming.map((review) => review.authorName))];
  const stored = await db
    .select({ id: reviews.id, externalId: reviews.externalId, authorName: reviews.authorName, date: reviews.date })
    .from(reviews)
    .where(and(eq(reviews.listingId, listingId), inArray(reviews.authorName, authors), otherSource));
  const known = new Set(
    (
      await db
        .select({ externalId: reviews.externalId })
        .from(reviews)
        .where(
          and(
            eq(reviews.listingId, listingId),
            inArray(
              reviews.externalId,
              incoming.map((review) => review.externalId),
            ),
          ),
        )
    ).map((row) => row.externalId),
  );
  let adopted = 0;
  for (const review of incoming) {
    if (known.has(review.externalId)) continue;
    const distance = (row: (typeof stored)[number]) => Math.abs(row.date.getTime() - review.date.getTime());
    const candidates = stored.filter((row) => row.authorName === review.authorName && distance(row) <= SAME_REVIEW_WITHIN_MS);
    if (!candidates.length) continue;
    const closest = candidates.reduce((best, row) => (distance(row) < distance(best) ? row : best));
    stored.splice(stored.indexOf(closest), 1);
    await db.update(reviews).set({ externalId: review.externalId }).where(eq(reviews.id, closest.id));
    adopted += 1;
  }
  return adopted;
}
