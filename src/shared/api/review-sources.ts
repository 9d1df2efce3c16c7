import { array, boolean, integer, isoDate, literal, nullable, number, object, oneOf, optional, string, union, type Static } from './schema';

/**
 * Review sources beyond Google (issue 46, docs/review-sources.md): TheFork, Tripadvisor and Facebook, connected per
 * establishment, their reviews in the same inbox as Google's. Each platform allows something different; the contract
 * says it plainly (`canReply`, `history`, `replyTarget`) so the screens never promise what a platform refuses.
 */

/** Every source of reviews, in the order the screens list them. */
export const REVIEW_SOURCES = ['google', 'thefork', 'tripadvisor', 'facebook'] as const;
export type ReviewSourceName = (typeof REVIEW_SOURCES)[number];

/** The sources connected through `PUT /locations/private/:id/sources/:source` (Google has its own card). */
export const CONFIGURABLE_SOURCES = ['thefork', 'tripadvisor', 'facebook'] as const;
export type ConfigurableSource = (typeof CONFIGURABLE_SOURCES)[number];

/**
 * Why a source failed or refused a connection, by a code the client translates (with `{platform}` and the platform's
 * own `platformCode`, e.g. Meta's `190/463`, shown beside it).
 */
export const SOURCE_ERROR_CODES = [
  /** Credentials or token refused, expired or revoked: reconnect. */
  'SOURCE_UNAUTHORIZED',
  /** A permission or a Page role is missing, or the key is restricted. */
  'SOURCE_FORBIDDEN',
  /** Short throttling; retried by itself. */
  'SOURCE_RATE_LIMITED',
  /** The period's quota (or the account's budget of calls) is spent; retried next period. */
  'SOURCE_QUOTA_EXHAUSTED',
  /** No such restaurant, location, Page or review. */
  'SOURCE_NOT_FOUND',
  /** The platform closed this API (Meta's code 12). */
  'SOURCE_DEPRECATED',
  /** What the owner gave names nothing on the platform. */
  'SOURCE_INVALID_SETTINGS',
  /** The platform would not take the reply. */
  'SOURCE_REPLY_REFUSED',
  /** Network failure, timeout, the platform's 5xx; retried by itself. */
  'SOURCE_UNAVAILABLE',
] as const;
export type SourceErrorCode = (typeof SOURCE_ERROR_CODES)[number];

/** How a platform rates: out of 5, out of 10 (TheFork), or a yes/no recommendation (Facebook). */
export const RatingScaleSchema = union(literal(5), literal(10), literal('recommendation'));
export type RatingScale = 5 | 10 | 'recommendation';

/** What went wrong with a source, as the platform said it. */
export const SourceProblemSchema = object({ code: oneOf(SOURCE_ERROR_CODES), platformCode: nullable(string()) });
export type SourceProblem = Static<typeof SourceProblemSchema>;

/**
 * `connected`: read at least once; `waiting`: connected, its first read not done yet; `refused`: the platform refuses
 * it (see `problem`; the connection is kept until the owner reconnects or disconnects); `disconnected`: never connected.
 */
export const SOURCE_STATES = ['connected', 'waiting', 'refused', 'disconnected'] as const;
export type SourceState = (typeof SOURCE_STATES)[number];

/** One source of an establishment, as its settings card shows it. */
export const SourceItemSchema = object({
  source: oneOf(REVIEW_SOURCES),
  state: oneOf(SOURCE_STATES),
  lastReadAt: nullable(isoDate()),
  /** On the source's own scale; for Facebook the share of recommendations, 0..1. */
  averageRating: nullable(number()),
  scale: RatingScaleSchema,
  reviewCount: nullable(integer()),
  /**
   * Replies are published through the platform's API (Google when connected to its Business Profile, Facebook);
   * false: the reply is copied and the platform's page opened.
   */
  canReply: boolean(),
  /** `newest-only`: the platform's API gives only its newest reviews (Tripadvisor); older ones cannot be read. */
  history: oneOf(['complete', 'newest-only'] as const),
  /** Set while the source fails (its last read or the connection), cleared by the next good read. */
  problem: nullable(SourceProblemSchema),
  name: nullable(string()),
  url: nullable(string()),
  /** Tripadvisor's ranking sentence, e.g. « N° 3 sur 1 254 restaurants à Lyon ». */
  ranking: nullable(string()),
  /** The offline stand-in: its reviews are labelled demonstrations. */
  demo: boolean(),
});
export type SourceItem = Static<typeof SourceItemSchema>;

/** `GET /locations/private/:id/sources`: always the four sources, in `REVIEW_SOURCES`' order. */
export const SourceListSchema = object({ items: array(SourceItemSchema) });
export type SourceList = Static<typeof SourceListSchema>;

/**
 * `GET /locations/private/:id/sources/thefork/webhook`: the address the owner gives TheFork for its review events
 * (TheFork registers webhooks by hand); it carries the connection's own secret, so only members who connect see it.
 */
export const TheForkWebhookAddressSchema = object({ url: string() });
export type TheForkWebhookAddress = Static<typeof TheForkWebhookAddressSchema>;

/** `PUT /locations/private/:id/sources/facebook`: where to send the owner for Meta's login. */
export const FacebookLoginStartSchema = object({ loginUrl: string() });
export type FacebookLoginStart = Static<typeof FacebookLoginStartSchema>;

/** The bodies of `PUT /locations/private/:id/sources/:source`. */
export type TheForkSettingsBody = { clientId: string; clientSecret: string; restaurantId: string };
export type TripadvisorSettingsBody = { url: string } | { locationId: string };
export type FacebookSettingsBody = Record<string, never>;
export type SourceSettingsBody = TheForkSettingsBody | TripadvisorSettingsBody | FacebookSettingsBody;
/** `POST /locations/private/:id/sources/facebook/callback`: what Meta's login sent back to the app's callback page. */
export type FacebookCallbackBody = { code: string; state: string };
/** `DELETE /locations/private/:id/sources/:source`: keep the source's reviews, or delete them with their history. */
export type DisconnectSourceBody = { keepReviews: boolean };

/** The state of a reply sent through a platform's API (Facebook), as Google's replies have theirs. */
export const SourceReplyStatusSchema = object({
  state: oneOf(['pending', 'published', 'failed'] as const),
  at: nullable(isoDate()),
  problem: nullable(SourceProblemSchema),
});
export type SourceReplyStatus = Static<typeof SourceReplyStatusSchema>;

/**
 * Where a review's reply goes: null for Google (its reply works as before, see `google`); `api`: published through the
 * platform's API by a queued job (`status` while it goes); `copy-and-open`: the platform takes no reply by API, so the
 * reply is copied and `url` opened (TheFork Manager's review page, Tripadvisor's Management Center); `draft` is the
 * reply saved in Bonavis (`PUT /reviews/private/:id/reply`), kept so the owner can copy it again.
 */
export const ReplyTargetSchema = nullable(
  union(
    object({ way: literal('api'), status: optional(nullable(SourceReplyStatusSchema)) }),
    object({ way: literal('copy-and-open'), url: string(), draft: optional(nullable(string())) }),
  ),
);
export type ReplyTarget = Static<typeof ReplyTargetSchema>;

/** What every review of an API answer (inbox, network inbox, widget) says of its source. */
export const ReviewSourceFields = {
  source: oneOf(REVIEW_SOURCES),
  /** The rating on the source's own scale (9.2 for TheFork); null for Google's and Facebook's. */
  sourceRating: nullable(number()),
  scale: RatingScaleSchema,
  /** Facebook only: recommends (true) or not (false). */
  recommends: nullable(boolean()),
};

/** The conversion the combined average states: TheFork's /10 halved; Facebook's recommendations kept apart. */
export const COMBINED_CONVERSION = 'thefork-out-of-10-halved' as const;

/** One source's figures over the period. */
export const SourceFiguresSchema = object({
  source: oneOf(REVIEW_SOURCES),
  /** On the source's own scale (Facebook: the share of recommendations, 0..1); null without reviews. */
  averageRating: nullable(number()),
  scale: RatingScaleSchema,
  reviews: integer(),
  /** On five points (TheFork halved); null for Facebook. */
  averageOnFive: nullable(number()),
  /** Facebook only: the share of its reviews that recommend, 0..1. */
  recommendShare: nullable(number()),
});
export type SourceFigures = Static<typeof SourceFiguresSchema>;

/**
 * `GET /dashboards/private/sources?period=30d&location=<id>|all`: per source (the four, in order) and combined, the
 * combined average on five points weighted by reviews, Facebook's recommendations outside it. Google's own cards never
 * include other sources.
 */
export const SourceDashboardSchema = object({
  items: array(SourceFiguresSchema),
  combined: object({
    averageOnFive: nullable(number()),
    /** The reviews the combined average counts (Facebook's excluded). */
    reviews: integer(),
    conversion: literal(COMBINED_CONVERSION),
  }),
});
export type SourceDashboard = Static<typeof SourceDashboardSchema>;
