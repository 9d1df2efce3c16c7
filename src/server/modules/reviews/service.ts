import { and, count, eq, max, sql, type SQL } from 'drizzle-orm';
import type { GoogleProblem } from '../../../shared/api/google';
import type { Listing } from '../../../shared/api/listings';
import { type InboxReview, type Review, type ReviewCounts, type ReviewPage } from '../../../shared/api/reviews';
import type { RatingScale, ReplyTarget, SourceErrorCode } from '../../../shared/api/review-sources';
import type { Database } from '../../db/client';
import { withCompiledRows } from '../../db/compiled-rows';
import type { DeepReadonly } from '../../db/deep-frozen';
import { keptByReviewsVersion } from '../../db/kept-by-reviews-version';
import { preparedStatements } from '../../db/prepared-statements';
import { listings, reviewDailyStats, reviewListingStats, reviews } from '../../db/schema';
import { replyAuthorsOf, withReplyAuthor, type ReplyAuthor } from './reply-authors';
import {
  countedDirectly,
  dated,
  orderOf,
  param,
  scopeOf,
  searching,
  shapeOf,
  valuesOf,
  whereOf,
  type Over,
  type ReviewFilters,
} from './review-filters';

type ReviewRow = typeof reviews.$inferSelect;
type ListingRow = typeof listings.$inferSelect;

/**
 * The columns a review shows through the API: the list reads these only, not the search text (a second copy of the
 * review's words), the themes (JSON parsed per row) or the bookkeeping, which the driver would decode for nothing.
 */
export const apiReviewColumns = {
  id: reviews.id,
  authorName: reviews.authorName,
  authorPictUrl: reviews.authorPictUrl,
  reviewRate: reviews.reviewRate,
  date: reviews.date,
  isLocalGuide: reviews.isLocalGuide,
  reviewContent: reviews.reviewContent,
  language: reviews.language,
  pictures: reviews.pictures,
  responseContent: reviews.responseContent,
  responseDate: reviews.responseDate,
  hasBeenRead: reviews.hasBeenRead,
  googleReplyState: reviews.googleReplyState,
  googleReplyDeleting: reviews.googleReplyDeleting,
  googleReplyAt: reviews.googleReplyAt,
  googleReplyProblem: reviews.googleReplyProblem,
  googleReplyModeration: reviews.googleReplyModeration,
  media: reviews.media,
  editedAt: reviews.editedAt,
  previousRate: reviews.previousRate,
  removedAt: reviews.removedAt,
  source: reviews.source,
  sourceRating: reviews.sourceRating,
  sourceScale: reviews.sourceScale,
  recommends: reviews.recommends,
  replyUrl: reviews.replyUrl,
  replyDraft: reviews.replyDraft,
  sourceReplyState: reviews.sourceReplyState,
  sourceReplyAt: reviews.sourceReplyAt,
  sourceReplyProblem: reviews.sourceReplyProblem,
  sourceReplyPlatformCode: reviews.sourceReplyPlatformCode,
};
type ApiReviewRow = Pick<ReviewRow, keyof typeof apiReviewColumns>;

/**
 * A review as the API returns it (the contract's field names, `hasBeenReadd` included). `repliedBy` is the reply's
 * author as the team sees it (`replyAuthorsOf`); null elsewhere.
 */
export function toApiReview(row: ApiReviewRow, repliedBy: ReplyAuthor | null = null): Review {
  return {
    id: row.id,
    authorName: row.authorName,
    authorPictUrl: row.authorPictUrl,
    reviewRate: row.reviewRate,
    date: row.date.toISOString(),
    isLocalGuide: row.isLocalGuide,
    reviewContent: row.reviewContent,
    language: row.language,
    hasResponse: row.responseContent !== null,
    pictures: row.pictures,
    response: row.responseContent === null ? null : { date: row.responseDate?.toISOString() ?? null, responseContent: row.responseContent },
    hasBeenReadd: row.hasBeenRead,
    google: row.googleReplyState && {
      state: row.googleReplyState,
      deleting: row.googleReplyDeleting,
      at: row.googleReplyAt?.toISOString() ?? null,
      problem: row.googleReplyProblem as GoogleProblem | null,
      moderation: row.googleReplyModeration,
    },
    edited: row.editedAt && row.previousRate !== null ? { at: row.editedAt.toISOString(), previousRate: row.previousRate } : null,
    removedAt: row.removedAt?.toISOString() ?? null,
    repliedBy,
    source: row.source,
    sourceRating: row.sourceRating,
    scale: scaleOf(row.sourceScale),
    recommends: row.recommends,
    replyTarget: replyTargetOf(row),
    media: row.media,
  };
}

const scaleOf = (scale: ReviewRow['sourceScale']): RatingScale => (scale === 'recommendation' ? scale : scale === '10' ? 10 : 5);

/**
 * Where the review's reply goes (docs/review-sources.md): Google's works as before (null); Facebook's through its API
 * by a queued job, with its state; TheFork's and Tripadvisor's are copied and the platform's page opened, the reply
 * saved in Bonavis kept as the draft to copy.
 */
function replyTargetOf(row: ApiReviewRow): ReplyTarget {
  if (row.source === 'google') return null;
  if (row.source === 'facebook') {
    const status = row.sourceReplyState && {
      state: row.sourceReplyState,
      at: row.sourceReplyAt?.toISOString() ?? null,
      problem: row.sourceReplyProblem
        ? { code: row.sourceReplyProblem as SourceErrorCode, platformCode: row.sourceReplyPlatformCode }
        : null,
    };
    return { way: 'api', status };
  }
  return { way: 'copy-and-open', url: row.replyUrl ?? '', draft: row.replyDraft };
}

/** A review of the inbox, naming its establishment. */
function inboxReview(row: ApiReviewRow & { listingId: number }, listingName: string): InboxReview {
  return { ...toApiReview(row), location: { id: row.listingId, name: listingName } };
}

/** The owner's listing as the API returns it. */
export function toApiListing(row: ListingRow): Listing {
  return {
    providerId: row.providerId,
    cover: row.cover,
    name: row.name,
    nameKeepsArticle: row.nameKeepsArticle,
    category: row.category,
    address: row.address,
    averageRating: row.averageRating,
    url: row.url,
    shortUrl: row.shortUrl,
    hasBeenSynchronized: row.hasBeenSynchronized,
  };
}

/** The listing a page is read from, with its reviews version as the request loaded it. */
export type ReviewsOfListing = Pick<ListingRow, 'id' | 'reviewsVersion'>;

/** The establishments of a network inbox, as the request resolved them. */
export type ReviewsOfNetwork = readonly Pick<ListingRow, 'id' | 'name'>[];

/**
 * A page as read, with the ids of its reviews a member of the team answered: only those have an author to name, so a
 * page without any (replies written on Google, or none) is answered without asking who wrote them.
 */
type ReadPage<Page extends ReviewPage> = { page: Page; memberReplies: readonly number[] };

/** Whether a member of the team wrote the review's reply, read with the page. */
const memberReplied = sql<boolean>`${reviews.repliedBy} is not null`;
const memberRepliesOf = (rows: readonly { id: number; memberReplied: boolean }[]) =>
  rows.filter((row) => row.memberReplied).map((row) => row.id);

/** The page with each reply's author, read at every request (a kept page does not know who left the team since). */
async function withReplyAuthors<Page extends ReviewPage>(
  db: Database,
  listingIds: readonly number[],
  { page, memberReplies }: DeepReadonly<ReadPage<Page>>,
): Promise<DeepReadonly<Page>> {
  const authors = await replyAuthorsOf(db, listingIds, memberReplies);
  if (authors.size === 0) return page;
  return {
    ...page,
    items: page.items.map((item) => (authors.has(item.id) ? { ...item, repliedBy: authors.get(item.id)! } : item)),
  } as DeepReadonly<Page>;
}

/** `pagesKept`: pages of the list kept by the listing's reviews version (REVIEW_PAGES_KEPT; 0 keeps none). */
export function createReviewsService(db: Database, { pagesKept }: { pagesKept: number }) {
  /** The list's queries, prepared once per shape of filters (a few dozen at most). */
  const preparedOnce = preparedStatements();

  const counted = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const withStars = (stars: number) => counted(sql`${reviews.reviewRate} = ${stars}`);

  /**
   * How many reviews each filter would show within the period and search: one pass of aggregates. Over one listing
   * (`listing`, its id) or the network's (their ids).
   */
  async function countsOf(listing: number | readonly number[], filters: ReviewFilters, now: number): Promise<ReviewCounts> {
    const over: Over = typeof listing === 'number' ? 'listing' : 'network';
    if (!countedDirectly(filters)) {
      return typeof listing === 'number' ? countsFromRollups(listing, filters, now) : networkRollups(listing, filters, now);
    }
    const shape = `${dated(filters) ? 'period_' : ''}${searching(filters) ? 'q' : ''}${filters.source ? '_source' : ''}`;
    const query = preparedOnce(`${over === 'network' ? 'network_' : ''}review_counts_${shape}`, (name) =>
      db
        .select({
          all: count(),
          unread: counted(sql`not ${reviews.hasBeenRead}`),
          answered: counted(sql`${reviews.responseContent} is not null`),
          removed: counted(sql`${reviews.removedAt} is not null`),
          one: withStars(1),
          two: withStars(2),
          three: withStars(3),
          four: withStars(4),
          five: withStars(5),
        })
        .from(reviews)
        .where(and(...scopeOf(filters, over)))
        .prepare(name),
    );
    const [row] = await query.execute(valuesOf(listing, filters, now));
    return toCounts(row);
  }

  /**
   * The counts with each source's number (`bySource`) within the period and search, whatever the source filter: TheFork's,
   * Tripadvisor's and Facebook's counted from their index (they are few), Google's the rest of every source's count.
   */
  async function withSourceCounts(
    listing: number | readonly number[],
    filters: ReviewFilters,
    now: number,
    counts: ReviewCounts,
  ): Promise<ReviewCounts> {
    const over: Over = typeof listing === 'number' ? 'listing' : 'network';
    const unfiltered = { ...filters, source: undefined };
    const everySource = filters.source === undefined ? counts.all : (await countsOf(listing, unfiltered, now)).all;
    const query = preparedOnce(`${over}_source_counts_${dated(filters) ? 'period_' : ''}${searching(filters) ? 'q' : ''}`, (name) =>
      db
        .select({ source: reviews.source, reviews: count() })
        .from(reviews)
        .where(and(...scopeOf(unfiltered, over), sql`${reviews.source} in ('thefork', 'tripadvisor', 'facebook')`))
        .groupBy(reviews.source)
        .prepare(name),
    );
    const rows = await query.execute(valuesOf(listing, unfiltered, now));
    const of = (source: string) => rows.find((row) => row.source === source)?.reviews ?? 0;
    const others = of('thefork') + of('tripadvisor') + of('facebook');
    return {
      ...counts,
      bySource: {
        google: Math.max(0, everySource - others),
        thefork: of('thefork'),
        tripadvisor: of('tripadvisor'),
        facebook: of('facebook'),
      },
    };
  }

  /** The counts without a search over the network's listings: their roll-ups summed, all time or the period's days. */
  async function networkRollups(listingIds: readonly number[], filters: ReviewFilters, now: number): Promise<ReviewCounts> {
    const summed = (table: typeof reviewDailyStats | typeof reviewListingStats) => {
      const [all, unread, answered, one, two, three, four, five, removed] = rollupColumns(table).map((column) =>
        sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number),
      );
      return { all, unread, answered, one, two, three, four, five, removed };
    };
    const query = dated(filters)
      ? preparedOnce('network_review_counts_since', (name) =>
          db
            .select(summed(reviewDailyStats))
            .from(reviewDailyStats)
            .where(and(sql`${reviewDailyStats.listingId} = any(${param.listingIds})`, sql`${reviewDailyStats.day} >= ${param.fromDay}`))
            .prepare(name),
        )
      : preparedOnce('network_review_counts_all_time', (name) =>
          db
            .select(summed(reviewListingStats))
            .from(reviewListingStats)
            .where(sql`${reviewListingStats.listingId} = any(${param.listingIds})`)
            .prepare(name),
        );
    const [row] = await query.execute(valuesOf(listingIds, filters, now));
    return toCounts(row ?? {});
  }

  /**
   * The same counts without a search, from the totals the triggers keep, as one list: the
   * listing's own row for all time, else its days within the period (whole UTC days, so they
   * answer exactly). A subquery, so the page's statement can bring them along (PostgreSQL reads it once).
   */
  const rollupCounts = (filters: ReviewFilters) =>
    dated(filters)
      ? sql<CountsList>`(select concat_ws(',', ${sql.join(
          rollupColumns(reviewDailyStats).map((column) => sql`sum(${column})`),
          sql`, `,
        )}) from ${reviewDailyStats} where ${reviewDailyStats.listingId} = ${param.listingId} and ${reviewDailyStats.day} >= ${param.fromDay})`
      : sql<CountsList>`(select concat_ws(',', ${sql.join(rollupColumns(reviewListingStats), sql`, `)}) from ${reviewListingStats} where ${reviewListingStats.listingId} = ${param.listingId})`;

  async function countsFromRollups(listingId: number, filters: ReviewFilters, now: number): Promise<ReviewCounts> {
    const query = preparedOnce(`review_counts_${dated(filters) ? 'since' : 'all_time'}`, (name) =>
      db
        .select({ counts: rollupCounts(filters) })
        .from(listings)
        .where(eq(listings.id, param.listingId))
        .prepare(name),
    );
    const [row] = await query.execute(valuesOf(listingId, filters, now));
    return countsFromList(row?.counts ?? null);
  }

  /** The list's total is one of the counts when the filters are one kind at most, and no bound; else it is counted. */
  function totalFromCounts(counts: ReviewCounts, { ratings, answered, unread, removed, asOf }: ReviewFilters): number | null {
    // The counts are live; a later page's total is that of the reviews it pages over.
    if (asOf !== undefined) return null;
    const kinds = [ratings?.length, answered !== undefined, unread !== undefined, removed !== undefined].filter(Boolean).length;
    if (kinds === 0) return counts.all;
    if (kinds > 1) return null;
    if (ratings?.length) return ratings.reduce((sum, rating) => sum + counts.byRating[String(rating) as keyof ReviewCounts['byRating']], 0);
    if (answered !== undefined) return answered ? counts.answered : counts.unanswered;
    if (removed !== undefined) return removed ? counts.removed : counts.all - counts.removed;
    return unread ? counts.unread : counts.all - counts.unread;
  }

  const totalOf = (filters: ReviewFilters, over: Over = 'listing') =>
    // A count has no order: one statement for every sort of the same filters.
    preparedOnce(`${over === 'network' ? 'network_' : ''}review_total_${shapeOf({ ...filters, sort: undefined })}`, (name) =>
      db.select({ total: count() }).from(reviews).where(whereOf(filters, over)).prepare(name),
    );

  /**
   * Without a search, a page brings the counts along: one statement and one round trip instead of two. Its rows are
   * mapped by a mapper worked out once.
   */
  const pageOf = (filters: ReviewFilters) =>
    preparedOnce(`review_page_${shapeOf(filters)}`, (name) =>
      withCompiledRows(
        db
          .select({
            ...apiReviewColumns,
            listingId: reviews.listingId,
            memberReplied,
            // Read once for the page (its rows are all of the listing).
            listingName: sql<string>`(select ${listings.name} from ${listings} where ${listings.id} = ${param.listingId})`,
            counts: countedDirectly(filters) ? sql<null>`null` : rollupCounts(filters),
          })
          .from(reviews)
          .where(whereOf(filters))
          .orderBy(...orderOf(filters.sort))
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset'))
          .prepare(name),
      ),
    );

  /** One page as the database gives it now. */
  async function read(listingId: number, filters: ReviewFilters, now: number): Promise<ReadPage<ReviewPage>> {
    const values = valuesOf(listingId, filters, now);
    const rowsAt = (page: number) => pageOf(filters).execute({ ...values, limit: filters.pageSize, offset: (page - 1) * filters.pageSize });
    // A search is counted alongside the page; else the page brings the counts, unless it is empty
    // (no review, or a page past the last one, which is the only one read again).
    const [asked, searchCounts] = await Promise.all([
      rowsAt(filters.page),
      countedDirectly(filters) ? countsOf(listingId, filters, now) : null,
    ]);
    const counts = await withSourceCounts(
      listingId,
      filters,
      now,
      searchCounts ?? (asked.length ? countsFromList(asked[0].counts) : await countsOf(listingId, filters, now)),
    );
    const total = totalFromCounts(counts, filters) ?? (await totalOf(filters).execute(values))[0].total;
    const lastPage = Math.max(1, Math.ceil(total / filters.pageSize));
    const page = Math.min(filters.page, lastPage);
    const rows = page === filters.page ? asked : await rowsAt(page);
    return {
      page: { items: rows.map((row) => inboxReview(row, row.listingName)), total, page, pageSize: filters.pageSize, counts },
      memberReplies: memberRepliesOf(rows),
    };
  }

  const keptPages = keptByReviewsVersion<ReadPage<ReviewPage>>(pagesKept);

  /**
   * One page of the listing's reviews, filtered and sorted, with the count of each filter. A page
   * past the last one gives the last page (the client clamps the same way). `now` (milliseconds) dates the period.
   * Kept by the listing's reviews version, as the request loaded the listing; a period's page depends on the clock too,
   * and is read every time.
   */
  async function list(listing: ReviewsOfListing, filters: ReviewFilters, now = Date.now()): Promise<DeepReadonly<ReviewPage>> {
    const asRead = dated(filters)
      ? await read(listing.id, filters, now)
      : await keptPages.keptOr(listing, JSON.stringify(filters), () => read(listing.id, filters, now));
    return withReplyAuthors(db, [listing.id], asRead);
  }

  /**
   * A page of the network inbox. Its order across listings is no index's: read as `location_id = any(ids)`, the page
   * took every review of the network and sorted them (131 ms for page 1 of 100,000 reviews, docs/performance.md
   * « Network »). Each listing's first `offset + limit` ids in the page's order are read from its own index instead,
   * and the page is the first `limit` of those after `offset` (the page's reviews are among them whatever the order,
   * since every order ends on the id); its rows are then read by id. The lateral subquery is named `reviews`, so the
   * order's columns name its columns where its rows are sorted, and the table's within it.
   */
  const networkPageOf = (filters: ReviewFilters) =>
    preparedOnce(`network_review_page_${shapeOf(filters)}`, (name) => {
      const order = sql.join(orderOf(filters.sort), sql`, `);
      const [limit, offset] = [sql.placeholder('limit'), sql.placeholder('offset')];
      return withCompiledRows(
        db
          .select({ ...apiReviewColumns, listingId: reviews.listingId, memberReplied })
          .from(reviews)
          .where(
            sql`${reviews.id} = any(array(
              select ${reviews.id} from unnest(${param.listingIds}::int[]) as network(id) cross join lateral (
                select ${reviews.id}, ${reviews.date}, ${reviews.reviewRate} from ${reviews} where ${whereOf(filters, 'eachOfNetwork')}
                order by ${order} limit ${limit}::int + ${offset}::int
              ) as ${reviews}
              order by ${order} limit ${limit} offset ${offset}))`,
          )
          .orderBy(...orderOf(filters.sort))
          .prepare(name),
      );
    });

  /**
   * The last review stored in the listings now (0 when none): the bound of the pages that follow. Each listing's own,
   * from its index on (listing, id): the table's newest ids are not the network's when it is quiet and others are not.
   */
  const latestOf = () =>
    preparedOnce('network_review_latest', (name) =>
      db
        .select({ latest: sql<number | null>`max(newest.id)` })
        .from(
          sql`unnest(${param.listingIds}::int[]) as network(id) cross join lateral (
            select ${max(reviews.id)} as id from ${reviews} where ${reviews.listingId} = network.id) as newest`,
        )
        .prepare(name),
    );

  /**
   * How many reviews of the filters were stored after `asOf`: a later page's total is the live count's less these, which
   * reads the few newest ids (the index on listing and id) instead of counting every review up to `asOf`.
   */
  const newerThanOf = (filters: ReviewFilters) =>
    preparedOnce(`network_review_newer_${shapeOf({ ...filters, sort: undefined, asOf: undefined })}`, (name) =>
      db
        .select({ total: count() })
        .from(reviews)
        .where(and(whereOf({ ...filters, asOf: undefined }, 'network'), sql`${reviews.id} > ${param.asOf}`))
        .prepare(name),
    );

  /**
   * One page of the reviews of several establishments (the network inbox), each naming its establishment: the same
   * filters, sorts and counts as one establishment's, over all of them. Pages by number like one establishment's, over
   * the reviews stored up to `asOf`: the first page (none asked) takes the last one stored now and answers it, and the
   * next pages, sent it back, page over the same reviews however many arrive meanwhile. Read every time (a page depends
   * on every listing's version).
   */
  /**
   * Each rating's unanswered reviews over the listings, every source, from their all-time rows: the total of « 1–2
   * étoiles, sans réponse » without reading every unanswered review's index entry (40 ms at a million reviews).
   */
  const unansweredByRatingOf = () =>
    preparedOnce('network_unanswered_by_rating', (name) =>
      db
        .select({
          one: sql<number>`coalesce(sum(${reviewListingStats.unanswered1}), 0)`.mapWith(Number),
          two: sql<number>`coalesce(sum(${reviewListingStats.unanswered2}), 0)`.mapWith(Number),
          three: sql<number>`coalesce(sum(${reviewListingStats.unanswered3}), 0)`.mapWith(Number),
          four: sql<number>`coalesce(sum(${reviewListingStats.unanswered4}), 0)`.mapWith(Number),
          five: sql<number>`coalesce(sum(${reviewListingStats.unanswered5}), 0)`.mapWith(Number),
        })
        .from(reviewListingStats)
        .where(sql`${reviewListingStats.listingId} = any(${param.listingIds})`)
        .prepare(name),
    );
  /** The filters are ratings and « sans réponse » alone, over all time: a sum of the roll-ups' unanswered by rating. */
  const unansweredOfRatings = ({ ratings, answered, unread, removed, period, q, source }: ReviewFilters) =>
    Boolean(ratings?.length) &&
    answered === false &&
    unread === undefined &&
    removed === undefined &&
    source === undefined &&
    !dated({ period }) &&
    !searching({ q });
  async function liveUnansweredOf(ids: readonly number[], ratings: readonly number[]): Promise<number> {
    const [row] = await unansweredByRatingOf().execute({ listingIds: [...ids] });
    const byRating = [row.one, row.two, row.three, row.four, row.five];
    return ratings.reduce((sum, rating) => sum + byRating[rating - 1], 0);
  }

  async function listAcross(places: ReviewsOfNetwork, asked: ReviewFilters, now = Date.now()): Promise<DeepReadonly<ReviewPage>> {
    const ids = places.map((place) => place.id);
    const names = new Map(places.map((place) => [place.id, place.name]));
    const [asOf, counts, unanswered] = await Promise.all([
      asked.asOf ??
        latestOf()
          .execute({ listingIds: ids })
          .then(([row]) => row?.latest ?? 0),
      countsOf(ids, asked, now).then((counts) => withSourceCounts(ids, asked, now, counts)),
      unansweredOfRatings(asked) ? liveUnansweredOf(ids, asked.ratings!) : null,
    ]);
    const filters = { ...asked, asOf };
    const values = valuesOf(ids, filters, now);
    // The first page's bound is the last review counted (give or take one arriving between the two reads): its total
    // is the counts'; a later page's is the counts' less the reviews stored after its bound, or counted over its bound.
    const live = unanswered ?? totalFromCounts(counts, { ...asked, asOf: undefined });
    const total =
      (asked.asOf === undefined ? unanswered : null) ??
      totalFromCounts(counts, asked) ??
      (live !== null
        ? live - (await newerThanOf(filters).execute(values))[0].total
        : (await totalOf(filters, 'network').execute(values))[0].total);
    const lastPage = Math.max(1, Math.ceil(total / filters.pageSize));
    const page = Math.min(filters.page, lastPage);
    const rows = await networkPageOf(filters).execute({ ...values, limit: filters.pageSize, offset: (page - 1) * filters.pageSize });
    const items = rows.map((row) => inboxReview(row, names.get(row.listingId) ?? ''));
    return withReplyAuthors(db, ids, {
      page: { items, total, page, pageSize: filters.pageSize, counts, asOf },
      memberReplies: memberRepliesOf(rows),
    });
  }

  /** One review of the listing; another listing's review is "not found". */
  async function byId(listingId: number, reviewId: number) {
    const [row] = await db
      .select()
      .from(reviews)
      .where(and(eq(reviews.id, reviewId), eq(reviews.listingId, listingId)));
    return row ?? null;
  }

  /** Marks one of the owner's reviews read; another owner's review is "not found". */
  async function markRead(listingId: number, reviewId: number) {
    const [row] = await db
      .update(reviews)
      .set({ hasBeenRead: true })
      .where(and(eq(reviews.id, reviewId), eq(reviews.listingId, listingId)))
      .returning(apiReviewColumns);
    return row ? withReplyAuthor(db, listingId, toApiReview(row)) : null;
  }

  return {
    list,
    listAcross,
    byId,
    markRead,
    /** A review answered to the team, with its reply's author. */
    withReplyAuthor: (listingId: number, review: Review) => withReplyAuthor(db, listingId, review),
  };
}

/**
 * A roll-up's figures in the order of `rollupColumns`, as text ('12,3,…'): the page repeats them on
 * each row, and the driver would parse an array column on every one. Empty or null without any review.
 */
type CountsList = string | null;
const rollupColumns = (table: typeof reviewDailyStats | typeof reviewListingStats) => [
  table.reviews,
  table.unread,
  table.answered,
  table.ratings1,
  table.ratings2,
  table.ratings3,
  table.ratings4,
  table.ratings5,
  table.removed,
];
const countsFromList = (counts: CountsList): ReviewCounts => {
  const [all, unread, answered, one, two, three, four, five, removed] = counts ? counts.split(',').map(Number) : [];
  return toCounts({ all, unread, answered, one, two, three, four, five, removed });
};

type CountsRow = Partial<Record<'all' | 'unread' | 'answered' | 'removed' | 'one' | 'two' | 'three' | 'four' | 'five', number | null>>;

/** A sum over no row is null, and a listing without reviews has no totals row: no review, so zero. */
function toCounts(row: CountsRow): ReviewCounts {
  const n = (value: number | null | undefined) => value ?? 0;
  return {
    all: n(row.all),
    unread: n(row.unread),
    answered: n(row.answered),
    unanswered: n(row.all) - n(row.answered),
    removed: n(row.removed),
    byRating: { 1: n(row.one), 2: n(row.two), 3: n(row.three), 4: n(row.four), 5: n(row.five) },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
