import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { EstablishmentEventName, RealtimeEventName, RealtimeEvents } from '../../shared/api/realtime';

/** Whose open sockets a change of rooms concerns: one account, or every member of an organisation. */
export type RoomsTarget = { userId: number } | { organizationId: number };

/** What the rooms are computed from: the membership rows (the organisations module answers). */
export type EstablishmentRooms = {
  /** The establishments the account signed in with this uid sees now; none for an account not made yet. */
  seenBy(uid: string): Promise<number[]>;
  /** The uids of the accounts a change concerns. */
  uidsOf(target: RoomsTarget): Promise<string[]>;
};

export type Realtime = {
  /** Sends an event to every open tab of one user, and to nobody else. */
  toUser<Event extends RealtimeEventName>(uid: string, event: Event, payload: RealtimeEvents[Event]): void;
  /**
   * Sends an establishment's event to every open tab of the members who see it (its room), with its id as
   * `locationId`, and to nobody else.
   */
  toEstablishment<Event extends EstablishmentEventName>(
    locationId: number,
    event: Event,
    payload: Omit<RealtimeEvents[Event], 'locationId'>,
  ): void;
  /**
   * Moves the open sockets of the accounts concerned, on every instance, into the rooms of the establishments they
   * see now. Resolves once every instance has done it (or the adapter gave up waiting for one, logged): an event
   * emitted afterwards follows the new rooms. Call it after the change is committed.
   */
  refreshRooms(target: RoomsTarget): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

const roomOf = (uid: string) => `user:${uid}`;
const ESTABLISHMENT_ROOM = 'location:';
const establishmentRoom = (locationId: number) => `${ESTABLISHMENT_ROOM}${locationId}`;

/** The server-side event that carries other instances' events for their own sockets. */
const FAN_OUT = 'bonavis:to-users';
/** The server-side event that asks the other instances to recompute some accounts' rooms, acknowledged when done. */
const REFRESH = 'bonavis:refresh-rooms';
type Delivery = [room: string, event: RealtimeEventName, payload: unknown];

/** The handshake's token: the Authorization header (raw or Bearer) or `auth.token`. */
function handshakeToken(socket: Socket): string | null {
  const header = socket.handshake.headers.authorization?.trim();
  const fromAuth = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
  const raw = header || (typeof fromAuth === 'string' ? fromAuth : '');
  return raw.replace(/^Bearer\s+/i, '').trim() || null;
}

type RealtimeOptions = { recheckMs: number; socketsPerAccount: number; redisUrl: string | null; rooms: EstablishmentRooms };

/** When a socket connected, to close an account's oldest first: time, then a per-instance sequence. */
let connections = 0;
const connectedOrder = (socket: { data: { connectedAt?: [number, number] } }) => socket.data.connectedAt ?? [0, 0];
const byConnection = (a: { data: object }, b: { data: object }) => {
  const [timeA, seqA] = connectedOrder(a);
  const [timeB, seqB] = connectedOrder(b);
  return timeA - timeB || seqA - seqB;
};

/**
 * socket.io on the API's own server (path /socket.io): authenticated handshakes, one room per user, and one per
 * establishment the user sees (`location:<id>`), computed from the membership rows at the handshake and again, on
 * every instance, by `refreshRooms` when the organisation changes a member's scope or its establishments.
 * A socket lives as long as its token: it is closed when the token expires, and when a periodic
 * check finds the account disabled or its sessions revoked (the client reconnects with a fresh token).
 * With Redis, events go through it, so a job running on one instance reaches an owner connected to another.
 * An account keeps at most `socketsPerAccount` sockets, every instance together: a new one closes the oldest.
 */
export const realtime = fp(async (app: FastifyInstance, { recheckMs, socketsPerAccount, redisUrl, rooms }: RealtimeOptions) => {
  const io = new Server(app.server, { path: '/socket.io', serveClient: false });
  const redisClients: Redis[] = [];
  if (redisUrl) {
    const publisher = new Redis(redisUrl);
    const subscriber = publisher.duplicate();
    redisClients.push(publisher, subscriber);
    io.adapter(createAdapter(publisher, subscriber));
  }
  // Set as the instance closes its Redis connections (a publication on a closed one is an unhandled rejection): what
  // jobs still emit while they finish their page stays on this instance, and rooms are refreshed here only.
  let closing = false;
  /** Sockets between their user's room and their connection, so that a refresh meanwhile finds them too. */
  const handshaking = new Map<string, Socket>();
  const localSocket = (id: string) => io.of('/').sockets.get(id) ?? handshaking.get(id);

  io.use((socket, next) => {
    const token = handshakeToken(socket);
    if (!token) return next(new Error('UNAUTHORIZED'));
    app.identity.verifyIdToken(token).then(
      async (identity) => {
        socket.data.uid = identity.uid;
        socket.data.token = token;
        socket.data.connectedAt = [Date.now(), (connections += 1)];
        handshaking.set(socket.id, socket);
        void socket.join(roomOf(identity.uid));
        try {
          await joinEstablishments([socket], identity.uid);
        } catch (error) {
          handshaking.delete(socket.id);
          app.log.warn({ err: error }, "socket refused: its establishments' rooms could not be read");
          return next(new Error('UNAVAILABLE'));
        }
        const expiry = setTimeout(() => socket.disconnect(true), Math.max(0, identity.expiresAt.getTime() - Date.now()));
        socket.once('disconnect', () => clearTimeout(expiry));
        next();
      },
      () => next(new Error('UNAUTHORIZED')),
    );
  });

  /**
   * Puts sockets of one account (this instance's) in the rooms of the establishments it sees now, and in no other.
   * Each reading takes a ticket first: a later reading (of later rows) is never undone by an earlier one answering after it.
   */
  async function joinEstablishments(sockets: Socket[], uid: string) {
    const tickets = sockets.map((socket) => (socket.data.roomsTicket = ((socket.data.roomsTicket as number | undefined) ?? 0) + 1));
    const seen = new Set((await rooms.seenBy(uid)).map(establishmentRoom));
    sockets.forEach((socket, index) => {
      if (socket.data.roomsTicket !== tickets[index]) return;
      for (const room of socket.rooms) if (room.startsWith(ESTABLISHMENT_ROOM) && !seen.has(room)) void socket.leave(room);
      void socket.join([...seen]);
    });
  }

  /** This instance's sockets of these accounts, moved into their rooms. */
  async function refreshLocal(uids: string[]) {
    await Promise.all(
      uids.map(async (uid) => {
        const ids = [...(io.of('/').adapter.rooms.get(roomOf(uid)) ?? [])];
        const sockets = ids.map(localSocket).filter((socket) => socket !== undefined);
        if (sockets.length) await joinEstablishments(sockets, uid);
      }),
    );
  }

  io.on(REFRESH, (uids: string[], done: (refreshed: boolean) => void) => {
    refreshLocal(uids).then(
      () => done(true),
      (error: unknown) => {
        app.log.warn({ err: error }, 'socket rooms not refreshed');
        done(false);
      },
    );
  });

  // The change it follows is committed: a failure here is logged, never the request's (the sockets' next handshake
  // reads the rows again; the API checks every request on its own).
  const refreshRooms: Realtime['refreshRooms'] = async (target) => {
    try {
      const uids = await rooms.uidsOf(target);
      if (!uids.length) return;
      await refreshLocal(uids);
      if (!redisUrl || closing) return;
      // Every other instance answers once its own sockets moved; one that does not answer in time is logged.
      await io.serverSideEmitWithAck(REFRESH, uids);
    } catch (error) {
      app.log.error({ err: error, target }, 'socket rooms not refreshed everywhere');
    }
  };

  // Each socket costs a token check per recheck: one token must not open them without end. Past the
  // limit, the account's oldest sockets close (every instance's, through the adapter), as tabs long left open.
  io.on('connection', (socket) => {
    handshaking.delete(socket.id);
    io.in(roomOf(socket.data.uid as string))
      .fetchSockets()
      .then((open) => {
        const excess = open.length - socketsPerAccount;
        if (excess > 0) for (const oldest of open.sort(byConnection).slice(0, excess)) oldest.disconnect(true);
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'socket limit not checked'));
  });

  const recheck = setInterval(() => {
    // A handshake the client left before its connection never reaches 'connection'.
    for (const [id, socket] of handshaking) if (socket.rooms.size === 0) handshaking.delete(id);
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
  const handOver = () => {
    if (!pending.length || closing) return;
    io.serverSideEmit(FAN_OUT, pending);
    pending = [];
  };
  io.on(FAN_OUT, (deliveries: Delivery[]) => {
    for (const [room, event, payload] of deliveries) io.local.to(room).emit(event, payload);
  });
  const toRoom = (room: string, event: RealtimeEventName, payload: unknown) => {
    if (!redisUrl) return void io.to(room).emit(event, payload);
    io.local.to(room).emit(event, payload);
    if (closing) return;
    if (!pending.length) setImmediate(handOver);
    pending.push([room, event, payload]);
  };
  const toUser: Realtime['toUser'] = (uid, event, payload) => toRoom(roomOf(uid), event, payload);
  const toEstablishment: Realtime['toEstablishment'] = (locationId, event, payload) =>
    toRoom(establishmentRoom(locationId), event, { ...payload, locationId });
  app.decorate('realtime', { toUser, toEstablishment, refreshRooms });
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
