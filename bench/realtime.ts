/**
 * Realtime at scale: 1,000 owners, each with an authenticated socket, and the delay from a
 * progress event emitted on the server (`realtime.toUser`) to its arrival in the owner's
 * socket, p50/p99/max over every delivery: in bursts (one event to every owner at once, the
 * worst case) and alone (one event to one owner). Runs on one instance, then, when
 * REDIS_URL is set, across two instances with the Redis adapter, each in its own process:
 * events emitted on A, sockets on B. The clients run in a process of their own
 * (`bench/realtime-clients.ts`), as they would on the owners' machines; all read the same clock.
 * Starts the Auth emulator and MailDev if they are not running. Prints figures; asserts nothing.
 *
 *   npm run bench:realtime     # SOCKETS=1000 ROUNDS=20 LONE_EVENTS=500
 */
import type { FastifyInstance } from 'fastify';
import { fork } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { ClientReport } from './realtime-clients';
import { buildApp } from '../src/server/app';
import globalSetup from '../src/server/jest-global-setup';
import globalTeardown from '../src/server/jest-global-teardown';
import { testConfig } from '../src/server/test-helpers';
import { createAccount } from '../src/server/test-emulator';

const SOCKETS = Number(process.env.SOCKETS ?? 1000);
const ROUNDS = Number(process.env.ROUNDS ?? 20);
/** Events sent alone, one after the other: enough for a p99. */
const LONE_EVENTS = Number(process.env.LONE_EVENTS ?? 500);
/** Accounts created and sockets opened this many at a time, as many owners arriving together. */
const BATCH = 50;

const clock = () => performance.timeOrigin + performance.now();

async function inBatches<T>(count: number, make: (index: number) => Promise<T>): Promise<T[]> {
  const made: T[] = [];
  for (let start = 0; start < count; start += BATCH) {
    made.push(...(await Promise.all(Array.from({ length: Math.min(BATCH, count - start) }, (_, offset) => make(start + offset)))));
  }
  return made;
}

async function startInstance(overrides: Record<string, string>) {
  const app = await buildApp(testConfig({ LOG_LEVEL: 'warn', TOKEN_CACHE_SECONDS: '60', ...overrides }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

const urlOf = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];

/**
 * Emits ROUNDS rounds from `emitter` to owners whose sockets (in the clients' process) are on
 * `receiverUrl`: in a burst, one event to every owner at once (the worst case); alone, one event
 * to one owner. Returns every delay in ms.
 */
async function measure(emitter: FastifyInstance, receiverUrl: string, owners: { uid: string; idToken: string }[], burst: boolean) {
  const clients = fork(path.join(__dirname, 'realtime-clients.ts'), { execArgv: ['--import', 'tsx'] });
  const reports: ClientReport[] = [];
  let reported: () => void = () => undefined;
  clients.on('message', (report: ClientReport) => {
    reports.push(report);
    reported();
  });
  const next = async (timeoutMs: number): Promise<ClientReport> => {
    if (!reports.length) {
      await Promise.race([
        new Promise<void>((resolve) => (reported = resolve)),
        new Promise((_, reject) => setTimeout(() => reject(new Error(`the clients said nothing for ${timeoutMs} ms`)), timeoutMs)),
      ]);
    }
    const report = reports.shift()!;
    if (report.kind === 'error') throw new Error(`clients: ${report.message}`);
    return report;
  };
  try {
    clients.send({ url: receiverUrl, tokens: owners.map((owner) => owner.idToken), batch: BATCH });
    await next(120_000);
    // The adapter needs a moment to subscribe to each new room on the other instance.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const delays: number[] = [];
    for (let round = 1; round <= (burst ? ROUNDS : LONE_EVENTS); round += 1) {
      const targets = burst ? owners : [owners[(round * 37) % owners.length]];
      clients.send({ expect: targets.length, round });
      const sentAt = clock();
      for (const owner of targets) emitter.realtime.toUser(owner.uid, 'scrapeProgress', { percent: round, locationId: 0 });
      const report = await next(30_000);
      if (report.kind !== 'round' || report.round !== round) throw new Error(`round ${round}: unexpected report ${JSON.stringify(report)}`);
      delays.push(...report.arrivals.map((arrival) => arrival - sentAt));
    }
    return delays.sort((a, b) => a - b);
  } finally {
    clients.send('stop');
  }
}

function report(name: string, delays: number[]) {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(`| ${name} | ${delays.length} | ${ms(percentile(delays, 0.5))} | ${ms(percentile(delays, 0.99))} | ${ms(delays.at(-1)!)} |`);
}

async function main() {
  await globalSetup();
  const owners = await inBatches(SOCKETS, () => createAccount());
  console.log(`\n${SOCKETS} sockets (one per owner), ${ROUNDS} bursts and ${LONE_EVENTS} lone events per setup, Node ${process.version}\n`);
  console.log('| setup | deliveries | p50 | p99 | max |');
  console.log('|---|---|---|---|---|');

  const single = await startInstance({});
  try {
    report('one instance, bursts', await measure(single, urlOf(single), owners, true));
    report('one instance, one event alone', await measure(single, urlOf(single), owners, false));
  } finally {
    await single.close();
  }

  const redisUrl = process.env.REDIS_URL;
  if (redisUrl) {
    const a = await startInstance({ REDIS_URL: redisUrl });
    const b = fork(path.join(__dirname, 'realtime-instance.ts'), {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, REDIS_URL: redisUrl },
    });
    try {
      const { port } = await new Promise<{ port: number }>((resolve) => b.once('message', resolve));
      const bUrl = `http://127.0.0.1:${port}`;
      report('two instances, Redis adapter (emitted on A, sockets on B), bursts', await measure(a, bUrl, owners, true));
      report('two instances, Redis adapter, one event alone', await measure(a, bUrl, owners, false));
    } finally {
      b.send('stop');
      await a.close();
    }
  } else {
    console.log('| two instances, Redis adapter | skipped: set REDIS_URL | | | |');
  }
  await globalTeardown();
}

void main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
