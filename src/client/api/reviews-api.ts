import type {
  AiSettings,
  AiSettingsState,
  GeneratedReply,
  GenerateReplyRequest,
  QueuedReply,
  ReplyPreviewRequest,
} from '../../shared/api/ai';
import type { Review, ReviewPage, ReviewQuery } from '../../shared/api/reviews';
import { baseApi } from './base-api';

const REVIEW_LIST = { type: 'Reviews', id: 'LIST' } as const;

/** The owner's reviews, their replies and the AI writer's settings (`/reviews/private/*`). */
export const reviewsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    reviews: build.query<ReviewPage, ReviewQuery>({
      query: (params) => ({ url: '/reviews/private', params }),
      providesTags: (page) => [REVIEW_LIST, ...(page?.items ?? []).map(({ id }) => ({ type: 'Reviews' as const, id }))],
    }),
    /**
     * Marks a review read. Optimistic: every cached page showing it changes at once, and goes
     * back if the server refuses.
     */
    markReviewRead: build.mutation<Review, number>({
      query: (id) => ({ url: `/reviews/private/${id}/read`, method: 'PATCH' }),
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
    generateReply: build.mutation<GeneratedReply, { id: number } & GenerateReplyRequest>({
      query: ({ id, ...body }) => ({ url: `/reviews/private/${id}/reply/generate`, method: 'POST', body }),
      // The credits left changed: the account's figure and the dashboard follow.
      invalidatesTags: ['Me', 'Dashboard'],
    }),
    publishReply: build.mutation<Review, { id: number; responseContent: string }>({
      query: ({ id, responseContent }) => ({ url: `/reviews/private/${id}/reply`, method: 'PUT', body: { responseContent } }),
      invalidatesTags: (_review, _error, { id }) => [REVIEW_LIST, { type: 'Reviews', id }, 'Dashboard'],
    }),
    /** Removes the reply (on Google too, when the listing is connected). */
    deleteReply: build.mutation<Review, number>({
      query: (id) => ({ url: `/reviews/private/${id}/reply`, method: 'DELETE' }),
      invalidatesTags: (_review, _error, id) => [REVIEW_LIST, { type: 'Reviews', id }, 'Dashboard'],
    }),
    /** Sends again a reply Google refused or could not take. */
    retryGoogleReply: build.mutation<Review, number>({
      query: (id) => ({ url: `/reviews/private/${id}/reply/retry`, method: 'POST' }),
      invalidatesTags: (_review, _error, id) => [REVIEW_LIST, { type: 'Reviews', id }],
    }),
    aiSettings: build.query<AiSettingsState, void>({ query: () => '/reviews/private/ai-settings', providesTags: ['AiSettings'] }),
    saveAiSettings: build.mutation<AiSettingsState, AiSettings>({
      query: (body) => ({ url: '/reviews/private/ai-settings', method: 'PUT', body }),
      invalidatesTags: ['AiSettings'],
    }),
    previewReply: build.mutation<{ draft: string; language: string }, ReplyPreviewRequest>({
      query: (body) => ({ url: '/reviews/private/ai-settings/preview', method: 'POST', body }),
    }),
    replyQueue: build.query<QueuedReply[], void>({ query: () => '/reviews/private/reply-queue', providesTags: ['ReplyQueue'] }),
    approveQueuedReply: build.mutation<Review, { id: number; draft?: string }>({
      query: ({ id, draft }) => ({ url: `/reviews/private/reply-queue/${id}/approve`, method: 'POST', body: draft ? { draft } : {} }),
      invalidatesTags: ['ReplyQueue', REVIEW_LIST, 'Dashboard'],
    }),
    dismissQueuedReply: build.mutation<void, number>({
      query: (id) => ({ url: `/reviews/private/reply-queue/${id}`, method: 'DELETE' }),
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
  useApproveQueuedReplyMutation,
  useDismissQueuedReplyMutation,
} = reviewsApi;
