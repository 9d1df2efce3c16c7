import { existsSync } from 'node:fs';
import { assertRequiredEngines, engineUrl, enginesReport, memoryPglite, requiredEngines, workerEngineUrl } from './test-engines';
import { testConfig } from './test-helpers';

describe('the engines a run requires', () => {
  const saved = { ...process.env };
  const setEnv = (values: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
  afterEach(() =>
    setEnv({ BONAVIS_REQUIRE_ENGINES: saved.BONAVIS_REQUIRE_ENGINES, DATABASE_URL: saved.DATABASE_URL, REDIS_URL: saved.REDIS_URL }),
  );

  it('fails a suite whose required engine is not configured, instead of letting it skip', () => {
    setEnv({ BONAVIS_REQUIRE_ENGINES: 'postgres,redis', DATABASE_URL: undefined, REDIS_URL: 'redis://127.0.0.1:6379' });
    expect(requiredEngines()).toEqual(['postgres', 'redis']);
    expect(() => engineUrl('postgres')).toThrow(
      'PostgreSQL is required by BONAVIS_REQUIRE_ENGINES=postgres,redis but DATABASE_URL is not set: its suites would be skipped',
    );
    expect(() => assertRequiredEngines()).toThrow(/DATABASE_URL is not set/);
    expect(engineUrl('redis')).toBe(`redis://127.0.0.1:6379/${process.env.JEST_WORKER_ID}`);
  });

  it('gives each Jest worker its own PostgreSQL and Redis database, so parallel suites never share rows or jobs', () => {
    expect(workerEngineUrl('postgres', 'postgres://postgres@127.0.0.1:5432/test', 2)).toBe('postgres://postgres@127.0.0.1:5432/test_w2');
    expect(workerEngineUrl('postgres', 'postgres://u:p@db:5432/test?sslmode=disable', 1)).toBe(
      'postgres://u:p@db:5432/test_w1?sslmode=disable',
    );
    expect(workerEngineUrl('redis', 'redis://127.0.0.1:6379', 3)).toBe('redis://127.0.0.1:6379/3');
    expect(workerEngineUrl('redis', 'redis://127.0.0.1:6379/0', 1)).toBe('redis://127.0.0.1:6379/1');
  });

  it('lets a local run without the engines skip them, and names the suites that go without', () => {
    setEnv({ BONAVIS_REQUIRE_ENGINES: undefined, DATABASE_URL: undefined, REDIS_URL: undefined });
    expect(engineUrl('postgres')).toBeNull();
    expect(engineUrl('redis')).toBeNull();
    expect(() => assertRequiredEngines()).not.toThrow();
    const report = enginesReport(__dirname)!.split('\n');
    expect(report[0]).toMatch(
      /^PostgreSQL not configured \(DATABASE_URL unset\): these suites run without it: .*modules\/payments\/routes\.test\.ts/,
    );
    expect(report[0]).toContain('scale-out.test.ts');
    expect(report[1]).toMatch(/^Redis not configured \(REDIS_URL unset\): these suites run without it: .*jobs\/redis-queue\.test\.ts/);
    expect(report[1]).toContain('plugins/realtime.test.ts');
  });

  it('says nothing when every engine is configured, and refuses an unknown engine name', () => {
    setEnv({ DATABASE_URL: 'postgres://x', REDIS_URL: 'redis://x', BONAVIS_REQUIRE_ENGINES: 'postgres,mysql' });
    expect(enginesReport(__dirname)).toBeNull();
    expect(() => requiredEngines()).toThrow('BONAVIS_REQUIRE_ENGINES names an unknown engine "mysql" (known: postgres, redis)');
  });
});

describe('the in-memory PGlite of a test app', () => {
  // Without it every app migrates an empty database again, which passes every test, only slower.
  it('starts as a copy of the database the global setup migrated once', () => {
    const startFrom = process.env.BONAVIS_MIGRATED_PGLITE;
    expect(startFrom).toEqual(expect.any(String));
    expect(existsSync(startFrom!)).toBe(true);
    expect(memoryPglite()).toEqual({ kind: 'pglite', dataDir: 'memory://', startFrom });
    expect(testConfig().database).toEqual({ kind: 'pglite', dataDir: 'memory://', startFrom });
    expect(testConfig({ DATA_DIR: '/tmp/on-disk' }).database).toEqual({ kind: 'pglite', dataDir: '/tmp/on-disk' });
  });
});
