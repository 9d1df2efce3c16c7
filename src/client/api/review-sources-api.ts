import type {
  ConfigurableSource,
  FacebookCallbackBody,
  FacebookLoginStart,
  SourceItem,
  SourceSettingsBody,
  TheForkSettingsBody,
  TripadvisorSettingsBody,
} from '../../shared/api/review-sources';
import { API_ROUTES, pathOf, type AnswerOf } from '../../shared/api/routes';
import { baseApi } from './base-api';
import { ESTABLISHMENT_CACHE_SECONDS, atEstablishment, establishmentTag } from './establishment-scope';

/** An establishment's source: the path's `:id` and `?location=` both name the establishment. */
type SourceOf = { location: number; source: ConfigurableSource };

/** What connecting each source sends; Facebook sends nothing and gets Meta's login address back. */
export type ConnectSourceArg =
  | { location: number; source: 'thefork'; settings: TheForkSettingsBody }
  | { location: number; source: 'tripadvisor'; settings: TripadvisorSettingsBody }
  | { location: number; source: 'facebook'; settings: Record<string, never> };

const atSource = (name: 'connectReviewSource' | 'disconnectReviewSource', { location, source }: SourceOf) => ({
  ...atEstablishment(location, pathOf(name, { id: location, source })),
  method: API_ROUTES[name].method,
});

/*
 * A source connected or disconnected changes that establishment's inbox, figures and the network's that sum them; the
 * screens of a user with one establishment key theirs without an id, so every entry of those types is read again
 * rather than guessing which (a connection is rare).
 */
const STALE_AFTER_CHANGE = ['ReviewSources', 'Reviews', 'Dashboard'] as const;

/**
 * An establishment's review sources beyond Google (`/locations/private/:id/sources`, docs/review-sources.md): their
 * states, connecting (TheFork, Tripadvisor; Facebook through Meta's login) and disconnecting.
 */
export const reviewSourcesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    reviewSources: build.query<AnswerOf<'reviewSources'>, { location: number }>({
      keepUnusedDataFor: ESTABLISHMENT_CACHE_SECONDS,
      extraOptions: { ownLocation: true },
      query: ({ location }) => atEstablishment(location, pathOf('reviewSources', { id: location })),
      providesTags: (_list, _error, { location }) => [establishmentTag('ReviewSources', location)],
    }),
    // TheFork's webhook address carries the connection's secret: read only by who connects, when the card shows it.
    theForkWebhookAddress: build.query<AnswerOf<'theForkWebhookAddress'>, { location: number }>({
      keepUnusedDataFor: ESTABLISHMENT_CACHE_SECONDS,
      extraOptions: { ownLocation: true },
      query: ({ location }) => atEstablishment(location, pathOf('theForkWebhookAddress', { id: location })),
      providesTags: (_address, _error, { location }) => [establishmentTag('ReviewSources', location)],
    }),
    connectReviewSource: build.mutation<SourceItem | FacebookLoginStart, ConnectSourceArg>({
      query: ({ settings, ...at }) => ({ ...atSource('connectReviewSource', at), body: settings satisfies SourceSettingsBody }),
      extraOptions: { ownLocation: true },
      // Facebook's answer is only the login address: nothing changed yet.
      invalidatesTags: (answer) => (answer && 'loginUrl' in answer ? [] : [...STALE_AFTER_CHANGE]),
    }),
    completeFacebookLogin: build.mutation<AnswerOf<'completeFacebookLogin'>, FacebookCallbackBody & { location: number }>({
      query: ({ location, ...body }) => ({
        ...atEstablishment(location, pathOf('completeFacebookLogin', { id: location })),
        method: API_ROUTES.completeFacebookLogin.method,
        body,
      }),
      extraOptions: { ownLocation: true },
      invalidatesTags: [...STALE_AFTER_CHANGE],
    }),
    disconnectReviewSource: build.mutation<void, SourceOf & { keepReviews: boolean }>({
      query: ({ keepReviews, ...at }) => ({ ...atSource('disconnectReviewSource', at), body: { keepReviews } }),
      extraOptions: { ownLocation: true },
      invalidatesTags: [...STALE_AFTER_CHANGE],
    }),
  }),
});

export const {
  useReviewSourcesQuery,
  useTheForkWebhookAddressQuery,
  useConnectReviewSourceMutation,
  useCompleteFacebookLoginMutation,
  useDisconnectReviewSourceMutation,
} = reviewSourcesApi;
