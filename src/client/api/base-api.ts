import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
import { clientConfig } from '../config/client-config';
import { readAuthToken } from '../session/local-session';
import { sessionRevoked } from '../session/session-events';
import { errorCodeOf } from './api-error';

/** What every failed call rejects with: the server's body, or a fallback text when there is none. */
export type ApiError = { status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR'; data: unknown };

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

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extraOptions) => {
  const request = typeof args === 'string' ? { url: args } : args;
  const result = await rawBaseQuery({ ...request, url: `${clientConfig().apiBaseUrl}${request.url}` }, api, extraOptions);
  if (!result.error) return { data: result.data, meta: result.meta };
  const { error } = result;
  const status = error.status;
  // Here the status itself is the rule. A 403 on any call means the account may no longer use the app:
  // forced logout. (A 428, a two-factor code to give, is not one: the form that made the call asks for it;
  // nor is a profile refused for an unverified address: the sign-in says what to do and signs out itself.)
  if (status === 403 && errorCodeOf(error) !== 'EMAIL_NOT_VERIFIED') api.dispatch(sessionRevoked());
  // A 402: the server says the subscription no longer gives access. The gate's subscription and trial
  // answers are stale; asking again lets it show 'Abonnement premium requis'.
  if (status === 402) api.dispatch(baseApi.util.invalidateTags(['Subscriptions']));
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
  ],
  endpoints: () => ({}),
});

declare module '../state/app-state' {
  interface AppState {
    api: ReturnType<typeof baseApi.reducer>;
  }
}
