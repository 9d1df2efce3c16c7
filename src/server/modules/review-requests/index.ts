// The review-requests module as other modules see it: the service that asks customers for reviews.
export { createReviewRequests, type ReviewRequests } from './service';
