import type { AiSettings, GenerateReplyRequest, ReplyPreviewRequest } from '../../shared/api/ai';
import type { ReviewQuery } from '../../shared/api/reviews';
import { API_ROUTES, pathOf, type AnswerOf } from '../../shared/api/routes';
import type { SkipToken } from '@reduxjs/toolkit/query/react';
import type { RankingCsvSeparator } from '../../shared/api/dashboard';
import type { Language } from '../../shared/constants';
import { baseApi } from './base-api';
import { objectUrlOrError } from './file-response';
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

export type { NetworkScope } from './establishment-scope';

/**
 * The network inbox's query: today's filters over every establishment the user sees in the organisation
 * (`location=all`), those listed (`locations=1,2`) or a group's, and `asOf` on the pages after the first.
 */
export type NetworkReviewQuery = ReviewQuery & NetworkScope & { asOf?: number };

/** A network view's reviews as CSV: its filters and establishments, in a language and with its spreadsheets' separator. */
export type ReviewsCsvQuery = Omit<NetworkReviewQuery, 'page' | 'pageSize' | 'asOf'> & {
  language: Language;
  separator: RankingCsvSeparator;
};

/** A review acted on in its own establishment (`?location=`), whichever inbox shows it. */
export type ReviewAt = { id: number; location: number };

/** Where a review of either inbox is acted on: its own establishment. */
export const reviewAt = (review: { id: number; location: { id: number } }): ReviewAt => ({ id: review.id, location: review.location.id });

/** The request of a review's route, in the review's establishment. */
const atReview = ({ id, location }: ReviewAt, name: 'markReviewRead' | 'deleteReply' | 'retryGoogleReply') => ({
  ...atEstablishment(location, pathOf(name, { id })),
  method: API_ROUTES[name].method,
});

/** The pages of the reviews inboxes shown, one establishment's and the network's, for an optimistic change. */
const REVIEW_PAGES = new Set(['reviews', 'networkReviews']);

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
     * The network inbox: the reviews of several establishments together, each naming its own. Read again on any
     * establishment's event (`networkTag`); its pages are not kept once unused, the server keeping none either.
     */
    networkReviews: build.query<AnswerOf<'reviews'>, NetworkReviewQuery>({
      query: (params) => ({ url: pathOf('reviews'), params }),
      extraOptions: { ownLocation: true },
      providesTags: (page) => [networkTag('Reviews'), ...(page?.items ?? []).map(({ id }) => ({ type: 'Reviews' as const, id }))],
    }),
    /**
     * Marks a review read. Optimistic: every cached page showing it changes at once, and goes
     * back if the server refuses.
     */
    markReviewRead: build.mutation<AnswerOf<'markReviewRead'>, ReviewAt>({
      query: (review) => atReview(review, 'markReviewRead'),
      extraOptions: { ownLocation: true },
      // Other cached lists (the navigation's unread count) may count this review without showing it.
      invalidatesTags: (_answer, _error, _id, meta) => staleAfter(meta, 'Reviews', 'Dashboard'),
      async onQueryStarted({ id }, { dispatch, getState, queryFulfilled }) {
        const patches = reviewsApi.util
          .selectInvalidatedBy(getState(), [{ type: 'Reviews', id }])
          .filter(({ endpointName }) => REVIEW_PAGES.has(endpointName))
          .map(({ endpointName, originalArgs }) =>
            dispatch(
              reviewsApi.util.updateQueryData(endpointName as 'reviews', originalArgs as ReviewQuery & AtEstablishment, (page) => {
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
    generateReply: build.mutation<AnswerOf<'generateReply'>, ReviewAt & GenerateReplyRequest>({
      query: ({ id, location, ...body }) => ({
        ...atEstablishment(location, pathOf('generateReply', { id })),
        method: API_ROUTES.generateReply.method,
        body,
      }),
      extraOptions: { ownLocation: true },
      // The credits left changed: the account's figure and the dashboards follow, those of every establishment the
      // account pays for.
      invalidatesTags: ['Me', 'AiSettings', 'Dashboard'],
    }),
    publishReply: build.mutation<AnswerOf<'publishReply'>, ReviewAt & { responseContent: string }>({
      query: ({ id, location, responseContent }) => ({
        ...atEstablishment(location, pathOf('publishReply', { id })),
        method: API_ROUTES.publishReply.method,
        body: { responseContent },
      }),
      extraOptions: { ownLocation: true },
      invalidatesTags: (_review, _error, { id }, meta) => [{ type: 'Reviews', id }, ...staleAfter(meta, 'Reviews', 'Dashboard')],
    }),
    /** Removes the reply (on Google too, when the listing is connected). */
    deleteReply: build.mutation<AnswerOf<'deleteReply'>, ReviewAt>({
      query: (review) => atReview(review, 'deleteReply'),
      extraOptions: { ownLocation: true },
      invalidatesTags: (_review, _error, { id }, meta) => [{ type: 'Reviews', id }, ...staleAfter(meta, 'Reviews', 'Dashboard')],
    }),
    /** Sends again a reply Google refused or could not take. */
    retryGoogleReply: build.mutation<AnswerOf<'retryGoogleReply'>, ReviewAt>({
      query: (review) => atReview(review, 'retryGoogleReply'),
      extraOptions: { ownLocation: true },
      invalidatesTags: (_review, _error, { id }, meta) => [{ type: 'Reviews', id }, ...staleAfter(meta, 'Reviews')],
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
    reviewHistory: build.query<AnswerOf<'reviewHistory'>, ReviewAt>({
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
    /** The reviews of a view as a CSV file (`/reviews/private.csv`), as an object URL the caller saves then revokes. */
    reviewsCsv: build.mutation<string, ReviewsCsvQuery>({
      query: (params) => ({ url: pathOf('reviewsCsv'), params, cache: 'no-store', responseHandler: objectUrlOrError }),
      extraOptions: { ownLocation: true },
    }),
    /** The integrity alerts of several establishments, each naming its own; read again on any establishment's event. */
    networkReviewAlerts: build.query<AnswerOf<'reviewAlerts'>, NetworkScope>({
      query: (params) => ({ url: pathOf('reviewAlerts'), params }),
      extraOptions: { ownLocation: true },
      providesTags: [networkTag('Reviews')],
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
  useReviewsCsvMutation,
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
/** A review's history, asked in the review's own establishment. */
export const useReviewHistoryQuery = reviewsApi.useReviewHistoryQuery;
export const useNetworkReviewsQuery = reviewsApi.useNetworkReviewsQuery;
export const useNetworkReviewAlertsQuery = reviewsApi.useNetworkReviewAlertsQuery;
