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
    // Two "instances" share the database's count.
    const [first, second] = [createGoogleQuota(database.db, 5), createGoogleQuota(database.db, 5)];
    const outcomes = await Promise.allSettled(Array.from({ length: 12 }, (_, index) => (index % 2 ? first : second)()));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(5);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(GoogleApiError);
    expect(refused.reason.problem).toBe('QUOTA');
    expect(refused.reason.retryAfterMs).toBeGreaterThan(0);
    expect(refused.reason.retryAfterMs).toBeLessThanOrEqual(60_000);
  });
});
