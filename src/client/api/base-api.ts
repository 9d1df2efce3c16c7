import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import { clientConfig } from '../config/client-config';
import { readAuthToken } from '../session/local-session';
import { sessionRevoked } from '../session/session-events';
import { errorCodeOf, isForcedLogout, type ApiError } from './api-error';
import type { AppState } from '../state/app-state';

export const FALLBACK_ERROR_MESSAGE = 'Something went wrong';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '',
  prepareHeaders: (headers) => {
    // The ID token is sent raw, with no scheme prefix: the server accepts both.
    const token = readAuthToken();
    if (token) headers.set('Authorization', token);
    return headers;
  },
});

/**
 * A private request says which establishment it acts on (`?location=`): the one chosen in the settings, unless the
 * request names one itself.
 */
function withEstablishment(url: string, state: unknown): string {
  const chosen = (state as Partial<AppState>).settings?.establishmentId;
  if (chosen == null || !url.includes('/private') || /[?&]location=/.test(url)) return url;
  return `${url}${url.includes('?') ? '&' : '?'}location=${chosen}`;
}

/**
 * An endpoint's own options for the base query. `ownLocation`: a per-establishment endpoint, whose arg names the
 * establishment (its cache key): the request is for that one, or for none when it is null (the server takes the only
 * one), never for the one chosen since (`establishment-scope.ts`).
 */
export type EndpointOptions = { ownLocation?: boolean };

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError, EndpointOptions, FetchBaseQueryMeta> = async (
  args,
  api,
  extraOptions,
) => {
  const request = typeof args === 'string' ? { url: args } : args;
  const url = `${clientConfig().apiBaseUrl}${request.url}`;
  const result = await rawBaseQuery({ ...request, url: extraOptions?.ownLocation ? url : withEstablishment(url, api.getState()) }, api, {});
  if (!result.error) return { data: result.data, meta: result.meta };
  const { error } = result;
  const { status } = error;
  if (isForcedLogout(error)) api.dispatch(sessionRevoked());
  // The subscription no longer gives access: the gate's subscription and trial answers are stale; asking
  // again lets it show 'Abonnement premium requis'.
  if (errorCodeOf(error) === 'PREMIUM_REQUIRED') api.dispatch(baseApi.util.invalidateTags(['Subscriptions']));
  // The member's role changed while the screen was open: what they may do is read again.
  if (errorCodeOf(error) === 'ROLE_FORBIDDEN') api.dispatch(baseApi.util.invalidateTags(['Organizations']));
  const data = 'data' in error && error.data !== undefined && error.data !== '' ? error.data : FALLBACK_ERROR_MESSAGE;
  return { error: { status, data }, meta: result.meta };
};

/** What the cache's entries are tagged with, for mutations and server events to say which ones are stale. */
const TAG_TYPES = [
  'Me',
  'Listing',
  'Subscriptions',
  'Reviews',
  'AiSettings',
  'ReplyQueue',
  'Dashboard',
  'Game',
  'GameStats',
  'GameCoupons',
  'Google',
  'ReviewRequests',
  'Alerts',
  'Organizations',
  'Team',
  'Groups',
  'ReviewSources',
  'GoogleProfile',
  'ProfilePosts',
  'ProfilePhotos',
] as const;

export type TagType = (typeof TAG_TYPES)[number];

/** The one RTK Query API; each domain adds its endpoints with `baseApi.injectEndpoints`. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});

declare module '../state/app-state' {
  interface AppState {
    api: ReturnType<typeof baseApi.reducer>;
  }
}
