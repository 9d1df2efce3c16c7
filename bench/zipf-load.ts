/**
 * Many owners at once, the busy ones far more often than the rest: a closed loop of `connections` requests at a time,
 * from a worker thread, each for an account drawn by a Zipf law (the k-th busiest asked in proportion to 1/k^s), a
 * share of them writes of that account (a review marked read, a reply, a new review arriving). Only the reads are
 * timed and counted; the writes are what makes the kept answers go stale, as they do in use.
 */
import http from 'node:http';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

/** An account, its listing, and the reviews its writes act on (those of its page 1, as an owner's do). */
export type ZipfAccount = { token: string; listingId: number; reviewIds: number[] };
export type ZipfJob = {
  origin: string;
  /** Where a new review of a listing arrives (`POST <arrivals>/<listing id>`), as a synchronisation would store it. */
  arrivals: string;
  /** The read every request that is not a write sends: a path under the origin. */
  read: string;
  accounts: ZipfAccount[];
  exponent: number;
  writeShare: number;
  connections: number;
  seconds: number;
};
export type ZipfFigures = {
  reads: number;
  writes: number;
  failed: number;
  /** The failed requests by kind and status ('reply 409'), so a failure says what it was. */
  failures: Record<string, number>;
  p50: number;
  p99: number;
  readsPerSecond: number;
};

/** A Zipf law over `count` ranks as its cumulative shares, drawn by a binary search. */
function zipfDraw(count: number, exponent: number): () => number {
  const cumulative = new Float64Array(count);
  let sum = 0;
  for (let rank = 0; rank < count; rank += 1) cumulative[rank] = sum += 1 / (rank + 1) ** exponent;
  return () => {
    const target = Math.random() * sum;
    let [low, high] = [0, count - 1];
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle] < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

function send(agent: http.Agent, url: string, method: string, headers: Record<string, string>, body?: string): Promise<number> {
  return new Promise((resolve) => {
    const request = http.request(
      url,
      { agent, method, headers: body ? { ...headers, 'content-type': 'application/json' } : headers },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', () => resolve(0));
    request.end(body);
  });
}

async function run(job: ZipfJob): Promise<ZipfFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.connections });
  const draw = zipfDraw(job.accounts.length, job.exponent);
  const latencies: number[] = [];
  let [writes, failed] = [0, 0];
  const failures: Record<string, number> = {};
  const fail = (kind: string, status: number) => {
    failed += 1;
    failures[`${kind} ${status}`] = (failures[`${kind} ${status}`] ?? 0) + 1;
  };
  const end = performance.now() + job.seconds * 1000;
  const write = (account: ZipfAccount, headers: Record<string, string>) => {
    const review = account.reviewIds[Math.floor(Math.random() * account.reviewIds.length)];
    const kind = Math.floor(Math.random() * 3);
    if (kind === 0) return ['read mark', send(agent, `${job.origin}/api/reviews/private/${review}/read`, 'PATCH', headers)] as const;
    if (kind === 1) {
      const body = JSON.stringify({ responseContent: 'Merci beaucoup pour votre retour, à bientôt !' });
      return ['reply', send(agent, `${job.origin}/api/reviews/private/${review}/reply`, 'PUT', headers, body)] as const;
    }
    return ['new review', send(agent, `${job.arrivals}/${account.listingId}`, 'POST', {})] as const;
  };
  const loop = async () => {
    while (performance.now() < end) {
      const account = job.accounts[draw()];
      const headers = { authorization: account.token };
      if (Math.random() < job.writeShare) {
        writes += 1;
        const [kind, sent] = write(account, headers);
        const status = await sent;
        if (status === 0 || status >= 400) fail(kind, status);
        continue;
      }
      const start = performance.now();
      const status = await send(agent, `${job.origin}${job.read}`, 'GET', headers);
      if (status !== 200) fail('read', status);
      latencies.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: job.connections }, loop));
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (share: number) =>
    Math.round((latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? 0) * 10) / 10;
  return { reads: latencies.length, writes, failed, failures, p50: at(0.5), p99: at(0.99), readsPerSecond: latencies.length / job.seconds };
}

/** Runs the mix for `job.seconds` from a worker thread. */
export function loadZipf(job: ZipfJob): Promise<ZipfFigures> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(__filename, { workerData: job, execArgv: ['--import', 'tsx'] });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

if (!isMainThread) void run(workerData as ZipfJob).then((figures) => parentPort!.postMessage(figures));
