import type { Middleware } from '@reduxjs/toolkit';
import { baseApi } from '../../api/base-api';
import type { ConnectSocket, RealtimeSocket } from '../../session/realtime-socket';
import { newReviewReceived, signedOut, signInSucceeded } from '../../session/session-events';
import { scrapeDoneReceived, scrapeFailedReceived, scrapeProgressReceived } from './sync-slice';

/** Opens the realtime socket once signed in, closes it when the session ends, and feeds its events to the store. */
export function createSocketMiddleware(connect: ConnectSocket): Middleware {
  let socket: RealtimeSocket | null = null;
  return (store) => (next) => (action) => {
    const result = next(action);
    if (signInSucceeded.match(action) && !socket) {
      socket = connect();
      socket.on('scrapeProgress', ({ percent }) => store.dispatch(scrapeProgressReceived(Number(percent) || 0)));
      socket.on('scrapeDone', () => {
        store.dispatch(scrapeDoneReceived());
        store.dispatch(baseApi.util.invalidateTags(['Dashboard']));
      });
      socket.on('scrapeFailed', () => store.dispatch(scrapeFailedReceived()));
      // A payment completed in another tab: the gate and the subscription pages ask again.
      socket.on('subscriptionUpdated', () => store.dispatch(baseApi.util.invalidateTags(['Subscriptions', 'Me', 'Dashboard'])));
      // Reviews found or answered on the server: whatever lists them asks again.
      socket.on('newReview', ({ review }) => {
        if (review) store.dispatch(newReviewReceived(review));
        store.dispatch(baseApi.util.invalidateTags(['Reviews', 'Me', 'Dashboard']));
      });
      socket.on('reviewUpdated', () => store.dispatch(baseApi.util.invalidateTags(['Reviews', 'Me', 'Dashboard'])));
      // A customer played or a coupon was redeemed at the counter: the game's screens ask again.
      socket.on('gameUpdated', () => store.dispatch(baseApi.util.invalidateTags(['Game', 'GameStats', 'GameCoupons'])));
    }
    if (signedOut.match(action) && socket) {
      socket.disconnect();
      socket = null;
    }
    return result;
  };
}
