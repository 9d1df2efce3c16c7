import { baseApi } from './base-api';

/** The User of spec §3, as `GET /users/private/me` returns it. */
export type User = {
  id: string;
  email: string | null;
  providerUid: string;
  profilePicture: string | null;
  referralId: string;
  isEmailVerified: boolean;
  name: string | null;
  phone: string | null;
  referredBy: string | null;
  hasDoneProfileSetup: boolean;
  aiCredits: number;
  isActive: boolean;
  createdAt: string;
};

export type ProfileCreation = {
  email?: string;
  providerUid: string;
  name?: string;
  profilePicture?: string;
  referredBy?: string;
};

type SendCodeAnswer = { sent: boolean; resendAfterSeconds: number };

/** `/users/auth/*` and `/users/*` calls of spec §7. */
export const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendMagicLink: build.mutation<{ sent: boolean }, { email: string; referral: string | null; redirect?: string; language: string }>({
      query: (body) => ({ url: '/users/auth/magic-link', method: 'POST', body }),
    }),
    sendOtp: build.mutation<SendCodeAnswer, { email: string; language: string }>({
      query: (body) => ({ url: '/users/auth/send-otp', method: 'POST', body }),
    }),
    resendOtp: build.mutation<SendCodeAnswer, { email: string; language: string }>({
      query: (body) => ({ url: '/users/auth/resend-otp', method: 'POST', body }),
    }),
    verifyOtp: build.mutation<{ link: string }, { email: string; otp: string }>({
      query: (body) => ({ url: '/users/auth/verify-otp', method: 'POST', body }),
    }),
    checkUserExists: build.query<{ userExist: boolean }, string>({
      query: (email) => ({ url: '/users/check-exist', params: { email } }),
    }),
    createProfile: build.mutation<User, ProfileCreation>({
      query: (body) => ({ url: '/users/private', method: 'POST', body }),
      invalidatesTags: ['Me'],
    }),
    me: build.query<User, void>({
      query: () => '/users/private/me',
      providesTags: ['Me'],
    }),
  }),
});

export const { useSendMagicLinkMutation, useSendOtpMutation, useResendOtpMutation, useVerifyOtpMutation, useMeQuery } = usersApi;
