import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { googleProfileCallBudgets, listings } from '../../db/schema';
import { AppError } from '../../errors';
import { DAY_MS } from '../../../shared/constants';

/**
 * The calls to the Google profile one account may make per UTC day, all its establishments together
 * (GOOGLE_PROFILE_CALLS_PER_DAY), beside the server's per-minute quota (`google/quota.ts`): one account's network
 * cannot spend the project's quota for everyone. The account is the establishment's payer (`listings.userId`). Each
 * call takes one by a conditional upsert before it is made, so calls at once cannot pass the budget (the review
 * sources' `call-budget.ts`).
 */
export function createProfileCallBudget(db: Database, callsPerDay: number, now: () => Date = () => new Date()) {
  const today = () => now().toISOString().slice(0, 10);

  /** The account that pays for the establishment, null when it is gone. */
  async function payerOf(listingId: number): Promise<number | null> {
    const [row] = await db.select({ userId: listings.userId }).from(listings).where(eq(listings.id, listingId));
    return row?.userId ?? null;
  }

  /** Takes one call of the account's day; false (nothing taken) when the budget is spent. */
  async function reserve(userId: number): Promise<boolean> {
    if (callsPerDay < 1) return false;
    const taken = await db
      .insert(googleProfileCallBudgets)
      .values({ userId, day: today(), calls: 1 })
      .onConflictDoUpdate({
        target: [googleProfileCallBudgets.userId, googleProfileCallBudgets.day],
        set: { calls: sql`${googleProfileCallBudgets.calls} + 1` },
        setWhere: sql`${googleProfileCallBudgets.calls} < ${callsPerDay}`,
      })
      .returning({ calls: googleProfileCallBudgets.calls });
    return taken.length > 0;
  }

  /** Takes one call or refuses it with 429 PROFILE_BUDGET_SPENT, to try again when the UTC day turns. */
  async function take(userId: number): Promise<void> {
    if (await reserve(userId)) return;
    const at = now().getTime();
    const nextDay = Math.floor(at / DAY_MS) * DAY_MS + DAY_MS;
    throw new AppError(429, 'PROFILE_BUDGET_SPENT', "Le quota quotidien d'appels à Google de ce compte est atteint : réessayez demain", {
      retryAfterSeconds: Math.max(1, Math.ceil((nextDay - at) / 1000)),
    });
  }

  return { payerOf, reserve, take };
}

export type ProfileCallBudget = ReturnType<typeof createProfileCallBudget>;
