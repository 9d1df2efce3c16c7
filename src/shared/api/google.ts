import { array, boolean, isoDate, nullable, object, oneOf, optional, string, type Static } from './schema';

/**
 * The Google Business Profile connection: the owner lets Bonavis read the listing's reviews
 * and publish replies through Google's own API instead of copying each reply by hand.
 */

/** Why a connection attempt or a call to Google failed; the app says what to do for each. */
export const GOOGLE_PROBLEMS = [
  /** The owner refused the consent screen. */
  'CONSENT_REFUSED',
  /** The Google account manages no business location. */
  'NO_LOCATION',
  /** The chosen location is not verified on Google, so replies cannot be published. */
  'LOCATION_NOT_VERIFIED',
  /** Google has not yet granted this project access to the Business Profile APIs. */
  'API_ACCESS_NOT_GRANTED',
  /** The owner (or Google) revoked Bonavis's access: connect again. */
  'TOKEN_REVOKED',
  /** Google refused the reply (its content policy). */
  'REPLY_REJECTED',
  /** Google's per-minute quota is used up; the reply is retried shortly. */
  'QUOTA',
  /** Google could not be reached; retried shortly. */
  'NETWORK',
] as const;
export type GoogleProblem = (typeof GOOGLE_PROBLEMS)[number];

const GoogleAccountSchema = object({ name: string(), displayName: string() });

/** A business location of the owner's Google account. */
export const GoogleLocationSchema = object({
  /** Google's resource name, `locations/…`. */
  name: string(),
  title: string(),
  address: nullable(string()),
  /** Verified locations can publish replies. */
  verified: boolean(),
  /** The Google account (business account) that manages it. */
  account: GoogleAccountSchema,
});
export type GoogleLocation = Static<typeof GoogleLocationSchema>;

/**
 * `GET /users/private/google`: how Bonavis talks to the listing's Google Business Profile.
 * `available` is false when the server has no Google client configured.
 */
export const GoogleConnectionSchema = object({
  available: boolean(),
  /** Google's demonstration stand-in, not the real Google. */
  demo: boolean(),
  status: oneOf(['disconnected', 'choose-location', 'connected'] as const),
  account: nullable(GoogleAccountSchema),
  location: nullable(GoogleLocationSchema),
  /** When several locations (or none) match the listing, the owner picks one of these. */
  candidates: array(GoogleLocationSchema),
  lastSuccessAt: nullable(isoDate()),
  problem: nullable(oneOf(GOOGLE_PROBLEMS)),
});
export type GoogleConnection = Static<typeof GoogleConnectionSchema>;

/** `POST /users/private/oauth/redirect/url`: where to send the owner for Google's consent. */
export const GoogleConsentStartSchema = object({ url: string() });
export type GoogleConsentStart = Static<typeof GoogleConsentStartSchema>;

export const GOOGLE_REPLY_MODERATIONS = ['approved', 'pending', 'rejected'] as const;
export type GoogleReplyModeration = (typeof GOOGLE_REPLY_MODERATIONS)[number];

/** How a reply stands on Google, for a review of a connected listing. */
export const GoogleReplyStatusSchema = object({
  /** `pending`: being sent (or its deletion); `published`: Google has it; `failed`: see `problem`. */
  state: oneOf(['pending', 'published', 'failed'] as const),
  /** The reply is being removed from Google rather than published. */
  deleting: boolean(),
  at: nullable(isoDate()),
  problem: nullable(oneOf(GOOGLE_PROBLEMS)),
  /**
   * Google's moderation of the published reply (since April 2026), as the last sync read it: a `rejected` one is not
   * shown on Google and may be edited or retried; null when Google says nothing. Always sent by the server (optional
   * only so that answers written before it still read).
   */
  moderation: optional(nullable(oneOf(GOOGLE_REPLY_MODERATIONS))),
});
export type GoogleReplyStatus = Static<typeof GoogleReplyStatusSchema>;

/**
 * A photo or video a reviewer added to a Google review (since April 2026): a review's `media` (`ReviewSchema`), empty
 * for a review without any or from another source.
 */
export const ReviewMediaSchema = object({ kind: oneOf(['photo', 'video'] as const), url: string(), thumbnailUrl: nullable(string()) });
export type ReviewMedia = Static<typeof ReviewMediaSchema>;

/** `POST /reviews/private/:id/report-to-google`: Google's review management tool, where the owner reports the review. */
export const GoogleReportLinkSchema = object({ url: string() });
export type GoogleReportLink = Static<typeof GoogleReportLinkSchema>;
