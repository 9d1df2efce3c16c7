/*
 * The one shape every review source beyond Google takes (TheFork, Tripadvisor, Facebook). Each source is an adapter
 * with a real implementation tested against recorded-shape fixtures and an offline stand-in: the caller (sync job,
 * inbox) sees only this file, so a source Meta or Tripadvisor closes tomorrow is one adapter's problem, not the app's.
 */

import type { SourceErrorCode } from '../../../shared/api/review-sources';

export type SourceKind = 'thefork' | 'tripadvisor' | 'facebook';

/** How a platform rates: out of 5, out of 10 (TheFork), or a yes/no recommendation (Facebook). */
export type RatingScale = 5 | 10 | 'recommendation';

export type SourceReview = {
  source: SourceKind;
  /** The platform's id of the review, stable across reads. */
  externalId: string;
  authorName: string;
  /** On the platform's own scale; null for a recommendation (see `recommends`) or a review without a rating. */
  rating: number | null;
  scale: RatingScale;
  /** Facebook only: recommends (true) or does not recommend (false). */
  recommends?: boolean;
  title?: string | null;
  text: string | null;
  language?: string | null;
  date: Date;
  /** The owner's published reply, when the platform shows one. */
  reply: { text: string; date: Date | null } | null;
  /** The review on the platform, when it gives an address. */
  url?: string;
  /** TheFork: the reservation the review belongs to. */
  reservationId?: string | null;
  /** Facebook: the story a reply is a comment on. */
  replyTo?: string | null;
  /** True for the stand-ins' labelled demonstration reviews. */
  demo: boolean;
};

/** What a platform says about the place as a whole, when it says it. */
export type SourceSummary = {
  name: string | null;
  /** On the platform's scale (Tripadvisor: out of 5). */
  rating: number | null;
  reviewCount: number | null;
  /** Tripadvisor's ranking sentence, e.g. « N° 3 sur 1 254 restaurants à Lyon ». */
  ranking: string | null;
  url: string | null;
};

/**
 * A connected place. `externalId` is the platform's id (TheFork restaurant uuid, Tripadvisor location id, Facebook
 * page id); `secrets` are what later calls need (tokens, client secret) and must be stored sealed, never sent to the
 * client. `id` is Bonavis's own id of the connection: the stand-ins derive their reviews from it.
 */
export type SourceConnection = {
  id: string;
  source: SourceKind;
  externalId: string;
  summary: SourceSummary;
  secrets: Record<string, string>;
  demo: boolean;
};

export type ReadOptions = {
  /** Only reviews created or changed since then, when the platform can filter. */
  since?: Date | null;
  /** The `nextCursor` of the previous batch. */
  cursor?: string | null;
};

export type ReviewBatch = {
  reviews: SourceReview[];
  /** Null when there is nothing more to read. */
  nextCursor: string | null;
  /** Calls made to the platform for this batch (token calls included): the caller charges its budget with it. */
  callsUsed: number;
  /**
   * `newest-only`: the platform's API shows only its newest reviews (Tripadvisor, five), so older ones exist that
   * Bonavis cannot read; the inbox says so. `complete`: paging reaches everything the API offers.
   */
  history: 'complete' | 'newest-only';
  summary?: SourceSummary;
};

/** Where the owner's reply goes: through the API, or copied by hand on the platform's page that Bonavis opens. */
export type ReplyTarget = { way: 'api' } | { way: 'copy-and-open'; url: string };

export type ReviewSource<Settings> = {
  kind: SourceKind;
  /** True for the stand-in: nothing leaves the machine, every review is labelled as a demonstration. */
  demo: boolean;
  /** Checks the settings against the platform; throws SourceError when it refuses them. */
  connect(connectionId: string, settings: Settings): Promise<{ connection: SourceConnection; callsUsed: number }>;
  readReviews(connection: SourceConnection, options?: ReadOptions): Promise<ReviewBatch>;
  /** Only where the platform's API takes replies (Facebook). */
  reply?(connection: SourceConnection, review: SourceReview, text: string): Promise<{ externalId: string; date: Date }>;
  replyTarget(connection: SourceConnection, review: SourceReview): ReplyTarget;
};

/**
 * Why a source failed, by a code the client translates (the `fr` texts are in `SOURCE_ERROR_FR`). `platformCode` keeps
 * the platform's own code (Meta's `190/463`, Tripadvisor's status) for the owner to quote to support and for logs. The
 * list is the API contract's (`SOURCE_ERROR_CODES`), shared with the client.
 */
export type { SourceErrorCode };

export class SourceError extends Error {
  constructor(
    readonly code: SourceErrorCode,
    readonly source: SourceKind,
    message: string,
    readonly details: { retryAfterSeconds?: number | null; platformCode?: string | null } = {},
  ) {
    super(message);
    this.name = 'SourceError';
  }

  get retryAfterSeconds(): number | null {
    return this.details.retryAfterSeconds ?? null;
  }

  get platformCode(): string | null {
    return this.details.platformCode ?? null;
  }
}

/** Whether waiting may help: the sync retries these later and leaves the others to the owner. */
export const isTransientSourceError = (error: unknown): boolean =>
  !(error instanceof SourceError) || ['SOURCE_RATE_LIMITED', 'SOURCE_QUOTA_EXHAUSTED', 'SOURCE_UNAVAILABLE'].includes(error.code);

/**
 * The French texts the inbox shows for each code, from the wording; the client's i18n files take them over in
 * the next step (the server only sends the code). `{platform}` and `{platformCode}` are filled by the client.
 */
export const SOURCE_ERROR_FR: Record<SourceErrorCode, string> = {
  SOURCE_UNAUTHORIZED: '{platform} refuse l’accès : la connexion a expiré ou a été retirée. Reconnectez le compte.',
  SOURCE_FORBIDDEN: '{platform} refuse l’accès à ces avis (code {platformCode}) : une autorisation manque.',
  SOURCE_RATE_LIMITED: '{platform} limite le nombre de demandes : nouvel essai automatique plus tard.',
  SOURCE_QUOTA_EXHAUSTED: 'Le quota de demandes à {platform} est épuisé pour cette période : les avis reprendront ensuite.',
  SOURCE_NOT_FOUND: '{platform} ne trouve pas cet établissement ou cet avis.',
  SOURCE_DEPRECATED: '{platform} a fermé l’accès à ces avis par son API (code {platformCode}).',
  SOURCE_INVALID_SETTINGS: 'Ces informations ne permettent pas de trouver l’établissement sur {platform}.',
  SOURCE_REPLY_REFUSED: '{platform} a refusé la réponse.',
  SOURCE_UNAVAILABLE: '{platform} ne répond pas pour le moment : nouvel essai automatique plus tard.',
};

/**
 * A rating on the five-point scale the dashboard averages: out of 10 halved (TheFork's 9.2 → 4.6), out of 5 as is,
 * rounded to one decimal. A recommendation has no place on a scale: null, kept outside the average and counted apart.
 */
export function onFivePointScale(rating: number | null, scale: RatingScale): number | null {
  if (scale === 'recommendation' || rating === null || !Number.isFinite(rating)) return null;
  const outOfFive = scale === 10 ? rating / 2 : rating;
  return Math.round(Math.min(5, Math.max(0, outOfFive)) * 10) / 10;
}
