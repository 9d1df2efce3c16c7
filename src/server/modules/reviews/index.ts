// The reviews module as other modules see it: the stored reviews, how they arrive (sources, ingestion, analysis) and
// the listing look-up.
export { createReviewsService, toApiListing, toApiReview, type ReviewsService } from './service';
export { adoptFromOtherSource, REFRESHED_ON_CONFLICT, REVIEW_KEY, toReviewRow } from './ingestion';
export { storeFetchedReviews } from './review-history';
export { markUnseenRemoved, type RemovalOutcome } from './review-removals';
export { createReviewSource, GOOGLE_ID_PREFIX, type ReviewSource, type SourcedPage } from './review-source';
export { detectLanguage, identifyLanguage } from './language';
export { analyzeReview } from './review-analysis';
export { lookUpListing } from './listing-lookup';
export { createNewReviewsChecker, readableNow, type NewReviewsChecker } from './new-reviews';
export { reviewUrlOf } from './review-form';
