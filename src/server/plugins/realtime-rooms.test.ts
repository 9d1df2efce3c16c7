import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { listings, subscriptions } from '../db/schema';
import { buildTestApp } from '../test-helpers';
import { injectAs, latestMailTo, setUpOwner, signUpOwner, uniqueEmail } from '../test-emulator';
import { engineUrl } from '../test-engines';
import { describeWith } from '../test-skips';

/**
 * Establishments' rooms in the whole app: a member's open socket receives the events of the establishments their role
 * and scope let them see, and follows every change the organisation's routes make, at once; across two instances over
 * one PostgreSQL and one Redis too, the socket on one and the change made through the other.
 */

type User = Awaited<ReturnType<typeof signUpOwner>>;
/** An open socket and what it received: each gameUpdated's establishment, and the marks that end each round. */
type Listener = { uid: string; socket: Socket; games: number[]; marks: string[] };

async function listen(app: FastifyInstance, user: User): Promise<Listener> {
  const { port } = app.server.address() as AddressInfo;
  const socket = io(`http://127.0.0.1:${port}`, {
    path: '/socket.io',
    auth: { token: user.idToken },
    transports: ['websocket'],
    reconnection: false,
  });
  const listener: Listener = { uid: user.uid, socket, games: [], marks: [] };
  socket.on('gameUpdated', ({ locationId }: { locationId: number }) => listener.games.push(locationId));
  socket.on('subscriptionUpdated', ({ status }: { status: string }) => listener.marks.push(status));
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

let lastRound = 0;
/**
 * Each emitter in turn sends gameUpdated for each establishment, then the last one a mark to each listener's account;
 * once the marks arrived, whatever the rooms sent before them has too (in order on one instance; through Redis, behind
 * what that instance published first). Answers the establishments each listener got in the round.
 */
async function gameRound(emitters: FastifyInstance[], places: number[], listeners: Listener[]) {
  const mark = `round-${(lastRound += 1)}`;
  const before = listeners.map((listener) => listener.games.length);
  for (const emitter of emitters) for (const place of places) emitter.realtime.toEstablishment(place, 'gameUpdated', {});
  for (const listener of listeners) emitters.at(-1)!.realtime.toUser(listener.uid, 'subscriptionUpdated', { status: mark });
  await eventually(() => listeners.every((listener) => listener.marks.includes(mark)), `${mark}'s mark to each`);
  return listeners.map((listener, index) => listener.games.slice(before[index]));
}

/** An owner on a paid plan (inviting needs one) with two establishments: A, set up first, and B, added. */
async function organisation(app: FastifyInstance) {
  const owner = await setUpOwner(app);
  await app.database.db.insert(subscriptions).values({ userId: owner.user.id, status: 'ACTIVE', planPeriod: 'MONTHLY', isTrial: false });
  const [first] = await app.database.db.select().from(listings).where(eq(listings.userId, owner.user.id));
  const added = await addEstablishment(app, owner, 'RoomsB');
  return { owner, a: first.id, b: added };
}

async function addEstablishment(app: FastifyInstance, owner: User, name: string): Promise<number> {
  const url = `https://maps.app.goo.gl/${name}${lastRound}`;
  const added = await injectAs(app, owner, { method: 'POST', url: '/api/locations/private', payload: { url } });
  if (added.statusCode !== 201) throw new Error(`adding an establishment answered ${added.statusCode}`);
  return added.json().id;
}

/** A signed-up account invited as a manager of `locations`, and the invitation's token (not accepted yet). */
async function invitedManager(app: FastifyInstance, owner: User, locations: number[]) {
  const email = uniqueEmail('manager');
  const since = Date.now();
  const sent = await injectAs(app, owner, {
    method: 'POST',
    url: '/api/members/private/invitations',
    payload: { email, role: 'manager', locations },
  });
  if (sent.statusCode !== 201) throw new Error(`inviting answered ${sent.statusCode}`);
  const token = /\/invitation\?token=([A-Za-z0-9_-]{43})/.exec((await latestMailTo(email, since)).text)![1];
  return { manager: await signUpOwner(app, email), token };
}

const accept = (app: FastifyInstance, user: User, token: string) =>
  injectAs(app, user, { method: 'POST', url: '/api/members/private/invitations/accept', payload: { token } });
const narrow = (app: FastifyInstance, owner: User, member: User, locations: number[]) =>
  injectAs(app, owner, { method: 'PATCH', url: `/api/members/private/${member.user.id}`, payload: { role: 'manager', locations } });
const removeMember = (app: FastifyInstance, owner: User, member: User) =>
  injectAs(app, owner, { method: 'DELETE', url: `/api/members/private/${member.user.id}` });

describe('establishment rooms in the app', () => {
  let app: FastifyInstance;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    app = await buildTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await app.close();
  });

  it("gives a member of scope {B} B's events, not A's, and an open socket follows the team's changes at once", async () => {
    const { owner, a, b } = await organisation(app);
    const { manager, token } = await invitedManager(app, owner, [b]);
    const [managers, owners] = await Promise.all([listen(app, manager), listen(app, owner)]);
    sockets.push(managers.socket, owners.socket);
    const listeners = [managers, owners];

    // Not a member yet: nothing of the organisation. The owner sees every establishment.
    expect(await gameRound([app], [a, b], listeners)).toEqual([[], [a, b]]);
    expect((await accept(app, manager, token)).statusCode).toBe(200);
    expect(await gameRound([app], [a, b], listeners)).toEqual([[b], [a, b]]);

    expect((await narrow(app, owner, manager, [a])).statusCode).toBe(200);
    expect(await gameRound([app], [a, b], listeners)).toEqual([[a], [a, b]]);

    expect((await removeMember(app, owner, manager)).statusCode).toBe(204);
    expect(await gameRound([app], [a, b], listeners)).toEqual([[], [a, b]]);

    // An establishment added: the owner's open socket gets its events from then on.
    const c = await addEstablishment(app, owner, 'RoomsC');
    expect(await gameRound([app], [a, b, c], listeners)).toEqual([[], [a, b, c]]);
  });
});

describeWith(['postgres', 'redis'], 'establishment rooms across two instances on PostgreSQL and Redis', () => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  const sockets: Socket[] = [];
  const instance = async () => {
    const started = await buildTestApp({ DATABASE_URL: engineUrl('postgres')!, REDIS_URL: engineUrl('redis')! });
    await started.listen({ port: 0, host: '127.0.0.1' });
    return started;
  };
  beforeAll(async () => {
    first = await instance();
    second = await instance();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await first?.close();
    await second?.close();
  });

  it('moves a socket on one instance out of a room as soon as the change made through the other answers', async () => {
    const { owner, a, b } = await organisation(second);
    const { manager, token } = await invitedManager(second, owner, [b]);
    const managers = await listen(first, manager);
    sockets.push(managers.socket);
    // Events from the socket's own instance (straight to it) and from the other (through Redis).
    const both = [first, second];

    expect(await gameRound(both, [a, b], [managers])).toEqual([[]]);
    expect((await accept(second, manager, token)).statusCode).toBe(200);
    expect(await gameRound(both, [a, b], [managers])).toEqual([[b, b]]);

    expect((await narrow(second, owner, manager, [a])).statusCode).toBe(200);
    expect(await gameRound(both, [a, b], [managers])).toEqual([[a, a]]);

    expect((await removeMember(second, owner, manager)).statusCode).toBe(204);
    expect(await gameRound(both, [a, b], [managers])).toEqual([[]]);
  });
});
