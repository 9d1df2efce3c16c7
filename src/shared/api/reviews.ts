import { GoogleReplyStatusSchema, ReviewMediaSchema } from './google';
import { ReplyTargetSchema, ReviewSourceFields, type ReviewSourceName } from './review-sources';
import { array, boolean, integer, isoDate, nullable, object, optional, string, type Static } from './schema';
import { DAY_MS } from '../constants';

/** A review as the API returns it (the contract's field names, `hasBeenReadd` included). */
export const ReviewSchema = object({
  id: integer(),
  authorName: string(),
  authorPictUrl: nullable(string()),
  reviewRate: integer(),
  date: isoDate(),
  isLocalGuide: boolean(),
  reviewContent: nullable(string()),
  language: nullable(string()),
  hasResponse: boolean(),
  pictures: array(string()),
  response: nullable(object({ date: nullable(isoDate()), responseContent: string() })),
  hasBeenReadd: boolean(),
  /** The reply's state on Google when the listing is connected to its Business Profile, else null. */
  google: nullable(GoogleReplyStatusSchema),
  /** When Bonavis last saw the reviewer change the rating or the text, and the rating before; null if never. */
  edited: nullable(object({ at: isoDate(), previousRate: integer() })),
  /** When a full read of the source first no longer returned it (removed by Google or its author); null while shown. */
  removedAt: nullable(isoDate()),
  /**
   * Who of the team wrote the reply (« Répondu par »), by the name of their account; `former` (name null) once they
   * left the organisation. Null for a reply written elsewhere or by the automatic mode. Only the team's answers carry
   * it: the widget and the public pages never do.
   */
  repliedBy: nullable(object({ name: nullable(string()), former: boolean() })),
  /** Where Bonavis read it, with its rating on the source's own scale (`reviewRate` stays on five points). */
  ...ReviewSourceFields,
  /** Where its reply goes (null for Google, whose reply works through `google`); docs/review-sources.md. */
  replyTarget: ReplyTargetSchema,
  /**
   * The reviewer's photos and videos as Google gives them (since April 2026), for a listing connected to Google; empty
   * otherwise. Always sent by the server (optional only so that answers written before it still read).
   */
  media: optional(array(ReviewMediaSchema)),
});
export type Review = Static<typeof ReviewSchema>;

/**
 * A review of the inbox (`GET /reviews/private`): with its establishment, so a card of the network view names it; on
 * one establishment's inbox too, so the client reads one shape.
 */
export const InboxReviewSchema = object({
  ...ReviewSchema.properties,
  location: object({ id: integer(), name: string() }),
});
export type InboxReview = Static<typeof InboxReviewSchema>;

/** One copy of a review as the source showed it, dated when Bonavis saw it. */
export const ReviewVersionSchema = object({
  seenAt: isoDate(),
  reviewRate: integer(),
  reviewContent: nullable(string()),
  responseContent: nullable(string()),
});
export type ReviewVersion = Static<typeof ReviewVersionSchema>;

export const REVIEW_SORTS = ['newest', 'oldest', 'lowest', 'highest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** How far back the list looks: the last 7, 30, 90 or 365 days, or everything. */
export const REVIEW_PERIODS = ['7d', '30d', '90d', '365d', 'all'] as const;
export type ReviewPeriod = (typeof REVIEW_PERIODS)[number];

export const PERIOD_DAYS: Record<Exclude<ReviewPeriod, 'all'>, number> = { '7d': 7, '30d': 30, '90d': 90, '365d': 365 };

/**
 * Where a period of `days` days begins: it is the last `days` calendar days in UTC, today
 * included, so it starts at midnight UTC `days − 1` days ago. Whole days let the dashboard
 * read its figures from per-day totals, and the reviews list and the dashboard agree.
 */
export function periodStart(days: number, now: Date): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (days - 1) * DAY_MS);
}

/** The UTC calendar day of an instant ('2026-11-01'), as the per-day totals key it. */
export const utcDayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The query of `GET /reviews/private`, as URL parameters. `ratings` is a comma list ("1,2");
 * `q` is searched without regard to case or accents ("creme" finds "crème").
 */
export type ReviewQuery = {
  page?: number;
  pageSize?: number;
  ratings?: string;
  answered?: boolean;
  unread?: boolean;
  period?: ReviewPeriod;
  q?: string;
  sort?: ReviewSort;
  /** `yes`: only the reviews the source no longer shows (« Retirés »); `no`: only those it shows. */
  removed?: ReviewRemovedFilter;
  /**
   * Only the reviews stored up to this one (a review's id): the `asOf` of the first page, sent with the next ones, so
   * reviews arriving meanwhile neither push an item onto the next page twice nor hide one.
   */
  asOf?: number;
  /** One source's reviews only (the counts too). */
  source?: ReviewSourceName;
};

export const REVIEW_REMOVED_FILTERS = ['yes', 'no'] as const;
export type ReviewRemovedFilter = (typeof REVIEW_REMOVED_FILTERS)[number];

/**
 * How many reviews each filter would show, within the current period and search
 * (so the numbers beside the rating, answered and unread filters match what a click gives).
 */
export const ReviewCountsSchema = object({
  all: integer(),
  unread: integer(),
  answered: integer(),
  unanswered: integer(),
  /** Reviews the source no longer shows, counted apart from the others. */
  removed: integer(),
  byRating: object({ '1': integer(), '2': integer(), '3': integer(), '4': integer(), '5': integer() }),
  /** Per source, within the other filters but not `source` itself (so each source's number is what its filter gives). */
  bySource: optional(object({ google: integer(), thefork: integer(), tripadvisor: integer(), facebook: integer() })),
});
export type ReviewCounts = Static<typeof ReviewCountsSchema>;

/** One page of `GET /reviews/private`. */
export const ReviewPageSchema = object({
  items: array(InboxReviewSchema),
  total: integer(),
  page: integer(),
  pageSize: integer(),
  counts: ReviewCountsSchema,
  /**
   * The network inbox's (`?location=all`, `?locations=`): the last review stored in its establishments when the first
   * page was read, or the `asOf` asked for. Sent back as `asOf` with the next pages, they page over the same reviews
   * (the total too; the counts stay live); reading the first page again takes the new ones in.
   */
  asOf: optional(integer()),
});
export type ReviewPage = Static<typeof ReviewPageSchema>;
