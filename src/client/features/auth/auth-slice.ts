import { createSlice, type UnknownAction } from '@reduxjs/toolkit';
import type { SessionUser } from '../../session/local-session';
import { sessionInitialized, sessionRevoked, signedOut, signInFailed, signInStarted, signInSucceeded } from '../../session/session-events';

export type SessionStatus = 'initializing' | 'signedOut' | 'signingIn' | 'signedIn' | 'failed';

/**
 * The session as the app sees it. `status` decides; the other fields say the same thing in the
 * shape the guards and Redux DevTools read, and are always derived from it (see `authState`).
 * `errorMessage` holds a translation key, so it follows the language.
 */
export type AuthState = {
  status: SessionStatus;
  isAuthenticated: boolean;
  isLoading: boolean;
  isInitialized: boolean;
  errorMessage: string | null;
  user: SessionUser | null;
};

/** The one state for a status: `user` only when signed in, `errorMessage` only when failed. */
export function authState(status: SessionStatus, details: { user?: SessionUser; errorMessage?: string } = {}): AuthState {
  return {
    status,
    isAuthenticated: status === 'signedIn',
    isLoading: status === 'signingIn',
    isInitialized: status !== 'initializing',
    errorMessage: status === 'failed' ? (details.errorMessage ?? null) : null,
    user: status === 'signedIn' ? (details.user ?? null) : null,
  };
}

export const initialAuthState: AuthState = authState('initializing');

export const AUTH_EVENTS = { sessionInitialized, signInStarted, signInSucceeded, signInFailed, signedOut, sessionRevoked };
export type AuthEvent = keyof typeof AUTH_EVENTS;

/**
 * Which event moves which status where. An event missing from a status's row changes nothing:
 * a late answer of the provider, a second 403 or a logout while signed out leave the state as it is.
 * A failed sign-in stays failed when the provider then signs out, so the page can still say why.
 */
export const AUTH_TRANSITIONS: Record<SessionStatus, Partial<Record<AuthEvent, SessionStatus>>> = {
  initializing: { sessionInitialized: 'signedOut', signInStarted: 'signingIn' },
  signedOut: { signInStarted: 'signingIn' },
  signingIn: { signInSucceeded: 'signedIn', signInFailed: 'failed', signedOut: 'signedOut', sessionRevoked: 'signedOut' },
  signedIn: { signedOut: 'signedOut', sessionRevoked: 'signedOut' },
  failed: { signInStarted: 'signingIn' },
};

function eventOf(action: UnknownAction): AuthEvent | undefined {
  return (Object.keys(AUTH_EVENTS) as AuthEvent[]).find((event) => AUTH_EVENTS[event].match(action));
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {},
  extraReducers: (builder) =>
    builder.addDefaultCase((state, action) => {
      const event = eventOf(action);
      const next = event && AUTH_TRANSITIONS[state.status][event];
      if (!next) return state;
      return authState(next, {
        user: signInSucceeded.match(action) ? action.payload : undefined,
        errorMessage: signInFailed.match(action) ? action.payload : undefined,
      });
    }),
});

declare module '../../state/app-state' {
  interface AppState {
    auth: AuthState;
  }
}
