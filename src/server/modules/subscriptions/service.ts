import { and, desc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Subscription } from '../../../shared/api/subscriptions';
import { ACCESS_STATUSES, AI_CREDITS, TRIAL_DAYS, type PlanPeriod, type SubscriptionStatus } from '../../../shared/subscriptions';
import type { Queryable } from '../../db/client';
import { stripeCustomers, subscriptions, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { TrialAddresses } from './trial-addresses';
import { DAY_MS } from '../../../shared/constants';

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** An expired trial reads as CANCELLED; everything else is stored as it is. */
export function effectiveStatus(row: SubscriptionRow, now = new Date()): SubscriptionStatus {
  const trialOver = row.isTrial && row.status === 'TRIALING' && row.currentPeriodEnd !== null && row.currentPeriodEnd <= now;
  return trialOver ? 'CANCELLED' : row.status;
}

/** Who may take the free trial: an account that never had a subscription, on an address that never had one either. */
type TrialCandidate = Pick<typeof users.$inferSelect, 'id' | 'email' | 'trialTakenBefore'>;

/** An active subscription or a running trial: what paid-for work (a whole history, new-review checks) needs. */
export function hasSubscriptionAccess(rows: SubscriptionRow[], now = new Date()): boolean {
  return rows.some((row) => ACCESS_STATUSES.includes(effectiveStatus(row, now)));
}

/** The premium rule: an active or trialing subscription, or none yet while the free trial is still to take (and offered). */
export function hasPremiumAccess(owner: Pick<TrialCandidate, 'trialTakenBefore'>, rows: SubscriptionRow[], now = new Date()): boolean {
  return (rows.length === 0 && !owner.trialTakenBefore) || hasSubscriptionAccess(rows, now);
}

export function toApiSubscription(row: SubscriptionRow, now = new Date()): Subscription {
  const status = effectiveStatus(row, now);
  const end = row.currentPeriodEnd;
  return {
    id: row.id,
    status,
    planPeriod: row.planPeriod,
    isTrial: row.isTrial,
    startDate: (row.currentPeriodStart ?? row.createdAt).toISOString(),
    endDate: end?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    trialDaysLeft: row.isTrial && status === 'TRIALING' && end ? Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY_MS)) : null,
  };
}

/** What Stripe says about one subscription, in our terms. */
export type SubscriptionChange = {
  stripeSubscriptionId: string;
  customerId: string;
  status: SubscriptionStatus;
  planPeriod: PlanPeriod | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  eventCreated: Date;
};

/** How a change compares with the newest event already applied to its subscription. */
export type ChangeOrder = 'newer' | 'same-second' | 'older';

/**
 * Subscriptions and the free trial. `db` may be a transaction: the Stripe webhook records an
 * event and applies it in one, so a crash between the two can neither lose nor half-apply it.
 */
export function createSubscriptionsService(db: Queryable, trialDurationMs = TRIAL_DAYS * DAY_MS, trialAddresses?: TrialAddresses) {
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
  async function activateTrial(owner: TrialCandidate, now = new Date()) {
    if (!(await isEligible(owner))) throw trialTaken();
    const userId = owner.id;
    return db.transaction(async (tx) => {
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
  }

  /** The account a Stripe customer belongs to, if linked. */
  async function ownerOfCustomer(customerId: string) {
    const [row] = await db
      .select({ user: users })
      .from(stripeCustomers)
      .innerJoin(users, eq(users.id, stripeCustomers.userId))
      .where(eq(stripeCustomers.customerId, customerId));
    return row?.user ?? null;
  }

  /**
   * checkout.session.completed: the customer now belongs to the account of `client_reference_id`.
   * An account keeps every customer it had; a customer already linked keeps its first account.
   */
  async function linkCustomer(providerUid: string, customerId: string) {
    const [user] = await db.select().from(users).where(eq(users.providerUid, providerUid));
    if (!user) return null;
    await db.insert(stripeCustomers).values({ customerId, userId: user.id }).onConflictDoNothing();
    const owner = await ownerOfCustomer(customerId);
    return owner?.id === user.id ? user : null;
  }

  /** A paid checkout's subscription, active until its own events say more. */
  async function recordPaidCheckout(userId: number, customerId: string, stripeSubscriptionId: string, eventCreated: Date) {
    await db
      .insert(subscriptions)
      .values({ userId, status: 'ACTIVE', stripeSubscriptionId, stripeCustomerId: customerId, lastEventAt: eventCreated })
      .onConflictDoNothing();
  }

  /** Where a change stands against what was applied: Stripe stamps events to the second, so a tie needs Stripe's word. */
  async function orderOf(stripeSubscriptionId: string, eventCreated: Date): Promise<ChangeOrder> {
    const [row] = await db
      .select({ lastEventAt: subscriptions.lastEventAt })
      .from(subscriptions)
      .where(eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId));
    if (!row?.lastEventAt || row.lastEventAt < eventCreated) return 'newer';
    return row.lastEventAt.getTime() === eventCreated.getTime() ? 'same-second' : 'older';
  }

  /**
   * Applies a subscription's state unless a newer event was applied; returns the owner's uid, or
   * null when the customer is not linked to an account yet (Stripe retries the delivery later).
   */
  async function applyChange(change: SubscriptionChange): Promise<{ uid: string; applied: boolean } | null> {
    const user = await ownerOfCustomer(change.customerId);
    if (!user) return null;
    const values = {
      status: change.status,
      planPeriod: change.planPeriod,
      stripeCustomerId: change.customerId,
      currentPeriodStart: change.currentPeriodStart,
      currentPeriodEnd: change.currentPeriodEnd,
      cancelAtPeriodEnd: change.cancelAtPeriodEnd,
      lastEventAt: change.eventCreated,
      updatedAt: new Date(),
    };
    const [before] = await db.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, change.stripeSubscriptionId));
    const [row] = await db
      .insert(subscriptions)
      .values({ ...values, userId: user.id, stripeSubscriptionId: change.stripeSubscriptionId })
      .onConflictDoUpdate({
        target: subscriptions.stripeSubscriptionId,
        set: values,
        setWhere: or(isNull(subscriptions.lastEventAt), lte(subscriptions.lastEventAt, change.eventCreated)),
      })
      .returning();
    if (!row) return { uid: user.providerUid, applied: false };
    // Each new paid period tops the AI credits up to the plan's allowance.
    const newPeriod = row.currentPeriodStart?.getTime() !== before?.currentPeriodStart?.getTime();
    if (row.status === 'ACTIVE' && newPeriod) {
      await db
        .update(users)
        .set({ aiCredits: sql`greatest(${users.aiCredits}, ${AI_CREDITS.paidMonthly})` })
        .where(eq(users.id, user.id));
    }
    return { uid: user.providerUid, applied: true };
  }

  /** invoice.payment_failed: the subscription is suspended, unless a newer event said otherwise. */
  async function suspend(stripeSubscriptionId: string, eventCreated: Date) {
    const [row] = await db
      .update(subscriptions)
      .set({ status: 'SUSPENDED', lastEventAt: eventCreated, updatedAt: new Date() })
      .where(
        and(
          eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId),
          or(isNull(subscriptions.lastEventAt), lt(subscriptions.lastEventAt, eventCreated)),
        ),
      )
      .returning();
    if (!row) return null;
    const [user] = await db.select().from(users).where(eq(users.id, row.userId));
    return user ? { uid: user.providerUid } : null;
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

  return {
    list,
    isEligible,
    mayUsePremium,
    activateTrial,
    linkCustomer,
    recordPaidCheckout,
    orderOf,
    applyChange,
    suspend,
    billingTarget,
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
