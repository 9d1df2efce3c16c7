import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { providerPageBudgets } from '../../db/schema';
import { AppError } from '../../errors';
import { DAY_MS } from '../../../shared/constants';

/**
 * The provider pages one account may read per UTC day, whatever started the synchronisation: each
 * page is taken by one conditional upsert before it is fetched, so parallel jobs cannot read past it.
 */
export function createPageBudget(db: Database, pagesPerDay: number, now: () => Date) {
  const today = () => now().toISOString().slice(0, 10);
  const secondsToTomorrow = () => Math.max(1, Math.ceil((DAY_MS - (now().getTime() % DAY_MS)) / 1000));

  /** Takes one page of today's budget; false when it is spent. */
  async function take(userId: number): Promise<boolean> {
    if (pagesPerDay === 0) return false;
    const taken = await db
      .insert(providerPageBudgets)
      .values({ userId, day: today(), pages: 1 })
      .onConflictDoUpdate({
        target: [providerPageBudgets.userId, providerPageBudgets.day],
        set: { pages: sql`${providerPageBudgets.pages} + 1` },
        setWhere: sql`${providerPageBudgets.pages} < ${pagesPerDay}`,
      })
      .returning({ pages: providerPageBudgets.pages });
    return taken.length > 0;
  }

  /** The pages left of today's budget. */
  async function remaining(userId: number): Promise<number> {
    const [row] = await db
      .select({ pages: providerPageBudgets.pages })
      .from(providerPageBudgets)
      .where(sql`${providerPageBudgets.userId} = ${userId} and ${providerPageBudgets.day} = ${today()}`);
    return Math.max(0, pagesPerDay - (row?.pages ?? 0));
  }

  /** 429 with the time left when today's pages are all read: no synchronisation would get anywhere. */
  async function refuseWhenSpent(userId: number) {
    if ((await remaining(userId)) > 0) return;
    throw spent(secondsToTomorrow());
  }

  return { take, remaining, refuseWhenSpent, secondsToTomorrow };
}

export const PAGE_BUDGET_SPENT = 'PAGE_BUDGET_SPENT';

function spent(retryAfterSeconds: number) {
  return new AppError(429, 'SYNC_BUDGET_EXHAUSTED', `Today's synchronisation budget is spent; retry in ${retryAfterSeconds} s`, {
    retryAfterSeconds,
  });
}

/** A job stopped mid-way because the day's pages ran out: it fails with this, and the owner can start again tomorrow. */
export class PageBudgetSpent extends Error {
  constructor() {
    super(PAGE_BUDGET_SPENT);
    this.name = 'PageBudgetSpent';
  }
}

export type PageBudget = ReturnType<typeof createPageBudget>;
