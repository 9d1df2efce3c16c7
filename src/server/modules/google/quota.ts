import { lt, sql } from 'drizzle-orm';
import { GoogleApiError } from '../../adapters/google/business-profile';
import type { Database } from '../../db/client';
import { googleApiCalls } from '../../db/schema';

const MINUTE_MS = 60_000;

/**
 * Google's per-minute quota, shared by every instance: each call counts itself in the current
 * minute's row with one atomic upsert; past the limit the call is refused as QUOTA, to be retried
 * when the minute turns. The first call of a minute drops rows older than an hour. `clock` gives
 * the time in milliseconds: the real one unless a test passes its own.
 */
export function createGoogleQuota(db: Database, perMinute: number, clock: () => number = Date.now) {
  return async function take(): Promise<void> {
    const now = clock();
    const minute = new Date(now - (now % MINUTE_MS));
    const [{ calls }] = await db
      .insert(googleApiCalls)
      .values({ minute, calls: 1 })
      .onConflictDoUpdate({ target: googleApiCalls.minute, set: { calls: sql`${googleApiCalls.calls} + 1` } })
      .returning({ calls: googleApiCalls.calls });
    if (calls === 1) await db.delete(googleApiCalls).where(lt(googleApiCalls.minute, new Date(now - 60 * MINUTE_MS)));
    if (calls > perMinute) {
      throw new GoogleApiError('QUOTA', `more than ${perMinute} calls to Google this minute`, minute.getTime() + MINUTE_MS - now);
    }
  };
}
