import type { Review } from './reviews';

/** Every event the server pushes to an owner's sockets, with its payload. */
export type RealtimeEvents = {
  scrapeProgress: { percent: number };
  scrapeDone: Record<string, never>;
  scrapeFailed: { jobId: number };
  subscriptionUpdated: { eventType?: string; status?: string };
  /** A review the schedule found since the last check. */
  newReview: { review: Review };
  /** A review was answered or read elsewhere (an automatic reply, another tab): lists showing it refresh. */
  reviewUpdated: { reviewId: number };
  /** A customer played the owner's game, or a coupon was redeemed. */
  gameUpdated: Record<string, never>;
};

export type RealtimeEventName = keyof RealtimeEvents;
