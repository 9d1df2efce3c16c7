import type { Middleware } from '@reduxjs/toolkit';
import { baseApi } from '../../api/base-api';
import { isAboutShownEstablishment, type ConnectSocket, type RealtimeSocket } from '../../session/realtime-socket';
import { newReviewReceived, signedOut, signInSucceeded } from '../../session/session-events';
import type { AppState } from '../../state/app-state';
import { scrapeDoneReceived, scrapeFailedReceived, scrapeProgressReceived } from './sync-slice';

/**
 * Opens the realtime socket once signed in, closes it when the session ends, and feeds its events to the store. An
 * establishment's event about another establishment than the one shown moves no progress and shows no toast: at most
 * the list of establishments (their counts, whether synchronised) asks again.
 */
export function createSocketMiddleware(connect: ConnectSocket): Middleware {
  let socket: RealtimeSocket | null = null;
  return (store) => (next) => (action) => {
    const result = next(action);
    if (signInSucceeded.match(action) && !socket) {
      socket = connect();
      const shown = (payload: { locationId?: number }) =>
        isAboutShownEstablishment(payload, (store.getState() as Partial<AppState>).settings?.establishmentId);
      const refetch = (...tags: Parameters<typeof baseApi.util.invalidateTags>[0]) => store.dispatch(baseApi.util.invalidateTags(tags));
      socket.on('scrapeProgress', (payload) => {
        if (shown(payload)) store.dispatch(scrapeProgressReceived(Number(payload.percent) || 0));
      });
      socket.on('scrapeDone', (payload) => {
        if (!shown(payload)) return refetch('Organizations');
        store.dispatch(scrapeDoneReceived());
        refetch('Dashboard');
      });
      socket.on('scrapeFailed', (payload) => {
        if (shown(payload)) store.dispatch(scrapeFailedReceived());
      });
      // A payment completed in another tab: the gate and the subscription pages ask again.
      socket.on('subscriptionUpdated', () => refetch('Subscriptions', 'Me', 'Dashboard'));
      // Reviews found or answered on the server: whatever lists them asks again.
      socket.on('newReview', (payload) => {
        // Another establishment's: its count in the list, and the credits its automatic replies may spend.
        if (!shown(payload)) return refetch('Organizations', 'Me');
        if (payload.review) store.dispatch(newReviewReceived(payload.review));
        refetch('Reviews', 'Me', 'Dashboard');
      });
      socket.on('reviewUpdated', (payload) => {
        if (shown(payload)) refetch('Reviews', 'Me', 'Dashboard');
      });
      // A customer played or a coupon was redeemed at the counter: the game's screens ask again.
      socket.on('gameUpdated', (payload) => {
        if (shown(payload)) refetch('Game', 'GameStats', 'GameCoupons');
      });
    }
    if (signedOut.match(action) && socket) {
      socket.disconnect();
      socket = null;
    }
    return result;
  };
}
