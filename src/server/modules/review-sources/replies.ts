import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { reviews, reviewSourceConnections } from '../../db/schema';
import type { JobQueue } from '../../jobs/job-queue';
import type { Realtime } from '../../plugins/realtime';
import { SourceError, type SourceReview } from '../../adapters/review-sources/review-source';
import type { SourceAdapters } from './adapters';
import type { SourceConnections } from './connections';

export type SourceRepliesDependencies = {
  db: Database;
  adapters: SourceAdapters;
  connections: SourceConnections;
  jobs: JobQueue;
  realtime: Pick<Realtime, 'toEstablishment'>;
  log: FastifyBaseLogger;
};

/**
 * Replies through a source's API (Facebook, a comment on the recommendation's story), as Google's replies go: the reply
 * stored by the inbox (state `pending`, its revision bumped) is sent by one job, which records `published` or `failed`
 * with the platform's code, unless a newer change came meanwhile. Pending replies are queued again at each start.
 */
export function createSourceReplies({ db, adapters, connections, jobs, realtime, log }: SourceRepliesDependencies) {
  const queue = (reviewId: number, revision: number) =>
    jobs.add('source-reply', `source-reply-${reviewId}-${revision}`, { reviewId, revision });

  async function settle(reviewId: number, revision: number, changes: Partial<typeof reviews.$inferInsert>) {
    const [row] = await db
      .update(reviews)
      .set(changes)
      .where(and(eq(reviews.id, reviewId), eq(reviews.sourceReplyRevision, revision), eq(reviews.sourceReplyState, 'pending')))
      .returning({ listingId: reviews.listingId });
    if (row) realtime.toEstablishment(row.listingId, 'reviewUpdated', { reviewId });
  }

  async function send({ reviewId, revision }: { reviewId: number; revision: number }) {
    const [review] = await db.select().from(reviews).where(eq(reviews.id, reviewId));
    if (!review || review.sourceReplyRevision !== revision || review.sourceReplyState !== 'pending') return;
    const fail = (code: string, platformCode: string | null) =>
      settle(reviewId, revision, {
        sourceReplyState: 'failed',
        sourceReplyProblem: code,
        sourceReplyPlatformCode: platformCode,
        sourceReplyAt: new Date(),
      });
    if (review.source !== 'facebook' || !review.responseContent) return fail('SOURCE_REPLY_REFUSED', null);
    const [row] = await db
      .select()
      .from(reviewSourceConnections)
      .where(and(eq(reviewSourceConnections.listingId, review.listingId), eq(reviewSourceConnections.source, 'facebook')));
    if (!row) return fail('SOURCE_UNAUTHORIZED', null);
    const sourceReview: SourceReview = {
      source: 'facebook',
      externalId: review.externalId.slice('facebook:'.length),
      authorName: review.authorName,
      rating: null,
      scale: 'recommendation',
      recommends: review.recommends ?? undefined,
      text: review.reviewContent,
      date: review.date,
      reply: null,
      replyTo: review.sourceReplyTo,
      demo: row.demo,
    };
    try {
      const { date } = await adapters.facebook.reply(connections.adapterConnection(row), sourceReview, review.responseContent);
      await settle(reviewId, revision, {
        sourceReplyState: 'published',
        sourceReplyAt: date,
        sourceReplyProblem: null,
        sourceReplyPlatformCode: null,
      });
    } catch (error) {
      log.warn({ err: error, reviewId }, 'reply to Facebook failed');
      await fail(
        error instanceof SourceError ? error.code : 'SOURCE_UNAVAILABLE',
        error instanceof SourceError ? error.platformCode : null,
      );
    }
  }
  jobs.handle('source-reply', send);

  /** Queues every reply a previous process left pending. */
  async function resumeAll() {
    const pending = await db
      .select({ id: reviews.id, revision: reviews.sourceReplyRevision })
      .from(reviews)
      .where(eq(reviews.sourceReplyState, 'pending'));
    for (const { id, revision } of pending) await queue(id, revision);
  }

  return { queue, resumeAll };
}

export type SourceReplies = ReturnType<typeof createSourceReplies>;
