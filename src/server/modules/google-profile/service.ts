import type {
  HoursState,
  HoursUpdate,
  PhotoCategory,
  PostDraft,
  ProfileHours,
  ProfilePost,
} from '../../adapters/google-profile/profile-types';
import { AppError } from '../../errors';
import {
  PROFILE_HOLIDAY_REMINDER_DAYS,
  type HolidayReminder,
  type ProfileHoursAnswer,
  type ProfilePostAnswer,
  type ProfilePostRepeat,
  type ProfilePeriod,
  type ProfileReportMonth,
} from '../../../shared/api/google-profile';
import type { ListingRow } from '../../plugins/authenticate';
import { monthRange } from '../../../shared/api/monthly-report';
import { frenchHolidaysWithin } from '../../../shared/french-holidays';
import { parisDay } from '../../../shared/paris-day';
import { foldedWordsOf } from '../../../shared/text';
import { incentiveIn } from '../../../shared/validation/incentive';
import { notConnected, type ProfileAccess } from './profile-access';
import { profileRefusal } from './profile-errors';
import { SCHEDULED_ID_PREFIX, type ScheduledPosts } from './scheduled-posts';
import { profileFigures, topKeywords } from './figures';
import type { FiguresStore } from './figures-store';
import { sumRows } from '../../adapters/google-profile/period-sums';

const DAY_MS = 86_400_000;

/** Words that make a post about reviews: such a post is then read for anything promised in return. */
const REVIEW_WORDS = new Set(['avis', 'review', 'reviews', 'resena', 'resenas', 'etoile', 'etoiles', 'star', 'stars', 'estrellas']);

/**
 * The incentive a post's text offers for a review, or null. Only a text that speaks of reviews is read: an offer post
 * promises something by nature (« -10 % sur les croissants »), and only in exchange for a review is it forbidden
 * (Google's policy, the DGCCRF). The words are the review requests' own rule (`shared/validation/incentive.ts`).
 */
export function postIncentiveOf(summary: string): string | null {
  return foldedWordsOf(summary).some((word) => REVIEW_WORDS.has(word)) ? incentiveIn(summary) : null;
}

const hoursAnswer = (state: HoursState | HoursUpdate, demo: boolean): ProfileHoursAnswer => ({
  regular: state.hours.regular,
  special: state.hours.special,
  state: state.state,
  googleUpdated: state.googleUpdated,
  ...('updateMask' in state ? { updated: state.updateMask } : {}),
  demo,
});

/** A post as Google holds it: published, so neither scheduled nor failed in Bonavis. */
export const publishedPost = (post: ProfilePost): ProfilePostAnswer => ({ ...post, publishAt: null, repeat: 'never', problem: null });

/** Google's refusals turned into the API's, around each call. */
async function mapped<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    throw profileRefusal(error);
  }
}

/** A post as the owner writes it: published at once, or at `publishAt` (an ISO instant), then again if it repeats. */
export type PostRequest = PostDraft & { publishAt: string | null; repeat: ProfilePostRepeat };

/**
 * An establishment's Google profile: its hours, posts and photos, read and edited through its Google Business Profile
 * connection, and its figures. Every call is Google's, counted in the account's daily budget; only the posts written
 * for later are kept in Bonavis until the job publishes them (`scheduled-posts.ts`, docs/google-profile.md), and the
 * figures once read (`figures-store.ts`).
 */
export function createProfileService(access: ProfileAccess, posts: ScheduledPosts, now: () => Date, store: FiguresStore) {
  const { demo } = access;

  /**
   * The next French public holiday of the coming days (Paris's today included) the profile has no special hours for:
   * Google is asked only when one is near.
   */
  async function holidayReminder(listingId: number): Promise<HolidayReminder> {
    const near = frenchHolidaysWithin(parisDay(now()), PROFILE_HOLIDAY_REMINDER_DAYS);
    if (!near.length) {
      if (!(await access.locationOf(listingId))) throw notConnected();
      return { holiday: null };
    }
    return mapped(
      access.run(listingId, async (profile, location) => {
        const { hours } = await profile.getHours(location);
        const set = new Set(hours.special.map((period) => period.date));
        return { holiday: near.find((holiday) => !set.has(holiday.date)) ?? null };
      }),
    );
  }

  return {
    access,
    posts,
    /** The server's clock (the test clock in browser tests): today's date for the reminder and the figures. */
    now,

    getHours: (listingId: number) =>
      mapped(access.run(listingId, async (profile, location) => hoursAnswer(await profile.getHours(location), demo))),

    /** The hours as they should be: the current ones are read first, so only what changed goes in Google's mask. */
    saveHours: (listingId: number, after: ProfileHours) =>
      mapped(
        access.run(listingId, async (profile, location) => {
          const before = await profile.getHours(location);
          return hoursAnswer(await profile.updateHours(location, { before: before.hours, after }), demo);
        }),
      ),

    holidayReminder,

    /** The dashboard's figures of one establishment or the network (`figures.ts`), by the server's clock. */
    figures: (establishments: readonly Pick<ListingRow, 'id' | 'name'>[], period: ProfilePeriod) =>
      profileFigures({ access, store }, establishments, period, now()),

    /** The same holiday for the weekly digest: none when the profile cannot be read (not connected, Google refused). */
    holidayOf: (listingId: number) =>
      holidayReminder(listingId).then(
        (reminder) => reminder.holiday,
        () => null,
      ),

    /**
     * A past month's page of the monthly report: the sums of its days (never a separate answer) and its top search
     * terms; null when the establishment is not connected or Google refuses, so the report still goes out.
     */
    monthReport: async (listingId: number, month: string): Promise<ProfileReportMonth | null> => {
      if (!(await access.locationOf(listingId))) return null;
      const { from, to } = monthRange(month);
      const days = { from: from.toISOString().slice(0, 10), to: new Date(to.getTime() - DAY_MS).toISOString().slice(0, 10) };
      try {
        const [rows, terms] = await access.run(listingId, async (profile, location) => [
          await profile.fetchDailyMetrics(location, days),
          await profile.fetchMonthlyKeywords(location, { from: month, to: month }),
        ]);
        const { totals, impressions } = sumRows(rows);
        return {
          calls: totals.CALL_CLICKS,
          directions: totals.BUSINESS_DIRECTION_REQUESTS,
          websiteClicks: totals.WEBSITE_CLICKS,
          impressions,
          keywords: topKeywords(terms),
        };
      } catch {
        return null;
      }
    },

    /** The posts written in Bonavis and not on Google yet first, then Google's (with when the job published them). */
    listPosts: (listingId: number) =>
      mapped(
        access.run(listingId, async (profile, location) => {
          const google = await profile.listPosts(location);
          const [written, publishTimes] = await Promise.all([posts.written(listingId), posts.publishTimes(listingId)]);
          const published = google.map((post) => ({ ...publishedPost(post), publishAt: publishTimes.get(post.id) ?? null }));
          return { items: [...written, ...published], demo };
        }),
      ),

    /** Publishes the post now, or stores it for the job when it has a `publishAt`; never one trading for a review. */
    createPost: async (listingId: number, createdBy: number, { publishAt, repeat, ...draft }: PostRequest) => {
      const incentive = postIncentiveOf(draft.summary);
      if (incentive)
        throw new AppError(400, 'INCENTIVE_FORBIDDEN', 'A post may not promise anything in return for a review', { incentive });
      if (publishAt !== null) {
        // The establishment must be connected now, so the owner hears it at once rather than from a failed post.
        if (!(await access.locationOf(listingId))) throw notConnected();
        return posts.schedule(listingId, createdBy, draft, new Date(publishAt), repeat);
      }
      return mapped(access.run(listingId, async (profile, location) => publishedPost(await profile.createPost(location, draft))));
    },

    /** Cancels a scheduled post (`scheduled-<n>`), or deletes a published one from Google. */
    deletePost: async (listingId: number, postId: string) => {
      if (postId.startsWith(SCHEDULED_ID_PREFIX)) return posts.cancel(listingId, postId);
      return mapped(access.run(listingId, (profile, location) => profile.deletePost(location, postId)));
    },

    listPhotos: (listingId: number) =>
      mapped(access.run(listingId, async (profile, location) => ({ items: await profile.listMedia(location), demo }))),

    addPhoto: (listingId: number, photo: { sourceUrl: string; category: PhotoCategory; description?: string }) =>
      mapped(access.run(listingId, (profile, location) => profile.createMedia(location, photo))),

    deletePhoto: (listingId: number, photoId: string) =>
      mapped(access.run(listingId, (profile, location) => profile.deleteMedia(location, photoId))),
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
