import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { listings, reviewListingStats, syncJobs } from '../../db/schema';
import { DAY_MS } from '../../../shared/constants';
import { AppError } from '../../errors';
import { readableNow } from '../reviews';
import type { PageBudget } from './page-budget';
import type { SyncService } from './service';

/**
 * How often a listing's whole list is read again to find the reviews the source stopped showing: weekly from Google
 * Business Profile (its API is free within quota), monthly from the paid maps provider.
 */
export const RECONCILE_EVERY_MS = { google: 7 * DAY_MS, maps: 30 * DAY_MS } as const;

/**
 * The fewest reviews a provider page holds (the maps provider's); a whole read of a listing costs its review count
 * over this, plus one, pages of the owner's daily budget.
 */
export const REVIEWS_PER_PAGE = 10;

/** The pages a whole read of a listing with `reviewCount` reviews may take. */
export const pagesToReadAll = (reviewCount: number) => Math.ceil(reviewCount / REVIEWS_PER_PAGE) + 1;

/**
 * Reconciliation: the listings due a whole read are synchronised in full (the synchronisation marks what the read did
 * not return removed). Due: synchronised, the account has access (a subscription or a running trial), nothing running,
 * and no whole read finished within its source's interval. A listing starts only if the owner's budget left today
 * covers the whole read, so a reconciliation never stops half-way and never spends what the owner's own
 * synchronisations need. Instances running it at once start one synchronisation per listing: a listing has at most
 * one running job (a unique index), and the job queue runs a job's key once.
 */
export function createReconciliation({
  db,
  sync,
  budget,
  log,
  now = () => new Date(),
}: {
  db: Database;
  sync: Pick<SyncService, 'begin'>;
  budget: Pick<PageBudget, 'remaining'>;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const lastWholeRead = db
    .select({ at: sql`max(${syncJobs.updatedAt})` })
    .from(syncJobs)
    .where(and(eq(syncJobs.listingId, listings.id), eq(syncJobs.status, 'done'), isNull(syncJobs.reviewCap)));

  async function dueListings() {
    const at = now();
    const dueBefore = (source: keyof typeof RECONCILE_EVERY_MS) => new Date(at.getTime() - RECONCILE_EVERY_MS[source]);
    return db
      .select({ listing: listings, reviewCount: sql<number>`coalesce(${reviewListingStats.reviews}, 0)`.mapWith(Number) })
      .from(listings)
      .leftJoin(reviewListingStats, eq(reviewListingStats.listingId, listings.id))
      .where(
        and(
          readableNow(db),
          sql`coalesce((${lastWholeRead}), '-infinity'::timestamptz) < case ${listings.reviewSource}
            when 'google' then ${dueBefore('google')}::timestamptz else ${dueBefore('maps')}::timestamptz end`,
        ),
      )
      .orderBy(asc(listings.id));
  }

  /** Starts the due listings' whole reads; says how many started and how many wait for budget. */
  async function runDue(): Promise<{ started: number; waitingForBudget: number }> {
    let started = 0;
    let waitingForBudget = 0;
    for (const { listing, reviewCount } of await dueListings()) {
      if ((await budget.remaining(listing.userId)) < pagesToReadAll(reviewCount)) {
        waitingForBudget += 1;
        continue;
      }
      try {
        await sync.begin(listing, { fullHistory: true });
        started += 1;
      } catch (error) {
        // Another instance or the owner started one meanwhile, or the budget went: the next round tries again.
        if (!(error instanceof AppError)) throw error;
        log.info({ listingId: listing.id, code: error.code }, 'reconciliation postponed');
      }
    }
    return { started, waitingForBudget };
  }

  return { runDue };
}

export type Reconciliation = ReturnType<typeof createReconciliation>;
