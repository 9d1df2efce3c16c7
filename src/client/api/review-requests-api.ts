import type { InferType } from 'yup';
import type { RequestHistoryFilter, ReviewRequestSettings, SendRequestsBody } from '../../shared/api/review-requests';
import { API_ROUTES, pathOf, type AnswerOf } from '../../shared/api/routes';
import type { importSchema } from '../../shared/validation/review-request-schemas';
import type { SkipToken } from '@reduxjs/toolkit/query/react';
import { baseApi } from './base-api';
import {
  PER_ESTABLISHMENT,
  atEstablishment,
  establishmentTag,
  networkTag,
  staleAfter,
  useAtChosen,
  useChosenOnly,
  type AtEstablishment,
  type EstablishmentQueryOptions,
  type NetworkScope,
} from './establishment-scope';

/** A CSV import as the preview and the send take it: the file's text, the owner's column mapping, the channel and the basis. */
export type ImportRequestsBody = InferType<typeof importSchema>;

export type RequestHistoryQuery = { status: RequestHistoryFilter; page: number };

/**
 * Review requests (`/reviews/private/requests`): the settings with the link, the quota and the hook URL, the sends,
 * the CSV import and the history. A send or an import changes the history and the quota, a save the settings: each
 * invalidates the establishment's `ReviewRequests` tag both queries provide.
 */
export const reviewRequestsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    reviewRequestState: build.query<AnswerOf<'reviewRequestState'>, AtEstablishment>({
      ...PER_ESTABLISHMENT,
      query: ({ location }) => atEstablishment(location, pathOf('reviewRequestState')),
      providesTags: (_state, _error, { location }) => [establishmentTag('ReviewRequests', location)],
    }),
    saveReviewRequestSettings: build.mutation<AnswerOf<'saveReviewRequestSettings'>, ReviewRequestSettings>({
      query: (settings) => ({
        url: pathOf('saveReviewRequestSettings'),
        method: API_ROUTES.saveReviewRequestSettings.method,
        body: settings,
      }),
      invalidatesTags: (_answer, _error, _arg, meta) => staleAfter(meta, 'ReviewRequests'),
    }),
    /** A new secret for the till's hook: the state comes back with the new address. */
    rotateRequestHookSecret: build.mutation<AnswerOf<'rotateRequestHookSecret'>, void>({
      query: () => ({ url: pathOf('rotateRequestHookSecret'), method: API_ROUTES.rotateRequestHookSecret.method }),
      invalidatesTags: (_answer, _error, _arg, meta) => staleAfter(meta, 'ReviewRequests'),
    }),
    sendReviewRequests: build.mutation<AnswerOf<'sendReviewRequests'>, SendRequestsBody>({
      query: (body) => ({ url: pathOf('sendReviewRequests'), method: API_ROUTES.sendReviewRequests.method, body }),
      invalidatesTags: (_answer, _error, _arg, meta) => staleAfter(meta, 'ReviewRequests'),
    }),
    reviewRequests: build.query<AnswerOf<'reviewRequests'>, RequestHistoryQuery & AtEstablishment>({
      ...PER_ESTABLISHMENT,
      query: ({ location, ...params }) => atEstablishment(location, pathOf('reviewRequests'), params),
      providesTags: (_page, _error, { location }) => [establishmentTag('ReviewRequests', location)],
    }),
    /** The history of several establishments together, each request naming its own; read again on any one's change. */
    networkReviewRequests: build.query<AnswerOf<'reviewRequests'>, RequestHistoryQuery & NetworkScope>({
      query: (params) => ({ url: pathOf('reviewRequests'), params }),
      extraOptions: { ownLocation: true },
      providesTags: [networkTag('ReviewRequests')],
    }),
    /** What an import would send, row by row: a mutation, since it posts the file, but it changes nothing. */
    previewRequestImport: build.mutation<AnswerOf<'previewRequestImport'>, ImportRequestsBody>({
      query: (body) => ({ url: pathOf('previewRequestImport'), method: API_ROUTES.previewRequestImport.method, body }),
    }),
    importReviewRequests: build.mutation<AnswerOf<'importReviewRequests'>, ImportRequestsBody>({
      query: (body) => ({ url: pathOf('importReviewRequests'), method: API_ROUTES.importReviewRequests.method, body }),
      invalidatesTags: (_answer, _error, _arg, meta) => staleAfter(meta, 'ReviewRequests'),
    }),
  }),
});

export const {
  useSaveReviewRequestSettingsMutation,
  useRotateRequestHookSecretMutation,
  useSendReviewRequestsMutation,
  usePreviewRequestImportMutation,
  useImportReviewRequestsMutation,
  useNetworkReviewRequestsQuery,
} = reviewRequestsApi;

// The queries of the establishment shown.
export const useReviewRequestStateQuery = (arg: void | SkipToken = undefined, options?: EstablishmentQueryOptions) =>
  reviewRequestsApi.useReviewRequestStateQuery(useChosenOnly(arg), options);
export const useReviewRequestsQuery = (query: RequestHistoryQuery | SkipToken, options?: EstablishmentQueryOptions) =>
  reviewRequestsApi.useReviewRequestsQuery(useAtChosen(query), options);
