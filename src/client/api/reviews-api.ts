import type { AiSettings, GenerateReplyRequest, ReplyPreviewRequest } from '../../shared/api/ai';
import type { ReviewQuery } from '../../shared/api/reviews';
import { API_ROUTES, pathOf, type AnswerOf } from '../../shared/api/routes';
import type { SkipToken } from '@reduxjs/toolkit/query/react';
import { baseApi } from './base-api';
import {
  PER_ESTABLISHMENT,
  atEstablishment,
  establishmentTag,
  staleAfter,
  useAtChosen,
  useChosenOnly,
  type AtEstablishment,
  type EstablishmentQueryOptions,
} from './establishment-scope';

/**
 * The owner's reviews, their replies and the AI writer's settings (`/reviews/private/*`), per establishment. An
 * establishment's lists (and its suspicious waves) carry its `Reviews` tag, each review its own id's.
 */
export const reviewsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    reviews: build.query<AnswerOf<'reviews'>, ReviewQuery & AtEstablishment>({
      ...PER_ESTABLISHMENT,
      query: ({ location, ...params }) => atEstablishment(location, pathOf('reviews'), params),
      providesTags: (page, _error, { location }) => [
        establishmentTag('Reviews', location),
        ...(page?.items ?? []).map(({ id }) => ({ type: 'Reviews' as const, id })),
      ],
    }),
    /**
     * Marks a review read. Optimistic: every cached page showing it changes at once, and goes
     * back if the server refuses.
     */
    markReviewRead: build.mutation<AnswerOf<'markReviewRead'>, number>({
      query: (id) => ({ url: pathOf('markReviewRead', { id }), method: API_ROUTES.markReviewRead.method }),
      // Other cached lists (the navigation's unread count) may count this review without showing it.
      invalidatesTags: (_answer, _error, _id, meta) => staleAfter(meta, 'Reviews', 'Dashboard'),
      async onQueryStarted(id, { dispatch, getState, queryFulfilled }) {
        const patches = reviewsApi.util
          .selectInvalidatedBy(getState(), [{ type: 'Reviews', id }])
          .filter(({ endpointName }) => endpointName === 'reviews')
          .map(({ originalArgs }) =>
            dispatch(
              reviewsApi.util.updateQueryData('reviews', originalArgs as ReviewQuery & AtEstablishment, (page) => {
                const review = page.items.find((item) => item.id === id);
                if (review && !review.hasBeenReadd) {
                  review.hasBeenReadd = true;
                  page.counts.unread = Math.max(0, page.counts.unread - 1);
                }
              }),
            ),
          );
        try {
          await queryFulfilled;
        } catch {
          for (const patch of patches) patch.undo();
        }
      },
    }),
    generateReply: build.mutation<AnswerOf<'generateReply'>, { id: number } & GenerateReplyRequest>({
      query: ({ id, ...body }) => ({ url: pathOf('generateReply', { id }), method: API_ROUTES.generateReply.method, body }),
      // The credits left changed: the account's figure and the dashboards follow, those of every establishment the
      // account pays for.
      invalidatesTags: ['Me', 'AiSettings', 'Dashboard'],
    }),
    publishReply: build.mutation<AnswerOf<'publishReply'>, { id: number; responseContent: string }>({
      query: ({ id, responseContent }) => ({
        url: pathOf('publishReply', { id }),
        method: API_ROUTES.publishReply.method,
        body: { responseContent },
      }),
      invalidatesTags: (_review, _error, { id }, meta) => [{ type: 'Reviews', id }, ...staleAfter(meta, 'Reviews', 'Dashboard')],
    }),
    /** Removes the reply (on Google too, when the listing is connected). */
    deleteReply: build.mutation<AnswerOf<'deleteReply'>, number>({
      query: (id) => ({ url: pathOf('deleteReply', { id }), method: API_ROUTES.deleteReply.method }),
      invalidatesTags: (_review, _error, id, meta) => [{ type: 'Reviews', id }, ...staleAfter(meta, 'Reviews', 'Dashboard')],
    }),
    /** Sends again a reply Google refused or could not take. */
    retryGoogleReply: build.mutation<AnswerOf<'retryGoogleReply'>, number>({
      query: (id) => ({ url: pathOf('retryGoogleReply', { id }), method: API_ROUTES.retryGoogleReply.method }),
      invalidatesTags: (_review, _error, id, meta) => [{ type: 'Reviews', id }, ...staleAfter(meta, 'Reviews')],
    }),
    aiSettings: build.query<AnswerOf<'aiSettings'>, AtEstablishment>({
      ...PER_ESTABLISHMENT,
      query: ({ location }) => atEstablishment(location, pathOf('aiSettings')),
      providesTags: (_settings, _error, { location }) => [establishmentTag('AiSettings', location)],
    }),
    saveAiSettings: build.mutation<AnswerOf<'saveAiSettings'>, AiSettings>({
      query: (body) => ({ url: pathOf('saveAiSettings'), method: API_ROUTES.saveAiSettings.method, body }),
      invalidatesTags: (_settings, _error, _body, meta) => staleAfter(meta, 'AiSettings'),
    }),
    previewReply: build.mutation<AnswerOf<'previewReply'>, ReplyPreviewRequest>({
      query: (body) => ({ url: pathOf('previewReply'), method: API_ROUTES.previewReply.method, body }),
    }),
    reviewHistory: build.query<AnswerOf<'reviewHistory'>, { id: number } & AtEstablishment>({
      ...PER_ESTABLISHMENT,
      query: ({ id, location }) => atEstablishment(location, pathOf('reviewHistory', { id })),
      providesTags: (_history, _error, { id }) => [{ type: 'Reviews', id }],
    }),
    // Looked at again whenever the establishment's reviews change (a new review may start or end a wave).
    reviewAlerts: build.query<AnswerOf<'reviewAlerts'>, AtEstablishment>({
      ...PER_ESTABLISHMENT,
      query: ({ location }) => atEstablishment(location, pathOf('reviewAlerts')),
      providesTags: (_alerts, _error, { location }) => [establishmentTag('Reviews', location)],
    }),
    replyQueue: build.query<AnswerOf<'replyQueue'>, AtEstablishment>({
      ...PER_ESTABLISHMENT,
      query: ({ location }) => atEstablishment(location, pathOf('replyQueue')),
      providesTags: (_queue, _error, { location }) => [establishmentTag('ReplyQueue', location)],
    }),
    approveQueuedReply: build.mutation<AnswerOf<'approveQueuedReply'>, { id: number; draft?: string }>({
      query: ({ id, draft }) => ({
        url: pathOf('approveQueuedReply', { id }),
        method: API_ROUTES.approveQueuedReply.method,
        body: draft ? { draft } : {},
      }),
      invalidatesTags: (_review, _error, _arg, meta) => staleAfter(meta, 'ReplyQueue', 'Reviews', 'Dashboard'),
    }),
    dismissQueuedReply: build.mutation<AnswerOf<'dismissQueuedReply'>, number>({
      query: (id) => ({ url: pathOf('dismissQueuedReply', { id }), method: API_ROUTES.dismissQueuedReply.method }),
      invalidatesTags: (_answer, _error, _id, meta) => staleAfter(meta, 'ReplyQueue'),
    }),
  }),
});

export const {
  useMarkReviewReadMutation,
  useGenerateReplyMutation,
  usePublishReplyMutation,
  useDeleteReplyMutation,
  useRetryGoogleReplyMutation,
  useSaveAiSettingsMutation,
  usePreviewReplyMutation,
  useApproveQueuedReplyMutation,
  useDismissQueuedReplyMutation,
} = reviewsApi;

// The queries of the establishment shown.
export const useReviewsQuery = (query: ReviewQuery | SkipToken, options?: EstablishmentQueryOptions) =>
  reviewsApi.useReviewsQuery(useAtChosen(query), options);
export const useAiSettingsQuery = (arg: void | SkipToken = undefined, options?: EstablishmentQueryOptions) =>
  reviewsApi.useAiSettingsQuery(useChosenOnly(arg), options);
export const useReplyQueueQuery = (arg: void | SkipToken = undefined, options?: EstablishmentQueryOptions) =>
  reviewsApi.useReplyQueueQuery(useChosenOnly(arg), options);
export const useReviewAlertsQuery = (arg: void | SkipToken = undefined, options?: EstablishmentQueryOptions) =>
  reviewsApi.useReviewAlertsQuery(useChosenOnly(arg), options);
export const useReviewHistoryQuery = (id: number | SkipToken, options?: EstablishmentQueryOptions) =>
  reviewsApi.useReviewHistoryQuery(useAtChosen(typeof id === 'number' ? { id } : id), options);
