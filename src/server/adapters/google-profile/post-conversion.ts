import { dateOfGoogle, googleDateOf } from './calendar';
import type { GoogleLocalPost, GoogleMediaItem, GoogleTimeInterval } from './google-shapes';
import { clockOf, timeOfClock } from './hours-conversion';
import {
  CALL_TO_ACTIONS,
  PHOTO_CATEGORIES,
  type CallToAction,
  type PhotoCategory,
  type PhotoUpload,
  type PostDraft,
  type PostKind,
  type PostSchedule,
  type PostState,
  type ProfilePhoto,
  type ProfilePost,
} from './profile-types';

const TOPICS: Record<PostKind, string> = { news: 'STANDARD', offer: 'OFFER', event: 'EVENT' };
const KINDS: Record<string, PostKind> = { STANDARD: 'news', OFFER: 'offer', EVENT: 'event' };
const STATES: Record<string, PostState> = { LIVE: 'live', PROCESSING: 'processing', REJECTED: 'rejected' };

/** The last segment of a Google resource name: the id Bonavis shows and sends back. */
export const idOfName = (name: string | undefined) => (name ?? '').slice((name ?? '').lastIndexOf('/') + 1);

/** Bonavis's kinds only: ALERT posts (Google's retired COVID-19 updates) are not listed. */
export const isBonavisPost = (post: GoogleLocalPost) => (post.topicType ?? '') in KINDS;

function scheduleFromGoogle(schedule: GoogleTimeInterval | undefined): PostSchedule {
  return {
    startDate: dateOfGoogle(schedule?.startDate),
    startTime: schedule?.startTime ? clockOf(schedule.startTime) : null,
    endDate: dateOfGoogle(schedule?.endDate),
    endTime: schedule?.endTime ? clockOf(schedule.endTime) : null,
  };
}

function scheduleToGoogle(schedule: PostSchedule): GoogleTimeInterval {
  return {
    startDate: googleDateOf(schedule.startDate),
    ...(schedule.startTime ? { startTime: timeOfClock(schedule.startTime) } : {}),
    endDate: googleDateOf(schedule.endDate),
    ...(schedule.endTime ? { endTime: timeOfClock(schedule.endTime) } : {}),
  };
}

export function postFromGoogle(post: GoogleLocalPost): ProfilePost {
  const photo = post.media?.find((item) => item.mediaFormat !== 'VIDEO');
  const action = post.callToAction?.actionType;
  return {
    id: idOfName(post.name),
    kind: KINDS[post.topicType ?? ''] ?? 'news',
    summary: post.summary ?? '',
    languageCode: post.languageCode ?? '',
    photoUrl: photo?.googleUrl ?? photo?.sourceUrl ?? null,
    callToAction:
      action && (CALL_TO_ACTIONS as readonly string[]).includes(action)
        ? { action: action as CallToAction, url: post.callToAction?.url ?? null }
        : null,
    event: post.event ? { title: post.event.title ?? '', schedule: scheduleFromGoogle(post.event.schedule) } : null,
    offer: post.offer
      ? {
          couponCode: post.offer.couponCode ?? null,
          redeemUrl: post.offer.redeemOnlineUrl ?? null,
          terms: post.offer.termsConditions ?? null,
        }
      : null,
    state: STATES[post.state ?? ''] ?? 'unknown',
    searchUrl: post.searchUrl ?? null,
    createdAt: post.createTime ?? null,
  };
}

/** The LocalPost to create; what Google ignores (a call to action on an offer) is not sent. */
export function postToGoogle(draft: PostDraft): GoogleLocalPost {
  const { offer, event, callToAction } = draft;
  return {
    languageCode: draft.languageCode,
    summary: draft.summary,
    topicType: TOPICS[draft.kind],
    ...(draft.photoUrl ? { media: [{ mediaFormat: 'PHOTO', sourceUrl: draft.photoUrl }] } : {}),
    ...(callToAction && draft.kind !== 'offer'
      ? { callToAction: { actionType: callToAction.action, ...(callToAction.url ? { url: callToAction.url } : {}) } }
      : {}),
    ...(event && draft.kind !== 'news' ? { event: { title: event.title, schedule: scheduleToGoogle(event.schedule) } } : {}),
    ...(offer && draft.kind === 'offer'
      ? {
          offer: {
            ...(offer.couponCode ? { couponCode: offer.couponCode } : {}),
            ...(offer.redeemUrl ? { redeemOnlineUrl: offer.redeemUrl } : {}),
            ...(offer.terms ? { termsConditions: offer.terms } : {}),
          },
        }
      : {}),
  };
}

export function photoFromGoogle(item: GoogleMediaItem): ProfilePhoto {
  const category = item.locationAssociation?.category;
  return {
    id: idOfName(item.name),
    category: category && (PHOTO_CATEGORIES as readonly string[]).includes(category) ? (category as PhotoCategory) : null,
    googleUrl: item.googleUrl ?? null,
    thumbnailUrl: item.thumbnailUrl ?? null,
    createdAt: item.createTime ?? null,
    width: item.dimensions?.widthPixels ?? null,
    height: item.dimensions?.heightPixels ?? null,
    description: item.description ?? null,
  };
}

/** The MediaItem to create: by URL, or by the data reference of bytes already uploaded (`media:startUpload`). */
export function photoToGoogle(upload: PhotoUpload, uploadedResource: string | null): GoogleMediaItem {
  return {
    mediaFormat: 'PHOTO',
    locationAssociation: { category: upload.category },
    ...(upload.description ? { description: upload.description } : {}),
    ...('sourceUrl' in upload ? { sourceUrl: upload.sourceUrl } : { dataRef: { resourceName: uploadedResource ?? '' } }),
  };
}
