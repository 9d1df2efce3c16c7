import { defineConfig, devices } from '@playwright/test';
import { E2E_WEBHOOK_SECRET } from './e2e/support/stripe-test-mode';
import { E2E_CRON_SECRET } from './e2e/support/cron-secret';
import { E2E_DEMO_HOLD_DIR } from './e2e/support/demo-holds';
import { E2E_CLOCK_FILE } from './e2e/support/server-clock';

const CI = Boolean(process.env.CI);

/**
 * The journeys that change what every other one would see, so they run alone, after the others: the new-review check
 * (`checkNewReviews`, the cron route) acts on every account and adds the demo's live reviews to each listing, and the
 * budget journey and the Google profile's scheduled post move the server's clock (`e2e/support/server-clock.ts`).
 */
const ALONE = ['abuse-limits.spec.ts', 'google-profile.spec.ts', 'pwa.spec.ts', 'reviews.spec.ts'];

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

/**
 * Browser journeys against the whole stack: `scripts/start.mjs` builds the client and runs the
 * Firebase Auth emulator, MailDev and the API server, exactly as `npm start` does. The browser
 * is Debian's Chromium (`apt-get install chromium`), not a Playwright download: no internet needed;
 * `npm run test:e2e` checks it is there first (scripts/check-chromium.mjs, same path).
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  // One stack for all: two journeys at a time, each with its own new owner and listing (two cores; a third only waits).
  workers: 2,
  // A journey that passes only on a second try is a failure to fix, not to hide.
  retries: 0,
  // CI machines are slow and shared: a journey or an assertion that holds ends as soon as it does, so these bounds
  // only decide how long a failing one takes to be reported. Doubled (with each journey's own) after a machine ran
  // the journeys at half the speed of the one they were timed on: the shell's audits took 2.8 of their 4 minutes.
  timeout: 240_000,
  expect: { timeout: 30_000 },
  forbidOnly: CI,
  reporter: 'list',
  use: {
    baseURL: 'http://localhost:8080',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    // Journeys that touch only their own owner's data, two at a time, a file's tests one after the other.
    { name: 'chromium', testIgnore: ALONE, use: chromium },
    // Then, alone, those that act on every account or on the whole server. A failure above leaves them unrun
    // ("did not run"). Run one alone with --no-deps: `npx playwright test e2e/pwa.spec.ts --no-deps`.
    { name: 'chromium-alone', testMatch: ALONE, workers: 1, dependencies: ['chromium'], use: chromium },
  ],
  webServer: {
    // --fresh-data empties DATA_DIR first, so every run starts from an empty database. The client is built first, unless
    // E2E_NO_BUILD=1 says ./dist is already the build to test: `.ci/run` builds it beside Jest (`start.mjs --build-only`).
    command: `node scripts/start.mjs --fresh-data${process.env.E2E_NO_BUILD === '1' ? ' --no-build' : ''}`,
    // Always a fresh PGlite, even on CI where DATABASE_URL points at the shared `test` database of the Jest suites.
    env: {
      DATA_DIR: '.e2e-data',
      DATABASE_URL: '',
      // One instance with its jobs, sockets and limits in memory: Redis keeps counters between runs (Jest covers Redis).
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      // Stripe in test mode: webhooks are signed with this secret by the tests themselves (no network).
      STRIPE_SECRET_KEY: 'sk_test_bonavis_e2e',
      STRIPE_WEBHOOK_SECRET: E2E_WEBHOOK_SECRET,
      STRIPE_PAYMENT_LINK_MONTHLY: 'https://buy.stripe.com/test_monthly',
      STRIPE_PAYMENT_LINK_YEARLY: 'https://buy.stripe.com/test_yearly',
      // Short enough for a test to watch a trial end.
      TRIAL_DURATION_SECONDS: '30',
      // New reviews only when a journey asks for them, through the cron route; the demo makes one every 4 s.
      NEW_REVIEWS_CHECK_SECONDS: '0',
      // Whole reads for removed reviews only when a journey starts a synchronisation itself.
      RECONCILE_CHECK_SECONDS: '0',
      CRON_SECRET: E2E_CRON_SECRET,
      DEMO_NEW_REVIEW_EVERY_SECONDS: '4',
      // The demo provider's pause before each page (350 ms by default, so a person sees the progress): a listing of 400
      // reviews took 7 s to read in each journey. The journeys that watch a sync in progress hold it (DEMO_HOLD_DIR).
      DEMO_MAPS_LATENCY_MS: '40',
      // A demo listing has 40 to 100 reviews here, not up to 400 (5 pages at most): the server stored hundreds of
      // reviews in nearly every journey, on the cores the browsers need. No journey needs more.
      DEMO_MAPS_MAX_REVIEWS: '100',
      // Every journey signs in from 127.0.0.1: the per-IP limits would stop the suite, not a visitor.
      RATE_LIMITS: 'sign-in-ip=1000/600,verify-ip=1000/600,check-exist-ip=1000/60,lookup-account=1000/3600',
      // Four demo listings of 5 pages spend one account's day (e2e/abuse-limits.spec.ts); no other journey reads that many.
      SYNC_PAGES_PER_DAY: '20',
      // The day that budget counts is the real one moved by what a journey writes there (e2e/support/server-clock.ts).
      TEST_CLOCK_FILE: E2E_CLOCK_FILE,
      // The scheduled Google posts' job looks every 2 s, so a journey sees its post published soon after its time.
      PROFILE_POSTS_CHECK_SECONDS: '2',
      // A demo link "Held…" stops after its first page until the journey releases it (e2e/support/demo-holds.ts).
      DEMO_HOLD_DIR: E2E_DEMO_HOLD_DIR,
      // Pushes go to .e2e-data/push-outbox.jsonl: the journeys read the server's real payload there and deliver it.
      PUSH_PROVIDER: 'outbox',
    },
    url: 'http://localhost:8080/api/health',
    // The production build and its brotli copies take minutes on two cores, more when the machine is busy.
    timeout: 600_000,
    reuseExistingServer: !CI,
    stdout: 'pipe',
    // start.mjs stops the emulator, MailDev and the server on SIGTERM; the default SIGKILL would orphan them.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
