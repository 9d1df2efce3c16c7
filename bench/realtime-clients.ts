/**
 * The owners' side of `bench/realtime.ts`, in a process of its own so the servers' event loop
 * does not also run 1,000 clients. Told a server and the owners' tokens, it opens one socket per
 * owner, then reports when every owner received each round's event (wall-clock, sub-millisecond:
 * both processes read the same machine clock).
 */
import { io, type Socket } from 'socket.io-client';

type Start = { url: string; tokens: string[]; batch: number };
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

process.on('message', async (message: Start | 'stop') => {
  if (message === 'stop') {
    for (const socket of sockets) socket.disconnect();
    process.exit(0);
  }
  try {
    const { url, tokens, batch } = message;
    for (let start = 0; start < tokens.length; start += batch) {
      sockets.push(...(await Promise.all(tokens.slice(start, start + batch).map((token) => connect(url, token)))));
    }
    const arrivals = new Map<number, number[]>();
    for (const socket of sockets) {
      socket.on('scrapeProgress', ({ percent: round }: { percent: number }) => {
        const times = arrivals.get(round) ?? [];
        times.push(clock());
        arrivals.set(round, times);
        if (times.length === sockets.length) {
          arrivals.delete(round);
          send({ kind: 'round', round, arrivals: times });
        }
      });
    }
    send({ kind: 'ready' });
  } catch (error) {
    send({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
  }
});
