import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
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
 * request names one itself. Switching establishments empties the cache (`useEstablishmentChoice`), so an answer for
 * one is never shown for another.
 */
function withEstablishment(url: string, state: unknown): string {
  const chosen = (state as Partial<AppState>).settings?.establishmentId;
  if (chosen == null || !url.includes('/private') || /[?&]location=/.test(url)) return url;
  return `${url}${url.includes('?') ? '&' : '?'}location=${chosen}`;
}

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extraOptions) => {
  const request = typeof args === 'string' ? { url: args } : args;
  const url = withEstablishment(`${clientConfig().apiBaseUrl}${request.url}`, api.getState());
  const result = await rawBaseQuery({ ...request, url }, api, extraOptions);
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

/** The one RTK Query API; each domain adds its endpoints with `baseApi.injectEndpoints`. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [
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
  ],
  endpoints: () => ({}),
});

declare module '../state/app-state' {
  interface AppState {
    api: ReturnType<typeof baseApi.reducer>;
  }
}
