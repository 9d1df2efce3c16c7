import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, isNotNull, isNull, max, sql } from 'drizzle-orm';
import {
  shortAuthorName,
  type SaveWidgetSettingsBody,
  type WidgetDataAnswer,
  type WidgetReview,
  type WidgetSettings,
  type WidgetState,
} from '../../../shared/api/widgets';
import type { Database } from '../../db/client';
import { listings, reviewDailyStats, reviews, subscriptions, syncJobs, widgets } from '../../db/schema';
import { REVIEW_SOURCES, type RatingScale } from '../../../shared/api/review-sources';
import type { OwnerScope } from '../../plugins/authenticate';
import { hasSubscriptionAccess } from '../subscriptions';

type WidgetRow = typeof widgets.$inferSelect;

export type DataChoices = { count?: number; hideWithoutText?: boolean };

export type WidgetsDependencies = { db: Database; publicUrl: string; now?: () => Date };

/** A review's text and the owner's response are cut here: the widget clamps them anyway, and 10 reviews stay under 10 KB. */
export const TEXT_MAX = 360;
export const RESPONSE_MAX = 240;

/** 16 URL-safe characters: unguessable, short enough for a snippet. */
const newPublicId = () => randomBytes(12).toString('base64url');

const cut = (text: string | null, max: number) => {
  const trimmed = text?.trim() ?? '';
  if (!trimmed) return null;
  return trimmed.length > max ? `${trimmed.slice(0, max - 1).trimEnd()}…` : trimmed;
};

const toSettings = (row: WidgetRow): WidgetSettings => ({
  layout: row.layout,
  theme: row.theme,
  language: row.language,
  reviewCount: row.reviewCount,
  hideWithoutText: row.hideWithoutText,
  sources: row.sources,
});

const scaleOf = (scale: string): RatingScale => (scale === 'recommendation' ? scale : scale === '10' ? 10 : 5);

/** Google's page of all the listing's reviews: by Google's place id when known, else the listing's own Maps link. */
export function googleReviewsUrlOf(listing: { googlePlaceId: string | null; url: string | null; shortUrl: string }): string {
  if (listing.googlePlaceId) return `https://search.google.com/local/reviews?placeid=${encodeURIComponent(listing.googlePlaceId)}`;
  return listing.url ?? listing.shortUrl;
}

/** The later of two instants (the last whole read of the source, the last look for new reviews), null when neither. */
const latestOf = (...instants: (Date | null)[]) =>
  instants.reduce<Date | null>((latest, at) => (at && (!latest || at > latest) ? at : latest), null);

/** A public answer with its validator: the same content always gives the same ETag, a sync that changes it a new one. */
export type PublicData = { body: string; etag: string };

const withEtag = (answer: WidgetDataAnswer): PublicData => {
  const body = JSON.stringify(answer);
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
};

/**
 * The reviews widget: the owner's settings (Settings → Widget) and the public data the script reads. The data lists
 * the newest reviews first, whatever their rating; the owner may only leave out those without text.
 */
export function createWidgets({ db, publicUrl }: WidgetsDependencies) {
  /** The listing's widget, created with the defaults on first use. */
  async function rowOf(listingId: number): Promise<WidgetRow> {
    await db.insert(widgets).values({ listingId, publicId: newPublicId() }).onConflictDoNothing({ target: widgets.listingId });
    const [row] = await db.select().from(widgets).where(eq(widgets.listingId, listingId));
    return row;
  }

  const toState = (row: WidgetRow): WidgetState => ({
    settings: toSettings(row),
    publicId: row.publicId,
    scriptUrl: `${publicUrl}/widget/v1.js`,
    frameUrl: `${publicUrl}/widget/frame/${row.publicId}`,
  });

  async function stateOf({ listing }: OwnerScope): Promise<WidgetState> {
    return toState(await rowOf(listing.id));
  }

  async function save({ listing }: OwnerScope, body: SaveWidgetSettingsBody): Promise<WidgetState> {
    await rowOf(listing.id);
    const { layout, theme, language, reviewCount, hideWithoutText } = body;
    // Google's always; the others the owner chose, in the contract's order.
    const sources = body.sources ? REVIEW_SOURCES.filter((source) => source === 'google' || body.sources!.includes(source)) : undefined;
    const [row] = await db
      .update(widgets)
      .set({
        layout,
        theme,
        language,
        reviewCount,
        hideWithoutText,
        ...(sources && { sources }),
        updatedAt: new Date(),
        ...(body.regeneratePublicId && { publicId: newPublicId() }),
      })
      .where(eq(widgets.listingId, listing.id))
      .returning();
    return toState(row);
  }

  /**
   * The public data of a public id, null when no widget has it (an old id included). `choices` are the snippet's own
   * (or the settings' preview): how many reviews, and whether those without text are left out.
   */
  async function publicData(publicId: string, choices: DataChoices = {}, now = new Date()): Promise<PublicData | null> {
    const lastFullRead = db
      .select({ at: max(syncJobs.updatedAt) })
      .from(syncJobs)
      .where(and(eq(syncJobs.listingId, listings.id), eq(syncJobs.status, 'done')));
    const [found] = await db
      .select({
        widget: widgets,
        listing: listings,
        // Google's figures only (its per-day roll-ups), removed reviews subtracted: another source's rating never mixes in.
        total: sql<number | null>`(select sum(${reviewDailyStats.reviews} - ${reviewDailyStats.removed}) from ${reviewDailyStats}
          where ${reviewDailyStats.listingId} = ${listings.id} and ${reviewDailyStats.source} = 'google')`.mapWith(Number),
        ratingSum: sql<
          number | null
        >`(select sum(${reviewDailyStats.ratingSum} - ${reviewDailyStats.removedRatingSum}) from ${reviewDailyStats}
          where ${reviewDailyStats.listingId} = ${listings.id} and ${reviewDailyStats.source} = 'google')`.mapWith(Number),
        lastSyncAt: sql<Date | null>`(${lastFullRead})`.mapWith(syncJobs.updatedAt),
      })
      .from(widgets)
      .innerJoin(listings, eq(listings.id, widgets.listingId))
      .where(eq(widgets.publicId, publicId));
    if (!found) return null;
    const { widget, listing } = found;
    const count = choices.count ?? widget.reviewCount;
    const hideWithoutText = choices.hideWithoutText ?? widget.hideWithoutText;
    const subscribed = await db.select().from(subscriptions).where(eq(subscriptions.userId, listing.userId));
    // Shown only with a subscription (paid or the trial): without one the site shows nothing, and no review leaves.
    if (!hasSubscriptionAccess(subscribed, now)) return withEtag({ available: false });
    const rows = await db
      .select({
        author: reviews.authorName,
        rating: reviews.reviewRate,
        date: reviews.date,
        text: reviews.reviewContent,
        response: reviews.responseContent,
        source: reviews.source,
        sourceRating: reviews.sourceRating,
        scale: reviews.sourceScale,
        recommends: reviews.recommends,
      })
      .from(reviews)
      .where(
        and(
          eq(reviews.listingId, listing.id),
          // The sources the owner chose to show (Google's alone by default).
          inArray(reviews.source, widget.sources.length ? widget.sources : ['google']),
          // A review its author deleted, or Google removed, leaves the owner's site with the next read of the source.
          isNull(reviews.removedAt),
          hideWithoutText ? and(isNotNull(reviews.reviewContent), sql`btrim(${reviews.reviewContent}) <> ''`) : undefined,
        ),
      )
      .orderBy(desc(reviews.date), desc(reviews.id))
      .limit(count);
    // From the reviews present at the source when it was last read, never the rating the listing had when it was set up.
    const total = found.total ?? 0;
    const average = total ? (found.ratingSum ?? 0) / total : null;
    const asOf = latestOf(found.lastSyncAt, listing.lastCheckedAt);
    const items: WidgetReview[] = rows.map((row) => ({
      author: shortAuthorName(row.author),
      rating: row.rating,
      date: row.date.toISOString(),
      text: cut(row.text, TEXT_MAX),
      response: cut(row.response, RESPONSE_MAX),
      source: row.source,
      sourceRating: row.sourceRating,
      scale: scaleOf(row.scale),
      recommends: row.recommends,
    }));
    // The legal line names every source whose reviews are shown (Google's first, as the figures are Google's).
    const shown = REVIEW_SOURCES.filter((source) => source === 'google' || items.some((item) => item.source === source));
    return withEtag({
      available: true,
      name: listing.name,
      rating: average === null ? null : Math.round(average * 10) / 10,
      total,
      asOf: asOf?.toISOString() ?? null,
      googleUrl: googleReviewsUrlOf(listing),
      settings: toSettings(widget),
      reviews: items,
      sources: shown,
    });
  }

  return { stateOf, save, publicData };
}

export type Widgets = ReturnType<typeof createWidgets>;
