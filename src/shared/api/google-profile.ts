import { array, boolean, integer, nullable, object, oneOf, optional, record, string, type Static } from './schema';

/**
 * An establishment's Google Business Profile as the API shows it (docs/google-profile.md): its hours, posts, photos
 * and figures. The lists below are Google's own names, defined here once: the server's adapter
 * (`adapters/google-profile`) and the client read them.
 */

/** Google's DayOfWeek names, Monday first as in France. */
export const PROFILE_DAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
export const PROFILE_POST_KINDS = ['news', 'offer', 'event'] as const;
/** Google's call-to-action types Bonavis offers (`CALL` takes no URL: it calls the profile's number). */
export const PROFILE_CALL_TO_ACTIONS = ['BOOK', 'ORDER', 'SHOP', 'LEARN_MORE', 'SIGN_UP', 'CALL'] as const;
export const PROFILE_PHOTO_CATEGORIES = [
  'COVER',
  'PROFILE',
  'LOGO',
  'EXTERIOR',
  'INTERIOR',
  'PRODUCT',
  'AT_WORK',
  'FOOD_AND_DRINK',
  'MENU',
  'COMMON_AREA',
  'ROOMS',
  'TEAMS',
  'ADDITIONAL',
] as const;
/** The daily figures Google gives; the four impressions add up to « vues de la fiche ». */
export const PROFILE_METRICS = [
  'BUSINESS_IMPRESSIONS_DESKTOP_MAPS',
  'BUSINESS_IMPRESSIONS_DESKTOP_SEARCH',
  'BUSINESS_IMPRESSIONS_MOBILE_MAPS',
  'BUSINESS_IMPRESSIONS_MOBILE_SEARCH',
  'CALL_CLICKS',
  'BUSINESS_DIRECTION_REQUESTS',
  'WEBSITE_CLICKS',
  'BUSINESS_BOOKINGS',
  'BUSINESS_FOOD_ORDERS',
] as const;
/** The profile dashboard's periods: full days ending yesterday (today's figures are incomplete). */
export const PROFILE_PERIODS = ['7d', '30d', '90d'] as const;
export type ProfilePeriod = (typeof PROFILE_PERIODS)[number];
export const PROFILE_PERIOD_DAYS: Record<ProfilePeriod, number> = { '7d': 7, '30d': 30, '90d': 90 };

const RegularPeriodSchema = object({ day: oneOf(PROFILE_DAYS), open: string(), close: string() });
const SpecialPeriodSchema = object({ date: string(), closed: boolean(), open: optional(string()), close: optional(string()) });

/** The hours as Google holds them: `pending` while an edit waits for Google's review (not shown on Maps yet). */
export const ProfileHoursSchema = object({
  regular: array(RegularPeriodSchema),
  special: array(SpecialPeriodSchema),
  state: oneOf(['applied', 'pending'] as const),
  /** Google changed something on the profile itself, which the owner may want to check. */
  googleUpdated: boolean(),
  /** After an edit: the fields sent to Google (none when nothing changed). */
  updated: optional(array(oneOf(['regularHours', 'specialHours'] as const))),
  /** The offline stand-in's demonstration data. */
  demo: boolean(),
});
export type ProfileHoursAnswer = Static<typeof ProfileHoursSchema>;

const ScheduleSchema = object({ startDate: string(), startTime: nullable(string()), endDate: string(), endTime: nullable(string()) });

/**
 * Where a post stands: Google's states once published (`processing` until Google checked it, `rejected` by its content
 * policy), or Bonavis's own before that: `scheduled` waits for its `publishAt`, `failed` when the job could not publish
 * it (`problem`: the refusal's code, e.g. `PROFILE_FORBIDDEN`).
 */
export const PROFILE_POST_STATES = ['live', 'processing', 'rejected', 'unknown', 'scheduled', 'failed'] as const;
export type ProfilePostState = (typeof PROFILE_POST_STATES)[number];
/**
 * How a scheduled post comes back: Google's posts have no repetition of their own, so each time the job publishes one
 * of a series it schedules the next, a week or a month later at the same Paris time.
 */
export const PROFILE_POST_REPEATS = ['never', 'weekly', 'monthly'] as const;
export type ProfilePostRepeat = (typeof PROFILE_POST_REPEATS)[number];
/** How far ahead a post may be scheduled. */
export const PROFILE_POST_MAX_AHEAD_DAYS = 365;
/** The idea an AI draft of a post is written from. */
export const PROFILE_POST_IDEA_MAX_LENGTH = 500;
/** How many days ahead the hours' reminder looks for a French public holiday. */
export const PROFILE_HOLIDAY_REMINDER_DAYS = 14;

export const ProfilePostSchema = object({
  /** Google's post id once published; a post still in Bonavis (scheduled, failed) is `scheduled-<n>`. */
  id: string(),
  kind: oneOf(PROFILE_POST_KINDS),
  summary: string(),
  languageCode: string(),
  photoUrl: nullable(string()),
  callToAction: nullable(object({ action: oneOf(PROFILE_CALL_TO_ACTIONS), url: nullable(string()) })),
  event: nullable(object({ title: string(), schedule: ScheduleSchema })),
  offer: nullable(object({ couponCode: nullable(string()), redeemUrl: nullable(string()), terms: nullable(string()) })),
  state: oneOf(PROFILE_POST_STATES),
  searchUrl: nullable(string()),
  createdAt: nullable(string()),
  /** When a post written in Bonavis is (or was) to be published, ISO; null for one published at once or on Google. */
  publishAt: nullable(string()),
  /** A scheduled post's series (`never` for a single one and for Google's posts). */
  repeat: oneOf(PROFILE_POST_REPEATS),
  /** Why a `failed` post could not be published (a `PROFILE_…` code), else null. */
  problem: nullable(string()),
});
export type ProfilePostAnswer = Static<typeof ProfilePostSchema>;
/** The scheduled and failed posts written in Bonavis first (soonest first), then Google's, newest first. */
export const ProfilePostsSchema = object({ items: array(ProfilePostSchema), demo: boolean() });
/** `POST …/posts/draft`: a post's text written by the AI in the establishment's tone, to edit before publishing. */
export const ProfilePostDraftSchema = object({ summary: string() });
export type ProfilePostDraft = Static<typeof ProfilePostDraftSchema>;

export const ProfilePhotoSchema = object({
  id: string(),
  category: nullable(oneOf(PROFILE_PHOTO_CATEGORIES)),
  googleUrl: nullable(string()),
  thumbnailUrl: nullable(string()),
  createdAt: nullable(string()),
  width: nullable(integer()),
  height: nullable(integer()),
  description: nullable(string()),
});
export type ProfilePhotoAnswer = Static<typeof ProfilePhotoSchema>;
export const ProfilePhotosSchema = object({ items: array(ProfilePhotoSchema), demo: boolean() });
/**
 * `POST …/photos/upload` (multipart `file`, JPEG or PNG, the pictures' size bound): the stored photo's public address,
 * to send as a photo's `sourceUrl` or a post's `photoUrl` (Google fetches it from there).
 */
export const ProfilePhotoUploadSchema = object({ url: string() });
export type ProfilePhotoUpload = Static<typeof ProfilePhotoUploadSchema>;

/**
 * `GET …/hours/reminder`: the next French public holiday within PROFILE_HOLIDAY_REMINDER_DAYS days (today included)
 * that the profile has no special hours for, its date `YYYY-MM-DD` and French name (« Noël »); null when none. The app
 * says « Le <jour> approche : vos horaires ? ».
 */
export const HolidayReminderSchema = object({ holiday: nullable(object({ date: string(), name: string() })) });
export type HolidayReminder = Static<typeof HolidayReminderSchema>;

const MetricValuesSchema = record(string(), integer());

/** A search term people found the profile with, over the last full month: `fewerThan`: Google gives only a bound (< 15). */
export const ProfileKeywordSchema = object({ keyword: string(), impressions: integer(), fewerThan: boolean() });
export type ProfileKeyword = Static<typeof ProfileKeywordSchema>;

/**
 * The profile's figures over a period, for one establishment or the network: each metric summed over the days of the
 * connected establishments (`impressions`: the four impression metrics), and per day for a chart. Establishments not
 * connected to Google are listed with `connected: false` and left out of the sums; on the network, one whose figures
 * Google refused is listed with the refusal's code (`problem`) and left out too, so it never hides the others'.
 */
export const ProfileFiguresSchema = object({
  period: oneOf(PROFILE_PERIODS),
  range: object({ from: string(), to: string() }),
  totals: MetricValuesSchema,
  impressions: integer(),
  days: array(object({ date: string(), values: MetricValuesSchema, impressions: integer() })),
  /** The period of the same length just before (`range` ends the day before it starts). */
  previous: object({ totals: MetricValuesSchema, impressions: integer() }),
  /** The last 12 calendar months, oldest first (`YYYY-MM`), the current one included (up to yesterday). */
  months: array(object({ month: string(), totals: MetricValuesSchema, impressions: integer() })),
  /** The last full month's top 10 search terms, most first (summed across the network); empty where Google gives none. */
  keywords: array(ProfileKeywordSchema),
  establishments: array(object({ id: integer(), name: string(), connected: boolean(), problem: nullable(string()) })),
  demo: boolean(),
});
export type ProfileFigures = Static<typeof ProfileFiguresSchema>;

/** The Google profile's page of a month's report: the month's sums of its days, and its top search terms. */
export type ProfileReportMonth = {
  calls: number;
  directions: number;
  websiteClicks: number;
  impressions: number;
  keywords: ProfileKeyword[];
};
