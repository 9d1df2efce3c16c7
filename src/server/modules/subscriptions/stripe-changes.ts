import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { AI_CREDITS, type PlanPeriod, type SubscriptionStatus } from '../../../shared/subscriptions';
import type { Queryable } from '../../db/client';
import { stripeCustomers, subscriptions, users } from '../../db/schema';

/*
 * Stripe's changes to subscriptions, applied inside the webhook's transaction: each function is handed that
 * transaction, so recording an event and applying it commit together or not at all.
 */

/** What Stripe says about one subscription, in our terms. */
export type SubscriptionChange = {
  stripeSubscriptionId: string;
  customerId: string;
  status: SubscriptionStatus;
  planPeriod: PlanPeriod | null;
  /** Establishments paid for: the subscription item's quantity. */
  quantity: number;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  eventCreated: Date;
};

/** How a change compares with the newest event already applied to its subscription. */
export type ChangeOrder = 'newer' | 'same-second' | 'older';

/** The account a Stripe customer belongs to, if linked. */
async function ownerOfCustomer(db: Queryable, customerId: string) {
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
export async function linkCustomer(db: Queryable, providerUid: string, customerId: string) {
  const [user] = await db.select().from(users).where(eq(users.providerUid, providerUid));
  if (!user) return null;
  await db.insert(stripeCustomers).values({ customerId, userId: user.id }).onConflictDoNothing();
  const owner = await ownerOfCustomer(db, customerId);
  return owner?.id === user.id ? user : null;
}

/** A paid checkout's subscription, active until its own events say more. */
export async function recordPaidCheckout(
  db: Queryable,
  userId: number,
  customerId: string,
  stripeSubscriptionId: string,
  eventCreated: Date,
) {
  await db
    .insert(subscriptions)
    .values({ userId, status: 'ACTIVE', stripeSubscriptionId, stripeCustomerId: customerId, lastEventAt: eventCreated })
    .onConflictDoNothing();
}

/** Where a change stands against what was applied: Stripe stamps events to the second, so a tie needs Stripe's word. */
export async function orderOf(db: Queryable, stripeSubscriptionId: string, eventCreated: Date): Promise<ChangeOrder> {
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
export async function applyChange(db: Queryable, change: SubscriptionChange): Promise<{ uid: string; applied: boolean } | null> {
  const user = await ownerOfCustomer(db, change.customerId);
  if (!user) return null;
  const values = {
    status: change.status,
    planPeriod: change.planPeriod,
    quantity: change.quantity,
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
export async function suspend(db: Queryable, stripeSubscriptionId: string, eventCreated: Date) {
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
