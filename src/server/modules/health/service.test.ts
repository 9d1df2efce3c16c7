import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test-helpers';
import { cachedHealth } from './service';

describe('cachedHealth', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());
  afterEach(() => jest.restoreAllMocks());

  it('probes the outside services at most once per 5 seconds, however often and however parallel it is asked', async () => {
    // The clock is the test's: the cache's age is what the test says, however slow the machine.
    let clock = 1_000_000;
    const health = cachedHealth(app, () => clock);
    const ping = jest.spyOn(app.database, 'ping');

    const reports = await Promise.all(Array.from({ length: 20 }, () => health()));
    expect(new Set(reports).size).toBe(1);
    expect(reports[0].database.status).toBe('up');
    expect(ping).toHaveBeenCalledTimes(1);

    clock += 4_999;
    await health();
    expect(ping).toHaveBeenCalledTimes(1);

    clock += 1;
    await health();
    expect(ping).toHaveBeenCalledTimes(2);
  });
});
