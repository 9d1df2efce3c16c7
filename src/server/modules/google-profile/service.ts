import type {
  HoursState,
  HoursUpdate,
  PhotoCategory,
  PostDraft,
  ProfileHours,
  ProfilePost,
} from '../../adapters/google-profile/profile-types';
import { AppError } from '../../errors';
import type { ProfileHoursAnswer, ProfilePostAnswer } from '../../../shared/api/google-profile';
import { foldedWordsOf } from '../../../shared/text';
import { incentiveIn } from '../../../shared/validation/incentive';
import type { ProfileAccess } from './profile-access';
import { profileRefusal } from './profile-errors';

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
export const publishedPost = (post: ProfilePost): ProfilePostAnswer => ({ ...post, publishAt: null, problem: null });

/** Google's refusals turned into the API's, around each call. */
async function mapped<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    throw profileRefusal(error);
  }
}

/**
 * An establishment's Google profile: its hours, posts and photos, read and edited through its Google Business Profile
 * connection. Every call is Google's; nothing is stored in Bonavis yet (docs/google-profile.md).
 */
export function createProfileService(access: ProfileAccess) {
  const { demo } = access;
  return {
    access,

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

    listPosts: (listingId: number) =>
      mapped(access.run(listingId, async (profile, location) => ({ items: (await profile.listPosts(location)).map(publishedPost), demo }))),

    createPost: (listingId: number, draft: PostDraft) => {
      const incentive = postIncentiveOf(draft.summary);
      if (incentive)
        throw new AppError(400, 'INCENTIVE_FORBIDDEN', 'A post may not promise anything in return for a review', { incentive });
      return mapped(access.run(listingId, async (profile, location) => publishedPost(await profile.createPost(location, draft))));
    },

    deletePost: (listingId: number, postId: string) =>
      mapped(access.run(listingId, (profile, location) => profile.deletePost(location, postId))),

    listPhotos: (listingId: number) =>
      mapped(access.run(listingId, async (profile, location) => ({ items: await profile.listMedia(location), demo }))),

    addPhoto: (listingId: number, photo: { sourceUrl: string; category: PhotoCategory; description?: string }) =>
      mapped(access.run(listingId, (profile, location) => profile.createMedia(location, photo))),

    deletePhoto: (listingId: number, photoId: string) =>
      mapped(access.run(listingId, (profile, location) => profile.deleteMedia(location, photoId))),
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
