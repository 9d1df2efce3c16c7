import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { parseConfig, type ServerConfig } from './config';
import { engineUrl, memoryPglite } from './test-engines';

/** Configuration for tests: an in-memory PGlite (a copy of the migrated one), no logs, closed local ports for outside services. */
export function testConfig(overrides: Record<string, string> = {}): ServerConfig {
  const config = parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:8080',
    DATA_DIR: 'memory://',
    STATIC_DIR: 'does-not-exist',
    FIREBASE_PROJECT_ID: 'demo-bonavis',
    FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    SMTP_URL: 'smtp://127.0.0.1:1025',
    APP_SECRET: 'test-secret-test-secret-test-secret-42',
    UPLOADS_DIR: `${tmpdir()}/bonavis-test-uploads`,
    DEMO_MAPS_LATENCY_MS: '0',
    // A demo listing has 40 to 60 reviews here, not up to 400: storing them (triggers, roll-ups, history) was most of
    // the server suites' time, and no check needs more. A suite that does says so with its own value.
    DEMO_MAPS_MAX_REVIEWS: '60',
    SYNC_RETRY_DELAYS_MS: '10,20',
    // Tests run checks themselves, and the demo listings stay exactly as they were synchronised.
    NEW_REVIEWS_CHECK_SECONDS: '0',
    DEMO_NEW_REVIEW_EVERY_SECONDS: '0',
    // Every request asks the identity emulator, so a disabled or revoked account shows at once; the cache has its own tests.
    TOKEN_CACHE_SECONDS: '0',
    // Review requests' schedule is run by the tests that need it; SMS go to a file of the test run.
    REQUEST_SWEEP_SECONDS: '0',
    DIGEST_CHECK_SECONDS: '0',
    RECONCILE_CHECK_SECONDS: '0',
    SOURCE_CHECK_SECONDS: '0',
    SMS_OUTBOX_FILE: `${tmpdir()}/bonavis-test-sms-${process.pid}.jsonl`,
    ...overrides,
  });
  const inMemory = config.database.kind === 'pglite' && config.database.dataDir === 'memory://';
  const database = inMemory ? memoryPglite() : config.database;
  return { ...config, database, jobQueuePrefix: overrides.JOB_QUEUE_PREFIX ?? jobQueuePrefixOf(database) };
}

/**
 * A job names rows of one database (`sync-<job id>`), so test apps share a Redis queue only when they share a
 * database: an app on an in-memory PGlite gets a queue of its own. Otherwise a job kept by an earlier suite of the
 * worker (done, or waiting for its retry) takes the key of a later suite's job, which then never runs.
 */
function jobQueuePrefixOf(database: ServerConfig['database']): string {
  if (database.kind === 'postgres') return `test-${new URL(database.url).pathname.slice(1) || 'postgres'}`;
  return `test-${randomUUID()}`;
}

/**
 * How long a test app may take to start: PGlite's migrations on a CI machine running both Jest workers took more than
 * the server's 60 s once. Under Jest's 180 s, so a slow start fails with the plugin's name rather than a bare timeout.
 */
export const TEST_APP_START_MS = 170_000;

/** Builds the real app on a fresh database; close it in afterEach/afterAll. */
export function buildTestApp(overrides: Record<string, string> = {}): Promise<FastifyInstance> {
  return buildApp(testConfig(overrides), { pluginTimeoutMs: TEST_APP_START_MS });
}

/**
 * The engines a database test runs on: PGlite always, PostgreSQL too when DATABASE_URL is set (CI
 * sets it); throws when BONAVIS_REQUIRE_ENGINES asks for PostgreSQL and it is not set.
 */
export function testDatabases(): [string, ServerConfig['database']][] {
  const url = engineUrl('postgres');
  return [['PGlite', memoryPglite()], ...(url ? [['PostgreSQL', { kind: 'postgres', url }] as [string, ServerConfig['database']]] : [])];
}

/**
 * For suites that race simultaneous requests: the owner's token is checked once, then cached, so
 * the requests reach the database together. Asking the emulator on each request staggers them by
 * its round trips, and a check-then-write race went unseen on PostgreSQL that way.
 */
export const RACE_OVERRIDES: Record<string, string> = { TOKEN_CACHE_SECONDS: '60' };

/** What buildTestApp needs to open one of testDatabases()'s engines. */
export function databaseOverrides(database: ServerConfig['database']): Record<string, string> {
  return database.kind === 'postgres' ? { DATABASE_URL: database.url } : {};
}
