/**
 * The owners' side of `bench/realtime.ts`, in a process of its own so the servers' event loop
 * does not also run 1,000 clients. Told a server and the owners' tokens, it opens one socket per
 * owner, then reports when every owner received each round's event (wall-clock, sub-millisecond:
 * both processes read the same machine clock).
 */
import { io, type Socket } from 'socket.io-client';

type Start = { url: string; tokens: string[]; batch: number };
/** How many owners the next round's event goes to (all of them in a burst, one alone). */
type Expect = { expect: number; round: number };
export type ClientReport = { kind: 'ready' } | { kind: 'round'; round: number; arrivals: number[] } | { kind: 'error'; message: string };

const clock = () => performance.timeOrigin + performance.now();
const send = (report: ClientReport) => process.send!(report);

function connect(url: string, token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(url, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const sockets: Socket[] = [];

const arrivals = new Map<number, number[]>();
const expected = new Map<number, number>();

/** Reports a round once every owner it was sent to has it (the event may arrive before the word that it was sent). */
function reportIfComplete(round: number) {
  const times = arrivals.get(round) ?? [];
  if (times.length !== expected.get(round)) return;
  arrivals.delete(round);
  expected.delete(round);
  send({ kind: 'round', round, arrivals: times });
}

process.on('message', async (message: Start | Expect | 'stop') => {
  if (message === 'stop') {
    for (const socket of sockets) socket.disconnect();
    process.exit(0);
  }
  if ('expect' in message) {
    expected.set(message.round, message.expect);
    reportIfComplete(message.round);
    return;
  }
  try {
    const { url, tokens, batch } = message;
    for (let start = 0; start < tokens.length; start += batch) {
      sockets.push(...(await Promise.all(tokens.slice(start, start + batch).map((token) => connect(url, token)))));
    }
    for (const socket of sockets) {
      socket.on('scrapeProgress', ({ percent: round }: { percent: number }) => {
        arrivals.set(round, [...(arrivals.get(round) ?? []), clock()]);
        reportIfComplete(round);
      });
    }
    send({ kind: 'ready' });
  } catch (error) {
    send({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
  }
});
