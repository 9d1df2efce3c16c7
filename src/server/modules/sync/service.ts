import { and, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { MapsError } from '../../adapters/maps/maps-provider';
import type { Database } from '../../db/client';
import { listings, syncJobs, users } from '../../db/schema';
import type { SyncJob } from '../../../shared/api/listings';
import { AppError } from '../../errors';
import type { Realtime } from '../../plugins/realtime';
import { JobInterrupted, type JobQueue } from '../../jobs/job-queue';
import { createStoppablePauses } from '../../jobs/stoppable-pauses';
import { createPageBudget, PageBudgetSpent } from './page-budget';
import {
  adoptFromOtherSource,
  markUnseenRemoved,
  storeFetchedReviews,
  type RemovalOutcome,
  type ReviewSource,
  type SourcedPage,
} from '../reviews';
import { NO_ALERTS, type AlertNotifier } from '../alerts';

type SyncJobRow = typeof syncJobs.$inferSelect;
type ListingRow = typeof listings.$inferSelect;
type Owner = Pick<ListingRow, 'id' | 'userId' | 'providerId' | 'url' | 'googlePlaceId' | 'reviewSource'> & {
  uid: string;
  listingName: string;
};

export type SyncDependencies = {
  db: Database;
  reviewSource: ReviewSource;
  realtime: Pick<Realtime, 'toEstablishment'>;
  jobs: JobQueue;
  retryDelaysMs: number[];
  /** Wait after a finished synchronisation before the same listing may be fetched again. */
  cooldownMs: number;
  /** The most reviews read (the newest) while the account has neither a subscription nor a trial. */
  freeReviews: number;
  /** Provider pages one account may read per UTC day, every synchronisation together. */
  pagesPerDay: number;
  /** Tells the owner's devices that a synchronisation finished, per their choices. */
  alerts?: AlertNotifier;
  log: FastifyBaseLogger;
  now?: () => Date;
};

/** What starts a synchronisation knows of the account: whether it may read the listing's whole history. */
export type SyncStart = {
  /** An active subscription or a running trial: the whole history; else the newest `freeReviews` only. */
  fullHistory: boolean;
  /** The source of the reviews really changed (Google connected, disconnected, another location): no cooldown. */
  sourceChanged?: boolean;
};

export const SYNC_EVENTS = { progress: 'scrapeProgress', done: 'scrapeDone', failed: 'scrapeFailed' } as const;

/** The longest pause a provider's Retry-After may impose before a page is tried again. */
export const MAX_RETRY_AFTER_MS = 60_000;

/** Percent of the work done; never backwards, and 100 only once the last page is in. */
function nextPercent(job: SyncJobRow, fetched: number, total: number | null, finished: boolean): number {
  if (finished) return 100;
  const estimate = total && total > 0 ? Math.floor((fetched / total) * 100) : job.percent + 1;
  return Math.max(job.percent, Math.min(99, estimate));
}

/**
 * Listing synchronisation: one job per listing, stored with its cursor and progress so
 * whichever instance runs it next (after a restart or a crash) resumes it. Reviews are upserted
 * on (listing, external id), so a page fetched twice never duplicates; progress goes to the
 * establishment's socket room only (its members').
 */
export function createSyncService(dependencies: SyncDependencies) {
  const { db, reviewSource, realtime, jobs, retryDelaysMs, cooldownMs, freeReviews, log, now = () => new Date() } = dependencies;
  const { alerts = NO_ALERTS } = dependencies;
  const budget = createPageBudget(db, dependencies.pagesPerDay, now);
  // Pauses between retries end at once when the server stops: the job stays running and resumes at the next start.
  const pauses = createStoppablePauses();

  async function ownerOf(job: SyncJobRow) {
    const [row] = await db
      .select({
        uid: users.providerUid,
        id: listings.id,
        userId: listings.userId,
        providerId: listings.providerId,
        url: listings.url,
        googlePlaceId: listings.googlePlaceId,
        reviewSource: listings.reviewSource,
        listingName: listings.name,
      })
      .from(listings)
      .innerJoin(users, eq(users.id, listings.userId))
      .where(eq(listings.id, job.listingId));
    return row;
  }

  /** A page, retried after the configured pauses (or longer, when the provider says when); a refusal that cannot change fails at once. */
  async function fetchPage(listing: Owner, cursor: string | null): Promise<SourcedPage> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await reviewSource.page(listing, cursor);
      } catch (error) {
        const permanent = error instanceof MapsError && (error.code === 'BAD_KEY' || error.code === 'NOT_FOUND');
        if (permanent || attempt >= retryDelaysMs.length || pauses.stopping) throw error;
        const retryAfterMs = Math.min(error instanceof MapsError ? (error.retryAfterMs ?? 0) : 0, MAX_RETRY_AFTER_MS);
        log.warn({ err: error, attempt: attempt + 1 }, 'review page failed; retrying');
        await pauses.pause(Math.max(retryDelaysMs[attempt], retryAfterMs));
        if (pauses.stopping) throw error;
      }
    }
  }

  /**
   * Google's place id of a listing stored without one (before it was kept, or from a source that gave none), asked once
   * at the end of a synchronisation; a source that cannot tell now leaves it for the next one, and the sync goes on.
   */
  async function missingPlaceId(owner: Owner): Promise<string | null> {
    if (owner.googlePlaceId) return null;
    try {
      return await reviewSource.placeIdOf(owner);
    } catch (error) {
      log.warn({ err: error, userId: owner.userId }, "could not read the listing's Google place id");
      return null;
    }
  }

  async function update(jobId: number, changes: Partial<SyncJobRow>) {
    const [job] = await db
      .update(syncJobs)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(syncJobs.id, jobId))
      .returning();
    return job;
  }

  async function fail(jobId: number, listingId: number, error: unknown) {
    log.error({ err: error, jobId }, 'listing synchronisation failed');
    await update(jobId, { status: 'failed', error: error instanceof Error ? error.message : String(error) });
    realtime.toEstablishment(listingId, SYNC_EVENTS.failed, { jobId });
  }

  /**
   * One page: fetch, then in one transaction record the progress, store the reviews and, on the
   * last page, mark the listing synchronised. A job failed meanwhile (the listing was replaced)
   * stores nothing. Returns the job as it now stands.
   *
   * A job that read the whole list (no cap) is also a reconciliation: on its last page, the listing's reviews from
   * that source it did not return are marked removed, and the owner is told.
   */
  async function step(job: SyncJobRow, owner: Owner): Promise<SyncJobRow> {
    if (!(await budget.take(owner.userId))) throw new PageBudgetSpent();
    const fetchedPage = await fetchPage(owner, job.cursor);
    // Without a subscription, the newest reviews up to the cap, and not one more.
    const room = job.reviewCap === null ? Infinity : Math.max(0, job.reviewCap - job.fetched);
    const page = { ...fetchedPage, reviews: fetchedPage.reviews.slice(0, room) };
    const fetched = job.fetched + page.reviews.length;
    const finished = page.nextCursor === null || fetched >= (job.reviewCap ?? Infinity);
    const total = page.total ?? job.expectedTotal;
    const expectedTotal = total !== null && job.reviewCap !== null ? Math.min(total, job.reviewCap) : total;
    const percent = nextPercent(job, fetched, expectedTotal, finished);
    const googlePlaceId = finished ? await missingPlaceId(owner) : null;
    let removals: RemovalOutcome = { removed: [], doubted: false };
    const next = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(syncJobs)
        .set({ cursor: page.nextCursor, fetched, expectedTotal, percent, status: finished ? 'done' : 'running', updatedAt: new Date() })
        .where(and(eq(syncJobs.id, job.id), eq(syncJobs.status, 'running')))
        .returning();
      if (!updated) return null;
      if (page.source !== owner.reviewSource) await adoptFromOtherSource(tx, job.listingId, page.source, page.reviews);
      await storeFetchedReviews(tx, job.listingId, page.reviews);
      if (finished) {
        await tx
          .update(listings)
          .set({ hasBeenSynchronized: true, reviewSource: page.source, ...(googlePlaceId && { googlePlaceId }) })
          .where(eq(listings.id, job.listingId));
        if (job.reviewCap === null) removals = await markUnseenRemoved(tx, job.listingId, page.source, job.createdAt);
      }
      return updated;
    });
    if (!next) return { ...job, status: 'failed' };
    if (removals.doubted)
      log.warn({ listingId: job.listingId, jobId: job.id }, 'a full read missed too many reviews to believe: none marked removed');
    if (removals.removed.length) {
      await alerts.notify({ kind: 'removals', locationId: owner.id, listingName: owner.listingName, reviews: removals.removed });
    }
    realtime.toEstablishment(owner.id, SYNC_EVENTS.progress, { percent });
    if (finished) {
      realtime.toEstablishment(owner.id, SYNC_EVENTS.done, {});
      await alerts.notify({ kind: 'sync-done', locationId: owner.id, listingName: owner.listingName, jobId: job.id, fetched });
    }
    return next;
  }

  /** The job queue's handler: pages until the job is done or failed. */
  async function run({ jobId }: { jobId: number }) {
    let [job] = await db.select().from(syncJobs).where(eq(syncJobs.id, jobId));
    const owner = job && (await ownerOf(job));
    if (!job || !owner) return;
    while (job.status === 'running') {
      // Stopping leaves the job running: the queue runs it again, from its cursor.
      if (pauses.stopping) throw new JobInterrupted();
      try {
        job = await step(job, owner);
      } catch (error) {
        if (pauses.stopping && !(error instanceof PageBudgetSpent)) throw new JobInterrupted();
        await fail(jobId, owner.id, error);
        return;
      }
    }
  }
  // Given up by the queue (its database calls kept failing): the owner sees the failure and may start again.
  async function giveUp({ jobId }: { jobId: number }, error: unknown) {
    const [job] = await db.select().from(syncJobs).where(eq(syncJobs.id, jobId));
    const owner = job && (await ownerOf(job));
    if (job?.status === 'running' && owner) await fail(jobId, owner.id, error);
  }
  jobs.handle('sync', run, giveUp);

  // The job's key makes it run once at a time, whichever instance asks.
  const start = (jobId: number) => jobs.add('sync', `sync-${jobId}`, { jobId });

  async function latestJob(listingId: number) {
    const [job] = await db.select().from(syncJobs).where(eq(syncJobs.listingId, listingId)).orderBy(desc(syncJobs.id)).limit(1);
    return job ?? null;
  }

  /**
   * A synchronised listing was fetched less than `cooldownMs` ago: another fetch would cost money for nothing
   * new. Except the first synchronisation after subscribing, when the last one read only the newest reviews.
   */
  async function refuseDuringCooldown(listing: ListingRow, fullHistory: boolean) {
    if (!listing.hasBeenSynchronized || cooldownMs === 0) return;
    const latest = await latestJob(listing.id);
    if (latest?.status !== 'done') return;
    if (fullHistory && latest.reviewCap !== null) return;
    const waitMs = latest.updatedAt.getTime() + cooldownMs - now().getTime();
    if (waitMs > 0) {
      const retryAfterSeconds = Math.ceil(waitMs / 1000);
      throw new AppError(429, 'SYNC_COOLDOWN', `This listing was synchronised recently; retry in ${retryAfterSeconds} s`, {
        retryAfterSeconds,
      });
    }
  }

  /**
   * Starts the listing's synchronisation, or returns the one already running. Every path that starts one
   * (setup, a manual sync, a listing change, Google) comes here: the same daily page budget, and the same
   * cooldown, but for a real change of source (Google connected or disconnected, another location), which
   * synchronises at once; the page budget still bounds how often that can happen.
   */
  async function begin(listing: ListingRow, { fullHistory, sourceChanged = false }: SyncStart) {
    const running = await latestJob(listing.id);
    if (running?.status === 'running') {
      await start(running.id);
      return running;
    }
    await budget.refuseWhenSpent(listing.userId);
    if (!sourceChanged) await refuseDuringCooldown(listing, fullHistory);
    const reviewCap = fullHistory ? null : freeReviews;
    // At most one running job per listing (a partial unique index): a concurrent call gets the same job.
    const [created] = await db.insert(syncJobs).values({ listingId: listing.id, reviewCap }).onConflictDoNothing().returning();
    const job = created ?? (await latestJob(listing.id))!;
    await start(job.id);
    return job;
  }

  /** Queues every job a previous process left running (a job already queued is not added twice). */
  async function resumeAll() {
    const unfinished = await db.select({ id: syncJobs.id }).from(syncJobs).where(eq(syncJobs.status, 'running'));
    for (const { id } of unfinished) await start(id);
    return unfinished.length;
  }

  /** Each running job ends after its current page, or at once when it waits before a retry; the queue then closes. */
  function stop() {
    pauses.stop();
  }

  return { begin, latestJob, resumeAll, stop, idle: jobs.idle };
}

export type SyncService = ReturnType<typeof createSyncService>;

export function publicJob(job: SyncJobRow): SyncJob {
  return { id: job.id, status: job.status, percent: job.percent, fetched: job.fetched, total: job.expectedTotal };
}
