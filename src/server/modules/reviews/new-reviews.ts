import { and, asc, eq, notExists, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { MailTransport } from '../../adapters/mail/mail-transport';
import type { Database } from '../../db/client';
import { listings, reviews, syncJobs, users } from '../../db/schema';
import type { Realtime } from '../../plugins/realtime';
import type { OwnerScope } from '../../plugins/authenticate';
import { NO_ALERTS, type AlertNotifier } from '../alerts';
import { withSubscriptionAccess, type SubscriptionsService } from '../subscriptions';
import { recordVersions } from './review-history';
import { adoptFromOtherSource, REVIEW_KEY, toReviewRow } from './ingestion';
import type { ReviewSource } from './review-source';
import { newReviewsMail } from './new-reviews-mail';
import { toApiReview } from './service';
import { reviewsScreenPath } from '../../../shared/review-screen-url';

type ListingRow = typeof listings.$inferSelect;

/**
 * What the check asks of the AI module: reply to the new reviews as the owner's settings say. Written here rather than
 * imported, because the AI module reads reviews (it stands above this one); its service has this shape.
 */
export type NewReviewsReplier = {
  autoReply(scope: OwnerScope, newReviews: (typeof reviews.$inferSelect)[]): Promise<unknown>;
};

export type NewReviewsDependencies = {
  db: Database;
  reviewSource: ReviewSource;
  realtime: Realtime;
  ai: NewReviewsReplier;
  subscriptions: Pick<SubscriptionsService, 'mayUsePremium'>;
  mail: MailTransport;
  /** Push alerts to the owner's devices, per their choices. */
  alerts?: AlertNotifier;
  publicUrl: string;
  log: FastifyBaseLogger;
};

/**
 * A listing the provider may be read for now: synchronised, of an account with access (only those cost provider calls;
 * the others are read again once access returns), with no synchronisation running.
 */
export function readableNow(db: Database): SQL {
  const running = db
    .select({ id: syncJobs.id })
    .from(syncJobs)
    .where(and(eq(syncJobs.listingId, listings.id), eq(syncJobs.status, 'running')));
  return and(eq(listings.hasBeenSynchronized, true), withSubscriptionAccess(listings.userId), notExists(running))!;
}

/**
 * The look for new reviews: each synchronised listing's newest page is fetched and only reviews
 * not stored yet are inserted (the (listing, provider id) key decides, so two checks never
 * duplicate one). Each new review goes to the establishment's sockets, then its members' devices (push alerts),
 * then automatic replies, then one mail.
 */
export function createNewReviewsChecker(dependencies: NewReviewsDependencies) {
  const { db, reviewSource, realtime, ai, subscriptions, mail, alerts = NO_ALERTS, publicUrl, log } = dependencies;
  let current: Promise<{ listings: number; newReviews: number }> | null = null;

  async function checkListing(listing: ListingRow): Promise<number> {
    const page = await reviewSource.page(listing, null);
    if (page.source !== listing.reviewSource) await adoptFromOtherSource(db, listing.id, page.source, page.reviews);
    const rows = page.reviews.map((review) => toReviewRow(listing.id, review));
    const inserted = rows.length ? await db.insert(reviews).values(rows).onConflictDoNothing({ target: REVIEW_KEY }).returning() : [];
    // Their first copies; a later edit of a review already stored is recorded by the next synchronisation.
    await recordVersions(
      db,
      inserted.map((review) => review.id),
    );
    await db.update(listings).set({ lastCheckedAt: new Date() }).where(eq(listings.id, listing.id));
    if (!inserted.length) return 0;

    const [owner] = await db.select().from(users).where(eq(users.id, listing.userId));
    const oldestFirst = [...inserted].sort((a, b) => a.date.getTime() - b.date.getTime());
    for (const row of oldestFirst) realtime.toEstablishment(listing.id, 'newReview', { review: toApiReview(row) });
    // Before the automatic replies: a reply held for approval alerts after its review, and replaces it on the device.
    await alerts.notify({ kind: 'new-reviews', locationId: listing.id, listingName: listing.name, reviews: oldestFirst });

    // Each automatic reply published reaches the owner's screens from the AI service.
    if (await subscriptions.mayUsePremium(owner)) await ai.autoReply({ owner, listing }, oldestFirst);
    if (owner.newReviewMail) {
      const inbox = `${publicUrl}${reviewsScreenPath({ unread: true })}`;
      await mail.send(newReviewsMail(owner.email, listing.name, oldestFirst, inbox)).catch((error: unknown) => {
        log.warn({ err: error, listingId: listing.id }, 'could not mail the new reviews');
      });
    }
    return inserted.length;
  }

  /** Every synchronised listing of an account with access, without a running synchronisation, the one checked longest ago first. */
  async function checkAllNow() {
    const due = await db
      .select()
      .from(listings)
      .where(readableNow(db))
      .orderBy(sql`${listings.lastCheckedAt} asc nulls first`, asc(listings.id));
    let newReviews = 0;
    for (const listing of due) {
      try {
        newReviews += await checkListing(listing);
      } catch (error) {
        log.warn({ err: error, listingId: listing.id }, 'new-review check failed; next round retries');
      }
    }
    return { listings: due.length, newReviews };
  }

  /** One check at a time in this process: a call during a check waits for that one. */
  function checkAll() {
    current ??= checkAllNow().finally(() => {
      current = null;
    });
    return current;
  }

  return { checkAll, checkListing };
}

export type NewReviewsChecker = ReturnType<typeof createNewReviewsChecker>;
