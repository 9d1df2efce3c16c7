import type { InferType } from 'yup';
import type { RequestHistoryFilter, ReviewRequestSettings, SendRequestsBody } from '../../shared/api/review-requests';
import { API_ROUTES, pathOf, type AnswerOf } from '../../shared/api/routes';
import type { importSchema } from '../../shared/validation/review-request-schemas';
import { baseApi } from './base-api';

/** A CSV import as the preview and the send take it: the file's text, the owner's column mapping, the channel and the basis. */
export type ImportRequestsBody = InferType<typeof importSchema>;

export type RequestHistoryQuery = { status: RequestHistoryFilter; page: number };

/**
 * Review requests (`/reviews/private/requests`): the settings with the link, the quota and the hook URL, the sends,
 * the CSV import and the history. A send or an import changes the history and the quota, a save the settings: each
 * invalidates the one `ReviewRequests` tag both queries provide.
 */
export const reviewRequestsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    reviewRequestState: build.query<AnswerOf<'reviewRequestState'>, void>({
      query: () => pathOf('reviewRequestState'),
      providesTags: ['ReviewRequests'],
    }),
    saveReviewRequestSettings: build.mutation<AnswerOf<'saveReviewRequestSettings'>, ReviewRequestSettings>({
      query: (settings) => ({
        url: pathOf('saveReviewRequestSettings'),
        method: API_ROUTES.saveReviewRequestSettings.method,
        body: settings,
      }),
      invalidatesTags: ['ReviewRequests'],
    }),
    /** A new secret for the till's hook: the state comes back with the new address. */
    rotateRequestHookSecret: build.mutation<AnswerOf<'rotateRequestHookSecret'>, void>({
      query: () => ({ url: pathOf('rotateRequestHookSecret'), method: API_ROUTES.rotateRequestHookSecret.method }),
      invalidatesTags: ['ReviewRequests'],
    }),
    sendReviewRequests: build.mutation<AnswerOf<'sendReviewRequests'>, SendRequestsBody>({
      query: (body) => ({ url: pathOf('sendReviewRequests'), method: API_ROUTES.sendReviewRequests.method, body }),
      invalidatesTags: ['ReviewRequests'],
    }),
    reviewRequests: build.query<AnswerOf<'reviewRequests'>, RequestHistoryQuery>({
      query: (params) => ({ url: pathOf('reviewRequests'), params }),
      providesTags: ['ReviewRequests'],
    }),
    /** What an import would send, row by row: a mutation, since it posts the file, but it changes nothing. */
    previewRequestImport: build.mutation<AnswerOf<'previewRequestImport'>, ImportRequestsBody>({
      query: (body) => ({ url: pathOf('previewRequestImport'), method: API_ROUTES.previewRequestImport.method, body }),
    }),
    importReviewRequests: build.mutation<AnswerOf<'importReviewRequests'>, ImportRequestsBody>({
      query: (body) => ({ url: pathOf('importReviewRequests'), method: API_ROUTES.importReviewRequests.method, body }),
      invalidatesTags: ['ReviewRequests'],
    }),
  }),
});

export const {
  useReviewRequestStateQuery,
  useSaveReviewRequestSettingsMutation,
  useRotateRequestHookSecretMutation,
  useSendReviewRequestsMutation,
  useReviewRequestsQuery,
  usePreviewRequestImportMutation,
  useImportReviewRequestsMutation,
} = reviewRequestsApi;
