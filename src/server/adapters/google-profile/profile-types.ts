/**
 * The Google Business Profile of an establishment as Bonavis reads and edits it: hours, posts, photos and the
 * profile's figures. Both implementations (Google's APIs, the offline stand-in) answer with these shapes; the
 * conversions from and to Google's own shapes are in hours-conversion.ts, post-conversion.ts and
 * metrics-conversion.ts, and the checks of what a caller sends in profile-input.ts.
 */

import {
  PROFILE_CALL_TO_ACTIONS,
  PROFILE_DAYS,
  PROFILE_METRICS,
  PROFILE_PHOTO_CATEGORIES,
  PROFILE_POST_KINDS,
} from '../../../shared/api/google-profile';

/**
 * Google's own names for days, posts, calls to action, photo categories and daily metrics, defined once in the API's
 * contract (the client offers the same choices) and named here as the adapter speaks.
 */
export {
  PROFILE_DAYS as DAYS,
  PROFILE_POST_KINDS as POST_KINDS,
  PROFILE_CALL_TO_ACTIONS as CALL_TO_ACTIONS,
  PROFILE_PHOTO_CATEGORIES as PHOTO_CATEGORIES,
  PROFILE_METRICS as DAILY_METRICS,
};

export type Day = (typeof PROFILE_DAYS)[number];

/**
 * One opening period of a week day, 'HH:MM' (24 h). A close at or before the open ends on the next day
 * (22:00 → 02:00); '24:00' closes at the end of the same day. A day open twice has two periods.
 */
export type RegularPeriod = { day: Day; open: string; close: string };

/** A date whose hours differ: closed all day, or open from `open` to `close` (past midnight as above). */
export type SpecialPeriod = { date: string; closed: boolean; open?: string; close?: string };

export type ProfileHours = { regular: RegularPeriod[]; special: SpecialPeriod[] };

/** The Location fields an hours edit may touch, as Google's `updateMask` names them. */
export type HoursField = 'regularHours' | 'specialHours';

/**
 * The hours as Google holds them. `pending`: an edit waits for Google's review (`metadata.hasPendingEdits`) and
 * is not shown on Maps yet; `googleUpdated`: Google changed something on the profile itself (`hasGoogleUpdated`).
 */
export type HoursState = { hours: ProfileHours; state: 'applied' | 'pending'; googleUpdated: boolean };

export type HoursUpdate = HoursState & { updateMask: HoursField[] };

export type PostKind = (typeof PROFILE_POST_KINDS)[number];

/** Google's CallToAction.actionType values Bonavis offers (GET_OFFER is deprecated: an offer carries its own). */
export type CallToAction = (typeof PROFILE_CALL_TO_ACTIONS)[number];

/** Where a post stands on Google: `processing` until Google checked it, `rejected` by its content policy. */
export type PostState = 'live' | 'processing' | 'rejected' | 'unknown';

/** An event's (or offer's) dates, 'YYYY-MM-DD', with 'HH:MM' times or null for the whole day. */
export type PostSchedule = { startDate: string; startTime: string | null; endDate: string; endTime: string | null };

export type PostDraft = {
  kind: PostKind;
  summary: string;
  /** BCP 47, 'fr' for most establishments. */
  languageCode: string;
  /** The photo, by a public URL Google fetches itself. */
  photoUrl: string | null;
  /** Ignored by Google on offers. */
  callToAction: { action: CallToAction; url: string | null } | null;
  /** Required for events and offers (an offer's title and validity). */
  event: { title: string; schedule: PostSchedule } | null;
  offer: { couponCode: string | null; redeemUrl: string | null; terms: string | null } | null;
};

export type ProfilePost = PostDraft & {
  /** The last segment of Google's name, `accounts/…/locations/…/localPosts/{id}`. */
  id: string;
  state: PostState;
  /** Where the post is seen on Google Search, once live. */
  searchUrl: string | null;
  createdAt: string | null;
};

/** Google's LocationAssociation categories for a profile photo. */
export type PhotoCategory = (typeof PROFILE_PHOTO_CATEGORIES)[number];

/** A photo to add: by a URL Google fetches, or its bytes (the caller has bounded their size already). */
export type PhotoUpload = { category: PhotoCategory; description?: string } & (
  { sourceUrl: string } | { bytes: Uint8Array; contentType: 'image/jpeg' | 'image/png' }
);

export type ProfilePhoto = {
  /** The media key, last segment of `accounts/…/locations/…/media/{id}`. */
  id: string;
  category: PhotoCategory | null;
  /** Google's copy; it may change over time, so it is read, never stored. */
  googleUrl: string | null;
  thumbnailUrl: string | null;
  createdAt: string | null;
  width: number | null;
  height: number | null;
  description: string | null;
};

/** The Performance API's daily metrics Bonavis shows. */
export type DailyMetric = (typeof PROFILE_METRICS)[number];
export type MetricValues = Record<DailyMetric, number>;

/** Calendar days, both included, 'YYYY-MM-DD'. */
export type DayRange = { from: string; to: string };
/** One row per day of the range, every metric present (Google leaves zeros out). */
export type DailyMetricsRow = { date: string; values: MetricValues };

/** Months, both included, 'YYYY-MM'. */
export type MonthRange = { from: string; to: string };
/**
 * A search term people used to find the establishment over the range. Google gives either the count
 * (`impressions`) or, for small counts, only a bound (`fewerThan`): exactly one of the two is a number.
 */
export type KeywordCount = { keyword: string; impressions: number | null; fewerThan: number | null };

/** Google's names for one establishment: the v4 APIs (posts, photos) need the account, the v1 APIs only the location. */
export type ProfileLocation = { account: string; location: string };

/**
 * What Bonavis does on a Google Business Profile. Every method throws ProfileError (profile-error.ts).
 * `demo`: the stand-in's demonstration data, which the app labels as such.
 */
export type GoogleProfile = {
  kind: 'google' | 'stand-in';
  demo: boolean;
  getHours(location: ProfileLocation): Promise<HoursState>;
  /** Sends only what differs between `before` (as read) and `after`, naming it in the update mask. */
  updateHours(location: ProfileLocation, change: { before: ProfileHours; after: ProfileHours }): Promise<HoursUpdate>;
  listPosts(location: ProfileLocation): Promise<ProfilePost[]>;
  createPost(location: ProfileLocation, draft: PostDraft): Promise<ProfilePost>;
  deletePost(location: ProfileLocation, postId: string): Promise<void>;
  listMedia(location: ProfileLocation): Promise<ProfilePhoto[]>;
  createMedia(location: ProfileLocation, upload: PhotoUpload): Promise<ProfilePhoto>;
  deleteMedia(location: ProfileLocation, photoId: string): Promise<void>;
  fetchDailyMetrics(location: ProfileLocation, range: DayRange): Promise<DailyMetricsRow[]>;
  fetchMonthlyKeywords(location: ProfileLocation, range: MonthRange): Promise<KeywordCount[]>;
};
