import { desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Subscription } from '../../../shared/api/subscriptions';
import { ACCESS_STATUSES, AI_CREDITS, TRIAL_DAYS, type SubscriptionStatus } from '../../../shared/subscriptions';
import type { Database } from '../../db/client';
import type { Realtime } from '../../plugins/realtime';
import { stripeCustomers, subscriptions, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { TrialAddresses } from './trial-addresses';
import { DAY_MS } from '../../../shared/constants';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** An expired trial reads as CANCELLED; everything else is stored as it is. */
export function effectiveStatus(row: SubscriptionRow, now = new Date()): SubscriptionStatus {
  const trialOver = row.isTrial && row.status === 'TRIALING' && row.currentPeriodEnd !== null && row.currentPeriodEnd <= now;
  return trialOver ? 'CANCELLED' : row.status;
}

/** Who may take the free trial: an account that never had a subscription, on an address that never had one either. */
type TrialCandidate = Pick<typeof users.$inferSelect, 'id' | 'email' | 'trialTakenBefore'>;

/** An active subscription or a running trial: what paid-for work (a whole history, new-review checks) needs. */
export function hasSubscriptionAccess(rows: readonly SubscriptionRow[], now = new Date()): boolean {
  return rows.some((row) => ACCESS_STATUSES.includes(effectiveStatus(row, now)));
}

/** The same rule in SQL, for the account of `userId`: one of its subscriptions is active or a trial still running. */
export function withSubscriptionAccess(userId: AnyPgColumn) {
  return sql`exists (select 1 from ${subscriptions} where ${subscriptions.userId} = ${userId}
    and ${subscriptions.status} in (${sql.join(
      ACCESS_STATUSES.map((status) => sql`${status}`),
      sql`, `,
    )})
    and not (${subscriptions.isTrial} and ${subscriptions.currentPeriodEnd} <= now()))`;
}

/** The premium rule: an active or trialing subscription, or none yet while the free trial is still to take (and offered). */
export function hasPremiumAccess(
  owner: Pick<TrialCandidate, 'trialTakenBefore'>,
  rows: readonly SubscriptionRow[],
  now = new Date(),
): boolean {
  return (rows.length === 0 && !owner.trialTakenBefore) || hasSubscriptionAccess(rows, now);
}

export function toApiSubscription(row: SubscriptionRow, now = new Date()): Subscription {
  const status = effectiveStatus(row, now);
  const end = row.currentPeriodEnd;
  return {
    id: row.id,
    status,
    planPeriod: row.planPeriod,
    quantity: row.quantity,
    isTrial: row.isTrial,
    startDate: (row.currentPeriodStart ?? row.createdAt).toISOString(),
    endDate: end?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    trialDaysLeft: row.isTrial && status === 'TRIALING' && end ? Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY_MS)) : null,
  };
}

export type SubscriptionsDependencies = {
  db: Database;
  /** Tells the owner's open screens that their subscription changed. */
  realtime: Realtime;
  trialDurationMs?: number;
  trialAddresses?: TrialAddresses;
};

/** Subscriptions and the free trial, as the owner sees them; Stripe's changes are applied by stripe-changes.ts. */
export function createSubscriptionsService({
  db,
  realtime,
  trialDurationMs = TRIAL_DAYS * DAY_MS,
  trialAddresses,
}: SubscriptionsDependencies) {
  // Read by the trial, the subscription routes and the new-review checks: built and prepared once.
  const subscriptionsOfUser = db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, sql.placeholder('userId')))
    .orderBy(desc(subscriptions.createdAt))
    .prepare('subscriptions_of_user');
  const list = (userId: number) => subscriptionsOfUser.execute({ userId });

  /** Eligible for the trial: never had a trial nor a paid subscription, on this account or an earlier one of the address. */
  async function isEligible(owner: TrialCandidate) {
    return !owner.trialTakenBefore && (await list(owner.id)).length === 0;
  }

  /** The premium rule outside a request (the new-review checks); requests read the subscriptions loaded with the owner. */
  async function mayUsePremium(owner: Pick<TrialCandidate, 'id' | 'trialTakenBefore'>, now = new Date()) {
    return hasPremiumAccess(owner, await list(owner.id), now);
  }

  const trialTaken = () => new AppError(409, 'TRIAL_NOT_AVAILABLE', 'The free trial has already been used on this account');

  /** Starts the free trial and grants its AI credits, together or not at all. */
  async function activateTrial(owner: TrialCandidate & Pick<typeof users.$inferSelect, 'providerUid'>, now = new Date()) {
    if (!(await isEligible(owner))) throw trialTaken();
    const userId = owner.id;
    const trial = await db.transaction(async (tx) => {
      // The address keeps the trial's trace after the account is gone.
      if (trialAddresses && !(await trialAddresses.record(tx, owner.email))) throw trialTaken();
      const [trial] = await tx
        .insert(subscriptions)
        .values({
          userId,
          status: 'TRIALING',
          isTrial: true,
          currentPeriodStart: now,
          currentPeriodEnd: new Date(now.getTime() + trialDurationMs),
        })
        .onConflictDoNothing()
        .returning();
      // A concurrent activation won the race (one trial per user is also a database rule).
      if (!trial) throw trialTaken();
      await tx
        .update(users)
        .set({ aiCredits: sql`greatest(${users.aiCredits}, ${AI_CREDITS.trial})` })
        .where(eq(users.id, userId));
      return trial;
    });
    realtime.toUser(owner.providerUid, 'subscriptionUpdated', { status: 'TRIALING' });
    return trial;
  }

  /** The subscription and customer the billing portal should act on: the newest paid one, else the newest customer. */
  async function billingTarget(userId: number) {
    const current = (await list(userId)).find((row) => row.stripeSubscriptionId !== null) ?? null;
    const [newest] = await db
      .select()
      .from(stripeCustomers)
      .where(eq(stripeCustomers.userId, userId))
      .orderBy(desc(stripeCustomers.createdAt))
      .limit(1);
    const customerId = current?.stripeCustomerId ?? newest?.customerId ?? null;
    return customerId ? { customerId, subscriptionId: current?.stripeSubscriptionId ?? null } : null;
  }

  return { list, isEligible, mayUsePremium, activateTrial, billingTarget };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
