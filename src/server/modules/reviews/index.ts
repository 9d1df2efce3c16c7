// The reviews module as other modules see it: the stored reviews, how they arrive (sources, ingestion) and
// the listing look-up.
export { apiReviewColumns, createReviewsService, toApiListing, toApiReview, type ReviewsService } from './service';
export { adoptFromOtherSource, REFRESHED_ON_CONFLICT, REVIEW_KEY, toReviewRow } from './ingestion';
export { recordVersions, storeFetchedReviews } from './review-history';
export { searchTextOf } from './search-text';
export { markUnseenRemoved, type RemovalOutcome } from './review-removals';
export { createReviewSource, type ReviewSource, type SourcedPage } from './review-source';
export { lookUpListing, resolveListing } from './listing-lookup';
export { createNewReviewsChecker, readableNow, type NewReviewsChecker } from './new-reviews';
export { reviewUrlOf } from './review-form';
export { createReviewIntegrity, type ReviewIntegrity } from './integrity';
export { writeEvidenceCsv } from './evidence-csv';
