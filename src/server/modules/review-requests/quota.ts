import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { REQUEST_MONTHLY_QUOTA } from '../../../shared/api/review-requests';
import { ACCESS_STATUSES } from '../../../shared/subscriptions';
import type { Queryable } from '../../db/client';
import { listings, requestQuotaUsage, subscriptions } from '../../db/schema';

/** Which monthly quota applies: the trial's, or a paid plan's. */
export type RequestPlan = keyof typeof REQUEST_MONTHLY_QUOTA;

const PARIS_MONTH = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit' });
/** `YYYY-MM` of an instant, in Paris: the quota's month. */
const monthOf = (instant: Date) => PARIS_MONTH.format(instant).slice(0, 7);
/** The first day of the month after `YYYY-MM`. */
function nextMonthStart(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return monthNumber === 12 ? `${year + 1}-01-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}-01`;
}

/** The month's quota of a listing, as the owner sees it: its limit, the places used and when it starts again. */
export async function quotaOf(db: Queryable, listingId: number, plan: RequestPlan, at: Date) {
  const month = monthOf(at);
  const [row] = await db
    .select({ used: requestQuotaUsage.used })
    .from(requestQuotaUsage)
    .where(and(eq(requestQuotaUsage.listingId, listingId), eq(requestQuotaUsage.month, month)));
  return { limit: REQUEST_MONTHLY_QUOTA[plan], used: row?.used ?? 0, resetsOn: nextMonthStart(month) };
}

/**
 * One place of the month's quota, taken by one conditional upsert (never a read then a write: parallel sends would
 * all read the same count and all pass). False when the quota is used up.
 */
export async function takeQuotaPlace(tx: Queryable, listingId: number, plan: RequestPlan, at: Date): Promise<boolean> {
  const [counted] = await tx
    .insert(requestQuotaUsage)
    .values({ listingId, month: monthOf(at), used: 1 })
    .onConflictDoUpdate({
      target: [requestQuotaUsage.listingId, requestQuotaUsage.month],
      set: { used: sql`${requestQuotaUsage.used} + 1` },
      setWhere: lt(requestQuotaUsage.used, REQUEST_MONTHLY_QUOTA[plan]),
    })
    .returning({ used: requestQuotaUsage.used });
  return counted !== undefined;
}

/** The plan whose quota applies to the listing now: paid while a paid subscription gives access, else the trial's. */
export async function planOfListing(tx: Queryable, listingId: number): Promise<RequestPlan> {
  const [paid] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .innerJoin(listings, eq(listings.userId, subscriptions.userId))
    .where(and(eq(listings.id, listingId), eq(subscriptions.isTrial, false), inArray(subscriptions.status, [...ACCESS_STATUSES])))
    .limit(1);
  return paid ? 'paid' : 'trial';
}
