import { demoConnection, demoPage } from './demo-connection';
import { demoReviews } from './demo-reviews';
import type { TheForkSource } from './thefork';

const REVIEW_COUNT = 12;
const PAGE_SIZE = 6;

/**
 * TheFork offline: any credentials connect, and the restaurant shows twelve labelled demonstration reviews rated out
 * of 10, two pages of six, as TheFork's list pages. No network call, so `callsUsed` is 0.
 */
export function createTheForkStandIn({ now = Date.now }: { now?: () => number } = {}): TheForkSource {
  const reviewsOf = (connectionId: string) => demoReviews('thefork', connectionId, REVIEW_COUNT, 10, now());
  return {
    kind: 'thefork',
    demo: true,
    async connect(connectionId, settings) {
      return { connection: demoConnection('thefork', connectionId, settings.restaurantUuid, null), callsUsed: 0 };
    },
    async readReviews(connection, { since, cursor } = {}) {
      const fresh = reviewsOf(connection.id).filter((review) => !since || review.date >= since);
      const { page, nextCursor } = demoPage(fresh, cursor, PAGE_SIZE);
      return { reviews: page, nextCursor, callsUsed: 0, history: 'complete' };
    },
    async readReview(connection, reviewUuid) {
      return { review: reviewsOf(connection.id).find((review) => review.externalId === reviewUuid) ?? null, callsUsed: 0 };
    },
    replyTarget: () => ({ way: 'copy-and-open', url: 'https://manager.thefork.com/' }),
  };
}
