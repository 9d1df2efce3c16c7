import type { AiSettings, GenerateReplyRequest, ReplyPreviewRequest } from '../../shared/api/ai';
import type { ReviewQuery } from '../../shared/api/reviews';
import { API_ROUTES, pathOf, type AnswerOf } from '../../shared/api/routes';
import { baseApi } from './base-api';

const REVIEW_LIST = { type: 'Reviews', id: 'LIST' } as const;

/** The owner's reviews, their replies and the AI writer's settings (`/reviews/private/*`). */
export const reviewsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    reviews: build.query<AnswerOf<'reviews'>, ReviewQuery>({
      query: (params) => ({ url: pathOf('reviews'), params }),
      providesTags: (page) => [REVIEW_LIST, ...(page?.items ?? []).map(({ id }) => ({ type: 'Reviews' as const, id }))],
    }),
    /**
     * Marks a review read. Optimistic: every cached page showing it changes at once, and goes
     * back if the server refuses.
     */
    markReviewRead: build.mutation<AnswerOf<'markReviewRead'>, number>({
      query: (id) => ({ url: pathOf('markReviewRead', { id }), method: API_ROUTES.markReviewRead.method }),
      // Other cached lists (the navigation's unread count) may count this review without showing it.
      invalidatesTags: [REVIEW_LIST, 'Dashboard'],
      async onQueryStarted(id, { dispatch, getState, queryFulfilled }) {
        const patches = reviewsApi.util
          .selectInvalidatedBy(getState(), [{ type: 'Reviews', id }])
          .filter(({ endpointName }) => endpointName === 'reviews')
          .map(({ originalArgs }) =>
            dispatch(
              reviewsApi.util.updateQueryData('reviews', originalArgs as ReviewQuery, (page) => {
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
      // The credits left changed: the account's figure and the dashboard follow.
      invalidatesTags: ['Me', 'AiSettings', 'Dashboard'],
    }),
    publishReply: build.mutation<AnswerOf<'publishReply'>, { id: number; responseContent: string }>({
      query: ({ id, responseContent }) => ({
        url: pathOf('publishReply', { id }),
        method: API_ROUTES.publishReply.method,
        body: { responseContent },
      }),
      invalidatesTags: (_review, _error, { id }) => [REVIEW_LIST, { type: 'Reviews', id }, 'Dashboard'],
    }),
    /** Removes the reply (on Google too, when the listing is connected). */
    deleteReply: build.mutation<AnswerOf<'deleteReply'>, number>({
      query: (id) => ({ url: pathOf('deleteReply', { id }), method: API_ROUTES.deleteReply.method }),
      invalidatesTags: (_review, _error, id) => [REVIEW_LIST, { type: 'Reviews', id }, 'Dashboard'],
    }),
    /** Sends again a reply Google refused or could not take. */
    retryGoogleReply: build.mutation<AnswerOf<'retryGoogleReply'>, number>({
      query: (id) => ({ url: pathOf('retryGoogleReply', { id }), method: API_ROUTES.retryGoogleReply.method }),
      invalidatesTags: (_review, _error, id) => [REVIEW_LIST, { type: 'Reviews', id }],
    }),
    aiSettings: build.query<AnswerOf<'aiSettings'>, void>({ query: () => pathOf('aiSettings'), providesTags: ['AiSettings'] }),
    saveAiSettings: build.mutation<AnswerOf<'saveAiSettings'>, AiSettings>({
      query: (body) => ({ url: pathOf('saveAiSettings'), method: API_ROUTES.saveAiSettings.method, body }),
      invalidatesTags: ['AiSettings'],
    }),
    previewReply: build.mutation<AnswerOf<'previewReply'>, ReplyPreviewRequest>({
      query: (body) => ({ url: pathOf('previewReply'), method: API_ROUTES.previewReply.method, body }),
    }),
    reviewHistory: build.query<AnswerOf<'reviewHistory'>, number>({
      query: (id) => pathOf('reviewHistory', { id }),
      providesTags: (_history, _error, id) => [{ type: 'Reviews', id }],
    }),
    // Looked at again whenever the reviews change (a new review may start or end a wave).
    reviewAlerts: build.query<AnswerOf<'reviewAlerts'>, void>({ query: () => pathOf('reviewAlerts'), providesTags: [REVIEW_LIST] }),
    replyQueue: build.query<AnswerOf<'replyQueue'>, void>({ query: () => pathOf('replyQueue'), providesTags: ['ReplyQueue'] }),
    approveQueuedReply: build.mutation<AnswerOf<'approveQueuedReply'>, { id: number; draft?: string }>({
      query: ({ id, draft }) => ({
        url: pathOf('approveQueuedReply', { id }),
        method: API_ROUTES.approveQueuedReply.method,
        body: draft ? { draft } : {},
      }),
      invalidatesTags: ['ReplyQueue', REVIEW_LIST, 'Dashboard'],
    }),
    dismissQueuedReply: build.mutation<AnswerOf<'dismissQueuedReply'>, number>({
      query: (id) => ({ url: pathOf('dismissQueuedReply', { id }), method: API_ROUTES.dismissQueuedReply.method }),
      invalidatesTags: ['ReplyQueue'],
    }),
  }),
});

export const {
  useReviewsQuery,
  useMarkReviewReadMutation,
  useGenerateReplyMutation,
  usePublishReplyMutation,
  useDeleteReplyMutation,
  useRetryGoogleReplyMutation,
  useAiSettingsQuery,
  useSaveAiSettingsMutation,
  usePreviewReplyMutation,
  useReplyQueueQuery,
  useReviewAlertsQuery,
  useReviewHistoryQuery,
  useApproveQueuedReplyMutation,
  useDismissQueuedReplyMutation,
} = reviewsApi;
