import type { Socket } from 'socket.io-client';
import type { RealtimeEventName, RealtimeEvents } from '../../shared/api/realtime';
import { readAuthToken } from './local-session';

const RECONNECT_AFTER_REFUSAL_MS = 5000;
const RETRY_LOADING_CLIENT_MS = 10_000;

/** What the app needs of a socket.io client socket: the server's events, typed by the shared contract. */
export type RealtimeSocket = {
  on<Event extends RealtimeEventName>(event: Event, handler: (payload: Partial<RealtimeEvents[Event]>) => void): unknown;
  disconnect(): unknown;
};

export type ConnectSocket = () => RealtimeSocket;

/**
 * Whether an establishment's event is about the establishment the screens show (`settings.establishmentId`). A member
 * receives the events of every establishment they see: one about another must not toast or move the progress shown.
 * Nothing chosen (the only establishment is shown), or an event that names none: it is the shown one's.
 */
export function isAboutShownEstablishment(payload: { locationId?: number }, shownId: number | null | undefined): boolean {
  return shownId == null || payload.locationId === undefined || payload.locationId === shownId;
}

type Handler = Parameters<Socket['on']>[1];

/**
 * socket.io on the API's origin. The client library downloads on the first sign-in, not with the
 * sign-in screen; handlers registered meanwhile are attached once it is there. The token is read at
 * every (re)connection, so a reconnection after a token refresh uses the fresh one: in `auth.token`
 * for the websocket transport (browsers cannot set its headers) and in the Authorization header for
 * long-polling.
 */
export function connectToApi(apiBaseUrl: string): ConnectSocket {
  return () => {
    const handlers: [string, Handler][] = [];
    let socket: Socket | null = null;
    let closed = false;

    const open = (io: typeof import('socket.io-client').io) => {
      if (closed) return;
      const opened = io(new URL(apiBaseUrl).origin, {
        path: '/socket.io',
        auth: (callback) => callback({ token: readAuthToken() }),
        extraHeaders: { authorization: readAuthToken() ?? '' },
      });
      opened.io.on('reconnect_attempt', () => {
        opened.io.opts.extraHeaders = { authorization: readAuthToken() ?? '' };
      });
      // A refused handshake (a token that expired while the laptop slept) is not retried by socket.io itself.
      opened.on('connect_error', () => {
        if (!opened.active) setTimeout(() => !closed && opened.connect(), RECONNECT_AFTER_REFUSAL_MS);
      });
      for (const [event, handler] of handlers) opened.on(event, handler);
      socket = opened;
    };
    // Offline at that moment: live updates start once the library could be downloaded.
    const load = () =>
      import(/* webpackChunkName: "realtime" */ 'socket.io-client').then(
        (module) => open(module.io),
        () => !closed && setTimeout(load, RETRY_LOADING_CLIENT_MS),
      );
    void load();

    return {
      on: (event, handler) => {
        handlers.push([event, handler as Handler]);
        socket?.on(event as string, handler as Handler);
      },
      disconnect: () => {
        closed = true;
        socket?.disconnect();
      },
    };
  };
}
