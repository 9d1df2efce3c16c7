import { randomInt } from 'node:crypto';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { AiModel, AiSettings, QueuedReply, ReplyAdjustment } from '../../../shared/api/ai';
import type { Review } from '../../../shared/api/reviews';
import { AiError, type AiProvider } from '../../adapters/ai/ai-provider';
import type { Database, Queryable } from '../../db/client';
import { aiSettings, googleConnections, listings, replyQueue, reviews, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { OwnerScope } from '../../plugins/authenticate';
import type { Realtime } from '../../plugins/realtime';
import { NO_ALERTS, type AlertNotifier } from '../alerts';
import { toApiReview } from '../reviews';
import { heldBecause } from './auto-publish-guard';
import { DEFAULT_AI_SETTINGS } from './default-settings';
import { watchedWordIn } from '../../../shared/text';
import { createReplyWriter } from './reply-writer';

type ReviewRow = typeof reviews.$inferSelect;
type ListingRow = typeof listings.$inferSelect;

/** What the client is told when the writer fails; the credit taken for it is given back. */
export function toAppError(error: unknown): AppError {
  if (!(error instanceof AiError)) return new AppError(503, 'AI_UNAVAILABLE', 'The reply writer failed; no credit was used');
  switch (error.code) {
    case 'BAD_KEY':
      return new AppError(503, 'AI_MISCONFIGURED', 'The AI provider refused our key; no credit was used');
    case 'RATE_LIMITED':
      return new AppError(429, 'AI_BUSY', 'The AI provider is busy; retry in a minute. No credit was used', { retryAfterSeconds: 60 });
    case 'TIMEOUT':
      return new AppError(504, 'AI_UNAVAILABLE', 'The AI provider took too long to answer; no credit was used');
    case 'INVALID_OUTPUT':
      return new AppError(502, 'AI_INVALID_OUTPUT', 'The AI wrote an unusable reply; retry. No credit was used');
    default:
      return new AppError(503, 'AI_UNAVAILABLE', 'The AI provider cannot be reached; no credit was used');
  }
}

/**
 * AI replies: the owner's writing settings, drafts paid with one credit each (taken atomically,
 * given back when the writer fails), publication, and automatic replies with their approval queue.
 */
/** The establishment is connected to a Google Business Profile location: replies go to Google too. */
const listingOnGoogle = (listingId: number) =>
  sql<boolean>`exists (select 1 from ${googleConnections}
    where ${googleConnections.locationId} = ${listingId} and ${googleConnections.location} is not null)`;

/**
 * A review the source no longer shows takes no reply change on a listing connected to Google: Google has nothing to
 * attach it to (elsewhere the reply is only Bonavis's record, and stays editable).
 */
async function refuseWhenGoneFromGoogle(db: Queryable, listingId: number, reviewId: number) {
  const [row] = await db
    .select({ gone: sql<boolean>`${reviews.removedAt} is not null and ${reviews.source} = 'google' and ${listingOnGoogle(listingId)}` })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.listingId, listingId)));
  if (row?.gone) throw new AppError(409, 'REVIEW_REMOVED', 'This review is no longer on Google: a reply cannot be published there');
}

/** A review whose source takes no reply by API: its reply is copied by the owner and pasted on the platform's page. */
const COPIED = sql`${reviews.source} in ('thefork', 'tripadvisor')`;

/** Says a stored reply change must reach Google: `revision` names the change. */
export type GoogleReplyOutlet = (reviewId: number, revision: number) => Promise<void>;

export type AiDependencies = {
  db: Database;
  provider: AiProvider;
  /** Tells the owner's open screens that a review's reply changed. */
  realtime: Realtime;
  toGoogle?: GoogleReplyOutlet;
  /** Sends a reply to a source whose API takes replies (Facebook; docs/review-sources.md). */
  toSource?: GoogleReplyOutlet;
  /** Tells the owner's devices that automatic replies wait for approval. */
  alerts?: AlertNotifier;
};

export function createAiService({
  db,
  provider,
  realtime,
  toGoogle = async () => {},
  toSource = async () => {},
  alerts = NO_ALERTS,
}: AiDependencies) {
  const writer = createReplyWriter(provider);
  const model: AiModel = { kind: provider.kind, offline: provider.offline };

  /** How the establishment's replies are written: each establishment has its own voice. */
  async function settingsOf(listingId: number): Promise<AiSettings> {
    const [row] = await db.select().from(aiSettings).where(eq(aiSettings.locationId, listingId));
    return row ? { ...DEFAULT_AI_SETTINGS, ...row.settings } : DEFAULT_AI_SETTINGS;
  }

  async function saveSettings(listingId: number, settings: AiSettings): Promise<AiSettings> {
    await db
      .insert(aiSettings)
      .values({ locationId: listingId, settings })
      .onConflictDoUpdate({ target: aiSettings.locationId, set: { settings, updatedAt: new Date() } });
    return settings;
  }

  /** The credits an account has left (the paying account of an establishment: its members' drafts spend them). */
  async function creditsOf(userId: number): Promise<number> {
    const [row] = await db.select({ aiCredits: users.aiCredits }).from(users).where(eq(users.id, userId));
    return row?.aiCredits ?? 0;
  }

  /**
   * Takes one credit if any is left: a single conditional update, so parallel requests cannot overspend. Credits are
   * the paying account's (`listing.userId`), whoever of the team writes.
   */
  async function takeCredit(userId: number): Promise<number | null> {
    const [row] = await db
      .update(users)
      .set({ aiCredits: sql`${users.aiCredits} - 1` })
      .where(and(eq(users.id, userId), gt(users.aiCredits, 0)))
      .returning({ aiCredits: users.aiCredits });
    return row ? row.aiCredits : null;
  }

  async function giveCreditBack(userId: number) {
    const [row] = await db
      .update(users)
      .set({ aiCredits: sql`${users.aiCredits} + 1` })
      .where(eq(users.id, userId))
      .returning({ aiCredits: users.aiCredits });
    return row.aiCredits;
  }

  const draftFor = (review: Pick<ReviewRow, 'authorName' | 'reviewRate' | 'reviewContent'>, listing: ListingRow, settings: AiSettings) => ({
    authorName: review.authorName,
    rating: review.reviewRate,
    content: review.reviewContent,
    businessName: listing.name,
    nameKeepsArticle: listing.nameKeepsArticle,
    trade: listing.category,
    settings,
  });

  /** A draft for one review, paid with one credit; a failed writing costs nothing. */
  async function generate({ listing }: OwnerScope, review: ReviewRow, change: { adjust?: ReplyAdjustment; draft?: string }) {
    const userId = listing.userId;
    if ((await takeCredit(userId)) === null) {
      throw new AppError(409, 'NO_AI_CREDITS', 'No AI credit left; a subscription renews them');
    }
    try {
      const settings = await settingsOf(listing.id);
      const first = randomInt(1_000_000);
      let written = await writer.write({
        ...draftFor(review, listing, settings),
        adjust: change.adjust,
        previousDraft: change.draft,
        variant: first,
      });
      // "Regenerate" promises another wording: a few more variants, still one credit.
      for (let extra = 1; !change.adjust && written.draft === change.draft && extra <= 3; extra += 1) {
        written = await writer.write({ ...draftFor(review, listing, settings), variant: first + extra });
      }
      const [{ aiCredits }] = await db.select({ aiCredits: users.aiCredits }).from(users).where(eq(users.id, userId));
      return { ...written, aiCredits, model };
    } catch (error) {
      await giveCreditBack(userId);
      throw toAppError(error);
    }
  }

  /** A sample review answered with settings not saved yet: the AI assistant's live preview, free (and rate-limited). */
  async function preview(
    listing: ListingRow,
    settings: AiSettings,
    sample: { authorName: string; reviewRate: number; reviewContent: string },
  ) {
    try {
      return await writer.write({ ...draftFor(sample, listing, settings), variant: 0 });
    } catch (error) {
      throw toAppError(error);
    }
  }

  /**
   * Stores a reply to a review of the listing; a queued draft for it is no longer needed. The owner
   * publishing has read the review; an automatic reply leaves it unread for them.
   */
  async function publish(scope: OwnerScope, reviewId: number, responseContent: string, { byOwner = true } = {}): Promise<Review | null> {
    const listingId = scope.listing.id;
    const row = await db.transaction(async (tx) => {
      await refuseWhenGoneFromGoogle(tx, listingId, reviewId);
      const [updated] = await tx
        .update(reviews)
        .set({
          // TheFork and Tripadvisor take no reply by API: the reply is kept as the draft the owner copies, and becomes the
          // review's reply once a read sees it there (docs/review-sources.md).
          responseContent: sql`case when ${COPIED} then ${reviews.responseContent} else ${responseContent} end`,
          responseDate: sql`case when ${COPIED} then ${reviews.responseDate} else now() end`,
          replyDraft: sql`case when ${COPIED} then ${responseContent} else ${reviews.replyDraft} end`,
          // « Répondu par »: the member who published; an automatic reply has no author.
          repliedBy: sql`case when ${COPIED} then ${reviews.repliedBy} else ${byOwner ? scope.owner.id : null}::integer end`,
          ...(byOwner ? { hasBeenRead: true } : {}),
          ...googleChange(listingId, false),
          ...sourceChange(),
        })
        .where(and(eq(reviews.id, reviewId), eq(reviews.listingId, listingId)))
        .returning();
      if (updated) await tx.delete(replyQueue).where(eq(replyQueue.reviewId, reviewId));
      return updated;
    });
    return row ? sent(scope, row, { tell: byOwner }) : null;
  }

  /** Removes the reply (on Google too, when connected). */
  async function unpublish(scope: OwnerScope, reviewId: number): Promise<Review | null> {
    const listingId = scope.listing.id;
    await refuseWhenGoneFromGoogle(db, listingId, reviewId);
    const [review] = await db
      .select({ source: reviews.source })
      .from(reviews)
      .where(and(eq(reviews.id, reviewId), eq(reviews.listingId, listingId)));
    // Facebook's API takes a comment, not its removal through Bonavis: it is removed on Facebook itself.
    if (review?.source === 'facebook') throw new AppError(409, 'SOURCE_REPLY_REFUSED', 'A reply on Facebook is removed on Facebook itself');
    if (review && review.source !== 'google') {
      // TheFork's and Tripadvisor's: only the kept draft goes; a reply the source shows stays until it is removed there.
      const [row] = await db.update(reviews).set({ replyDraft: null }).where(eq(reviews.id, reviewId)).returning();
      return row ? sent(scope, row) : null;
    }
    const [row] = await db
      .update(reviews)
      .set({ responseContent: null, responseDate: null, repliedBy: null, ...googleChange(listingId, true) })
      .where(and(eq(reviews.id, reviewId), eq(reviews.listingId, listingId)))
      .returning();
    return row ? sent(scope, row) : null;
  }

  /** A Facebook reply is pending until Facebook has it (a comment on the recommendation); other reviews keep their state. */
  function sourceChange() {
    return {
      sourceReplyState: sql`case when ${reviews.source} = 'facebook' then 'pending' else ${reviews.sourceReplyState} end`,
      sourceReplyProblem: sql`case when ${reviews.source} = 'facebook' then null else ${reviews.sourceReplyProblem} end`,
      sourceReplyPlatformCode: sql`case when ${reviews.source} = 'facebook' then null else ${reviews.sourceReplyPlatformCode} end`,
      sourceReplyRevision: sql`case when ${reviews.source} = 'facebook' then ${reviews.sourceReplyRevision} + 1 else ${reviews.sourceReplyRevision} end`,
    };
  }

  /** On a listing connected to Google, the change is pending until Google has it; elsewhere there is no Google state. */
  function googleChange(listingId: number, deleting: boolean) {
    // Only Google's own reviews go to Google.
    const onGoogle = sql<boolean>`(${reviews.source} = 'google' and ${listingOnGoogle(listingId)})`;
    return {
      googleReplyState: sql`case when ${onGoogle} then 'pending' end`,
      googleReplyDeleting: deleting ? onGoogle : sql<boolean>`false`,
      googleReplyProblem: null,
      googleReplyRevision: sql`${reviews.googleReplyRevision} + 1`,
    };
  }

  /**
   * A stored reply change goes on to Google when the listing is connected, and to the owner's open screens (automatic
   * replies tell them once for the whole batch).
   */
  async function sent(scope: OwnerScope, row: ReviewRow, { tell = true } = {}): Promise<Review> {
    if (row.googleReplyState === 'pending') await toGoogle(row.id, row.googleReplyRevision);
    if (row.source === 'facebook' && row.sourceReplyState === 'pending') await toSource(row.id, row.sourceReplyRevision);
    if (tell) tellOwner(scope, row.id);
    return toApiReview(row);
  }

  const tellOwner = (scope: OwnerScope, reviewId: number) => realtime.toEstablishment(scope.listing.id, 'reviewUpdated', { reviewId });

  async function queueOf(listingId: number): Promise<QueuedReply[]> {
    const rows = await db
      .select()
      .from(replyQueue)
      .innerJoin(reviews, eq(reviews.id, replyQueue.reviewId))
      .where(eq(replyQueue.locationId, listingId))
      .orderBy(asc(replyQueue.createdAt), asc(replyQueue.id));
    return rows.map(({ reply_queue: queued, reviews: review }) => ({
      id: queued.id,
      review: toApiReview(review),
      draft: queued.draft,
      reason: queued.reason,
      watchedWord: queued.watchedWord,
      createdAt: queued.createdAt.toISOString(),
    }));
  }

  /** Publishes a queued draft (as the owner edited it, if they did) and removes it from the queue. */
  async function approve(scope: OwnerScope, queuedId: number, editedDraft?: string): Promise<Review | null> {
    const [queued] = await db
      .delete(replyQueue)
      .where(and(eq(replyQueue.id, queuedId), eq(replyQueue.locationId, scope.listing.id)))
      .returning();
    if (!queued) return null;
    return publish(scope, queued.reviewId, editedDraft ?? queued.draft);
  }

  async function dismiss(scope: OwnerScope, queuedId: number): Promise<boolean> {
    const deleted = await db
      .delete(replyQueue)
      .where(and(eq(replyQueue.id, queuedId), eq(replyQueue.locationId, scope.listing.id)))
      .returning({ id: replyQueue.id });
    return deleted.length > 0;
  }

  /**
   * Automatic replies to new reviews, per the owner's settings: reviews rated at least the
   * threshold are answered (one credit each) and published, or queued for approval. Nothing is
   * published without a human when the review has a watched word, is rated at or under
   * AUTO_PUBLISH_MAX_HELD_RATING, or its draft fails `draftRisk`: it is queued with that reason.
   * Without credits nothing is written.
   */
  async function autoReply(scope: OwnerScope, newReviews: ReviewRow[]) {
    const { listing } = scope;
    const userId = listing.userId;
    const settings = await settingsOf(listing.id);
    const { mode, minRating } = settings.autoReply;
    if (mode === 'off') return { published: 0, queued: 0 };
    const own = { signature: settings.signature, businessName: listing.name };
    let published = 0;
    let queued = 0;
    const newlyQueued: ReviewRow[] = [];
    for (const review of newReviews) {
      if (review.reviewRate < minRating || review.responseContent !== null) continue;
      const watched = watchedWordIn(review.reviewContent, settings.manualWords);
      if ((await takeCredit(userId)) === null) break;
      let draft: string;
      try {
        draft = (await writer.write({ ...draftFor(review, listing, settings), variant: review.id })).draft;
      } catch {
        await giveCreditBack(userId);
        continue;
      }
      const held = heldBecause({ watched: watched !== null, mode, rating: review.reviewRate, review: review.reviewContent, draft }, own);
      if (held) {
        const watchedWord = held === 'manual-word' ? watched : null;
        const added = await db
          .insert(replyQueue)
          .values({ reviewId: review.id, locationId: listing.id, draft, reason: held, watchedWord })
          .onConflictDoNothing()
          .returning({ id: replyQueue.id });
        queued += 1;
        if (added.length) newlyQueued.push(review);
      } else if (await publish(scope, review.id, draft, { byOwner: false })) {
        published += 1;
      }
    }
    if (published) tellOwner(scope, newReviews[0].id);
    if (newlyQueued.length)
      await alerts.notify({ kind: 'approvals', locationId: listing.id, listingName: listing.name, reviews: newlyQueued });
    return { published, queued };
  }

  return { model, settingsOf, saveSettings, creditsOf, generate, preview, publish, unpublish, queueOf, approve, dismiss, autoReply };
}

export type AiService = ReturnType<typeof createAiService>;
