import { and, desc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { ACCESS_STATUSES, AI_CREDITS, TRIAL_DAYS, type PlanPeriod, type SubscriptionStatus } from '../../../shared/subscriptions';
import type { Database } from '../../db/client';
import { subscriptions, users } from '../../db/schema';
import { AppError } from '../../plugins/error-handler';

type SubscriptionRow = typeof subscriptions.$inferSelect;
const DAY_MS = 24 * 60 * 60 * 1000;

/** An expired trial reads as CANCELLED (issue 5); everything else is stored as it is. */
export function effectiveStatus(row: SubscriptionRow, now = new Date()): SubscriptionStatus {
  const trialOver = row.isTrial && row.status === 'TRIALING' && row.currentPeriodEnd !== null && row.currentPeriodEnd <= now;
  return trialOver ? 'CANCELLED' : row.status;
}

export function toApiSubscription(row: SubscriptionRow, now = new Date()) {
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

/** What a Stripe event says about one subscription, in our terms. */
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

export function createSubscriptionsService(db: Database, trialDurationMs = TRIAL_DAYS * DAY_MS) {
  const list = (userId: number) =>
    db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(desc(subscriptions.createdAt));

  /** Eligible for the trial: never had a trial nor a paid subscription. */
  async function isEligible(userId: number) {
    return (await list(userId)).length === 0;
  }

  async function hasAccess(userId: number, now = new Date()) {
    return (await list(userId)).some((row) => ACCESS_STATUSES.includes(effectiveStatus(row, now)));
  }

  async function activateTrial(userId: number, now = new Date()) {
    if (!(await isEligible(userId))) throw new AppError(409, 'TRIAL_NOT_AVAILABLE', 'The free trial has already been used on this account');
    const [trial] = await db
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
    if (!trial) throw new AppError(409, 'TRIAL_NOT_AVAILABLE', 'The free trial has already been used on this account');
    await db
      .update(users)
      .set({ aiCredits: sql`greatest(${users.aiCredits}, ${AI_CREDITS.trial})` })
      .where(eq(users.id, userId));
    return trial;
  }

  /** checkout.session.completed: the customer (and its subscription) now belong to the user of `client_reference_id`. */
  async function linkCheckout(input: {
    providerUid: string;
    customerId: string;
    stripeSubscriptionId: string | null;
    paid: boolean;
    eventCreated: Date;
  }) {
    const [user] = await db
      .update(users)
      .set({ stripeCustomerId: input.customerId })
      .where(eq(users.providerUid, input.providerUid))
      .returning();
    if (!user) return null;
    if (input.stripeSubscriptionId && input.paid) {
      await db
        .insert(subscriptions)
        .values({ userId: user.id, status: 'ACTIVE', stripeSubscriptionId: input.stripeSubscriptionId, lastEventAt: input.eventCreated })
        .onConflictDoNothing();
    }
    return user;
  }

  /**
   * A subscription event, applied only if no newer event was: returns the owner's uid, or
   * null when the customer is not linked to a user yet (Stripe retries the delivery later).
   */
  async function applyChange(change: SubscriptionChange): Promise<{ uid: string; applied: boolean } | null> {
    const [user] = await db.select().from(users).where(eq(users.stripeCustomerId, change.customerId));
    if (!user) return null;
    const values = {
      status: change.status,
      planPeriod: change.planPeriod,
      currentPeriodStart: change.currentPeriodStart,
      currentPeriodEnd: change.currentPeriodEnd,
      cancelAtPeriodEnd: change.cancelAtPeriodEnd,
      lastEventAt: change.eventCreated,
      updatedAt: new Date(),
    };
    const [before] = await db.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, change.stripeSubscriptionId));
    const [row] = before
      ? await db
          .update(subscriptions)
          .set(values)
          .where(
            and(
              eq(subscriptions.id, before.id),
              or(isNull(subscriptions.lastEventAt), lte(subscriptions.lastEventAt, change.eventCreated)),
            ),
          )
          .returning()
      : await db
          .insert(subscriptions)
          .values({ ...values, userId: user.id, stripeSubscriptionId: change.stripeSubscriptionId })
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
          or(isNull(subscriptions.lastEventAt), lte(subscriptions.lastEventAt, eventCreated)),
        ),
      )
      .returning();
    if (!row) return null;
    const [user] = await db.select().from(users).where(eq(users.id, row.userId));
    return user ? { uid: user.providerUid } : null;
  }

  /** The subscription the billing portal should act on: the newest paid one. */
  async function currentStripeSubscription(userId: number) {
    return (await list(userId)).find((row) => row.stripeSubscriptionId !== null) ?? null;
  }

  return { list, isEligible, hasAccess, activateTrial, linkCheckout, applyChange, suspend, currentStripeSubscription };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
