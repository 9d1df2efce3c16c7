import {
  PROFILE_POST_MAX_AHEAD_DAYS,
  type PROFILE_CALL_TO_ACTIONS,
  type PROFILE_POST_KINDS,
  type ProfilePostRepeat,
} from '../../../shared/api/google-profile';
import { PROFILE_POST_MAX_LENGTH, PROFILE_URL_MAX_LENGTH, isStoredUploadUrl } from '../../../shared/validation/profile-schemas';
import type { ProfilePostInput } from '../../api/google-profile-api';
import { parisInstant } from '../../../shared/paris-day';

/*
 * The composer's post, as its fields hold it (text everywhere, '' for nothing), and the request it becomes. The checks
 * are the API's (profile-schemas.ts), said per field.
 */

export type PostKind = (typeof PROFILE_POST_KINDS)[number];
export type CallToAction = (typeof PROFILE_CALL_TO_ACTIONS)[number];
export type PostForm = {
  kind: PostKind;
  summary: string;
  photoUrl: string;
  action: CallToAction | '';
  actionUrl: string;
  title: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  couponCode: string;
  redeemUrl: string;
  terms: string;
  /** « Programmer »: the date and time (Paris, as the owner types them) to publish at; '' publishes now. */
  when: 'now' | 'later';
  publishDate: string;
  publishTime: string;
  /** A scheduled post published again every week or month (the server schedules each next one). */
  repeat: ProfilePostRepeat;
};
export type PostErrors = Partial<Record<keyof PostForm, string>>;

const TITLE_MAX_LENGTH = 200;
const TERMS_MAX_LENGTH = 5000;

export const emptyPost = (): PostForm => ({
  kind: 'news',
  summary: '',
  photoUrl: '',
  action: '',
  actionUrl: '',
  title: '',
  startDate: '',
  startTime: '',
  endDate: '',
  endTime: '',
  couponCode: '',
  redeemUrl: '',
  terms: '',
  when: 'now',
  publishDate: '',
  publishTime: '',
  repeat: 'never',
});

const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const isTime = (value: string) => value.length === 5 && TIME.test(value);
function isRealDate(value: string) {
  if (value.length !== 10 || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}
function isHttps(value: string) {
  if (value.length > PROFILE_URL_MAX_LENGTH) return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** The form's mistakes, per field; empty when it may be sent. `now` is the clock's, to judge a schedule. */
export function postErrors(form: PostForm, now: Date): PostErrors {
  const errors: PostErrors = {};
  const summary = form.summary.trim();
  if (summary.length === 0) errors.summary = 'googleProfile.posts.errors.summaryRequired';
  else if (summary.length > PROFILE_POST_MAX_LENGTH) errors.summary = 'googleProfile.posts.errors.summaryTooLong';
  if (form.photoUrl && !isHttps(form.photoUrl.trim()) && !isStoredUploadUrl(form.photoUrl.trim()))
    errors.photoUrl = 'googleProfile.posts.errors.url';
  if (form.action && form.action !== 'CALL' && !isHttps(form.actionUrl.trim())) errors.actionUrl = 'googleProfile.posts.errors.url';
  if (form.kind !== 'news') {
    if (!form.title.trim()) errors.title = 'googleProfile.posts.errors.titleRequired';
    else if (form.title.trim().length > TITLE_MAX_LENGTH) errors.title = 'googleProfile.posts.errors.titleTooLong';
    if (!isRealDate(form.startDate)) errors.startDate = 'googleProfile.posts.errors.date';
    if (!isRealDate(form.endDate)) errors.endDate = 'googleProfile.posts.errors.date';
    else if (isRealDate(form.startDate) && form.endDate < form.startDate) errors.endDate = 'googleProfile.posts.errors.endBeforeStart';
    if (form.startTime && !isTime(form.startTime)) errors.startTime = 'googleProfile.posts.errors.time';
    if (form.endTime && !isTime(form.endTime)) errors.endTime = 'googleProfile.posts.errors.time';
  }
  if (form.kind === 'offer') {
    if (form.redeemUrl && !isHttps(form.redeemUrl.trim())) errors.redeemUrl = 'googleProfile.posts.errors.url';
    if (form.couponCode.trim().length > TITLE_MAX_LENGTH) errors.couponCode = 'googleProfile.posts.errors.couponTooLong';
    if (form.terms.trim().length > TERMS_MAX_LENGTH) errors.terms = 'googleProfile.posts.errors.termsTooLong';
  }
  if (form.when === 'later') {
    if (!isRealDate(form.publishDate)) errors.publishDate = 'googleProfile.posts.errors.date';
    else if (!isTime(form.publishTime)) errors.publishTime = 'googleProfile.posts.errors.time';
    else {
      const at = parisInstant(form.publishDate, form.publishTime).getTime();
      if (at <= now.getTime()) errors.publishDate = 'googleProfile.posts.errors.publishPast';
      else if (at > now.getTime() + PROFILE_POST_MAX_AHEAD_DAYS * 24 * 3600 * 1000)
        errors.publishDate = 'googleProfile.posts.errors.publishTooFar';
    }
  }
  return errors;
}

const orNull = (value: string) => (value.trim() ? value.trim() : null);

/** The request: only the fields of its kind; `publishAt` (an instant) when scheduled. */
export function toPostRequest(form: PostForm): ProfilePostInput {
  const event =
    form.kind === 'news'
      ? null
      : {
          title: form.title.trim(),
          schedule: { startDate: form.startDate, startTime: orNull(form.startTime), endDate: form.endDate, endTime: orNull(form.endTime) },
        };
  return {
    kind: form.kind,
    summary: form.summary.trim(),
    languageCode: 'fr',
    photoUrl: orNull(form.photoUrl),
    callToAction: form.action ? { action: form.action, url: form.action === 'CALL' ? null : form.actionUrl.trim() } : null,
    event,
    offer:
      form.kind === 'offer' ? { couponCode: orNull(form.couponCode), redeemUrl: orNull(form.redeemUrl), terms: orNull(form.terms) } : null,
    publishAt: form.when === 'later' ? parisInstant(form.publishDate, form.publishTime).toISOString() : null,
    repeat: form.when === 'later' ? form.repeat : 'never',
  };
}
