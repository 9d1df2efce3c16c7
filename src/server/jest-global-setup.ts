import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import postgres from 'postgres';
import { dumpMigratedPglite } from './db/client';
import { assertRequiredEngines, enginesReport, MIGRATED_PGLITE, workerEngineUrl } from './test-engines';

/**
 * Server suites run against the real Firebase Auth emulator and a real SMTP server (MailDev).
 * Reuses them when already running (e.g. `npm start` in another terminal), else starts them.
 */
const EMULATOR = { host: '127.0.0.1', port: 9099 };
const SMTP = { host: '127.0.0.1', port: 1025 };

const bin = (name: string) => path.join(__dirname, '..', '..', 'node_modules', '.bin', name);

function isListening({ host, port }: { host: string; port: number }): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, host);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/**
 * The emulator starts in about 8 s on an idle machine, but CI builds the client beside Jest and a loaded two-core
 * machine once took over 60 s: the deadline only catches a service that will never start.
 */
const START_DEADLINE_SECONDS = 240;

async function waitFor(target: { host: string; port: number }, name: string) {
  const deadline = Date.now() + START_DEADLINE_SECONDS * 1000;
  while (!(await isListening(target))) {
    if (Date.now() > deadline) throw new Error(`${name} did not start on ${target.host}:${target.port} within ${START_DEADLINE_SECONDS} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Each worker's own PostgreSQL database, empty at every run: dropped (with whatever connections a killed run left) and
 * made again. What acts on every account of a database (the new-review check, the sweep, the digest) then works on this
 * run's rows only, and does not get slower with the history of the machine. Two runs at once on one PostgreSQL would
 * drop each other's: give each its own database name in DATABASE_URL.
 */
async function recreateWorkerDatabases(url: string, workers: number) {
  const client = postgres(url, { max: 1, onnotice: () => undefined });
  try {
    for (let worker = 1; worker <= workers; worker++) {
      const name = new URL(workerEngineUrl('postgres', url, worker)).pathname.slice(1);
      await client`drop database if exists ${client(name)} with (force)`;
      await client`create database ${client(name)}`;
    }
  } finally {
    await client.end();
  }
}

/**
 * Each worker's own Redis database, emptied at every run like its PostgreSQL one: jobs an earlier run kept (done, or
 * waiting for a retry) name rows of a database that is gone, and would hold the keys of this run's jobs.
 */
async function emptyWorkerRedisDatabases(url: string, workers: number) {
  for (let worker = 1; worker <= workers; worker++) {
    const redis = new Redis(workerEngineUrl('redis', url, worker), { maxRetriesPerRequest: 1 });
    try {
      await redis.flushdb();
    } finally {
      redis.disconnect();
    }
  }
}

/**
 * Migrates one PGlite and saves it as a data dir tarball; every test app then opens its own copy (`memoryPglite`),
 * which is quicker than migrating an empty database in each (docs/testing.md). The workers, started after this
 * setup, inherit the variable naming the file; the file goes when this process exits.
 */
async function saveMigratedPglite() {
  const file = path.join(tmpdir(), `bonavis-migrated-pglite-${process.pid}.tar.gz`);
  writeFileSync(file, Buffer.from(await (await dumpMigratedPglite()).arrayBuffer()));
  process.once('exit', () => rmSync(file, { force: true }));
  process.env[MIGRATED_PGLITE] = file;
}

const started: ChildProcess[] = [];

/** Jest passes its configuration; the benchmarks call it without. */
export default async function globalSetup(globalConfig: { maxWorkers: number } = { maxWorkers: 1 }) {
  // A run that requires PostgreSQL or Redis stops here without them; one that does not says once which suites go without.
  assertRequiredEngines();
  const report = enginesReport(__dirname);
  if (report) console.log(`\n${report}`);
  if (process.env.DATABASE_URL) await recreateWorkerDatabases(process.env.DATABASE_URL, globalConfig.maxWorkers);
  if (process.env.REDIS_URL) await emptyWorkerRedisDatabases(process.env.REDIS_URL, globalConfig.maxWorkers);
  if (!(await isListening(EMULATOR))) {
    started.push(
      spawn(bin('firebase'), ['emulators:start', '--only', 'auth', '--project', 'demo-bonavis'], { detached: true, stdio: 'ignore' }),
    );
  }
  if (!(await isListening(SMTP))) {
    started.push(
      spawn(bin('maildev'), ['--smtp', '1025', '--web', '1080', '--ip', '127.0.0.1', '--silent'], { detached: true, stdio: 'ignore' }),
    );
  }
  await Promise.all([waitFor(EMULATOR, 'The Firebase Auth emulator'), waitFor(SMTP, 'MailDev'), saveMigratedPglite()]);
  (globalThis as { __bonavisServices?: ChildProcess[] }).__bonavisServices = started;
}
