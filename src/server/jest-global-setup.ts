import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { assertRequiredEngines, enginesReport } from './test-engines';

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

async function waitFor(target: { host: string; port: number }, name: string) {
  const deadline = Date.now() + 60_000;
  while (!(await isListening(target))) {
    if (Date.now() > deadline) throw new Error(`${name} did not start on ${target.host}:${target.port} within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const started: ChildProcess[] = [];

export default async function globalSetup() {
  // A run that requires PostgreSQL or Redis stops here without them; one that does not says once which suites go without.
  assertRequiredEngines();
  const report = enginesReport(__dirname);
  if (report) console.log(`\n${report}`);
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
  await Promise.all([waitFor(EMULATOR, 'The Firebase Auth emulator'), waitFor(SMTP, 'MailDev')]);
  (globalThis as { __bonavisServices?: ChildProcess[] }).__bonavisServices = started;
}
