import { sql } from 'drizzle-orm';
import type { MapsReview } from '../../adapters/maps/maps-provider';
import { reviews } from '../../db/schema';
import { detectLanguage, replyLanguageOf } from '../ai/language';
import { analyzeReview } from '../ai/review-analysis';
import { searchTextOf } from './search-text';

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
  responseContent: sql`excluded.response_content`,
  responseDate: sql`excluded.response_date`,
  searchText: sql`excluded.search_text`,
  sentiment: sql`excluded.sentiment`,
  themes: sql`excluded.themes`,
};

export const REVIEW_KEY = [reviews.listingId, reviews.externalId];
