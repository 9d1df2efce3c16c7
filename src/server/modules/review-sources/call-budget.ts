import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sourceCallBudgets } from '../../db/schema';
import { DAY_MS } from '../../../shared/constants';

/**
 * The calls to the review sources' APIs one account may make per UTC day, every connection together: the sync's page
 * budget's rules (`sync/page-budget.ts`). A read reserves what it may cost by one conditional upsert before it calls
 * the platform, so parallel reads cannot pass the budget, then gives back what it did not use (a stand-in uses none).
 */
export function createCallBudget(db: Database, callsPerDay: number, now: () => Date = () => new Date()) {
  const today = () => now().toISOString().slice(0, 10);

  /** Reserves `calls` of today's budget; false (nothing taken) when they do not fit. */
  async function reserve(userId: number, calls: number): Promise<boolean> {
    if (calls > callsPerDay) return false;
    const taken = await db
      .insert(sourceCallBudgets)
      .values({ userId, day: today(), calls })
      .onConflictDoUpdate({
        target: [sourceCallBudgets.userId, sourceCallBudgets.day],
        set: { calls: sql`${sourceCallBudgets.calls} + ${calls}` },
        setWhere: sql`${sourceCallBudgets.calls} + ${calls} <= ${callsPerDay}`,
      })
      .returning({ calls: sourceCallBudgets.calls });
    return taken.length > 0;
  }

  /** After the read: the reservation's unused calls are given back (never below zero). */
  async function settle(userId: number, reserved: number, used: number) {
    const unused = reserved - used;
    if (unused === 0) return;
    await db
      .update(sourceCallBudgets)
      .set({ calls: sql`greatest(0, ${sourceCallBudgets.calls} - ${unused})` })
      .where(and(eq(sourceCallBudgets.userId, userId), eq(sourceCallBudgets.day, today())));
  }

  /** When today's budget is new again. */
  const nextDay = () => new Date(Math.floor(now().getTime() / DAY_MS) * DAY_MS + DAY_MS);

  return { reserve, settle, nextDay };
}

export type CallBudget = ReturnType<typeof createCallBudget>;

/** What one read of a source may cost at most, reserved before it: TheFork's page and its reviews, two Tripadvisor calls. */
export const CALLS_PER_READ = { thefork: 52, tripadvisor: 2, facebook: 1 } as const;
