/**
 * The functions a CPU profile (`.cpuprofile`, from `PROFILE=<folder> npm run bench:api` or DevTools) spent its time
 * in, by self time, as shares of the busy (non-idle) time, with the idle share on top.
 *
 *   node bench/profile-summary.mjs <file.cpuprofile> [how many, 40]
 */
import { readFileSync } from 'node:fs';

const [file, count = '40'] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const timeOf = new Map();
profile.samples.forEach((id, index) => timeOf.set(id, (timeOf.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));

const selfTime = new Map();
let total = 0;
let idle = 0;
for (const node of profile.nodes) {
  const time = timeOf.get(node.id) ?? 0;
  const { functionName, url, lineNumber } = node.callFrame;
  total += time;
  if (functionName === '(idle)') {
    idle += time;
    continue;
  }
  const where = url ? ` ${url.split('/').slice(-2).join('/')}:${lineNumber + 1}` : '';
  const key = `${functionName || '(anonymous)'}${where}`;
  selfTime.set(key, (selfTime.get(key) ?? 0) + time);
}
const busy = total - idle;
console.log(`${(total / 1e6).toFixed(1)} s profiled, ${((idle / total) * 100).toFixed(1)} % idle; shares of the busy time:`);
for (const [key, time] of [...selfTime].sort((a, b) => b[1] - a[1]).slice(0, Number(count))) {
  console.log(`${((time / busy) * 100).toFixed(1).padStart(5)} %  ${key}`);
}
