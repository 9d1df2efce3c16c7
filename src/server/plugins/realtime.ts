import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { RealtimeEventName, RealtimeEvents } from '../../shared/api/realtime';

export type Realtime = {
  /** Sends an event to every open tab of one user, and to nobody else. */
  toUser<Event extends RealtimeEventName>(uid: string, event: Event, payload: RealtimeEvents[Event]): void;
};

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

const roomOf = (uid: string) => `user:${uid}`;

/** The server-side event that carries other instances' events for their own sockets. */
const FAN_OUT = 'bonavis:to-users';
type Delivery = [room: string, event: RealtimeEventName, payload: unknown];

/** The handshake's token: the Authorization header (raw or Bearer) or `auth.token`. */
function handshakeToken(socket: Socket): string | null {
  const header = socket.handshake.headers.authorization?.trim();
  const fromAuth = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
  const raw = header || (typeof fromAuth === 'string' ? fromAuth : '');
  return raw.replace(/^Bearer\s+/i, '').trim() || null;
}

type RealtimeOptions = { recheckMs: number; socketsPerAccount: number; redisUrl: string | null };

/** When a socket connected, to close an account's oldest first: time, then a per-instance sequence. */
let connections = 0;
const connectedOrder = (socket: { data: { connectedAt?: [number, number] } }) => socket.data.connectedAt ?? [0, 0];
const byConnection = (a: { data: object }, b: { data: object }) => {
  const [timeA, seqA] = connectedOrder(a);
  const [timeB, seqB] = connectedOrder(b);
  return timeA - timeB || seqA - seqB;
};

/**
 * socket.io on the API's own server (path /socket.io): authenticated handshakes, one room per user.
 * A socket lives as long as its token: it is closed when the token expires, and when a periodic
 * check finds the account disabled or its sessions revoked (the client reconnects with a fresh token).
 * With Redis, events go through it, so a job running on one instance reaches an owner connected to another.
 * An account keeps at most `socketsPerAccount` sockets, every instance together: a new one closes the oldest.
 */
export const realtime = fp(async (app: FastifyInstance, { recheckMs, socketsPerAccount, redisUrl }: RealtimeOptions) => {
  const io = new Server(app.server, { path: '/socket.io', serveClient: false });
  const redisClients: Redis[] = [];
  if (redisUrl) {
    const publisher = new Redis(redisUrl);
    const subscriber = publisher.duplicate();
    redisClients.push(publisher, subscriber);
    io.adapter(createAdapter(publisher, subscriber));
  }
  io.use((socket, next) => {
    const token = handshakeToken(socket);
    if (!token) return next(new Error('UNAUTHORIZED'));
    app.identity.verifyIdToken(token).then(
      (identity) => {
        socket.data.uid = identity.uid;
        socket.data.token = token;
        socket.data.connectedAt = [Date.now(), (connections += 1)];
        const expiry = setTimeout(() => socket.disconnect(true), Math.max(0, identity.expiresAt.getTime() - Date.now()));
        socket.once('disconnect', () => clearTimeout(expiry));
        void socket.join(roomOf(identity.uid));
        next();
      },
      () => next(new Error('UNAUTHORIZED')),
    );
  });

  // Each socket costs a token check per recheck: one token must not open them without end. Past the
  // limit, the account's oldest sockets close (every instance's, through the adapter), as tabs long left open.
  io.on('connection', (socket) => {
    io.in(roomOf(socket.data.uid as string))
      .fetchSockets()
      .then((open) => {
        const excess = open.length - socketsPerAccount;
        if (excess > 0) for (const oldest of open.sort(byConnection).slice(0, excess)) oldest.disconnect(true);
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'socket limit not checked'));
  });

  const recheck = setInterval(() => {
    for (const socket of io.sockets.sockets.values()) {
      app.identity.verifyIdToken(socket.data.token as string).catch((error: unknown) => {
        // An identity service outage is not the account's fault: the socket stays.
        if ((error as { code?: string }).code !== 'UNAVAILABLE') socket.disconnect(true);
      });
    }
  }, recheckMs);
  recheck.unref();

  /**
   * Alone, an instance emits to its own sockets. With Redis, it emits to its own at once and hands
   * the others everything emitted in the same turn of the event loop as one message (one server-side
   * event of the adapter) instead of one publication per event: a thousand syncs reporting
   * together cost the other instances one decode, not a thousand. Each instance still delivers
   * one owner's events in the order they were emitted.
   */
  let pending: Delivery[] = [];
  // Set as the instance closes its Redis connections (a publication on a closed one is an unhandled rejection): what
  // jobs still emit while they finish their page stays on this instance.
  let closing = false;
  const handOver = () => {
    if (!pending.length || closing) return;
    io.serverSideEmit(FAN_OUT, pending);
    pending = [];
  };
  io.on(FAN_OUT, (deliveries: Delivery[]) => {
    for (const [room, event, payload] of deliveries) io.local.to(room).emit(event, payload);
  });
  const toUser: Realtime['toUser'] = (uid, event, payload) => {
    if (!redisUrl) return void io.to(roomOf(uid)).emit(event, payload);
    io.local.to(roomOf(uid)).emit(event, payload);
    if (closing) return;
    if (!pending.length) setImmediate(handOver);
    pending.push([roomOf(uid), event, payload]);
  };
  app.decorate('realtime', { toUser });
  // Open websockets would keep the HTTP server from closing; Fastify closes the server itself.
  app.addHook('preClose', async () => {
    clearInterval(recheck);
    handOver();
    closing = true;
    // Only this instance's sockets: through the adapter, `io.disconnectSockets` would close every instance's.
    io.local.disconnectSockets(true);
    io.engine.close();
    await Promise.all(redisClients.map((client) => client.quit()));
  });
});
