import type { InferType } from 'yup';
import type { NotificationPreferences, User } from '../../shared/api/users';
import type { createProfileSchema, emailOnlySchema, magicLinkSchema, verifyOtpSchema } from '../../shared/validation/auth-schemas';
import { baseApi } from './base-api';

/** `POST /users/private`: the profile made on first sign-in (`referredBy` is the referral code of the link). */
export type ProfileCreation = InferType<typeof createProfileSchema>;

type SendCodeAnswer = { sent: boolean; resendAfterSeconds: number };

/** Sign-in and account calls: `/users/auth/*` and `/users/*`. */
export const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendMagicLink: build.mutation<{ sent: boolean }, InferType<typeof magicLinkSchema>>({
      query: (body) => ({ url: '/users/auth/magic-link', method: 'POST', body }),
    }),
    sendOtp: build.mutation<SendCodeAnswer, InferType<typeof emailOnlySchema>>({
      query: (body) => ({ url: '/users/auth/send-otp', method: 'POST', body }),
    }),
    resendOtp: build.mutation<SendCodeAnswer, InferType<typeof emailOnlySchema>>({
      query: (body) => ({ url: '/users/auth/resend-otp', method: 'POST', body }),
    }),
    verifyOtp: build.mutation<{ link: string }, InferType<typeof verifyOtpSchema>>({
      query: (body) => ({ url: '/users/auth/verify-otp', method: 'POST', body }),
    }),
    checkUserExists: build.query<{ userExist: boolean }, string>({
      query: (email) => ({ url: '/users/check-exist', params: { email } }),
    }),
    createProfile: build.mutation<User, ProfileCreation>({
      query: (body) => ({ url: '/users/private', method: 'POST', body }),
      invalidatesTags: ['Me'],
    }),
    notificationPreferences: build.query<NotificationPreferences, void>({
      query: () => '/users/private/notifications',
      providesTags: ['Me'],
    }),
    saveNotificationPreferences: build.mutation<NotificationPreferences, NotificationPreferences>({
      query: (body) => ({ url: '/users/private/notifications', method: 'PUT', body }),
      invalidatesTags: ['Me'],
    }),
    me: build.query<User, void>({
      query: () => '/users/private/me',
      providesTags: ['Me'],
    }),
  }),
});

export const {
  useSendMagicLinkMutation,
  useSendOtpMutation,
  useResendOtpMutation,
  useVerifyOtpMutation,
  useMeQuery,
  useNotificationPreferencesQuery,
  useSaveNotificationPreferencesMutation,
} = usersApi;
