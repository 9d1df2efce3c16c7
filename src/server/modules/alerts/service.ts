import { createHash } from 'node:crypto';
import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { GoogleProblem } from '../../../shared/api/google';
import {
  DEFAULT_PUSH_CHOICES,
  PUSH_DEVICES_PER_ACCOUNT,
  type AlertSettings,
  type AlertState,
  type PushChoices,
  type PushSubscriptionBody,
} from '../../../shared/api/notifications';
import { DAY_MS } from '../../../shared/constants';
import { parisDay } from '../../../shared/paris-day';
import { PushError, type PushSender } from '../../adapters/push';
import type { Database } from '../../db/client';
import { alertSettings, listings, pushDevices, pushSends, users, type reviews } from '../../db/schema';
import { AppError } from '../../errors';
import type { JobQueue } from '../../jobs/job-queue';
import { roleCan, type Permission } from '../../../shared/roles';
import { createOrganizations } from '../organizations';
import type { SubscriptionsService } from '../subscriptions';
import { ALERT_MESSAGE_KEYS, deviceLabelOf } from './alert-schemas';
import { ALERTED_GOOGLE_PROBLEMS, excerptOf, narrowedTo, pushOf, tagsOf, type PushAlert } from './push-alert';

type ReviewRow = typeof reviews.$inferSelect;
/** What a trigger hands over of a review. */
export type AlertedReview = Pick<ReviewRow, 'id' | 'reviewRate' | 'authorName' | 'reviewContent'>;

/**
 * Something happened at an establishment (`locationId`) that its members may want on their phones; each member's own
 * choices decide.
 */
export type AlertEvent =
  | { kind: 'new-reviews'; locationId: number; listingName: string; reviews: AlertedReview[] }
  | { kind: 'approvals'; locationId: number; listingName: string; reviews: AlertedReview[] }
  | { kind: 'sync-done'; locationId: number; listingName: string; jobId: number; fetched: number }
  | { kind: 'google-problem'; locationId: number; problem: GoogleProblem; reviewId: number }
  | { kind: 'removals'; locationId: number; listingName: string; reviews: AlertedReview[] };

/** What a member's role must allow for an alert to reach them: only those who can act on it hear of it. */
const PERMISSION_NEEDED: Record<Exclude<AlertEvent['kind'], 'google-problem'>, Permission> = {
  'new-reviews': 'read',
  approvals: 'reply',
  'sync-done': 'read',
  removals: 'read',
};

/**
 * A refused reply is for those who may write it again; a connection lost or refused is for those who may connect
 * Google again (owners and administrators), a manager could do nothing about it.
 */
function permissionNeeded(event: AlertEvent): Permission {
  if (event.kind !== 'google-problem') return PERMISSION_NEEDED[event.kind];
  return event.problem === 'REPLY_REJECTED' ? 'reply' : 'establishments';
}

export type AlertsDependencies = {
  db: Database;
  push: PushSender;
  jobs: JobQueue;
  subscriptions: Pick<SubscriptionsService, 'mayUsePremium'>;
  /** The key devices subscribe with; null when push is not configured. */
  vapidPublicKey: string | null;
  publicUrl: string;
  log: FastifyBaseLogger;
  now?: () => Date;
};

/** How long a device's sent tags are kept: long after anything could alert for the same review again. */
const SENDS_KEPT_MS = 90 * DAY_MS;

/** The alert an event makes under the owner's choices, or null when they want none. */
function alertFor(event: AlertEvent, choices: PushChoices, now: Date): PushAlert | null {
  const gist = (review: AlertedReview) => ({
    id: review.id,
    rating: review.reviewRate,
    author: review.authorName,
    excerpt: excerptOf(review.reviewContent),
  });
  switch (event.kind) {
    case 'new-reviews': {
      const wanted = event.reviews.filter((review) => choices.everyReview || (choices.lowRatings && review.reviewRate <= 3));
      return wanted.length ? { kind: 'reviews', listingName: event.listingName, reviews: wanted.map(gist) } : null;
    }
    case 'approvals':
      return choices.approvals && event.reviews.length
        ? { kind: 'approvals', listingName: event.listingName, reviews: event.reviews.map(gist) }
        : null;
    case 'sync-done':
      return choices.syncDone ? { kind: 'sync-done', listingName: event.listingName, jobId: event.jobId, fetched: event.fetched } : null;
    case 'google-problem':
      return choices.googleProblems && ALERTED_GOOGLE_PROBLEMS.includes(event.problem)
        ? { kind: 'google-problem', problem: event.problem, reviewId: event.reviewId, day: parisDay(now) }
        : null;
    case 'removals':
      return choices.removals && event.reviews.length
        ? { kind: 'removals', listingName: event.listingName, reviews: event.reviews.map(gist) }
        : null;
  }
}

/** One job per device and alert: the same alert queued twice for a device is one job. */
const jobKeyOf = (deviceId: number, alert: PushAlert) =>
  `push-${deviceId}-${createHash('sha256').update(tagsOf(alert).join(',')).digest('base64url').slice(0, 22)}`;

/**
 * Each user's alerts: their push choices and digest day, the devices they enabled, and the push alerts themselves.
 * `notify` turns an establishment's event into one queued job per device of each member who sees it (and whose role
 * may act on it), under that member's choices; each job claims the alert's tags for its device first (`push_sends`),
 * so nothing is pushed twice to a device, then sends; a device the push service no longer knows is forgotten. Nothing
 * is sent while the establishment's paying account has no access (no subscription, trial over), nor to a disabled user.
 */
export function createAlerts({
  db,
  push,
  jobs,
  subscriptions,
  vapidPublicKey,
  publicUrl,
  log,
  now = () => new Date(),
}: AlertsDependencies) {
  // Read-only: who sees an establishment, by the organisations' own scope rule.
  const { membersSeeing } = createOrganizations(db);

  async function settingsOf(userId: number): Promise<AlertSettings> {
    const [row] = await db.select().from(alertSettings).where(eq(alertSettings.userId, userId));
    return { push: { ...DEFAULT_PUSH_CHOICES, ...row?.push }, digestDay: row?.digestDay ?? 'monday' };
  }

  async function stateOf(userId: number): Promise<AlertState> {
    const devices = await db
      .select({ id: pushDevices.id, label: pushDevices.label, createdAt: pushDevices.createdAt })
      .from(pushDevices)
      .where(eq(pushDevices.userId, userId))
      .orderBy(desc(pushDevices.createdAt), desc(pushDevices.id));
    return {
      settings: await settingsOf(userId),
      vapidPublicKey,
      devices: devices.map((device) => ({ ...device, createdAt: device.createdAt.toISOString() })),
    };
  }

  async function saveSettings(userId: number, settings: AlertSettings): Promise<AlertState> {
    const values = { push: settings.push, digestDay: settings.digestDay, updatedAt: now() };
    await db
      .insert(alertSettings)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: alertSettings.userId, set: values });
    return stateOf(userId);
  }

  /**
   * Enables push on a browser. Its endpoint names it: enabling it again updates its keys, and a browser another account
   * had enabled becomes this account's (that account's alerts must not reach whoever uses it now). Past
   * PUSH_DEVICES_PER_ACCOUNT, the oldest devices are removed.
   */
  async function addDevice(userId: number, subscription: PushSubscriptionBody, userAgent?: string): Promise<{ id: number }> {
    const endpoint = push.endpointOf(subscription.endpoint);
    if (!endpoint) {
      throw new AppError(
        400,
        'PUSH_ENDPOINT_INVALID',
        "Ce navigateur a donné une adresse d'envoi des alertes que Bonavis ne peut pas utiliser.",
        {
          fields: { endpoint: ALERT_MESSAGE_KEYS.endpoint },
        },
      );
    }
    if (!vapidPublicKey) throw new AppError(400, 'BAD_REQUEST', 'Push alerts are not configured on this server');
    const { keys } = subscription;
    const device = { userId, p256dh: keys.p256dh, auth: keys.auth, label: subscription.label || deviceLabelOf(userAgent) };
    const [row] = await db
      .insert(pushDevices)
      .values({ endpoint: endpoint.href, ...device })
      .onConflictDoUpdate({ target: pushDevices.endpoint, set: { ...device, createdAt: now(), lastUsedAt: null } })
      .returning({ id: pushDevices.id });
    const beyond = await db
      .select({ id: pushDevices.id })
      .from(pushDevices)
      .where(eq(pushDevices.userId, userId))
      .orderBy(desc(pushDevices.createdAt), desc(pushDevices.id))
      .offset(PUSH_DEVICES_PER_ACCOUNT);
    if (beyond.length) {
      await db.delete(pushDevices).where(
        inArray(
          pushDevices.id,
          beyond.map((device) => device.id),
        ),
      );
    }
    return row;
  }

  /** Removes one of the owner's devices; false when they have none by this id. */
  async function removeDevice(userId: number, deviceId: number): Promise<boolean> {
    const removed = await db
      .delete(pushDevices)
      .where(and(eq(pushDevices.id, deviceId), eq(pushDevices.userId, userId)))
      .returning({ id: pushDevices.id });
    return removed.length > 0;
  }

  async function queueFor(event: AlertEvent) {
    if (push.kind === 'off') return;
    // Read now, never kept: a member removed or narrowed a moment ago is no longer among them.
    const audience = (await membersSeeing(event.locationId)).filter((member) => roleCan(member.role, permissionNeeded(event)));
    if (!audience.length) return;
    const devices = await db
      .select({ id: pushDevices.id, userId: pushDevices.userId })
      .from(pushDevices)
      .innerJoin(users, eq(users.id, pushDevices.userId))
      .where(
        and(
          inArray(
            pushDevices.userId,
            audience.map((member) => member.userId),
          ),
          eq(users.isActive, true),
        ),
      );
    if (!devices.length) return;
    // The members' access follows the organisation's plan: the establishment's paying account.
    const [payer] = await db
      .select({ id: users.id, trialTakenBefore: users.trialTakenBefore })
      .from(listings)
      .innerJoin(users, eq(users.id, listings.userId))
      .where(eq(listings.id, event.locationId));
    if (!payer || !(await subscriptions.mayUsePremium(payer))) return;
    const at = now();
    for (const userId of new Set(devices.map((device) => device.userId))) {
      const alert = alertFor(event, (await settingsOf(userId)).push, at);
      if (!alert) continue;
      for (const device of devices.filter((entry) => entry.userId === userId)) {
        await jobs.add('push-alert', jobKeyOf(device.id, alert), { deviceId: device.id, alert });
      }
    }
  }

  /** Never throws: an alert that cannot be queued must not fail what triggered it. */
  async function notify(event: AlertEvent) {
    try {
      await queueFor(event);
    } catch (error) {
      log.warn({ err: error, alert: event.kind, locationId: event.locationId }, 'could not queue the push alert');
    }
  }

  /** The 'push-alert' job: claims what the device was not sent yet, sends it, and forgets a device that is gone. */
  async function deliver({ deviceId, alert }: { deviceId: number; alert: PushAlert }) {
    const [device] = await db.select().from(pushDevices).where(eq(pushDevices.id, deviceId));
    if (!device) return;
    // Read once, by the rule registration applies; the sender posts to what it read. A device stored before the rule
    // that fails it can never be sent to: it is forgotten.
    const endpoint = push.endpointOf(device.endpoint);
    if (!endpoint) {
      log.warn({ deviceId }, 'push endpoint outside the push services; device removed');
      await db.delete(pushDevices).where(eq(pushDevices.id, deviceId));
      return;
    }
    await db
      .delete(pushSends)
      .where(and(eq(pushSends.deviceId, deviceId), lt(pushSends.sentAt, new Date(now().getTime() - SENDS_KEPT_MS))));
    const claimed = await db
      .insert(pushSends)
      .values(tagsOf(alert).map((tag) => ({ deviceId, tag, sentAt: now() })))
      .onConflictDoNothing()
      .returning({ tag: pushSends.tag });
    const tags = claimed.map((row) => row.tag);
    const unsent = narrowedTo(alert, new Set(tags));
    if (!unsent) return;
    const { payload, options } = pushOf(unsent, publicUrl);
    const subscription = { endpoint, keys: { p256dh: device.p256dh, auth: device.auth } };
    let outcome: 'sent' | 'gone';
    try {
      outcome = await push.send(subscription, payload, options);
    } catch (error) {
      if (error instanceof PushError && error.code === 'REJECTED') {
        // The same message would be refused again: it stays counted as sent.
        log.warn({ err: error, deviceId }, 'the push service refused the alert');
        return;
      }
      // Given back, so the queue's next attempt sends it.
      await db.delete(pushSends).where(and(eq(pushSends.deviceId, deviceId), inArray(pushSends.tag, tags)));
      throw error;
    }
    if (outcome === 'gone') {
      log.info({ deviceId }, 'push subscription gone; device removed');
      await db.delete(pushDevices).where(eq(pushDevices.id, deviceId));
      return;
    }
    await db.update(pushDevices).set({ lastUsedAt: now() }).where(eq(pushDevices.id, deviceId));
  }
  jobs.handle('push-alert', deliver);

  return { settingsOf, stateOf, saveSettings, addDevice, removeDevice, notify, deliver };
}

export type Alerts = ReturnType<typeof createAlerts>;
