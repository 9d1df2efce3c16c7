import { array, boolean, object } from 'yup';
import {
  PROFILE_CALL_TO_ACTIONS,
  PROFILE_DAYS,
  PROFILE_PERIODS,
  PROFILE_PHOTO_CATEGORIES,
  PROFILE_POST_IDEA_MAX_LENGTH,
  PROFILE_POST_KINDS,
  PROFILE_POST_REPEATS,
} from '../api/google-profile';
import { rowIdField } from './route-params';
import { stringField } from './string-field';

/*
 * The requests over an establishment's Google profile (docs/google-profile.md « The API »). Sizes are checked before
 * patterns, every pattern is linear; the adapter checks the same input again before any call to Google.
 */

const INVALID = 'validation.invalid';
/** Google's own bounds on a profile's hours. */
export const PROFILE_MAX_REGULAR_PERIODS = 50;
export const PROFILE_MAX_SPECIAL_PERIODS = 200;
/** Google's limit on a post's text. */
export const PROFILE_POST_MAX_LENGTH = 1500;
export const PROFILE_URL_MAX_LENGTH = 2048;
const PROFILE_TEXT_MAX_LENGTH = 200;
const PROFILE_TERMS_MAX_LENGTH = 5000;

const OPEN_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const ID_PATTERN = /^[\w-]+$/;
const LANGUAGE_PATTERN = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})?$/;
/** An ISO 8601 instant with its offset: '2026-12-20T09:00:00.000Z', '2026-12-20T10:00+01:00'. */
const INSTANT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;
const INSTANT_MAX_LENGTH = 29;
/** Where Bonavis serves a stored upload: `<its public address>/api/uploads/<name>.<png|jpg>`. */
const UPLOAD_PATH_PATTERN = /^\/api\/uploads\/[\w-]+\.(?:png|jpg)$/;

const isOpen = (value: string) => value.length === 5 && OPEN_PATTERN.test(value);
/** A real calendar date: '2026-02-30' is not. */
function isRealDate(value: string) {
  if (value.length !== 10 || !DATE_PATTERN.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}
/** An ISO instant that names a real time ('2026-02-30T…' does not). */
export function isInstant(value: string) {
  return value.length <= INSTANT_MAX_LENGTH && INSTANT_PATTERN.test(value) && !Number.isNaN(new Date(value).getTime());
}
/**
 * A photo Bonavis stored (`POST …/photos/upload`), which may be served over http outside production; the server checks
 * that its address is its own.
 */
export function isStoredUploadUrl(value: string) {
  if (value.length > PROFILE_URL_MAX_LENGTH) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && UPLOAD_PATH_PATTERN.test(url.pathname) && !url.search;
  } catch {
    return false;
  }
}
function isHttpsUrl(value: string) {
  if (value.length > PROFILE_URL_MAX_LENGTH) return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** 'HH:MM' from 00:00 to 23:59; a close may also be 24:00 (the end of the day). */
const openField = () =>
  stringField(INVALID)
    .max(5, INVALID)
    .test('time', INVALID, (value) => value === undefined || value === null || isOpen(value));
const closeField = () =>
  stringField(INVALID)
    .max(5, INVALID)
    .test('time', INVALID, (value) => value === undefined || value === null || value === '24:00' || isOpen(value));
const dateField = () =>
  stringField(INVALID)
    .max(10, INVALID)
    .test('date', INVALID, (value) => value === undefined || value === null || isRealDate(value))
    .required(INVALID);
const httpsField = () =>
  stringField(INVALID, { trim: true })
    .max(PROFILE_URL_MAX_LENGTH, INVALID)
    .test('https', INVALID, (value) => value === undefined || value === null || isHttpsUrl(value));
/** A photo's address: a public https one, or a photo stored by `POST …/photos/upload`. */
const photoUrlField = () =>
  stringField(INVALID, { trim: true })
    .max(PROFILE_URL_MAX_LENGTH, INVALID)
    .test('photo', INVALID, (value) => value === undefined || value === null || isHttpsUrl(value) || isStoredUploadUrl(value));

const regularPeriodSchema = object({
  day: stringField(INVALID)
    .oneOf([...PROFILE_DAYS], INVALID)
    .required(INVALID),
  open: openField().required(INVALID),
  close: closeField().required(INVALID),
});

/** A date closed all day, or open from `open` to `close` (both then required). */
const specialPeriodSchema = object({
  date: dateField(),
  closed: boolean().typeError(INVALID).required(INVALID),
  open: openField().optional(),
  close: closeField().optional(),
}).test('times', INVALID, (period) => period.closed || (period.open !== undefined && period.close !== undefined));

/** `PUT /locations/private/:id/hours`: the whole week and the exceptional dates, as they should be on Google. */
export const profileHoursSchema = object({
  regular: array(regularPeriodSchema).typeError(INVALID).max(PROFILE_MAX_REGULAR_PERIODS, INVALID).required(INVALID),
  special: array(specialPeriodSchema).typeError(INVALID).max(PROFILE_MAX_SPECIAL_PERIODS, INVALID).required(INVALID),
});

const scheduleSchema = object({
  startDate: dateField(),
  startTime: openField().nullable().default(null),
  endDate: dateField(),
  endTime: closeField().nullable().default(null),
}).test('order', INVALID, (schedule) => schedule.startDate <= schedule.endDate);

/**
 * `POST /locations/private/:id/posts`: a news, offer or event post, published at once, or at `publishAt` (an ISO instant;
 * the server checks it is ahead, by at most PROFILE_POST_MAX_AHEAD_DAYS, by its own clock). An event or an offer has
 * its title and dates; an offer's details only on offers; `CALL` takes no URL, the other actions an https one.
 */
export const profilePostSchema = object({
  kind: stringField(INVALID)
    .oneOf([...PROFILE_POST_KINDS], INVALID)
    .required(INVALID),
  summary: stringField(INVALID, { trim: true }).max(PROFILE_POST_MAX_LENGTH, INVALID).required(INVALID),
  languageCode: stringField(INVALID).max(12, INVALID).matches(LANGUAGE_PATTERN, INVALID).default('fr'),
  photoUrl: photoUrlField().nullable().default(null),
  publishAt: stringField(INVALID)
    .max(INSTANT_MAX_LENGTH, INVALID)
    .test('instant', INVALID, (value) => value === undefined || value === null || isInstant(value))
    .nullable()
    .default(null),
  repeat: stringField(INVALID)
    .oneOf([...PROFILE_POST_REPEATS], INVALID)
    .default('never'),
  callToAction: object({
    action: stringField(INVALID)
      .oneOf([...PROFILE_CALL_TO_ACTIONS], INVALID)
      .required(INVALID),
    url: httpsField().nullable().default(null),
  })
    .nullable()
    .default(null)
    .test('url', INVALID, (action) => !action || (action.action === 'CALL') === (action.url === null)),
  event: object({
    title: stringField(INVALID, { trim: true }).max(PROFILE_TEXT_MAX_LENGTH, INVALID).required(INVALID),
    schedule: scheduleSchema.required(INVALID),
  })
    .nullable()
    .default(null),
  offer: object({
    couponCode: stringField(INVALID, { trim: true }).max(PROFILE_TEXT_MAX_LENGTH, INVALID).nullable().default(null),
    redeemUrl: httpsField().nullable().default(null),
    terms: stringField(INVALID, { trim: true }).max(PROFILE_TERMS_MAX_LENGTH, INVALID).nullable().default(null),
  })
    .nullable()
    .default(null),
})
  .test(
    'kind',
    INVALID,
    (post) => (post.kind === 'news' ? post.event === null : post.event !== null) && (post.kind === 'offer' || post.offer === null),
  )
  // A series starts at a time of its own: a post published at once is published once.
  .test('repeat', INVALID, (post) => post.repeat === 'never' || post.publishAt !== null);

/**
 * `POST /locations/private/:id/posts/draft`: what the post should say, in the owner's words, for the AI to write it in
 * the establishment's tone.
 */
export const profilePostDraftSchema = object({
  kind: stringField(INVALID)
    .oneOf([...PROFILE_POST_KINDS], INVALID)
    .required(INVALID),
  idea: stringField(INVALID, { trim: true }).max(PROFILE_POST_IDEA_MAX_LENGTH, INVALID).required(INVALID),
});

/** `POST /locations/private/:id/photos`: a photo Google fetches from a public https address, or one Bonavis stored. */
export const profilePhotoSchema = object({
  sourceUrl: photoUrlField().required(INVALID),
  category: stringField(INVALID)
    .oneOf([...PROFILE_PHOTO_CATEGORIES], INVALID)
    .required(INVALID),
  description: stringField(INVALID, { trim: true }).max(PROFILE_TEXT_MAX_LENGTH, INVALID).optional(),
});

/** A post id or a photo's media key, as Google gives it: it goes into Google's path, so letters, digits, '-' and '_'. */
const googleIdField = () => stringField(INVALID).max(200, INVALID).matches(ID_PATTERN, INVALID).required(INVALID);

export const profilePostParamsSchema = object({ id: rowIdField(), postId: googleIdField() });
export const profilePhotoParamsSchema = object({ id: rowIdField(), photoId: googleIdField() });

/** `GET /dashboards/private/profile`: the period, full days ending yesterday (`?location=` is the access hook's). */
export const profileFiguresQuerySchema = object({
  period: stringField('validation.period.invalid')
    .oneOf([...PROFILE_PERIODS], 'validation.period.invalid')
    .default('30d'),
});
