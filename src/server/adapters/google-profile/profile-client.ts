import { googleDateOf } from './calendar';
import type {
  GoogleKeywordsPage,
  GoogleLocalPost,
  GoogleLocalPostsPage,
  GoogleLocation,
  GoogleMediaItem,
  GoogleMediaPage,
  GoogleMultiDailyMetrics,
} from './google-shapes';
import { hoursStateOf, hoursToGoogle, hoursUpdateMask, normalizeHours } from './hours-conversion';
import { dailyRowsOf, keywordsOf } from './metrics-conversion';
import { isBonavisPost, photoFromGoogle, photoToGoogle, postFromGoogle, postToGoogle } from './post-conversion';
import { ProfileError } from './profile-error';
import { createProfileHttp, type ProfileHttpOptions } from './profile-http';
import { checkDayRange, checkHours, checkLocation, checkMonthRange, checkPostDraft, checkResourceId, checkUpload } from './profile-input';
import { DAILY_METRICS, type GoogleProfile, type ProfileLocation } from './profile-types';

/** Google's largest page of posts, photos and keywords. */
export const PAGE_SIZE = 100;
/** Pages read at most per list: past this an establishment's list is cut, and the quota spent stays bounded. */
export const MAX_PAGES = 5;
/** Google's data reference goes into the upload path as it is (`{resourceName=**}`): nothing else may. */
const UPLOAD_RESOURCE_PATTERN = /^[\w./-]+$/;
/** What Bonavis reads of a Location for its hours. */
export const HOURS_READ_MASK = 'name,regularHours,specialHours,metadata';

/** Every page of a list, following nextPageToken, at most MAX_PAGES calls. */
async function allPages<Page extends { nextPageToken?: string }, Item>(
  read: (pageToken: string | null) => Promise<Page>,
  itemsOf: (page: Page) => Item[],
): Promise<Item[]> {
  const items: Item[] = [];
  let pageToken: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const answer: Page = await read(pageToken);
    items.push(...itemsOf(answer));
    pageToken = answer.nextPageToken ?? null;
    if (!pageToken) break;
  }
  return items;
}

const paged = (fields: Record<string, string>, pageToken: string | null) =>
  new URLSearchParams({ ...fields, ...(pageToken ? { pageToken } : {}) });

/**
 * Google Business Profile's APIs for one establishment's profile, over plain HTTPS: hours (Business Information
 * `locations.get` / `locations.patch` with an update mask), posts and photos (My Business v4 `localPosts`, `media`),
 * figures (Business Profile Performance). Input is checked before any call (profile-input.ts).
 */
export function createProfileClient(options: ProfileHttpOptions): GoogleProfile {
  const { url, call } = createProfileHttp(options);
  const v4 = (location: ProfileLocation, path: string, query?: URLSearchParams) =>
    url('v4', `/v4/${location.account}/${location.location}${path}`, query);

  async function getHours(location: ProfileLocation) {
    checkLocation(location);
    const answer = await call<GoogleLocation>(
      url('information', `/v1/${location.location}`, new URLSearchParams({ readMask: HOURS_READ_MASK })),
    );
    return hoursStateOf(answer);
  }

  return {
    kind: 'google',
    demo: false,
    getHours,

    async updateHours(location, { before, after }) {
      checkLocation(location);
      checkHours(after);
      const updateMask = hoursUpdateMask(before, after);
      // Nothing changed: no patch (it would only spend quota), Google's current state instead.
      if (!updateMask.length) return { ...(await getHours(location)), updateMask };
      const answer = await call<GoogleLocation>(
        url('information', `/v1/${location.location}`, new URLSearchParams({ updateMask: updateMask.join(',') })),
        { method: 'PATCH', body: hoursToGoogle(normalizeHours(after), updateMask) },
      );
      return { ...hoursStateOf(answer), updateMask };
    },

    async listPosts(location) {
      checkLocation(location);
      const posts = await allPages(
        (pageToken) => call<GoogleLocalPostsPage>(v4(location, '/localPosts', paged({ pageSize: String(PAGE_SIZE) }, pageToken))),
        (page) => page.localPosts ?? [],
      );
      return posts.filter(isBonavisPost).map(postFromGoogle);
    },

    async createPost(location, draft) {
      checkLocation(location);
      checkPostDraft(draft);
      return postFromGoogle(await call<GoogleLocalPost>(v4(location, '/localPosts'), { method: 'POST', body: postToGoogle(draft) }));
    },

    async deletePost(location, postId) {
      checkLocation(location);
      checkResourceId('postId', postId);
      await call(v4(location, `/localPosts/${postId}`), { method: 'DELETE' });
    },

    async listMedia(location) {
      checkLocation(location);
      const items = await allPages(
        (pageToken) => call<GoogleMediaPage>(v4(location, '/media', paged({ pageSize: String(PAGE_SIZE) }, pageToken))),
        (page) => page.mediaItems ?? [],
      );
      return items.filter((item) => item.mediaFormat !== 'VIDEO').map(photoFromGoogle);
    },

    async createMedia(location, upload) {
      checkLocation(location);
      checkUpload(upload);
      let resourceName: string | null = null;
      if ('bytes' in upload) {
        // Bytes go in two steps: a data reference, then the bytes to the upload host; the item then points at them.
        const ref = await call<{ resourceName?: string }>(v4(location, '/media:startUpload'), { method: 'POST', body: {} });
        resourceName = ref.resourceName ?? '';
        if (resourceName.length > 500 || !UPLOAD_RESOURCE_PATTERN.test(resourceName))
          throw new ProfileError('PROFILE_UNAVAILABLE', 'Google gave no usable upload reference');
        await call(url('v4', `/upload/v1/media/${resourceName}`, new URLSearchParams({ upload_type: 'media' })), {
          method: 'POST',
          bytes: upload.bytes,
          contentType: upload.contentType,
        });
      }
      const created = await call<GoogleMediaItem>(v4(location, '/media'), { method: 'POST', body: photoToGoogle(upload, resourceName) });
      return photoFromGoogle(created);
    },

    async deleteMedia(location, photoId) {
      checkLocation(location);
      checkResourceId('photoId', photoId);
      await call(v4(location, `/media/${photoId}`), { method: 'DELETE' });
    },

    async fetchDailyMetrics(location, range) {
      checkLocation(location);
      checkDayRange(range);
      const query = new URLSearchParams(DAILY_METRICS.map((metric) => ['dailyMetrics', metric]));
      for (const [edge, date] of [
        ['startDate', range.from],
        ['endDate', range.to],
      ] as const) {
        const { year, month, day } = googleDateOf(date);
        query.set(`dailyRange.${edge}.year`, String(year));
        query.set(`dailyRange.${edge}.month`, String(month));
        query.set(`dailyRange.${edge}.day`, String(day));
      }
      const answer = await call<GoogleMultiDailyMetrics>(
        url('performance', `/v1/${location.location}:fetchMultiDailyMetricsTimeSeries`, query),
      );
      return dailyRowsOf(answer, range);
    },

    async fetchMonthlyKeywords(location, range) {
      checkLocation(location);
      checkMonthRange(range);
      const months = {
        'monthlyRange.startMonth.year': range.from.slice(0, 4),
        'monthlyRange.startMonth.month': String(Number(range.from.slice(5, 7))),
        'monthlyRange.endMonth.year': range.to.slice(0, 4),
        'monthlyRange.endMonth.month': String(Number(range.to.slice(5, 7))),
        pageSize: String(PAGE_SIZE),
      };
      return allPages(
        (pageToken) =>
          call<GoogleKeywordsPage>(
            url('performance', `/v1/${location.location}/searchkeywords/impressions/monthly`, paged(months, pageToken)),
          ),
        keywordsOf,
      );
    },
  };
}
