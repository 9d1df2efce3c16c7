import { titleWith } from './test-skips';

describe('tests that need an outside engine', () => {
  const saved = { ...process.env };
  beforeEach(() => {
    delete process.env.DATABASE_URL;
    delete process.env.REDIS_URL;
    delete process.env.BONAVIS_REQUIRE_ENGINES;
  });
  afterEach(() => {
    process.env = { ...saved };
  });

  it('keep their title and run when every engine is configured', () => {
    process.env.DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
    process.env.REDIS_URL = 'redis://127.0.0.1:6379';
    expect(titleWith(['postgres', 'redis'], 'two instances')).toEqual({ title: 'two instances', runs: true });
  });

  it('are skipped with the missing engines named in their title', () => {
    expect(titleWith(['postgres', 'redis'], 'two instances')).toEqual({
      title: 'two instances [skipped: needs PostgreSQL (DATABASE_URL) and Redis (REDIS_URL)]',
      runs: false,
    });
    process.env.REDIS_URL = 'redis://127.0.0.1:6379';
    expect(titleWith(['postgres', 'redis'], 'two instances')).toEqual({
      title: 'two instances [skipped: needs PostgreSQL (DATABASE_URL)]',
      runs: false,
    });
  });

  it('fail the run instead when it requires the missing engine', () => {
    process.env.BONAVIS_REQUIRE_ENGINES = 'redis';
    expect(() => titleWith(['redis'], 'jobs on BullMQ')).toThrow('REDIS_URL is not set');
  });
});
