import type { Review } from './reviews';

/**
 * What an establishment's event carries besides its own fields: the establishment it is about, so that a screen
 * showing another one ignores it (or just refreshes its lists).
 */
type OfEstablishment = { locationId: number };

/** Every event the server pushes to a user's sockets, with its payload. */
export type RealtimeEvents = {
  /** An establishment's synchronisation moved on, ended or failed. */
  scrapeProgress: { percent: number } & OfEstablishment;
  scrapeDone: OfEstablishment;
  scrapeFailed: { jobId: number } & OfEstablishment;
  /** The account's subscriptions changed: sent to the account itself, not to an establishment's members. */
  subscriptionUpdated: { eventType?: string; status?: string };
  /** A review the schedule found since the last check. */
  newReview: { review: Review } & OfEstablishment;
  /** A review was answered or read elsewhere (an automatic reply, another tab): lists showing it refresh. */
  reviewUpdated: { reviewId: number } & OfEstablishment;
  /** A customer played the establishment's game, or a coupon was redeemed. */
  gameUpdated: OfEstablishment;
};

export type RealtimeEventName = keyof RealtimeEvents;

/** The events about one establishment, sent to the members who see it (`realtime.toEstablishment`). */
export type EstablishmentEventName = {
  [Event in RealtimeEventName]: RealtimeEvents[Event] extends OfEstablishment ? Event : never;
}[RealtimeEventName];
