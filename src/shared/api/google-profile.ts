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

export const ProfilePostSchema = object({
  id: string(),
  kind: oneOf(PROFILE_POST_KINDS),
  summary: string(),
  languageCode: string(),
  photoUrl: nullable(string()),
  callToAction: nullable(object({ action: oneOf(PROFILE_CALL_TO_ACTIONS), url: nullable(string()) })),
  event: nullable(object({ title: string(), schedule: ScheduleSchema })),
  offer: nullable(object({ couponCode: nullable(string()), redeemUrl: nullable(string()), terms: nullable(string()) })),
  state: oneOf(['live', 'processing', 'rejected', 'unknown'] as const),
  searchUrl: nullable(string()),
  createdAt: nullable(string()),
});
export type ProfilePostAnswer = Static<typeof ProfilePostSchema>;
export const ProfilePostsSchema = object({ items: array(ProfilePostSchema), demo: boolean() });

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

const MetricValuesSchema = record(string(), integer());

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
  establishments: array(object({ id: integer(), name: string(), connected: boolean(), problem: nullable(string()) })),
  demo: boolean(),
});
export type ProfileFigures = Static<typeof ProfileFiguresSchema>;
