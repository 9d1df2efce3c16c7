import type { Middleware } from '@reduxjs/toolkit';
import { baseApi, type TagType } from '../../api/base-api';
import { establishmentTags } from '../../api/establishment-scope';
import { isAboutShownEstablishment, type ConnectSocket, type RealtimeSocket } from '../../session/realtime-socket';
import { newReviewReceived, signedOut, signInSucceeded } from '../../session/session-events';
import type { AppState } from '../../state/app-state';
import { scrapeDoneReceived, scrapeFailedReceived, scrapeProgressReceived } from './sync-slice';

/**
 * Opens the realtime socket once signed in, closes it when the session ends, and feeds its events to the store. An
 * establishment's event about another establishment than the one shown moves no progress and shows no toast. What it
 * makes stale is that establishment's entries only (`locationId`), the screens' when it is the one shown, the cached
 * ones otherwise (dropped, so going back to it asks again); all of them when the event names none.
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
      /** The entries of these types of the event's establishment: those kept for it, and the screens' if it is shown. */
      const staleAt = ({ locationId }: { locationId?: number }, ...types: TagType[]) => {
        if (locationId === undefined) return types;
        const shownId = (store.getState() as Partial<AppState>).settings?.establishmentId;
        // Nothing chosen: the screens show the only one, cached under no establishment (`null`).
        return [...establishmentTags(locationId, ...types), ...(shownId == null ? establishmentTags(null, ...types) : [])];
      };
      socket.on('scrapeProgress', (payload) => {
        if (shown(payload)) store.dispatch(scrapeProgressReceived(Number(payload.percent) || 0));
      });
      socket.on('scrapeDone', (payload) => {
        // Another's: the list of establishments (whether synchronised), and its own entries, whose reviews came.
        if (!shown(payload)) return refetch('Organizations', ...staleAt(payload, 'Listing', 'Reviews', 'Dashboard'));
        store.dispatch(scrapeDoneReceived());
        refetch(...staleAt(payload, 'Dashboard'));
      });
      socket.on('scrapeFailed', (payload) => {
        if (shown(payload)) store.dispatch(scrapeFailedReceived());
      });
      // A payment completed in another tab: the gate and the subscription pages ask again.
      socket.on('subscriptionUpdated', () => refetch('Subscriptions', 'Me', 'Dashboard'));
      // Reviews found or answered on the server: whatever lists them asks again.
      socket.on('newReview', (payload) => {
        // Another establishment's: its count in the list, the credits its automatic replies may spend, and its entries.
        if (!shown(payload)) return refetch('Organizations', 'Me', ...staleAt(payload, 'Reviews', 'Dashboard'));
        if (payload.review) store.dispatch(newReviewReceived(payload.review));
        refetch('Me', ...staleAt(payload, 'Reviews', 'Dashboard'));
      });
      socket.on('reviewUpdated', (payload) => {
        if (shown(payload)) refetch('Me', ...staleAt(payload, 'Reviews', 'Dashboard'));
        else refetch(...staleAt(payload, 'Reviews', 'Dashboard'));
      });
      // A customer played or a coupon was redeemed at the counter: the game's screens ask again.
      socket.on('gameUpdated', (payload) => refetch(...staleAt(payload, 'Game', 'GameStats', 'GameCoupons')));
    }
    if (signedOut.match(action) && socket) {
      socket.disconnect();
      socket = null;
    }
    return result;
  };
}
