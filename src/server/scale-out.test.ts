import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Redis } from 'ioredis';
import { io, type Socket } from 'socket.io-client';
import { validOnboarding } from '../shared/validation/onboarding-examples';
import { createAccount } from './test-emulator';
import { engineUrl } from './test-engines';
import { describeWith } from './test-skips';

/**
 * Two API instances, each its own process, over one PostgreSQL and one Redis, as production
 * runs them behind a proxy. Runs when DATABASE_URL and REDIS_URL are both set; fails without them when they are required (CI).
 */
const databaseUrl = engineUrl('postgres') ?? undefined;
const redisUrl = engineUrl('redis') ?? undefined;

const ROOT = path.join(__dirname, '..', '..');
/** The limit counted across instances in these tests: 3 account checks per address in 10 minutes. */
const CHECK_LIMIT = 3;

type LogLine = { msg?: string; jobId?: string; job?: string };
type Instance = { name: string; url: string; child: ChildProcess; logs: LogLine[]; exited: Promise<void> };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Polls until `check` holds. */
async function eventually(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Starts `node src/server/main.ts` as production would (tsx compiling in the same process, so a kill hits the server), and waits until it answers. */
async function startInstance(name: string): Promise<Instance> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      STATIC_DIR: 'does-not-exist',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      FIREBASE_PROJECT_ID: 'demo-bonavis',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      SMTP_URL: 'smtp://127.0.0.1:1025',
      APP_SECRET: 'test-secret-test-secret-test-secret-42',
      // Slow pages, so a sync lasts long enough to be watched and cut.
      DEMO_MAPS_LATENCY_MS: '500',
      SYNC_RETRY_DELAYS_MS: '50',
      SYNC_COOLDOWN_SECONDS: '0',
      NEW_REVIEWS_CHECK_SECONDS: '0',
      DEMO_NEW_REVIEW_EVERY_SECONDS: '0',
      TOKEN_CACHE_SECONDS: '0',
      // A dead instance's job is taken over after 2 s instead of 30.
      JOB_LOCK_SECONDS: '2',
      RATE_LIMITS: `check-exist-ip=${CHECK_LIMIT}/600`,
    },
  });
  const logs: LogLine[] = [];
  createInterface({ input: child.stdout! }).on('line', (line) => {
    try {
      logs.push(JSON.parse(line) as LogLine);
    } catch {
      // Not a log line (a library writing to stdout).
    }
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const instance = { name, url, child, logs, exited };
  await eventually(
    async () => {
      if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
      return (await fetch(`${url}/api/health`).catch(() => null))?.ok ?? false;
    },
    60_000,
    `${name} answering`,
  );
  return instance;
}

async function api(instance: Instance, method: string, url: string, token?: string, body?: object) {
  const response = await fetch(`${instance.url}/api${url}`, {
    method,
    headers: { ...(token ? { authorization: token } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> };
}

/** An owner signed up, terms accepted and listing chosen, through `instance`. */
async function onboardedOwner(instance: Instance, listingUrl: string) {
  const { idToken } = await createAccount();
  expect((await api(instance, 'POST', '/users/private', idToken, {})).status).toBe(201);
  expect((await api(instance, 'PUT', '/users/private/update-info', idToken, { hasAcceptedTerms: true })).status).toBe(200);
  expect((await api(instance, 'POST', '/users/private/onboarding', idToken, { ...validOnboarding, url: listingUrl })).status).toBe(200);
  return idToken;
}

type Listener = { socket: Socket; percents: number[]; done: boolean };

/** An owner's socket on `instance`, recording the sync events it receives. */
async function listen(instance: Instance, token: string): Promise<Listener> {
  const socket = io(instance.url, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false });
  const listener: Listener = { socket, percents: [], done: false };
  socket.on('scrapeProgress', ({ percent }: { percent: number }) => listener.percents.push(percent));
  socket.on('scrapeDone', () => (listener.done = true));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return listener;
}

/** The names of the instances that logged the start of a job. */
const runnersOf = (instances: Instance[], jobKey: string) =>
  instances.filter((instance) => instance.logs.some((line) => line.msg === 'job started' && line.jobId === jobKey)).map(({ name }) => name);

/** What the instance says of the owner's listing: its sync and how many reviews it holds. */
async function listingState(instance: Instance, token: string) {
  const location = (await api(instance, 'GET', '/reviews/private/location', token)).body as {
    synchronization: { status: string; total: number | null };
  };
  const list = (await api(instance, 'GET', '/reviews/private?pageSize=1', token)).body as { total: number };
  return { status: location.synchronization.status, expected: location.synchronization.total, stored: list.total };
}

/** Limit counters in Redis outlive a run: left there, they would count against the next one. */
async function forgetLimitCounters() {
  const redis = new Redis(redisUrl!);
  const counters = await redis.keys('bonavis-limit:*');
  if (counters.length) await redis.del(...counters);
  await redis.quit();
}

type Connected = { instance: Instance; listener: Listener };

/** The one of two instances (with its owner's socket) that is not the one named `runner`. */
const otherThan = (runner: string, both: Connected[]) => both.find(({ instance }) => instance.name !== runner)!;

/** Whether exactly one instance started the job and the socket heard its progress. */
const startedOnceWithProgress = (instances: Instance[], jobKey: string, listener: Listener) =>
  runnersOf(instances, jobKey).length === 1 && listener.percents.length > 0;

describeWith(['postgres', 'redis'], 'several instances over PostgreSQL and Redis', () => {
  let a: Instance;
  let b: Instance;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    await forgetLimitCounters();
    [a, b] = await Promise.all([startInstance('A'), startInstance('B')]);
  }, 90_000);

  afterAll(async () => {
    await forgetLimitCounters();
    for (const socket of sockets) socket.disconnect();
    for (const instance of [a, b]) {
      if (instance && instance.child.exitCode === null && instance.child.signalCode === null) {
        instance.child.kill('SIGTERM');
        await instance.exited;
      }
    }
  }, 30_000);

  it('runs a sync asked of both instances once, and its progress reaches an owner connected to either', async () => {
    const token = await onboardedOwner(a, 'https://maps.app.goo.gl/TwoInstancesOneSync');
    const onA = await listen(a, token);
    const onB = await listen(b, token);
    sockets.push(onA.socket, onB.socket);

    const [throughA, throughB] = await Promise.all([
      api(a, 'PATCH', '/reviews/private/init-synchronization', token),
      api(b, 'PATCH', '/reviews/private/init-synchronization', token),
    ]);
    expect(throughA.status).toBe(200);
    expect(throughB.body.id).toBe(throughA.body.id);
    await eventually(() => [onA, onB].every((listener) => listener.done), 60_000, 'both sockets told the sync is done');

    const runners = runnersOf([a, b], `sync-${String(throughA.body.id)}`);
    expect(runners).toHaveLength(1);
    // The socket of the instance that did not run the job heard every step through Redis.
    const remote = otherThan(runners[0], [
      { instance: a, listener: onA },
      { instance: b, listener: onB },
    ]).listener;
    expect(remote.percents.length).toBeGreaterThan(1);
    expect(remote.percents.at(-1)).toBe(100);
    const state = await listingState(b, token);
    expect(state.status).toBe('done');
    expect(state.stored).toBe(state.expected);
  }, 90_000);

  it('counts a request limit across instances: what A counted holds on B', async () => {
    const ask = (instance: Instance) => api(instance, 'GET', '/users/check-exist?email=nobody-here%40example.fr');
    for (let attempt = 0; attempt < CHECK_LIMIT; attempt += 1) {
      expect((await ask(a)).status).toBe(404);
    }
    const refused = await ask(b);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('TOO_MANY_REQUESTS');
  });

  it('finishes on the other instance a sync whose instance was killed (kill -9), with no review lost or doubled', async () => {
    const token = await onboardedOwner(a, 'https://maps.app.goo.gl/CrashMidSync');
    const onA = await listen(a, token);
    const onB = await listen(b, token);
    sockets.push(onA.socket, onB.socket);

    const started = await api(a, 'PATCH', '/reviews/private/init-synchronization', token);
    const jobKey = `sync-${String(started.body.id)}`;
    await eventually(() => startedOnceWithProgress([a, b], jobKey, onA), 30_000, 'a first page stored');
    const [runner] = runnersOf([a, b], jobKey);
    const victim = [a, b].find((instance) => instance.name === runner)!;
    const { instance: survivor, listener: survivorSocket } = otherThan(runner, [
      { instance: a, listener: onA },
      { instance: b, listener: onB },
    ]);
    victim.child.kill('SIGKILL');
    await victim.exited;
    const cut = await listingState(survivor, token);
    expect(cut.status).toBe('running');
    expect(cut.stored).toBeGreaterThan(0);
    expect(cut.stored).toBeLessThan(cut.expected!);

    await eventually(() => survivorSocket.done, 60_000, 'the survivor finishing the sync');
    expect(survivor.logs.filter((line) => line.jobId === jobKey).map((line) => line.msg)).toContain('job started');
    const after = await listingState(survivor, token);
    expect(after.status).toBe('done');
    // Reviews are keyed by (listing, provider id): the page in flight at the crash, fetched again, replaced itself.
    expect(after.stored).toBe(after.expected);
  }, 120_000);
});
