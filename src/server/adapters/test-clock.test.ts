import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClock } from './test-clock';

const REAL_NOW = Date.parse('2026-12-06T23:59:00.000Z');
const realNow = () => REAL_NOW;

let file: string;
beforeEach(async () => {
  file = path.join(await mkdtemp(path.join(tmpdir(), 'bonavis-test-clock-')), 'clock-offset-ms');
});
afterEach(async () => {
  await rm(path.dirname(file), { recursive: true, force: true });
});

describe('the server clock', () => {
  it('is the real time without a file, and while the file does not exist', () => {
    expect(createClock(null, realNow)().toISOString()).toBe('2026-12-06T23:59:00.000Z');
    expect(createClock(file, realNow)().toISOString()).toBe('2026-12-06T23:59:00.000Z');
  });

  it('moves by the milliseconds the file holds, read again at each call', async () => {
    const clock = createClock(file, realNow);
    await writeFile(file, '43260000\n');
    expect(clock().toISOString()).toBe('2026-12-07T12:00:00.000Z');
    await writeFile(file, '-3600000');
    expect(clock().toISOString()).toBe('2026-12-06T22:59:00.000Z');
  });

  it('says which file holds what is not a number of milliseconds', async () => {
    const clock = createClock(file, realNow);
    await writeFile(file, 'noon');
    expect(() => clock()).toThrow(`${file} must hold a whole number of milliseconds (got "noon")`);
    await writeFile(file, '');
    expect(() => clock()).toThrow(`${file} must hold a whole number of milliseconds (got "")`);
  });
});
