import type { InferType } from 'yup';
import type { ProfilePeriod } from '../../shared/api/google-profile';
import { API_ROUTES, pathOf, type AnswerOf } from '../../shared/api/routes';
import type { profileHoursSchema, profilePhotoSchema, profilePostSchema } from '../../shared/validation/profile-schemas';
import { baseApi } from './base-api';
import { PER_ESTABLISHMENT, atEstablishment, establishmentTag, networkTag, staleAfter, type NetworkScope } from './establishment-scope';

/** An establishment's profile request: its id is both the path's `:id` and its `?location=`. */
type At = { location: number };
export type ProfileHoursInput = InferType<typeof profileHoursSchema>;
export type ProfilePostInput = InferType<typeof profilePostSchema>;
export type ProfilePhotoInput = InferType<typeof profilePhotoSchema>;

const at = (name: 'profileHours' | 'profilePosts' | 'profilePhotos', location: number) =>
  atEstablishment(location, pathOf(name, { id: location }));

/**
 * An establishment's Google profile (docs/google-profile.md « The API »): its hours, posts and photos, read from
 * Google at each request, and the profile's figures for the dashboard. Each list has its own tag per establishment, so
 * saving the hours does not read the posts again.
 */
export const googleProfileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    profileHours: build.query<AnswerOf<'profileHours'>, At>({
      ...PER_ESTABLISHMENT,
      query: ({ location }) => at('profileHours', location),
      providesTags: (_answer, _error, { location }) => [establishmentTag('GoogleProfile', location)],
    }),
    /** Google answers the hours as saved; the cache takes them at once (their state says whether Google applied them). */
    saveProfileHours: build.mutation<AnswerOf<'saveProfileHours'>, At & { hours: ProfileHoursInput }>({
      query: ({ location, hours }) => ({
        ...atEstablishment(location, pathOf('saveProfileHours', { id: location })),
        method: API_ROUTES.saveProfileHours.method,
        body: hours,
      }),
      extraOptions: { ownLocation: true },
      onQueryStarted: async ({ location }, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        dispatch(googleProfileApi.util.upsertQueryData('profileHours', { location }, data));
        // A date just given its hours is no longer one to be reminded of.
        void dispatch(googleProfileApi.endpoints.profileHolidayReminder.initiate({ location }, { forceRefetch: true, subscribe: false }));
      },
    }),
    /** The next French public holiday without special hours (« Le 25 décembre approche »); saved hours may answer it. */
    profileHolidayReminder: build.query<AnswerOf<'profileHolidayReminder'>, At>({
      ...PER_ESTABLISHMENT,
      query: ({ location }) => atEstablishment(location, pathOf('profileHolidayReminder', { id: location })),
      providesTags: (_answer, _error, { location }) => [establishmentTag('GoogleProfile', location)],
    }),
    profilePosts: build.query<AnswerOf<'profilePosts'>, At>({
      ...PER_ESTABLISHMENT,
      query: ({ location }) => at('profilePosts', location),
      providesTags: (_answer, _error, { location }) => [establishmentTag('ProfilePosts', location)],
    }),
    createProfilePost: build.mutation<AnswerOf<'createProfilePost'>, At & { post: ProfilePostInput }>({
      query: ({ location, post }) => ({
        ...atEstablishment(location, pathOf('createProfilePost', { id: location })),
        method: API_ROUTES.createProfilePost.method,
        body: post,
      }),
      extraOptions: { ownLocation: true },
      invalidatesTags: (_answer, error, _arg, meta) => (error ? [] : staleAfter(meta, 'ProfilePosts')),
    }),
    /** A post's text written by the AI from the owner's idea; nothing is published. */
    draftProfilePost: build.mutation<AnswerOf<'draftProfilePost'>, At & { kind: ProfilePostInput['kind']; idea: string }>({
      query: ({ location, ...body }) => ({
        ...atEstablishment(location, pathOf('draftProfilePost', { id: location })),
        method: API_ROUTES.draftProfilePost.method,
        body,
      }),
      extraOptions: { ownLocation: true },
    }),
    deleteProfilePost: build.mutation<void, At & { postId: string }>({
      query: ({ location, postId }) => ({
        ...atEstablishment(location, pathOf('deleteProfilePost', { id: location, postId })),
        method: API_ROUTES.deleteProfilePost.method,
      }),
      extraOptions: { ownLocation: true },
      invalidatesTags: (_answer, _error, _arg, meta) => staleAfter(meta, 'ProfilePosts'),
    }),
    profilePhotos: build.query<AnswerOf<'profilePhotos'>, At>({
      ...PER_ESTABLISHMENT,
      query: ({ location }) => at('profilePhotos', location),
      providesTags: (_answer, _error, { location }) => [establishmentTag('ProfilePhotos', location)],
    }),
    addProfilePhoto: build.mutation<AnswerOf<'addProfilePhoto'>, At & { photo: ProfilePhotoInput }>({
      query: ({ location, photo }) => ({
        ...atEstablishment(location, pathOf('addProfilePhoto', { id: location })),
        method: API_ROUTES.addProfilePhoto.method,
        body: photo,
      }),
      extraOptions: { ownLocation: true },
      invalidatesTags: (_answer, error, _arg, meta) => (error ? [] : staleAfter(meta, 'ProfilePhotos')),
    }),
    /** A photo's bytes (multipart `file`) stored for Google to fetch: its public address, for a photo or a post. */
    uploadProfilePhoto: build.mutation<AnswerOf<'uploadProfilePhoto'>, At & { photo: Blob; name: string }>({
      query: ({ location, photo, name }) => {
        const body = new FormData();
        body.append('file', photo, name);
        return {
          ...atEstablishment(location, pathOf('uploadProfilePhoto', { id: location })),
          method: API_ROUTES.uploadProfilePhoto.method,
          body,
        };
      },
      extraOptions: { ownLocation: true },
    }),
    deleteProfilePhoto: build.mutation<void, At & { photoId: string }>({
      query: ({ location, photoId }) => ({
        ...atEstablishment(location, pathOf('deleteProfilePhoto', { id: location, photoId })),
        method: API_ROUTES.deleteProfilePhoto.method,
      }),
      extraOptions: { ownLocation: true },
      invalidatesTags: (_answer, _error, _arg, meta) => staleAfter(meta, 'ProfilePhotos'),
    }),
    /** The profile's figures of one establishment (`location`) or of the network (`NetworkScope`). */
    profileFigures: build.query<AnswerOf<'profileFigures'>, { period: ProfilePeriod; scope: At | NetworkScope }>({
      ...PER_ESTABLISHMENT,
      query: ({ period, scope }) => ({ url: pathOf('profileFigures'), params: { period, ...scope } }),
      providesTags: (_answer, _error, { scope }) => [
        'location' in scope && typeof scope.location === 'number'
          ? establishmentTag('GoogleProfile', scope.location)
          : networkTag('GoogleProfile'),
      ],
    }),
  }),
});

export const {
  useProfileHoursQuery,
  useProfileHolidayReminderQuery,
  useDraftProfilePostMutation,
  useUploadProfilePhotoMutation,
  useSaveProfileHoursMutation,
  useProfilePostsQuery,
  useCreateProfilePostMutation,
  useDeleteProfilePostMutation,
  useProfilePhotosQuery,
  useAddProfilePhotoMutation,
  useDeleteProfilePhotoMutation,
  useProfileFiguresQuery,
} = googleProfileApi;
