import type { InferType } from 'yup';
import { API_ROUTES, pathOf, type AnswerOf } from '../../shared/api/routes';
import type { NotificationPreferences } from '../../shared/api/users';
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
    sendMagicLink: build.mutation<AnswerOf<'sendMagicLink'>, InferType<typeof magicLinkSchema>>({
      query: (body) => ({ url: pathOf('sendMagicLink'), method: API_ROUTES.sendMagicLink.method, body }),
    }),
    sendOtp: build.mutation<AnswerOf<'sendOtp'>, InferType<typeof emailOnlySchema>>({
      query: (body) => ({ url: pathOf('sendOtp'), method: API_ROUTES.sendOtp.method, body }),
    }),
    resendOtp: build.mutation<AnswerOf<'resendOtp'>, InferType<typeof emailOnlySchema>>({
      query: (body) => ({ url: pathOf('resendOtp'), method: API_ROUTES.resendOtp.method, body }),
    }),
    verifyOtp: build.mutation<AnswerOf<'verifyOtp'>, InferType<typeof verifyOtpSchema>>({
      query: (body) => ({ url: pathOf('verifyOtp'), method: API_ROUTES.verifyOtp.method, body }),
    }),
    createProfile: build.mutation<AnswerOf<'createProfile'>, ProfileCreation>({
      query: (body) => ({ url: pathOf('createProfile'), method: API_ROUTES.createProfile.method, body }),
      invalidatesTags: ['Me'],
    }),
    notificationPreferences: build.query<AnswerOf<'notificationPreferences'>, void>({
      query: () => pathOf('notificationPreferences'),
      providesTags: ['Me'],
    }),
    saveNotificationPreferences: build.mutation<AnswerOf<'saveNotificationPreferences'>, NotificationPreferences>({
      query: (body) => ({ url: pathOf('saveNotificationPreferences'), method: API_ROUTES.saveNotificationPreferences.method, body }),
      invalidatesTags: ['Me'],
    }),
    me: build.query<AnswerOf<'me'>, void>({
      query: () => pathOf('me'),
      providesTags: ['Me'],
    }),
    sendTwoFactorCode: build.mutation<AnswerOf<'sendTwoFactorCode'>, void>({
      query: () => ({ url: pathOf('sendTwoFactorCode'), method: API_ROUTES.sendTwoFactorCode.method }),
    }),
    verifyTwoFactorCode: build.mutation<AnswerOf<'verifyTwoFactorCode'>, { otp: string }>({
      query: (body) => ({ url: pathOf('verifyTwoFactorCode'), method: API_ROUTES.verifyTwoFactorCode.method, body }),
    }),
    updateInfo: build.mutation<AnswerOf<'updateInfo'>, UpdateInfo>({
      query: ({ twoFactorToken, ...body }) => ({
        url: pathOf('updateInfo'),
        method: API_ROUTES.updateInfo.method,
        body,
        ...(twoFactorToken && { headers: twoFactorHeader(twoFactorToken) }),
      }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => replaceMe(queryFulfilled, dispatch),
    }),
    /** The picture is the `file` field of a multipart body; the server stores it and answers the updated account. */
    uploadPicture: build.mutation<AnswerOf<'uploadPicture'>, Blob>({
      query: (picture) => {
        const body = new FormData();
        body.append('file', picture, `picture.${picture.type.split('/')[1] ?? 'png'}`);
        return { url: pathOf('uploadPicture'), method: API_ROUTES.uploadPicture.method, body };
      },
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => replaceMe(queryFulfilled, dispatch),
    }),
    sendEmailChangeCode: build.mutation<AnswerOf<'sendEmailChangeCode'>, WithTwoFactor<InferType<typeof emailOnlySchema>>>({
      query: ({ twoFactorToken, ...body }) => ({
        url: pathOf('sendEmailChangeCode'),
        method: API_ROUTES.sendEmailChangeCode.method,
        body,
        headers: twoFactorHeader(twoFactorToken),
      }),
    }),
    updateEmail: build.mutation<AnswerOf<'updateEmail'>, WithTwoFactor<InferType<typeof updateEmailSchema>>>({
      query: ({ twoFactorToken, ...body }) => ({
        url: pathOf('updateEmail'),
        method: API_ROUTES.updateEmail.method,
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
async function replaceMe(answer: Promise<{ data: AnswerOf<'me'> }>, dispatch: (action: unknown) => unknown) {
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
