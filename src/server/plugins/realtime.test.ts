import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { createFirebaseIdentity } from '../adapters/identity/firebase-identity';
import { createAccount } from '../test-emulator';
import { engineUrl } from '../test-engines';
import { describeWith } from '../test-skips';
import { realtime, type EstablishmentRooms } from './realtime';

/**
 * The realtime plugin on its own, over the Auth emulator; across two instances when REDIS_URL is
 * set (required in CI): what one instance emits reaches the owners connected to the other.
 */
const redisUrl = engineUrl('redis');

/** What the membership rows would say, as the test sets it: each account's id and the establishments its uid sees. */
const accounts = new Map<string, { userId: number; sees: number[] }>();
const fakeRooms: EstablishmentRooms = {
  seenBy: async (uid) => accounts.get(uid)?.sees ?? [],
  uidsOf: async (target) =>
    'userId' in target ? [...accounts].filter(([, { userId }]) => userId === target.userId).map(([uid]) => uid) : [],
};

async function startInstance(socketsPerAccount = 10): Promise<FastifyInstance> {
  const app = Fastify();
  const identity = createFirebaseIdentity({ projectId: 'demo-bonavis', emulatorHost: '127.0.0.1:9099' });
  app.decorate('identity', identity);
  app.addHook('onClose', () => identity.close());
  await app.register(realtime, { recheckMs: 60_000, socketsPerAccount, redisUrl, rooms: fakeRooms });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

/** A socket and what it received: each scrapeProgress's percent, each gameUpdated's establishment. */
type Listener = { socket: Socket; percents: number[]; games: number[] };

async function listen(app: FastifyInstance, token: string): Promise<Listener> {
  const { port } = app.server.address() as AddressInfo;
  const socket = io(`http://127.0.0.1:${port}`, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false });
  const listener: Listener = { socket, percents: [], games: [] };
  socket.on('scrapeProgress', ({ percent }: { percent: number }) => listener.percents.push(percent));
  socket.on('gameUpdated', ({ locationId }: { locationId: number }) => listener.games.push(locationId));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return listener;
}

async function eventually(check: () => boolean, what: string) {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Whether every listener got the event with this percent. */
const allGot = (listeners: Listener[], percent: number) => listeners.every((listener) => listener.percents.includes(percent));

/** A progress event of establishment 1, sent to a user's room in these tests. */
const progress = (percent: number) => ({ percent, locationId: 1 });

const percents = Array.from({ length: 50 }, (_, index) => index * 2);

describe('realtime on one instance', () => {
  it('sends an owner the events emitted for them, in order, and nobody else', async () => {
    const app = await startInstance();
    const [owner, other] = await Promise.all([createAccount(), createAccount()]);
    const [mine, theirs] = await Promise.all([listen(app, owner.idToken), listen(app, other.idToken)]);
    try {
      for (const percent of percents) app.realtime.toUser(owner.uid, 'scrapeProgress', progress(percent));
      // A last event to each, emitted after the others: a socket's events arrive in order, so once it has its last
      // one, whatever was (wrongly) sent to it before has arrived too.
      app.realtime.toUser(owner.uid, 'scrapeProgress', progress(100));
      app.realtime.toUser(other.uid, 'scrapeProgress', progress(100));
      await eventually(() => allGot([mine, theirs], 100), 'the last event to each');
      expect(mine.percents).toEqual([...percents, 100]);
      expect(theirs.percents).toEqual([100]);
    } finally {
      mine.socket.disconnect();
      theirs.socket.disconnect();
      await app.close();
    }
  });
});

let lastUserId = 9000;
/** An account the fake membership rows know, seeing these establishments. */
async function accountSeeing(sees: number[]) {
  const account = await createAccount();
  const userId = (lastUserId += 1);
  accounts.set(account.uid, { userId, sees });
  return { ...account, userId };
}

let lastRound = 1000;
/**
 * Emits gameUpdated for establishments 1 and 2 from each `emitters` instance in turn, then a last event to each
 * listener's account from the last one, and waits for those: whatever the rooms (wrongly) sent before has arrived by
 * then (in order on one instance; through Redis, behind the events that instance published first). Answers the
 * establishments each listener got in the round.
 */
async function gameRound(emitters: FastifyInstance[], listeners: (Listener & { uid: string })[]) {
  const round = (lastRound += 1);
  const before = listeners.map((listener) => listener.games.length);
  for (const emitter of emitters) for (const locationId of [1, 2]) emitter.realtime.toEstablishment(locationId, 'gameUpdated', {});
  for (const listener of listeners) emitters.at(-1)!.realtime.toUser(listener.uid, 'scrapeProgress', progress(round));
  await eventually(() => allGot(listeners, round), `round ${round}'s last event to each`);
  return listeners.map((listener, index) => listener.games.slice(before[index]));
}

describe('establishment rooms', () => {
  it("sends an establishment's events, with its id, to the accounts that see it, and follows a refresh at once", async () => {
    const app = await startInstance();
    const [member, owner] = await Promise.all([accountSeeing([2]), accountSeeing([1, 2])]);
    const [mine, theirs] = await Promise.all([listen(app, member.idToken), listen(app, owner.idToken)]);
    const listeners = [
      { ...mine, uid: member.uid },
      { ...theirs, uid: owner.uid },
    ];
    try {
      expect(await gameRound([app], listeners)).toEqual([[2], [1, 2]]);

      accounts.set(member.uid, { userId: member.userId, sees: [1] });
      await app.realtime.refreshRooms({ userId: member.userId });
      expect(await gameRound([app], listeners)).toEqual([[1], [1, 2]]);

      accounts.set(member.uid, { userId: member.userId, sees: [] });
      await app.realtime.refreshRooms({ userId: member.userId });
      expect(await gameRound([app], listeners)).toEqual([[], [1, 2]]);
    } finally {
      mine.socket.disconnect();
      theirs.socket.disconnect();
      await app.close();
    }
  });
});

/** Waits (at most 10 s) for the socket to be closed, and gives the reason socket.io reports. */
async function closeReason(socket: Socket, what: string): Promise<string> {
  let reason: string | null = null;
  socket.once('disconnect', (given) => (reason = given));
  if (socket.disconnected) return 'already closed';
  await eventually(() => reason !== null, what);
  return reason!;
}

describe('sockets per account', () => {
  it('keeps at most SOCKETS_PER_ACCOUNT open for one account, closing the oldest; other accounts keep theirs', async () => {
    const app = await startInstance(2);
    const [owner, other] = await Promise.all([createAccount(), createAccount()]);
    const opened: Socket[] = [];
    try {
      const theirs = await listen(app, other.idToken);
      opened.push(theirs.socket);
      const first = await listen(app, owner.idToken);
      opened.push(first.socket);
      const second = await listen(app, owner.idToken);
      opened.push(second.socket);
      expect(first.socket.connected).toBe(true);

      const third = await listen(app, owner.idToken);
      opened.push(third.socket);
      expect(await closeReason(first.socket, 'the oldest socket closed')).toBe('io server disconnect');
      // The kept sockets still get the owner's events; the other account's socket was never touched.
      app.realtime.toUser(owner.uid, 'scrapeProgress', progress(5));
      await eventually(() => allGot([second, third], 5), 'an event on the kept sockets');
      expect([second.socket.connected, third.socket.connected, theirs.socket.connected]).toEqual([true, true, true]);

      opened.push((await listen(app, owner.idToken)).socket);
      expect(await closeReason(second.socket, 'the next oldest socket closed')).toBe('io server disconnect');
      expect(third.socket.connected).toBe(true);
    } finally {
      for (const socket of opened) socket.disconnect();
      await app.close();
    }
  });
});

describeWith(['redis'], 'realtime across two instances through Redis', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    [a, b] = await Promise.all([startInstance(), startInstance()]);
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await Promise.all([a.close(), b.close()]);
  });

  it('delivers events emitted together on one instance to the owner on both, in order and once each', async () => {
    const owner = await createAccount();
    const [onA, onB] = await Promise.all([listen(a, owner.idToken), listen(b, owner.idToken)]);
    sockets.push(onA.socket, onB.socket);
    // Both subscriptions settled: a first event reaches B.
    a.realtime.toUser(owner.uid, 'scrapeProgress', progress(-1));
    await eventually(() => onB.percents.length === 1, 'a first event through Redis');

    for (const percent of percents) a.realtime.toUser(owner.uid, 'scrapeProgress', progress(percent));
    setTimeout(() => a.realtime.toUser(owner.uid, 'scrapeProgress', progress(100)), 10);
    const expected = [-1, ...percents, 100];
    await eventually(() => allGot([onB], 100), 'every event delivered');
    // Nothing more is on its way once an event of B's has reached A: Redis passes it on after everything A
    // published before (B has it all), and each instance delivers in order.
    b.realtime.toUser(owner.uid, 'scrapeProgress', progress(101));
    await eventually(() => allGot([onA, onB], 101), "B's last event on both");
    expect(onB.percents).toEqual([...expected, 101]);
    expect(onA.percents).toEqual([...expected, 101]);
  });

  it('moves the sockets of another instance before a refresh resolves', async () => {
    const member = await accountSeeing([2]);
    const onA = await listen(a, member.idToken);
    sockets.push(onA.socket);
    const listeners = [{ ...onA, uid: member.uid }];
    // Events from A itself (straight to its socket) and from B (through Redis).
    expect(await gameRound([a, b], listeners)).toEqual([[2, 2]]);

    accounts.set(member.uid, { userId: member.userId, sees: [1] });
    await b.realtime.refreshRooms({ userId: member.userId });
    expect(await gameRound([a, b], listeners)).toEqual([[1, 1]]);
  });

  it("closes an account's oldest socket on another instance once its sockets everywhere pass the limit", async () => {
    const [c, d] = await Promise.all([startInstance(2), startInstance(2)]);
    const owner = await createAccount();
    const opened: Socket[] = [];
    try {
      const onC = await listen(c, owner.idToken);
      opened.push(onC.socket);
      for (let count = 0; count < 2; count += 1) opened.push((await listen(d, owner.idToken)).socket);
      expect(await closeReason(onC.socket, 'the oldest socket, on the other instance, closed')).toBe('io server disconnect');
      expect(opened.slice(1).map((socket) => socket.connected)).toEqual([true, true]);
    } finally {
      for (const socket of opened) socket.disconnect();
      await Promise.all([c.close(), d.close()]);
    }
  });

  it("keeps the other instance's owners connected when one instance stops", async () => {
    const owner = await createAccount();
    const onB = await listen(b, owner.idToken);
    sockets.push(onB.socket);
    const c = await startInstance();
    await c.close();
    // A job finishing its page as the instance closes still emits: nothing goes to the closed Redis connection
    // (publishing there was an unhandled rejection, which failed a CI run).
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => void rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    c.realtime.toUser(owner.uid, 'scrapeProgress', progress(3));
    // A's event crosses Redis after C's publication would have been attempted and refused (C's was handed over
    // first, and a publication on a closed connection is refused at once): once B has it, a rejection would show.
    a.realtime.toUser(owner.uid, 'scrapeProgress', progress(7));
    await eventually(() => onB.percents.includes(7), 'an event after the stop');
    process.off('unhandledRejection', onRejection);
    expect(rejections).toEqual([]);
    expect(onB.socket.connected).toBe(true);
  });
});
