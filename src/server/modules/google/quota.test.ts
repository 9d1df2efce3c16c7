import { GoogleApiError } from '../../adapters/google/business-profile';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { googleApiCalls } from '../../db/schema';
import { testDatabases } from '../../test-helpers';
import { createGoogleQuota } from './quota';

describe.each(testDatabases())('Google quota shared by all instances, on %s', (_engine, config) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase(config);
  });
  afterAll(() => database.close());
  beforeEach(() => database.db.delete(googleApiCalls));

  it('lets exactly the quota through when calls race, and refuses the rest until the next minute', async () => {
    // The test's clock, halfway through a minute: on the real clock the minute could turn between the calls, and the
    // calls after it would count in a new minute (more than 5 let through).
    const clock = () => Date.parse('2026-11-21T10:00:30.000Z');
    // Two "instances" share the database's count.
    const [first, second] = [createGoogleQuota(database.db, 5, clock), createGoogleQuota(database.db, 5, clock)];
    const callers = Array.from({ length: 6 }, () => [second, first]).flat();
    const outcomes = await Promise.allSettled(callers.map((call) => call()));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(5);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(GoogleApiError);
    expect(refused.reason.problem).toBe('QUOTA');
    // Until the minute turns: 30 s on this clock.
    expect(refused.reason.retryAfterMs).toBe(30_000);
  });
});
