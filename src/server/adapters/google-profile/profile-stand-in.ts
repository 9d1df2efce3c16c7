import { createHash } from 'node:crypto';
import { datesOf, googleDateOf } from './calendar';
import type { GoogleKeywordsPage, GoogleLocalPost, GoogleLocation, GoogleMediaItem, GoogleMultiDailyMetrics } from './google-shapes';
import { hoursStateOf, hoursToGoogle, hoursUpdateMask, normalizeHours, regularToGoogle } from './hours-conversion';
import { dailyRowsOf, keywordsOf } from './metrics-conversion';
import { photoFromGoogle, photoToGoogle, postFromGoogle, postToGoogle } from './post-conversion';
import { ProfileError } from './profile-error';
import { checkDayRange, checkHours, checkLocation, checkMonthRange, checkPostDraft, checkResourceId, checkUpload } from './profile-input';
import { DAILY_METRICS, type DailyMetric, type GoogleProfile, type ProfileLocation, type RegularPeriod } from './profile-types';

/** How long an hours edit stays « en attente de validation par Google » in the stand-in. */
export const STAND_IN_PENDING_MS = 10 * 60_000;
/** Profiles kept (oldest dropped), and posts or photos per profile: the stand-in runs inside a public server. */
export const STAND_IN_MAX_PROFILES = 1000;
export const STAND_IN_MAX_ITEMS = 100;
/** Google shows a small keyword count only as « fewer than » this. */
export const STAND_IN_KEYWORD_THRESHOLD = 15;

/** The demonstration bakery's week: closed on Monday, a lunch break, Sunday mornings. */
const DEMO_WEEK: RegularPeriod[] = [
  ...(['TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'] as const).flatMap((day) => [
    { day, open: '07:00', close: '13:00' },
    { day, open: '15:00', close: '19:30' },
  ]),
  { day: 'SUNDAY', open: '07:00', close: '13:00' },
];

/** Daily figures of a small shop around which the demonstration varies (mobile searches dominate, as in France). */
const DEMO_DAILY_BASE: Record<DailyMetric, number> = {
  BUSINESS_IMPRESSIONS_DESKTOP_MAPS: 6,
  BUSINESS_IMPRESSIONS_DESKTOP_SEARCH: 9,
  BUSINESS_IMPRESSIONS_MOBILE_MAPS: 28,
  BUSINESS_IMPRESSIONS_MOBILE_SEARCH: 22,
  CALL_CLICKS: 2,
  BUSINESS_DIRECTION_REQUESTS: 4,
  WEBSITE_CLICKS: 3,
  BUSINESS_BOOKINGS: 1,
  BUSINESS_FOOD_ORDERS: 0.5,
};
const DEMO_KEYWORDS: [string, number][] = [
  ['boulangerie', 120],
  ['boulangerie près de moi', 85],
  ['pain au levain', 30],
  ['croissant', 24],
  ['boulangerie ouverte dimanche', 18],
  ['pâtisserie', 12],
  ['galette des rois', 6],
  ['baguette tradition', 4],
];

/** The stand-in's stated policy, as Google's: a post must not carry a phone number (it belongs in the profile). */
const PHONE_PATTERN = /(?:\+33|\b0)[1-9](?:[\s.-]?\d{2}){4}\b/;

/** A number in [0, 1) fixed by its inputs: the same range always gives the same figures. */
function unit(...parts: string[]): number {
  return createHash('sha256').update(parts.join('|')).digest().readUInt32BE(0) / 2 ** 32;
}

function demoValue(location: string, date: string, metric: DailyMetric): number {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const week = weekday === 1 ? 0.4 : weekday === 6 ? 1.3 : 1;
  return Math.round(DEMO_DAILY_BASE[metric] * week * (0.5 + unit(location, date, metric)));
}

function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  for (let [year, month] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))]; `${year}-${String(month).padStart(2, '0')}` <= to;) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
  return months;
}

type StoredProfile = {
  location: GoogleLocation;
  pendingUntil: number;
  posts: GoogleLocalPost[];
  media: GoogleMediaItem[];
  created: number;
};

/**
 * The offline Google Business Profile: per location, in memory, demonstration data the app labels as such, and
 * never a network call. It keeps Google's own shapes and answers through the same conversions as the real client,
 * so both give identical typed results. Hours round-trip, an edit stays pending Google's review for
 * STAND_IN_PENDING_MS, posts are LIVE at once (REJECTED when they carry a phone number), figures and keywords are
 * derived from the location and the date: any range, always the same figures. Tests queue refusals in `failures`.
 */
export function createProfileStandIn({ now = Date.now, pendingMs = STAND_IN_PENDING_MS }: { now?: () => number; pendingMs?: number } = {}) {
  const profiles = new Map<string, StoredProfile>();
  const failures: ProfileError[] = [];

  function profileOf(location: ProfileLocation): StoredProfile {
    checkLocation(location);
    const failure = failures.shift();
    if (failure) throw failure;
    const key = `${location.account}/${location.location}`;
    const profile = profiles.get(key) ?? {
      location: { name: location.location, regularHours: { periods: DEMO_WEEK.map(regularToGoogle) }, specialHours: {} },
      pendingUntil: 0,
      posts: [],
      media: [],
      created: 0,
    };
    profiles.delete(key);
    profiles.set(key, profile);
    while (profiles.size > STAND_IN_MAX_PROFILES) profiles.delete(profiles.keys().next().value as string);
    return profile;
  }

  const withMetadata = (profile: StoredProfile): GoogleLocation => ({
    ...profile.location,
    metadata: { hasPendingEdits: now() < profile.pendingUntil, hasGoogleUpdated: false },
  });

  function remove<Item extends { name?: string }>(items: Item[], name: string) {
    const index = items.findIndex((item) => item.name === name);
    if (index < 0) throw new ProfileError('PROFILE_NOT_FOUND', 'Requested entity was not found.', { status: 404, reason: 'NOT_FOUND' });
    items.splice(index, 1);
  }

  function keep<Item>(items: Item[], item: Item) {
    items.unshift(item);
    if (items.length > STAND_IN_MAX_ITEMS) items.length = STAND_IN_MAX_ITEMS;
  }

  const profile: GoogleProfile = {
    kind: 'stand-in',
    demo: true,

    async getHours(location) {
      return hoursStateOf(withMetadata(profileOf(location)));
    },

    async updateHours(location, { before, after }) {
      const stored = profileOf(location);
      checkHours(after);
      const updateMask = hoursUpdateMask(before, after);
      if (updateMask.length) {
        stored.location = { ...stored.location, ...hoursToGoogle(normalizeHours(after), updateMask) };
        stored.pendingUntil = now() + pendingMs;
      }
      return { ...hoursStateOf(withMetadata(stored)), updateMask };
    },

    async listPosts(location) {
      return profileOf(location).posts.map(postFromGoogle);
    },

    async createPost(location, draft) {
      const stored = profileOf(location);
      checkPostDraft(draft);
      stored.created += 1;
      const time = new Date(now()).toISOString();
      const post: GoogleLocalPost = {
        ...postToGoogle(draft),
        name: `${location.account}/${location.location}/localPosts/demo-post-${stored.created}`,
        state: PHONE_PATTERN.test(draft.summary) ? 'REJECTED' : 'LIVE',
        createTime: time,
        updateTime: time,
      };
      keep(stored.posts, post);
      return postFromGoogle(post);
    },

    async deletePost(location, postId) {
      const stored = profileOf(location);
      checkResourceId('postId', postId);
      remove(stored.posts, `${location.account}/${location.location}/localPosts/${postId}`);
    },

    async listMedia(location) {
      return profileOf(location).media.map(photoFromGoogle);
    },

    async createMedia(location, upload) {
      const stored = profileOf(location);
      checkUpload(upload);
      stored.created += 1;
      const { sourceUrl, dataRef: _uploaded, ...item } = photoToGoogle(upload, null);
      const photo: GoogleMediaItem = {
        ...item,
        name: `${location.account}/${location.location}/media/demo-photo-${stored.created}`,
        // Google serves its own copy; offline, a photo given by URL is shown from there and uploaded bytes are not kept.
        ...(sourceUrl ? { googleUrl: sourceUrl, thumbnailUrl: sourceUrl } : {}),
        createTime: new Date(now()).toISOString(),
      };
      keep(stored.media, photo);
      return photoFromGoogle(photo);
    },

    async deleteMedia(location, photoId) {
      const stored = profileOf(location);
      checkResourceId('photoId', photoId);
      remove(stored.media, `${location.account}/${location.location}/media/${photoId}`);
    },

    async fetchDailyMetrics(location, range) {
      profileOf(location);
      checkDayRange(range);
      const dates = datesOf(range.from, range.to);
      const answer: GoogleMultiDailyMetrics = {
        multiDailyMetricTimeSeries: [
          {
            dailyMetricTimeSeries: DAILY_METRICS.map((metric) => ({
              dailyMetric: metric,
              timeSeries: {
                datedValues: dates.map((date) => {
                  const value = demoValue(location.location, date, metric);
                  return { date: googleDateOf(date), ...(value ? { value: String(value) } : {}) };
                }),
              },
            })),
          },
        ],
      };
      return dailyRowsOf(answer, range);
    },

    async fetchMonthlyKeywords(location, range) {
      profileOf(location);
      checkMonthRange(range);
      const months = monthsOf(range.from, range.to);
      const counts = DEMO_KEYWORDS.map(([keyword, base]) => {
        const total = months.reduce((sum, month) => sum + Math.round(base * (0.6 + unit(location.location, month, keyword))), 0);
        return { keyword, total };
      }).sort((a, b) => b.total - a.total || a.keyword.localeCompare(b.keyword));
      const page: GoogleKeywordsPage = {
        searchKeywordsCounts: counts.map(({ keyword, total }) => ({
          searchKeyword: keyword,
          insightsValue: total < STAND_IN_KEYWORD_THRESHOLD ? { threshold: String(STAND_IN_KEYWORD_THRESHOLD) } : { value: String(total) },
        })),
      };
      return keywordsOf(page);
    },
  };

  return Object.assign(profile, {
    /** Refusals for the next calls, in order (a test's 429, 403…). */
    failures,
    /** How many profiles the stand-in holds (tests: the bound). */
    size: () => profiles.size,
  });
}

export type ProfileStandIn = ReturnType<typeof createProfileStandIn>;
