#!/usr/bin/env node
/**
 * What a browser really downloads to show /login, next to the floor: a minimal page using the
 * same libraries with the same webpack chunking (bench/floor/index.tsx). Builds both for
 * production, serves each from this process, opens it in Debian's Chromium and records every
 * script and stylesheet the page loads until the network is idle (lazy route chunks included).
 * Sizes are gzip level 9 of the served files, as a server compressing ahead of time would
 * send them. Prints figures and the ratio; asserts nothing.
 *
 *   npm run bench:bundle        # SKIP_BUILD=1 reuses dist/ and dist-floor/
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const ROOT = path.resolve(import.meta.dirname, '..');
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const TYPES = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

function build(floor) {
  const args = ['--mode', 'production', ...(floor ? ['--env', 'floor'] : [])];
  // The app's start needs its build-time configuration; nothing is contacted (no API answers here).
  const env = {
    ...process.env,
    API_BASE_URL: 'http://127.0.0.1:9/api',
    FIREBASE_API_KEY: 'bench-api-key',
    FIREBASE_AUTH_DOMAIN: 'bench.invalid',
    FIREBASE_PROJECT_ID: 'demo-bonavis',
    FIREBASE_AUTH_EMULATOR_URL: '',
  };
  const result = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'webpack'), args, {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`webpack ${args.join(' ')} failed`);
}

/** A static server for one build directory, index.html for any unknown path (as the API server does). */
function serve(dir) {
  const server = http.createServer((request, response) => {
    const wanted = path.join(dir, decodeURIComponent(new URL(request.url, 'http://x').pathname));
    const file = wanted.startsWith(dir) && existsSync(wanted) && statSync(wanted).isFile() ? wanted : path.join(dir, 'index.html');
    response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Every script and stylesheet of our origin the page loads, with its gzip size. */
async function downloads(browser, dir, pagePath) {
  const server = await serve(dir);
  const origin = `http://127.0.0.1:${server.address().port}`;
  const page = await browser.newPage();
  const files = new Set();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin && /\.(js|css)$/.test(url.pathname)) files.add(url.pathname.slice(1));
  });
  await page.goto(`${origin}${pagePath}`, { waitUntil: 'networkidle' });
  await page.close();
  server.close();
  return [...files].map((file) => {
    const content = readFileSync(path.join(dir, file));
    return { file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
  });
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const total = (rows, key) => rows.reduce((sum, row) => sum + row[key], 0);

function printTable(title, rows) {
  const width = Math.max(...rows.map((row) => row.file.length), 4);
  console.log(`\n${title}`);
  console.log(`${'file'.padEnd(width)}  ${'raw'.padStart(10)}  ${'gzip'.padStart(10)}`);
  for (const row of [...rows].sort((a, b) => b.gzip - a.gzip)) {
    console.log(`${row.file.padEnd(width)}  ${kib(row.raw).padStart(10)}  ${kib(row.gzip).padStart(10)}`);
  }
  console.log(`${'total'.padEnd(width)}  ${kib(total(rows, 'raw')).padStart(10)}  ${kib(total(rows, 'gzip')).padStart(10)}`);
}

async function main() {
  if (!process.env.SKIP_BUILD) {
    build(false);
    build(true);
  }
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const login = await downloads(browser, path.join(ROOT, 'dist'), '/login');
    const floor = await downloads(browser, path.join(ROOT, 'dist-floor'), '/');
    printTable('/login — every script and stylesheet the browser loads', login);
    printTable('floor — the same libraries, nothing else', floor);
    const ratio = total(login, 'gzip') / total(floor, 'gzip');
    console.log(`\n/login downloads ${kib(total(login, 'gzip'))} gzip, the floor ${kib(total(floor, 'gzip'))}: ×${ratio.toFixed(2)}`);
  } finally {
    await browser.close();
  }
}

await main();
