import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { GoogleProblem } from '../../../shared/api/google';
import { GoogleApiError, isTransient, type BusinessProfileClient } from '../../adapters/google/business-profile';
import { GOOGLE_ID_PREFIX } from '../../adapters/google/review-ids';
import type { Database } from '../../db/client';
import { listings, reviews, users } from '../../db/schema';
import { JobInterrupted, type JobQueue } from '../../jobs/job-queue';
import { createStoppablePauses } from '../../jobs/stoppable-pauses';
import type { Realtime } from '../../plugins/realtime';
import type { GoogleConnections } from './connection';
import { NO_ALERTS, type AlertNotifier } from '../alerts';

/** The longest pause Google's Retry-After may impose between two tries. */
const MAX_RETRY_AFTER_MS = 60_000;

export type GoogleRepliesDependencies = {
  db: Database;
  connections: GoogleConnections;
  client: BusinessProfileClient;
  jobs: JobQueue;
  realtime: Realtime;
  /** Tells the owner's devices when a reply cannot reach Google for a reason only they can fix. */
  alerts?: AlertNotifier;
  /** Pauses between tries when Google is busy or unreachable; after the last, the reply shows as failed with a retry. */
  retryDelaysMs: number[];
  log: FastifyBaseLogger;
};

/** A pending change is a reply the owner stored (or removed) that Google does not have yet. */
export const PENDING_GOOGLE_REPLY = {
  googleReplyState: 'pending' as const,
  googleReplyProblem: null,
  googleReplyRevision: sql`${reviews.googleReplyRevision} + 1`,
};

/**
 * Publishing replies on Google: each stored change (a reply, or its removal) bumps the review's
 * revision and queues one job for it; the job sends what the review holds then, retries while
 * Google is busy (quota, network) and records the outcome, unless a newer change came meanwhile.
 * Pending changes survive a restart: `resumeAll` queues them again.
 */
export function createGoogleReplies(dependencies: GoogleRepliesDependencies) {
  const { db, connections, client, jobs, realtime, alerts = NO_ALERTS, retryDelaysMs, log } = dependencies;
  const pauses = createStoppablePauses();

  const queue = (reviewId: number, revision: number) =>
    jobs.add('google-reply', `google-reply-${reviewId}-${revision}`, { reviewId, revision });

  async function pendingChange(reviewId: number, revision: number) {
    const [row] = await db
      .select({ review: reviews, userId: listings.userId, uid: users.providerUid })
      .from(reviews)
      .innerJoin(listings, eq(listings.id, reviews.listingId))
      .innerJoin(users, eq(users.id, listings.userId))
      .where(eq(reviews.id, reviewId));
    return row && row.review.googleReplyRevision === revision && row.review.googleReplyState === 'pending' ? row : null;
  }

  async function send(change: NonNullable<Awaited<ReturnType<typeof pendingChange>>>): Promise<Date | null> {
    const { review } = change;
    if (!review.externalId.startsWith(GOOGLE_ID_PREFIX)) {
      // Google's copy of this review has not been read yet (the switch's synchronisation is under way).
      throw new GoogleApiError('NETWORK', 'this review is not known from Google yet');
    }
    const reviewId = review.externalId.slice(GOOGLE_ID_PREFIX.length);
    return connections.withAccess(change.review.listingId, async (token, place) => {
      const name = `${place.accountName}/${place.locationName}/reviews/${reviewId}`;
      if (review.googleReplyDeleting || review.responseContent === null) {
        await client.deleteReply(token, name);
        return null;
      }
      return client.putReply(token, name, review.responseContent);
    });
  }

  /** Records the outcome, unless the owner changed the reply meanwhile (its own job reports then). */
  async function settle(
    reviewId: number,
    revision: number,
    change: { review: { listingId: number } },
    outcome: { at: Date | null; removed: boolean } | { problem: GoogleProblem },
  ) {
    const changes =
      'problem' in outcome
        ? { googleReplyState: 'failed' as const, googleReplyProblem: outcome.problem }
        : outcome.removed
          ? { googleReplyState: null, googleReplyDeleting: false, googleReplyAt: null, googleReplyProblem: null }
          : // Google moderates the new reply afresh: its state comes with the next read of the reviews.
            { googleReplyState: 'published' as const, googleReplyAt: outcome.at, googleReplyProblem: null, googleReplyModeration: null };
    const settled = await db
      .update(reviews)
      .set(changes)
      .where(and(eq(reviews.id, reviewId), eq(reviews.googleReplyRevision, revision)))
      .returning({ id: reviews.id });
    if (!settled.length) return;
    realtime.toEstablishment(change.review.listingId, 'reviewUpdated', { reviewId });
    // The alerts keep only the problems the team must act on (reconnect, verify the location, rewrite the reply).
    if ('problem' in outcome)
      await alerts.notify({ kind: 'google-problem', locationId: change.review.listingId, problem: outcome.problem, reviewId });
  }

  async function run({ reviewId, revision }: { reviewId: number; revision: number }) {
    for (let attempt = 0; ; attempt += 1) {
      if (pauses.stopping) throw new JobInterrupted();
      const change = await pendingChange(reviewId, revision);
      if (!change) return;
      const removed = change.review.googleReplyDeleting || change.review.responseContent === null;
      try {
        const at = await send(change);
        await settle(reviewId, revision, change, { at, removed });
        return;
      } catch (error) {
        const problem: GoogleProblem = error instanceof GoogleApiError ? error.problem : 'NETWORK';
        if (!isTransient(error) || attempt >= retryDelaysMs.length) {
          log.warn({ err: error, reviewId, problem }, 'reply not published on Google');
          await settle(reviewId, revision, change, { problem });
          return;
        }
        const retryAfterMs = Math.min(error instanceof GoogleApiError ? (error.retryAfterMs ?? 0) : 0, MAX_RETRY_AFTER_MS);
        await pauses.pause(Math.max(retryDelaysMs[attempt], retryAfterMs));
      }
    }
  }
  // Given up by the queue: the card says the reply is not on Google, with a retry.
  async function giveUp({ reviewId, revision }: { reviewId: number; revision: number }) {
    const change = await pendingChange(reviewId, revision);
    if (change) await settle(reviewId, revision, change, { problem: 'NETWORK' });
  }
  jobs.handle('google-reply', run, giveUp);

  /** The owner asks again after a failure, or after Google's moderation rejected the reply: the same content, as a new change. */
  async function retry(listingId: number, reviewId: number): Promise<boolean> {
    const [row] = await db
      .update(reviews)
      .set(PENDING_GOOGLE_REPLY)
      .where(
        and(
          eq(reviews.id, reviewId),
          eq(reviews.listingId, listingId),
          or(eq(reviews.googleReplyState, 'failed'), eq(reviews.googleReplyModeration, 'rejected')),
        ),
      )
      .returning({ revision: reviews.googleReplyRevision });
    if (row) await queue(reviewId, row.revision);
    return Boolean(row);
  }

  /** Queues every change still pending (after a restart), and those that failed only because Google was busy. */
  async function resumeAll() {
    const busy: GoogleProblem[] = ['QUOTA', 'NETWORK'];
    await db
      .update(reviews)
      .set(PENDING_GOOGLE_REPLY)
      .where(and(eq(reviews.googleReplyState, 'failed'), inArray(reviews.googleReplyProblem, busy)));
    const pending = await db
      .select({ id: reviews.id, revision: reviews.googleReplyRevision })
      .from(reviews)
      .where(eq(reviews.googleReplyState, 'pending'));
    for (const { id, revision } of pending) await queue(id, revision);
    return pending.length;
  }

  return { queue, retry, resumeAll, stop: pauses.stop };
}

export type GoogleReplies = ReturnType<typeof createGoogleReplies>;
