import { and, eq, inArray, isNotNull, lte, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { listings, reviews, reviewSourceConnections, subscriptions } from '../../db/schema';
import { hasSubscriptionAccess } from '../subscriptions';
import type { JobQueue } from '../../jobs/job-queue';
import type { Realtime } from '../../plugins/realtime';
import type { ReviewSourcesConfig } from '../../config';
import {
  isTransientSourceError,
  SourceError,
  type ReviewSource,
  type SourceConnection,
  type SourceKind,
  type SourceSummary,
} from '../../adapters/review-sources/review-source';
import { apiReviewColumns, markUnseenRemoved, toApiReview } from '../reviews';
import type { SourceAdapters } from './adapters';
import { CALLS_PER_READ, type CallBudget } from './call-budget';
import type { ConnectionRow, SourceConnections } from './connections';
import { markSourceReviewRemoved, storeSourceReviews } from './store';
import { queueRead } from './source-jobs';

/** When reads happen: each source's interval, the backoff of a failing one, how often a full read. */
export type ReadTiming = Pick<ReviewSourcesConfig, 'intervalMs' | 'backoffMs' | 'maxBackoffMs' | 'fullReadMs'>;

/** The most pages one read goes through: a platform that never stops paging cannot hold a job forever. */
const MAX_PAGES_PER_READ = 100;

export type SourceReaderDependencies = {
  db: Database;
  adapters: SourceAdapters;
  connections: SourceConnections;
  budget: CallBudget;
  jobs: JobQueue;
  realtime: Pick<Realtime, 'toEstablishment'>;
  timing: ReadTiming;
  log: FastifyBaseLogger;
  now?: () => Date;
};

/** The budget ran out in the middle of a read: what was read is kept, the rest waits for tomorrow's budget. */
class BudgetSpent extends Error {
  constructor() {
    super("today's budget of calls to the review sources is spent");
    this.name = 'BudgetSpent';
  }
}

/**
 * The wait before trying a failing source again after its `failures`-th failure in a row: `backoffMs` doubled at each
 * failure up to `maxBackoffMs`, or the platform's Retry-After when it asks longer.
 */
export function retryDelayMs(failures: number, error: unknown, timing: Pick<ReadTiming, 'backoffMs' | 'maxBackoffMs'>): number {
  const doubled = Math.min(timing.maxBackoffMs, timing.backoffMs * 2 ** Math.max(0, failures - 1));
  const asked = error instanceof SourceError && error.retryAfterSeconds ? error.retryAfterSeconds * 1000 : 0;
  return Math.max(doubled, asked);
}

/**
 * Reading the sources: one job per connection, run at once after connecting and then on each source's interval. Each
 * read takes its calls from the account's daily budget before calling, stores what it read (new reviews, edits with
 * their history, the reply seen at the source), and marks removed only what a full read of a complete source no longer
 * returns (never Tripadvisor's, which shows its five newest only). A source that fails records its code and the
 * platform's, and is tried again later, each failure waiting longer; it never stops another source, nor Google's sync.
 */
export function createSourceReader(dependencies: SourceReaderDependencies) {
  const { db, adapters, connections, budget, jobs, realtime, timing, log, now = () => new Date() } = dependencies;
  const adapterOf = (source: SourceKind) => adapters[source] as ReviewSource<unknown>;

  async function hasAccess(payer: number, at: Date) {
    const rows = await db.select().from(subscriptions).where(eq(subscriptions.userId, payer));
    return hasSubscriptionAccess(rows, at);
  }

  async function payerOf(listingId: number) {
    const [row] = await db.select({ userId: listings.userId }).from(listings).where(eq(listings.id, listingId));
    return row?.userId ?? null;
  }

  /** New reviews go to the establishment's open screens as Google's do (`newReview`), oldest first. */
  async function tellNew(listingId: number, ids: number[]) {
    if (!ids.length) return;
    const rows = await db.select(apiReviewColumns).from(reviews).where(inArray(reviews.id, ids)).orderBy(reviews.date);
    for (const row of rows) realtime.toEstablishment(listingId, 'newReview', { review: toApiReview(row) });
  }

  /** One batch of the platform, its calls reserved from the budget first and what was not used given back. */
  async function batchOf(
    payer: number,
    row: ConnectionRow,
    connection: SourceConnection,
    options: { since: Date | null; cursor: string | null },
  ) {
    const reserved: number = CALLS_PER_READ[row.source];
    if (!(await budget.reserve(payer, reserved))) throw new BudgetSpent();
    let used = reserved;
    try {
      const batch = await adapterOf(row.source).readReviews(connection, options);
      used = batch.callsUsed;
      return batch;
    } finally {
      await budget.settle(payer, reserved, used);
    }
  }

  /** When to try a failing source again: tomorrow when the budget is spent, else after `retryDelayMs`. */
  function retryAt(failures: number, error: unknown): Date {
    if (error instanceof BudgetSpent) return budget.nextDay();
    return new Date(now().getTime() + retryDelayMs(failures, error, timing));
  }

  async function recordFailure(row: ConnectionRow, error: unknown) {
    const failures = row.failures + 1;
    const transient = error instanceof BudgetSpent || isTransientSourceError(error);
    const code = error instanceof BudgetSpent ? 'SOURCE_QUOTA_EXHAUSTED' : error instanceof SourceError ? error.code : 'SOURCE_UNAVAILABLE';
    const platformCode = error instanceof SourceError ? error.platformCode : null;
    log.warn({ err: error, connectionId: row.id, source: row.source, code, platformCode, failures }, 'review source read failed');
    await db
      .update(reviewSourceConnections)
      .set({
        lastErrorCode: code,
        lastPlatformCode: platformCode,
        failures,
        // A refusal that waiting cannot change (credentials revoked, access closed) waits for the owner to reconnect.
        ...(transient ? { nextReadAt: retryAt(failures, error) } : { state: 'refused' as const, nextReadAt: null }),
        updatedAt: now(),
      })
      .where(eq(reviewSourceConnections.id, row.id));
  }

  /** Reads one connection: every page from where the last read ended (or from the start when a full read is due). */
  async function read({ connectionId }: { connectionId: number }) {
    const [row] = await db.select().from(reviewSourceConnections).where(eq(reviewSourceConnections.id, connectionId));
    if (!row || row.state === 'refused') return;
    const payer = await payerOf(row.listingId);
    if (payer === null) return;
    const startedAt = now();
    // As Google's new-review checks: only for an account with a subscription or a running trial; the others wait.
    if (!(await hasAccess(payer, startedAt))) {
      await db
        .update(reviewSourceConnections)
        .set({ nextReadAt: new Date(startedAt.getTime() + timing.intervalMs[row.source]), updatedAt: startedAt })
        .where(eq(reviewSourceConnections.id, row.id));
      return;
    }
    const full = !row.lastFullReadAt || startedAt.getTime() - row.lastFullReadAt.getTime() >= timing.fullReadMs;
    const since = full ? null : row.lastReadAt;
    let connection: SourceConnection;
    try {
      connection = connections.adapterConnection(row);
    } catch (error) {
      // A secret sealed with a key no longer configured: the owner connects again.
      await recordFailure(row, new SourceError('SOURCE_UNAUTHORIZED', row.source, `sealed secrets unreadable: ${String(error)}`));
      return;
    }
    const added: number[] = [];
    const changed: number[] = [];
    let summary: SourceSummary | undefined;
    let history = row.history;
    try {
      let cursor: string | null = null;
      for (let page = 0; page < MAX_PAGES_PER_READ; page += 1) {
        const batch = await batchOf(payer, row, connection, { since, cursor });
        summary = batch.summary ?? summary;
        history = batch.history;
        const stored = await storeSourceReviews(db, row.listingId, adapterOf(row.source), connection, batch.reviews);
        added.push(...stored.added);
        changed.push(...stored.changed);
        cursor = batch.nextCursor;
        if (!cursor) break;
      }
    } catch (error) {
      await tellNew(row.listingId, added);
      await recordFailure(row, error);
      return;
    }
    // Only a complete source read from its first page says what it no longer shows.
    const removals = full && history === 'complete' ? await markUnseenRemoved(db, row.listingId, row.source, startedAt) : null;
    if (removals?.doubted) log.warn({ connectionId, source: row.source }, 'a full read of a source missed too many reviews to believe');
    await db
      .update(reviewSourceConnections)
      .set({
        state: 'connected',
        history,
        ...(summary && { summary: { ...row.summary, ...summary, name: summary.name ?? row.summary.name } }),
        lastReadAt: startedAt,
        ...(full && { lastFullReadAt: startedAt }),
        lastErrorCode: null,
        lastPlatformCode: null,
        failures: 0,
        nextReadAt: new Date(startedAt.getTime() + timing.intervalMs[row.source]),
        updatedAt: now(),
      })
      .where(and(eq(reviewSourceConnections.id, row.id), ne(reviewSourceConnections.state, 'refused')));
    await tellNew(row.listingId, added);
    // Edited, answered at the source or removed: the lists showing them ask again, as after Google's reads.
    for (const reviewId of [...changed, ...(removals?.removed ?? []).map((removed) => removed.id)])
      realtime.toEstablishment(row.listingId, 'reviewUpdated', { reviewId });
  }

  /** TheFork's webhook named one review: it alone is read again (stored, or marked removed when TheFork no longer shows it). */
  async function readOne({ connectionId, reviewUuid }: { connectionId: number; reviewUuid: string }) {
    const [row] = await db.select().from(reviewSourceConnections).where(eq(reviewSourceConnections.id, connectionId));
    if (!row || row.source !== 'thefork' || row.state === 'refused') return;
    const payer = await payerOf(row.listingId);
    if (payer === null) return;
    const reserved = 3;
    if (!(await budget.reserve(payer, reserved))) {
      // The scheduled read takes it in tomorrow: the webhook only hastens it.
      log.warn({ connectionId }, 'TheFork review not read: the budget is spent');
      return;
    }
    let used = reserved;
    try {
      const connection = connections.adapterConnection(row);
      const { review, callsUsed } = await adapters.thefork.readReview(connection, reviewUuid);
      used = callsUsed;
      if (review) {
        const { added, changed } = await storeSourceReviews(db, row.listingId, adapters.thefork as ReviewSource<unknown>, connection, [
          review,
        ]);
        await tellNew(row.listingId, added);
        for (const reviewId of changed) realtime.toEstablishment(row.listingId, 'reviewUpdated', { reviewId });
      } else await markSourceReviewRemoved(db, row.listingId, 'thefork', reviewUuid);
    } catch (error) {
      await recordFailure(row, error);
    } finally {
      await budget.settle(payer, reserved, used);
    }
  }

  jobs.handle('review-source-read', read);
  jobs.handle('review-source-review', readOne);

  const readSoon = (connectionId: number) => queueRead(jobs, connectionId);

  /** The schedule: every connection due a read is queued (each its own job, so one failing holds up no other). */
  async function queueDue() {
    const due = await db
      .select({ id: reviewSourceConnections.id })
      .from(reviewSourceConnections)
      .where(and(isNotNull(reviewSourceConnections.nextReadAt), lte(reviewSourceConnections.nextReadAt, now())));
    for (const { id } of due) await readSoon(id);
    return due.length;
  }
  jobs.handle('review-source-schedule', async () => {
    await queueDue();
  });

  /** A review TheFork's webhook named: read by a job, the webhook answered at once. */
  const readReviewSoon = (connectionId: number, reviewUuid: string) =>
    jobs.add('review-source-review', `source-review-${connectionId}-${reviewUuid}`, { connectionId, reviewUuid });

  return { read, readOne, readSoon, readReviewSoon, queueDue };
}

export type SourceReader = ReturnType<typeof createSourceReader>;
