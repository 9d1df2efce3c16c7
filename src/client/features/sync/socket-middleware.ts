import type { Middleware } from '@reduxjs/toolkit';
import { io } from 'socket.io-client';
import { baseApi } from '../../api/base-api';
import { loginSuccess, logout } from '../auth/auth-slice';
import { readAuthToken } from '../auth/local-session';
import { scrapeDoneReceived, scrapeFailedReceived, scrapeProgressReceived } from './sync-slice';

const RECONNECT_AFTER_REFUSAL_MS = 5000;

/** What the middleware needs of a socket.io client socket. */
export type RealtimeSocket = {
  on(event: string, handler: (payload: { percent?: number }) => void): unknown;
  disconnect(): unknown;
};

export type ConnectSocket = () => RealtimeSocket;

/**
 * socket.io on the API's origin. The token is read at every (re)connection, so a
 * reconnection after a token refresh uses the fresh one: in `auth.token` for the
 * websocket transport (browsers cannot set its headers) and in the Authorization
 * header for long-polling.
 */
export function connectToApi(apiBaseUrl: string): ConnectSocket {
  return () => {
    const socket = io(new URL(apiBaseUrl).origin, {
      path: '/socket.io',
      auth: (callback) => callback({ token: readAuthToken() }),
      extraHeaders: { authorization: readAuthToken() ?? '' },
    });
    socket.io.on('reconnect_attempt', () => {
      socket.io.opts.extraHeaders = { authorization: readAuthToken() ?? '' };
    });
    // A refused handshake (a token that expired while the laptop slept) is not retried by socket.io itself.
    let closed = false;
    socket.on('connect_error', () => {
      if (!socket.active) setTimeout(() => !closed && socket.connect(), RECONNECT_AFTER_REFUSAL_MS);
    });
    return {
      on: (event, handler) => socket.on(event, handler),
      disconnect: () => {
        closed = true;
        socket.disconnect();
      },
    };
  };
}

/** Opens the realtime socket once signed in, closes it on logout, and feeds its events to the store. */
export function createSocketMiddleware(connect: ConnectSocket): Middleware {
  let socket: RealtimeSocket | null = null;
  return (store) => (next) => (action) => {
    const result = next(action);
    if (loginSuccess.match(action) && !socket) {
      socket = connect();
      socket.on('scrapeProgress', ({ percent }) => store.dispatch(scrapeProgressReceived(Number(percent) || 0)));
      socket.on('scrapeDone', () => store.dispatch(scrapeDoneReceived()));
      socket.on('scrapeFailed', () => store.dispatch(scrapeFailedReceived()));
      // A payment completed in another tab: the gate and the subscription pages ask again.
      socket.on('subscriptionUpdated', () => store.dispatch(baseApi.util.invalidateTags(['Subscriptions', 'Me'])));
    }
    if (logout.match(action) && socket) {
      socket.disconnect();
      socket = null;
    }
    return result;
  };
}
