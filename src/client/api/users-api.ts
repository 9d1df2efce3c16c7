import type { InferType } from 'yup';
import type { NotificationPreferences, User } from '../../shared/api/users';
import type {
  createProfileSchema,
  emailOnlySchema,
  magicLinkSchema,
  updateEmailSchema,
  updateInfoSchema,
  verifyOtpSchema,
} from '../../shared/validation/auth-schemas';
import { baseApi } from './base-api';

/** `POST /users/private`: the profile made on first sign-in (`referredBy` is the referral code of the link). */
export type ProfileCreation = InferType<typeof createProfileSchema>;

type SendCodeAnswer = { sent: boolean; resendAfterSeconds: number };

/**
 * A change of the owner's identity details (name, phone, e-mail) is proven by a just-confirmed code:
 * `twoFactorToken` goes in the `2faToken` header, the rest is the body.
 */
export type WithTwoFactor<Body> = Body & { twoFactorToken: string };

/** `PUT /users/private/update-info`: the picture or the terms as they are, name and phone with a two-factor token. */
export type UpdateInfo = InferType<typeof updateInfoSchema> & { twoFactorToken?: string };

const twoFactorHeader = (token: string) => ({ '2faToken': token });

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
    sendTwoFactorCode: build.mutation<{ sent: boolean }, void>({
      query: () => ({ url: '/users/private/2fa/send-otp', method: 'POST' }),
    }),
    verifyTwoFactorCode: build.mutation<{ twoFactorToken: string }, { otp: string }>({
      query: (body) => ({ url: '/users/private/2fa/verify-otp', method: 'POST', body }),
    }),
    updateInfo: build.mutation<User, UpdateInfo>({
      query: ({ twoFactorToken, ...body }) => ({
        url: '/users/private/update-info',
        method: 'PUT',
        body,
        ...(twoFactorToken && { headers: twoFactorHeader(twoFactorToken) }),
      }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => replaceMe(queryFulfilled, dispatch),
    }),
    /** The picture is the `file` field of a multipart body; the server stores it and answers the updated account. */
    uploadPicture: build.mutation<User, Blob>({
      query: (picture) => {
        const body = new FormData();
        body.append('file', picture, `picture.${picture.type.split('/')[1] ?? 'png'}`);
        return { url: '/users/private/upload-picture', method: 'POST', body };
      },
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => replaceMe(queryFulfilled, dispatch),
    }),
    sendEmailChangeCode: build.mutation<{ sent: boolean }, WithTwoFactor<InferType<typeof emailOnlySchema>>>({
      query: ({ twoFactorToken, ...body }) => ({
        url: '/users/private/update-email/send-otp',
        method: 'POST',
        body,
        headers: twoFactorHeader(twoFactorToken),
      }),
    }),
    updateEmail: build.mutation<User, WithTwoFactor<InferType<typeof updateEmailSchema>>>({
      query: ({ twoFactorToken, ...body }) => ({
        url: '/users/private/update-email',
        method: 'PUT',
        body,
        headers: twoFactorHeader(twoFactorToken),
      }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => replaceMe(queryFulfilled, dispatch),
    }),
  }),
});

/**
 * The account a change answers with replaces the cached profile, so the header shows the new name,
 * picture or address at once, with no second request. A failure is the caller's to show.
 */
async function replaceMe(answer: Promise<{ data: User }>, dispatch: (action: unknown) => unknown) {
  try {
    const { data } = await answer;
    dispatch(usersApi.util.updateQueryData('me', undefined, () => data));
  } catch {
    // Nothing to replace.
  }
}

export const {
  useSendMagicLinkMutation,
  useSendOtpMutation,
  useResendOtpMutation,
  useVerifyOtpMutation,
  useMeQuery,
  useNotificationPreferencesQuery,
  useSaveNotificationPreferencesMutation,
  useSendTwoFactorCodeMutation,
  useVerifyTwoFactorCodeMutation,
  useUpdateInfoMutation,
  useUploadPictureMutation,
  useSendEmailChangeCodeMutation,
  useUpdateEmailMutation,
} = usersApi;
