/**
 * Latency at a fixed rate: requests sent on a schedule, evenly spaced, whatever the answers (an open loop, as owners
 * arrive), from a worker thread so the server under test keeps its event loop. Each latency counts from the moment the
 * request was due, so a server that falls behind shows it. autocannon's rate option sends each second's quota in a
 * burst at the start of the second, which measures a saturated server again. The first second is sent at the same rate
 * and not counted: it opens the connections and compiles the worker's own code, which no owner waits for.
 */
import http from 'node:http';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

export type FixedRateFigures = { p50: number; p95: number; p99: number; sent: number; failed: number };
type Job = { url: string; headers: Record<string, string>; rate: number; seconds: number };

const WARM_UP_SECONDS = 1;

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

async function run({ url, headers, rate, seconds }: Job): Promise<FixedRateFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const total = Math.round(rate * seconds);
  const warmUp = Math.round(rate * WARM_UP_SECONDS);
  const interval = 1000 / rate;
  const latencies: number[] = [];
  let failed = 0;
  const start = performance.now() + 50;
  const answers: Promise<void>[] = [];
  for (let index = 0; index < warmUp + total; index += 1) {
    const counted = index >= warmUp;
    const due = start + index * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    answers.push(
      new Promise<void>((resolve) => {
        const request = http.get(url, { agent, headers }, (response) => {
          response.resume();
          response.on('end', () => {
            if (!counted) return resolve();
            if (response.statusCode && response.statusCode >= 400) failed += 1;
            latencies.push(performance.now() - due);
            resolve();
          });
        });
        request.on('error', () => {
          if (counted) failed += 1;
          resolve();
        });
      }),
    );
  }
  await Promise.all(answers);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  // Rounded to a tenth: below a few milliseconds whole ones hide what changed.
  const at = (share: number) => Math.round(percentile(latencies, share) * 10) / 10;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), sent: total, failed };
}

/** Sends `rate` requests per second to `url` for `seconds`, from a worker thread. */
export function loadAtFixedRate(job: Job): Promise<FixedRateFigures> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(__filename, { workerData: job, execArgv: ['--import', 'tsx'] });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

if (!isMainThread) void run(workerData as Job).then((figures) => parentPort!.postMessage(figures));
