#!/usr/bin/env node
/**
 * Local orchestrator for `npm start` and `npm run dev`: loads the environment, builds the
 * client, then runs the Firebase Auth emulator, MailDev and the API server as one unit.
 *
 *   node scripts/start.mjs               production build, then emulator + MailDev + API
 *   node scripts/start.mjs --dev         webpack dev server + `tsx watch` instead of a build
 *   node scripts/start.mjs --no-build    reuse the existing ./dist
 *   node scripts/start.mjs --fresh-data  delete DATA_DIR (PGlite files) first; used by e2e
 *   node scripts/start.mjs --build-only  build the client as `npm start` would, then exit (CI builds beside Jest)
 *
 * Plain Node, no dependencies: it must run before anything else works (web-push, for the VAPID keys, is loaded
 * only when a key pair must be generated).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { constants } from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { styleText } from 'node:util';

const flags = new Set(process.argv.slice(2));
const DEV = flags.has('--dev');
// Starting the API migrates a fresh PGlite first: past 60 s on a loaded two-core machine. Only a failing start waits it out.
const READY_TIMEOUT_MS = 180_000;
const KILL_GRACE_MS = 5_000;
const DEV_SERVER_URL = 'http://localhost:3000'; // devServer.port in webpack.config.js
const COLOURS = { build: 'blue', web: 'green', auth: 'yellow', mail: 'magenta', api: 'cyan' };

const running = new Set(); // every child still to stop; each leads its own process group
let stopping = false;

// Relative paths (node_modules/.bin, .env, dist, data) are meant from the repository root.
process.chdir(path.join(import.meta.dirname, '..'));
const bin = (name) => path.join('node_modules', '.bin', name);
// Colours only when the terminal shows them (styleText checks the stream, NO_COLOR, FORCE_COLOR).
const paint = (style, text) => styleText(style, text, { stream: process.stdout });
const log = (message) => console.log(`${paint('bold', '[start]')} ${message}`);

/** .env if present, else the documented defaults. Variables already set in the shell win. */
function loadEnvironment() {
  const fromShell = new Set(Object.keys(process.env));
  const file = existsSync('.env') ? '.env' : '.env.example';
  if (existsSync(file)) process.loadEnvFile(file); // never overrides a variable already set
  if (DEV) {
    // The dev server proxies /api and /socket.io, so mail links and API calls must go through it.
    if (!fromShell.has('PUBLIC_URL')) process.env.PUBLIC_URL = DEV_SERVER_URL;
    if (!fromShell.has('API_BASE_URL')) process.env.API_BASE_URL = `${DEV_SERVER_URL}/api`;
  }
  return existsSync(file) ? file : 'the shell only (no .env nor .env.example)';
}

/**
 * Spawns a child in its own process group (detached), so one signal to the group also reaches
 * what it spawned itself (tsx runs the server in a second node process).
 */
function start(name, command, args) {
  const child = spawn(command, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const tag = paint(COLOURS[name], `[${name}]`.padEnd(7));
  readline.createInterface({ input: child.stdout }).on('line', (line) => process.stdout.write(`${tag} ${line}\n`));
  readline.createInterface({ input: child.stderr }).on('line', (line) => process.stderr.write(`${tag} ${line}\n`));
  const exited = new Promise((resolve) => {
    child.once('error', (error) => (log(`${name}: cannot run ${command}: ${error.message}`), resolve(127)));
    child.once('exit', (code, signal) => resolve(code ?? 128 + (constants.signals[signal] ?? 0)));
  });
  const proc = { name, pid: child.pid, exited };
  running.add(proc);
  return proc;
}

/** A long-running service: if it dies on its own, the whole stack goes down with it. */
function supervise(proc) {
  proc.exited.then((code) => {
    if (stopping) return;
    log(paint('red', `${proc.name} exited unexpectedly (code ${code}); stopping everything`));
    void shutdown(code || 1);
  });
}

/** Signals a whole process group; false once no process of it is left (ESRCH). */
function signalGroup(pid, signal) {
  try {
    return process.kill(-pid, signal);
  } catch {
    return false;
  }
}

async function groupGone(pid, ms) {
  const deadline = Date.now() + ms;
  while (signalGroup(pid, 0) && Date.now() < deadline) await sleep(100);
  return !signalGroup(pid, 0);
}

/** SIGTERM lets the server close the database cleanly; SIGKILL whatever is left after the grace period. */
async function stopGroup({ pid }) {
  if (pid === undefined || !signalGroup(pid, 'SIGTERM')) return;
  if (await groupGone(pid, KILL_GRACE_MS)) return;
  signalGroup(pid, 'SIGKILL');
  await groupGone(pid, 1000); // so the ports are free when we exit
}

async function shutdown(exitCode) {
  if (stopping) return;
  stopping = true;
  await Promise.all([...running].map(stopGroup));
  process.exit(exitCode);
}

function onSignal() {
  if (stopping) {
    // A second Ctrl-C means "now": skip the grace period.
    for (const { pid } of running) if (pid !== undefined) signalGroup(pid, 'SIGKILL');
    process.exit(130);
  }
  log('stopping…');
  void shutdown(0);
}

// Any HTTP status counts: the process is listening.
const httpAnswers = (url) => fetch(url, { signal: AbortSignal.timeout(1000) }).then(Boolean, () => false);

const tcpAccepts = (host, port) =>
  new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1000 });
    const done = (ok) => (socket.destroy(), resolve(ok));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false)).once('timeout', () => done(false));
  });

async function waitUntil(what, probe) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!stopping && !(await probe())) {
    if (Date.now() > deadline) throw new Error(`${what} did not answer within ${READY_TIMEOUT_MS / 1000} s`);
    await sleep(250);
  }
}

/** Deletes the PGlite directory, refusing anything outside the project so a typo cannot wipe $HOME. */
function removeDataDir() {
  const dir = path.resolve(process.env.DATA_DIR || './data');
  if (!dir.startsWith(process.cwd() + path.sep)) throw new Error(`--fresh-data: refusing to delete ${dir}`);
  rmSync(dir, { recursive: true, force: true });
  log(`--fresh-data: removed ${path.relative(process.cwd(), dir)}`);
}

/**
 * Push alerts need a VAPID key pair (docs/notifications.md). Unless the environment sets one, a pair is generated once
 * with web-push and kept in the data folder, so the browsers' subscriptions survive restarts: new keys would
 * invalidate every one of them. --fresh-data removes it with the database.
 */
async function ensureVapidKeys() {
  if (process.env.VAPID_PUBLIC_KEY || process.env.VAPID_PRIVATE_KEY) return 'from the environment';
  const dataDir = process.env.DATA_DIR && !process.env.DATA_DIR.startsWith('memory://') ? process.env.DATA_DIR : './data';
  const file = path.join(dataDir, 'vapid.json');
  let keys;
  let origin = file;
  if (existsSync(file)) {
    keys = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof keys?.publicKey !== 'string' || typeof keys?.privateKey !== 'string') {
      throw new Error(`${file} is not a VAPID key pair: delete it to generate another (devices enable push again)`);
    }
  } else {
    const { default: webPush } = await import('web-push');
    keys = webPush.generateVAPIDKeys();
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify({ publicKey: keys.publicKey, privateKey: keys.privateKey }, null, 2)}\n`, { mode: 0o600 });
    origin = `${file}, generated now`;
  }
  // The API server is spawned with this environment.
  process.env.VAPID_PUBLIC_KEY = keys.publicKey;
  process.env.VAPID_PRIVATE_KEY = keys.privateKey;
  return origin;
}

/**
 * The production bundle reads the environment at build time, hence a build here and not in npm; then the sign-in page
 * with its screen drawn in, and the brotli and gzip copies, so `npm start` sends a phone what production sends.
 */
async function buildClient() {
  for (const [command, args] of [
    [bin('webpack'), ['--mode', 'production']],
    [process.execPath, ['scripts/first-screen.mjs']],
    [process.execPath, ['scripts/precompress.mjs']],
  ]) {
    const build = start('build', command, args);
    const code = await build.exited;
    running.delete(build);
    if (code !== 0 && !stopping) throw new Error(`client build failed (code ${code})`);
  }
}

/**
 * Local stand-ins, only for what the configuration points at locally (not a real project or relay). One already
 * listening (a Jest run's, another terminal's) is used as it is, as the Jest global setup does: starting a second one
 * would fail on the taken port and stop the stack. It is said so, and it keeps running when this script stops.
 */
async function startLocalServices() {
  const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST?.trim();
  const smtp = process.env.SMTP_URL ? new URL(process.env.SMTP_URL) : null;
  const smtpPort = smtp && ['localhost', '127.0.0.1'].includes(smtp.hostname) ? Number(smtp.port || 25) : null;
  const webPort = Number(process.env.MAILDEV_WEB_PORT || 1080);
  const emulatorUrl = `http://${emulatorHost}/`;
  if (emulatorHost && (await httpAnswers(emulatorUrl))) {
    log(`reusing the Firebase Auth emulator already listening at ${emulatorUrl} (not started here, left running)`);
  } else if (emulatorHost) {
    const project = process.env.FIREBASE_PROJECT_ID || 'demo-bonavis';
    supervise(start('auth', bin('firebase'), ['emulators:start', '--only', 'auth', '--project', project]));
  }
  if (smtpPort && (await tcpAccepts('127.0.0.1', smtpPort))) {
    // The journeys read the mails through MailDev's web API: an SMTP server without it is not one we can use.
    if (!(await httpAnswers(`http://127.0.0.1:${webPort}/`))) {
      throw new Error(`something listens on SMTP port ${smtpPort} but no MailDev answers on ${webPort}: stop it or set SMTP_URL`);
    }
    log(`reusing the MailDev already listening on 127.0.0.1:${smtpPort} and :${webPort} (not started here, left running)`);
  } else if (smtpPort) {
    supervise(start('mail', bin('maildev'), ['--smtp', smtpPort, '--web', webPort, '--ip', '127.0.0.1'].map(String)));
  }

  // The server probes identity and mail at start and in /api/health: let both come up first.
  if (emulatorHost) await waitUntil(`Firebase Auth emulator at ${emulatorUrl} (see firebase.json)`, () => httpAnswers(emulatorUrl));
  if (smtpPort) await waitUntil(`MailDev SMTP at 127.0.0.1:${smtpPort}`, () => tcpAccepts('127.0.0.1', smtpPort));
  return smtpPort ? `http://localhost:${webPort}` : null;
}

async function startApi() {
  supervise(start('api', bin('tsx'), DEV ? ['watch', '--clear-screen=false', 'src/server/main.ts'] : ['src/server/main.ts']));
  const host = ['', '0.0.0.0', '::'].includes(process.env.HOST ?? '') ? '127.0.0.1' : process.env.HOST;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${process.env.PORT || 8080}/api/health`;
  await waitUntil(`API server at ${url}`, () => httpAnswers(url));
}

async function main() {
  process.on('SIGINT', onSignal).on('SIGTERM', onSignal).on('SIGHUP', onSignal);
  log(`environment from ${loadEnvironment()}${DEV ? ' (dev mode)' : ''}`);
  if (flags.has('--build-only')) {
    await buildClient();
    log(stopping ? 'build stopped' : paint('green', 'client built in ./dist'));
    return;
  }
  if (flags.has('--fresh-data') && !process.env.DATA_DIR?.startsWith('memory://')) removeDataDir();
  log(`push alerts: VAPID keys ${await ensureVapidKeys()}`);
  if (!DEV && !flags.has('--no-build')) await buildClient();
  if (DEV) supervise(start('web', bin('webpack'), ['serve', '--mode', 'development']));
  if (stopping) return;
  const mailUrl = await startLocalServices();
  if (stopping) return;
  await startApi();
  if (DEV) await waitUntil(`webpack dev server at ${DEV_SERVER_URL}`, () => httpAnswers(DEV_SERVER_URL));
  if (stopping) return;
  log(paint('green', `Bonavis is running at ${process.env.PUBLIC_URL}${mailUrl ? ` — mails at ${mailUrl}` : ''}`));
}

main().catch((error) => {
  log(paint('red', error.message));
  void shutdown(1);
});
