import { io } from 'socket.io-client';
import type { RealtimeEventName, RealtimeEvents } from '../../shared/api/realtime';
import { readAuthToken } from './local-session';

const RECONNECT_AFTER_REFUSAL_MS = 5000;

/** What the app needs of a socket.io client socket: the server's events, typed by the shared contract. */
export type RealtimeSocket = {
  on<Event extends RealtimeEventName>(event: Event, handler: (payload: Partial<RealtimeEvents[Event]>) => void): unknown;
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
      on: (event, handler) => socket.on(event as string, handler),
      disconnect: () => {
        closed = true;
        socket.disconnect();
      },
    };
  };
}
