#!/usr/bin/env node
/**
 * Lighthouse 12, mobile (its default: a mid-range phone on a slow 4G link, simulated), on the built app as the
 * API server sends it: every page a visitor opens without an account (`/login`, the legal documents, a game's
 * `/game/session?g=…` and its rules, a review request's and the digest's unsubscribe pages, seeded first, and an
 * invitation's `/invitation?token=…`) and a
 * floor page. Prints one row per page: the four category
 * scores, LCP, TBT, CLS, the bytes transferred, LCP as a multiple of the floor's, and the machine's load average over
 * the minute the page was scored (Lighthouse slows the page's measured work by four: a loaded machine's figures are
 * worse). Asserts nothing.
 *
 * The floor is a few lines of static HTML put beside the build's files and sent by the same server with the same
 * headers: the LCP of a page with nothing to download, i.e. what this server, machine and Lighthouse's simulated
 * phone give at best. robots.txt would not do: Lighthouse scores a page, and a text file has no paint to measure.
 *
 *   npm run build && npm run bench:lighthouse
 *   IDENTITY=1 npm run bench:lighthouse    # the same build with its .br/.gz copies left out (no compression)
 *   RUNS=3 npm run bench:lighthouse        # each page RUNS times, the median of each figure (default 1)
 *   ONLY=/login npm run bench:lighthouse   # the pages whose path contains ONLY, and the static floor
 *
 * With dist-floor/ present (`npm run bench:bundle` builds it: one text field and one button on the libraries the app
 * starts with, React, MUI, Redux Toolkit, Firebase Auth, i18next…), a fourth row scores that page too: what any
 * first screen that starts those libraries can reach, whatever its own code.
 *
 * Builds nothing: it serves a copy of dist/ (STATIC_DIR) with the API server (`src/server/main.ts`, as
 * `npm start` runs it) on a free port, with the environment `npm start` reads (.env, else .env.example) and a
 * temporary DATA_DIR. Chromium: CHROME_PATH, else /usr/bin/chromium. Lighthouse: `npx --yes lighthouse@12`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const ROOT = path.resolve(import.meta.dirname, '..');
const RUNS = Math.max(1, Number(process.env.RUNS ?? 1));
const IDENTITY = Boolean(process.env.IDENTITY);
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const FLOOR_PAGE = 'bench-floor.html';
const LIBRARY_FLOOR = path.join(ROOT, 'dist-floor');
const LIBRARY_FLOOR_PAGE = 'bench-library-floor.html';
/** The pages bench/seed-game.ts seeds, in the order it prints them. */
const SEEDED = ['game', 'requestUnsubscribe', 'digestUnsubscribe'];
let seeded = {};
const ALL_PAGES = [
  { name: '`/login`', path: '/login' },
  { name: '`/legal/mentions-legales`', path: '/legal/mentions-legales' },
  { name: '`/legal/cgv`', path: '/legal/cgv' },
  { name: '`/legal/confidentialite`', path: '/legal/confidentialite' },
  // The customers' wheel of a game seeded before the server starts (bench/seed-game.ts), as a QR code opens it.
  { name: '`/game/session`', path: '/game/session?g=benchgame0000001' },
  { name: '`/game/session/rules`', path: '/game/session/rules?g=benchgame0000001' },
  // The links of a review request's mail and of the weekly digest (pages the server writes, seeded too).
  { name: '`/r/unsubscribe/…`', seeded: 'requestUnsubscribe' },
  { name: 'digest unsubscribe', seeded: 'digestUnsubscribe' },
  // An invitation mail's link, opened before signing in (a well-formed token: the page asks to sign in first).
  { name: '`/invitation`', path: `/invitation?token=${'k'.repeat(43)}` },
  { name: 'floor (static HTML)', path: `/${FLOOR_PAGE}` },
  ...(existsSync(path.join(LIBRARY_FLOOR, 'index.html'))
    ? [{ name: "libraries' floor (dist-floor)", path: `/${LIBRARY_FLOOR_PAGE}` }]
    : []),
];
const pathOf = (page) => page.path ?? seeded[page.seeded];
const PAGES = ALL_PAGES.filter(
  (page) =>
    !process.env.ONLY ||
    (page.path ?? page.seeded).includes(process.env.ONLY) ||
    page.name.includes(process.env.ONLY) ||
    page.path === `/${FLOOR_PAGE}`,
);

const FLOOR_HTML = `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="Page plancher du banc Lighthouse de Bonavis." />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>Bonavis — plancher</title>
  </head>
  <body>
    <h1>Bonavis</h1>
    <p>Une page statique sans script ni feuille de style : le meilleur temps que ce serveur puisse donner.</p>
  </body>
</html>
`;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The build as served: a copy, so the floor page and IDENTITY's removals never touch dist/. */
function staticCopy(from) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bonavis-lighthouse-static-'));
  cpSync(from, dir, { recursive: true, filter: (file) => !(IDENTITY && /\.(br|gz)$/.test(file)) });
  writeFileSync(path.join(dir, FLOOR_PAGE), FLOOR_HTML);
  if (PAGES.some((page) => page.path === `/${LIBRARY_FLOOR_PAGE}`)) {
    // bench:bundle builds it without compressed copies: they are made here, as `npm run build` makes the app's.
    const floor = mkdtempSync(path.join(tmpdir(), 'bonavis-lighthouse-floor-'));
    cpSync(LIBRARY_FLOOR, floor, { recursive: true, filter: (file) => !/\.(br|gz)$/.test(file) });
    if (!IDENTITY) spawnSync('node', [path.join(ROOT, 'scripts', 'precompress.mjs'), floor], { stdio: 'ignore' });
    // Its scripts are content-hashed, so they sit beside the app's under assets/ without replacing any.
    cpSync(path.join(floor, 'assets'), path.join(dir, 'assets'), { recursive: true });
    cpSync(path.join(floor, 'index.html'), path.join(dir, LIBRARY_FLOOR_PAGE));
    rmSync(floor, { recursive: true, force: true });
  }
  return dir;
}

/** The API server in a process group of its own, so that stopping it stops tsx's child too. */
async function startServer(env, port) {
  const server = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['src/server/main.ts'], {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const deadline = Date.now() + 120_000;
  for (;;) {
    const up = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(1000) }).then(Boolean, () => false);
    if (up) return server;
    if (server.exitCode !== null || Date.now() > deadline) throw new Error('the API server did not start (see above)');
    await Promise.race([sleep(250), exited]);
  }
}

/** Writes the game the customers' page shows, and a review request, into the database the server then opens. */
function seedGame(env) {
  const result = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['bench/seed-game.ts'], { cwd: ROOT, env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`bench/seed-game.ts failed: ${result.stderr}`);
  const paths = result.stdout.trim().split('\n');
  seeded = Object.fromEntries(SEEDED.map((name, index) => [name, paths[index]]));
}

/** SIGTERM lets the server close its database; SIGKILL what is left after five seconds. */
async function stopServer(server) {
  const signal = (name) => {
    try {
      process.kill(-server.pid, name);
    } catch {
      // already gone
    }
  };
  const exited = server.exitCode === null ? new Promise((resolve) => server.once('exit', resolve)) : Promise.resolve();
  signal('SIGTERM');
  if ((await Promise.race([exited.then(() => true), sleep(5000).then(() => false)])) === false) signal('SIGKILL');
}

function lighthouse(url, outputPath) {
  const args = [
    '--yes',
    'lighthouse@12',
    url,
    '--quiet',
    '--output=json',
    `--output-path=${outputPath}`,
    '--only-categories=performance,accessibility,best-practices,seo',
    '--chrome-flags=--headless --no-sandbox --disable-gpu',
  ];
  // Lighthouse sometimes loses its trace on a loaded machine (NO_NAVSTART, NO_FCP): the page is run again, twice at most.
  let result;
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    result = spawnSync('npx', args, { cwd: ROOT, env: { ...process.env, CHROME_PATH }, stdio: ['ignore', 'ignore', 'inherit'] });
    if (result.status === 0) break;
    console.error(`lighthouse ${url} failed (code ${result.status}), attempt ${attempt} of 3`);
  }
  if (result.status !== 0) throw new Error(`lighthouse ${url} failed (code ${result.status})`);
  const report = JSON.parse(readFileSync(outputPath, 'utf8'));
  // A build made without its configuration (API_BASE_URL…) shows one line of error: scoring it would flatter the app.
  const startFailure = (report.audits['errors-in-console']?.details?.items ?? []).find((item) => /cannot start/.test(item.description));
  if (startFailure) throw new Error(`${url} did not start: ${startFailure.description} (build with the variables of .env.example)`);
  const score = (id) => Math.round((report.categories[id]?.score ?? NaN) * 100);
  // The machine's load over the last minute, as the page was scored: figures of a loaded machine are not a quiet one's.
  const load = loadavg()[0];
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  return {
    version: report.lighthouseVersion,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    load,
    bytes: audit('total-byte-weight'),
    // Requests that failed (another origin the build points at, a missing file): they change the scores.
    failed: (report.audits['network-requests']?.details?.items ?? []).filter((item) => item.statusCode >= 400 || item.statusCode === -1)
      .length,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function medianRun(runs) {
  return Object.fromEntries(
    Object.keys(runs[0]).map((key) => [key, key === 'version' ? runs[0][key] : median(runs.map((run) => run[key]))]),
  );
}

function printTable(rows) {
  const floor = rows.find((row) => row.path === `/${FLOOR_PAGE}`);
  const header = [
    'page',
    'performance',
    'accessibility',
    'best practices',
    'SEO',
    'LCP',
    'TBT',
    'CLS',
    'transferred',
    'LCP / floor',
    'load',
  ];
  const lines = rows.map((row) => [
    row.name,
    row.performance,
    row.accessibility,
    row.bestPractices,
    row.seo,
    `${(row.lcp / 1000).toFixed(2)} s`,
    `${Math.round(row.tbt)} ms`,
    row.cls.toFixed(3),
    `${(row.bytes / 1024).toFixed(1)} KiB`,
    `×${(row.lcp / floor.lcp).toFixed(2)}`,
    row.load.toFixed(1),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => String(line[column]).length)));
  const format = (cells) => `| ${cells.map((cell, column) => String(cell).padEnd(widths[column])).join(' | ')} |`;
  console.log([format(header), format(widths.map((width) => '-'.repeat(width))), ...lines.map(format)].join('\n'));
}

async function main() {
  const envFile = ['.env', '.env.example'].map((name) => path.join(ROOT, name)).find(existsSync);
  if (envFile) process.loadEnvFile(envFile);
  const build = path.resolve(ROOT, process.env.STATIC_DIR || 'dist');
  if (!existsSync(path.join(build, 'index.html'))) throw new Error(`no build in ${build}: run \`npm run build\` first`);

  const staticDir = staticCopy(build);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bonavis-lighthouse-data-'));
  const reports = mkdtempSync(path.join(tmpdir(), 'bonavis-lighthouse-reports-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = { ...process.env, HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: origin, STATIC_DIR: staticDir, DATA_DIR: dataDir };
  env.LOG_LEVEL = 'warn';
  // A fresh embedded database: the seeded game is its only one.
  env.DATABASE_URL = '';
  delete env.UPLOADS_DIR;

  let server;
  try {
    seedGame(env);
    server = await startServer(env, port);
    console.log(
      `${path.relative(ROOT, build)} ${IDENTITY ? 'without its .br/.gz copies' : 'as built'}, served at ${origin}; ${RUNS} run(s) a page`,
    );
    const rows = [];
    for (const page of PAGES) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1)
        runs.push(lighthouse(`${origin}${pathOf(page)}`, path.join(reports, `${rows.length}-${run}.json`)));
      rows.push({ ...page, path: pathOf(page), ...medianRun(runs) });
    }
    console.log(`Lighthouse ${rows[0].version}, mobile, ${new Date().toISOString().slice(0, 10)}`);
    printTable(rows);
    for (const row of rows.filter((row) => row.failed)) console.log(`note: ${row.name}: ${row.failed} request(s) failed (median)`);
  } finally {
    if (server) await stopServer(server);
    for (const dir of [staticDir, dataDir, ...(process.env.KEEP_REPORTS ? [] : [reports])]) rmSync(dir, { recursive: true, force: true });
    if (process.env.KEEP_REPORTS) console.log(`reports kept in ${reports}`);
  }
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
