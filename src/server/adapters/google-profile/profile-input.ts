import { daysBetween, isDate, isMonth } from './calendar';
import { invalid, type FieldViolation } from './profile-error';
import {
  CALL_TO_ACTIONS,
  DAYS,
  PHOTO_CATEGORIES,
  POST_KINDS,
  type DayRange,
  type MonthRange,
  type PhotoUpload,
  type PostDraft,
  type PostSchedule,
  type ProfileHours,
  type ProfileLocation,
} from './profile-types';

/*
 * What a caller sends is checked here, before any call: both implementations refuse the same input with the same
 * PROFILE_INVALID violations. Sizes are checked before patterns, and every pattern is linear.
 */

/** Google keeps about 18 months of figures: a longer range only costs quota. */
export const MAX_RANGE_DAYS = 550;
export const MAX_RANGE_MONTHS = 18;
/** Google's limit on a post's text. */
export const POST_SUMMARY_MAX_LENGTH = 1500;
const MAX_REGULAR_PERIODS = 50;
const MAX_SPECIAL_PERIODS = 200;
const URL_MAX_LENGTH = 2048;
const TEXT_MAX_LENGTH = 200;
const TERMS_MAX_LENGTH = 5000;

const OPEN_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const NAME_ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;
const RESOURCE_ID_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;
const LANGUAGE_PATTERN = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})?$/;

export const isOpenTime = (value: unknown): value is string => typeof value === 'string' && value.length === 5 && OPEN_PATTERN.test(value);
export const isCloseTime = (value: unknown): value is string => value === '24:00' || isOpenTime(value);

function isHttpsUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > URL_MAX_LENGTH) return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * A photo's address: https, or http on this machine (Bonavis's own uploads in development, before it has a public https
 * address: only the stand-in can read them, Google could not).
 */
function isPhotoUrl(value: unknown): value is string {
  if (isHttpsUrl(value)) return true;
  if (typeof value !== 'string' || value.length > URL_MAX_LENGTH) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' && ['localhost', '127.0.0.1'].includes(url.hostname);
  } catch {
    return false;
  }
}

const isText = (value: unknown, max: number) => typeof value === 'string' && value.trim() !== '' && value.length <= max;

function orThrow(violations: FieldViolation[]) {
  if (violations.length) throw invalid(violations);
}

function nameIdOk(name: unknown, prefix: string) {
  return typeof name === 'string' && name.startsWith(prefix) && NAME_ID_PATTERN.test(name.slice(prefix.length));
}

export function checkLocation(location: ProfileLocation): void {
  const violations: FieldViolation[] = [];
  if (!nameIdOk(location?.account, 'accounts/')) violations.push({ field: 'account', description: 'expected accounts/{id}' });
  if (!nameIdOk(location?.location, 'locations/')) violations.push({ field: 'location', description: 'expected locations/{id}' });
  orThrow(violations);
}

/** A post id or media key, which goes into a path: letters, digits, '-' and '_' only. */
export function checkResourceId(field: string, id: unknown): void {
  if (typeof id !== 'string' || !RESOURCE_ID_PATTERN.test(id)) orThrow([{ field, description: 'not an id Google gives' }]);
}

export function checkHours(hours: ProfileHours): void {
  const violations: FieldViolation[] = [];
  const regular = Array.isArray(hours?.regular) ? hours.regular : null;
  const special = Array.isArray(hours?.special) ? hours.special : null;
  if (!regular || regular.length > MAX_REGULAR_PERIODS)
    violations.push({ field: 'regular', description: `at most ${MAX_REGULAR_PERIODS}` });
  if (!special || special.length > MAX_SPECIAL_PERIODS)
    violations.push({ field: 'special', description: `at most ${MAX_SPECIAL_PERIODS}` });
  orThrow(violations);
  regular!.forEach((period, index) => {
    if (!(DAYS as readonly string[]).includes(period?.day))
      violations.push({ field: `regular[${index}].day`, description: 'a day of the week' });
    if (!isOpenTime(period?.open)) violations.push({ field: `regular[${index}].open`, description: 'HH:MM, 00:00 to 23:59' });
    if (!isCloseTime(period?.close)) violations.push({ field: `regular[${index}].close`, description: 'HH:MM, 00:00 to 24:00' });
  });
  special!.forEach((period, index) => {
    if (!isDate(period?.date)) violations.push({ field: `special[${index}].date`, description: 'a date, YYYY-MM-DD' });
    if (typeof period?.closed !== 'boolean') violations.push({ field: `special[${index}].closed`, description: 'true or false' });
    if (period?.closed !== false) return;
    if (!isOpenTime(period.open)) violations.push({ field: `special[${index}].open`, description: 'HH:MM, 00:00 to 23:59' });
    if (!isCloseTime(period.close)) violations.push({ field: `special[${index}].close`, description: 'HH:MM, 00:00 to 24:00' });
  });
  orThrow(violations);
}

function checkSchedule(draft: PostDraft, violations: FieldViolation[]) {
  const event = draft.event;
  if (!event || typeof event !== 'object') return violations.push({ field: 'event', description: 'required for events and offers' });
  if (!isText(event.title, TEXT_MAX_LENGTH)) violations.push({ field: 'event.title', description: `1 to ${TEXT_MAX_LENGTH} characters` });
  const schedule: Partial<PostSchedule> = event.schedule ?? {};
  if (!isDate(schedule?.startDate)) violations.push({ field: 'event.schedule.startDate', description: 'a date, YYYY-MM-DD' });
  if (!isDate(schedule?.endDate)) violations.push({ field: 'event.schedule.endDate', description: 'a date, YYYY-MM-DD' });
  else if (isDate(schedule.startDate) && schedule.endDate < schedule.startDate)
    violations.push({ field: 'event.schedule.endDate', description: 'on or after the start' });
  if (schedule?.startTime !== null && !isOpenTime(schedule?.startTime))
    violations.push({ field: 'event.schedule.startTime', description: 'HH:MM or null' });
  if (schedule?.endTime !== null && !isCloseTime(schedule?.endTime))
    violations.push({ field: 'event.schedule.endTime', description: 'HH:MM or null' });
}

export function checkPostDraft(draft: PostDraft): void {
  const violations: FieldViolation[] = [];
  if (!(POST_KINDS as readonly string[]).includes(draft?.kind)) violations.push({ field: 'kind', description: 'news, offer or event' });
  if (!isText(draft?.summary, POST_SUMMARY_MAX_LENGTH))
    violations.push({ field: 'summary', description: `1 to ${POST_SUMMARY_MAX_LENGTH} characters` });
  const language = draft?.languageCode;
  if (typeof language !== 'string' || language.length > 12 || !LANGUAGE_PATTERN.test(language))
    violations.push({ field: 'languageCode', description: "a language code such as 'fr'" });
  if (draft?.photoUrl !== null && !isPhotoUrl(draft?.photoUrl)) violations.push({ field: 'photoUrl', description: 'an https URL or null' });
  const action = draft?.callToAction;
  if (action) {
    if (!(CALL_TO_ACTIONS as readonly string[]).includes(action.action))
      violations.push({ field: 'callToAction.action', description: CALL_TO_ACTIONS.join(', ') });
    else if (action.action === 'CALL' ? action.url !== null : !isHttpsUrl(action.url))
      violations.push({ field: 'callToAction.url', description: 'an https URL (none for CALL)' });
  }
  if (draft?.kind === 'event' || draft?.kind === 'offer') checkSchedule(draft, violations);
  const offer = draft?.offer;
  if (offer && draft.kind !== 'offer') violations.push({ field: 'offer', description: 'only on offers' });
  if (offer && offer.couponCode !== null && !isText(offer.couponCode, TEXT_MAX_LENGTH))
    violations.push({ field: 'offer.couponCode', description: `1 to ${TEXT_MAX_LENGTH} characters or null` });
  if (offer && offer.redeemUrl !== null && !isHttpsUrl(offer.redeemUrl))
    violations.push({ field: 'offer.redeemUrl', description: 'an https URL or null' });
  if (offer && offer.terms !== null && !isText(offer.terms, TERMS_MAX_LENGTH))
    violations.push({ field: 'offer.terms', description: `1 to ${TERMS_MAX_LENGTH} characters or null` });
  orThrow(violations);
}

export function checkUpload(upload: PhotoUpload): void {
  const violations: FieldViolation[] = [];
  if (!(PHOTO_CATEGORIES as readonly string[]).includes(upload?.category))
    violations.push({ field: 'category', description: 'a photo category (EXTERIOR, INTERIOR…)' });
  if (upload?.description !== undefined && !isText(upload.description, TEXT_MAX_LENGTH))
    violations.push({ field: 'description', description: `1 to ${TEXT_MAX_LENGTH} characters` });
  if (upload && 'sourceUrl' in upload) {
    if (!isPhotoUrl(upload.sourceUrl)) violations.push({ field: 'sourceUrl', description: 'an https URL' });
  } else if (!(upload?.bytes instanceof Uint8Array) || upload.bytes.length === 0) {
    violations.push({ field: 'bytes', description: 'the photo, or a sourceUrl' });
  } else if (!['image/jpeg', 'image/png'].includes(upload.contentType)) {
    violations.push({ field: 'contentType', description: 'image/jpeg or image/png' });
  }
  orThrow(violations);
}

export function checkDayRange(range: DayRange): void {
  const violations: FieldViolation[] = [];
  if (!isDate(range?.from)) violations.push({ field: 'from', description: 'a date, YYYY-MM-DD' });
  if (!isDate(range?.to)) violations.push({ field: 'to', description: 'a date, YYYY-MM-DD' });
  else if (isDate(range.from) && (range.to < range.from || daysBetween(range.from, range.to) >= MAX_RANGE_DAYS))
    violations.push({ field: 'to', description: `on or after from, at most ${MAX_RANGE_DAYS} days` });
  orThrow(violations);
}

export function checkMonthRange(range: MonthRange): void {
  const violations: FieldViolation[] = [];
  if (!isMonth(range?.from)) violations.push({ field: 'from', description: 'a month, YYYY-MM' });
  if (!isMonth(range?.to)) violations.push({ field: 'to', description: 'a month, YYYY-MM' });
  else if (isMonth(range.from)) {
    const months =
      (Number(range.to.slice(0, 4)) - Number(range.from.slice(0, 4))) * 12 + Number(range.to.slice(5)) - Number(range.from.slice(5));
    if (months < 0 || months >= MAX_RANGE_MONTHS)
      violations.push({ field: 'to', description: `on or after from, at most ${MAX_RANGE_MONTHS} months` });
  }
  orThrow(violations);
}
