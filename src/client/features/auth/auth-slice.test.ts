import type { UnknownAction } from '@reduxjs/toolkit';
import { aSessionUser } from '../../test/fixtures';
import {
  AUTH_EVENTS,
  AUTH_TRANSITIONS,
  authSlice,
  authState,
  initialAuthState,
  type AuthEvent,
  type AuthState,
  type SessionStatus,
} from './auth-slice';
import { sessionInitialized, signedOut, signInFailed, signInStarted, signInSucceeded } from '../../session/session-events';

const reduce = authSlice.reducer;
const marie = aSessionUser();
const signedIn: AuthState = authState('signedIn', { user: marie });

const STATUSES: SessionStatus[] = ['initializing', 'signedOut', 'signingIn', 'signedIn', 'failed'];
const EVENT_ACTIONS: Record<AuthEvent, UnknownAction> = {
  sessionInitialized: AUTH_EVENTS.sessionInitialized(),
  signInStarted: AUTH_EVENTS.signInStarted(),
  signInSucceeded: AUTH_EVENTS.signInSucceeded(marie),
  signInFailed: AUTH_EVENTS.signInFailed('auth.errors.loadUser'),
  signedOut: AUTH_EVENTS.signedOut(),
  sessionRevoked: AUTH_EVENTS.sessionRevoked(),
};
const stateIn = (status: SessionStatus) =>
  authState(status, { user: marie, errorMessage: status === 'failed' ? 'auth.errors.checkExist' : undefined });

describe('auth state machine', () => {
  it('starts signed out, not initialized', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({
      status: 'initializing',
      isAuthenticated: false,
      isLoading: false,
      isInitialized: false,
      errorMessage: null,
      user: null,
    });
  });

  it('sessionInitialized marks it initialized', () => {
    expect(reduce(initialAuthState, sessionInitialized())).toEqual({ ...initialAuthState, status: 'signedOut', isInitialized: true });
  });

  it('signInStarted starts loading and clears the previous error', () => {
    const failed = authState('failed', { errorMessage: 'auth.errors.loadUser' });
    expect(reduce(failed, signInStarted())).toEqual({ ...failed, status: 'signingIn', isLoading: true, errorMessage: null });
  });

  it('signInSucceeded authenticates the user and ends loading', () => {
    const loading = reduce(initialAuthState, signInStarted());
    expect(reduce(loading, signInSucceeded(marie))).toEqual({
      ...loading,
      status: 'signedIn',
      isLoading: false,
      isAuthenticated: true,
      user: marie,
    });
  });

  it('signInFailed ends loading and stores the message', () => {
    const loading = reduce(initialAuthState, signInStarted());
    expect(reduce(loading, signInFailed('auth.errors.checkExist'))).toEqual({
      ...loading,
      status: 'failed',
      isLoading: false,
      errorMessage: 'auth.errors.checkExist',
    });
  });

  it('signedOut clears the authentication and the user', () => {
    const next = reduce(signedIn, signedOut());
    expect(next).toMatchObject({ isAuthenticated: false, isLoading: false, user: null });
    expect(next.isInitialized).toBe(true);
  });

  it('keeps the reason of a failed sign-in when the provider then signs out', () => {
    const failed = authState('failed', { errorMessage: 'auth.errors.checkExist' });
    expect(reduce(failed, signedOut())).toBe(failed);
  });
});

describe('auth transitions: every status × every event', () => {
  const cases = STATUSES.flatMap((status) =>
    (Object.keys(EVENT_ACTIONS) as AuthEvent[]).map((event) => [status, event, AUTH_TRANSITIONS[status][event] ?? null] as const),
  );

  it.each(cases)('%s + %s → %s', (status, event, expected) => {
    const before = stateIn(status);
    const after = reduce(before, EVENT_ACTIONS[event]);
    if (expected === null) {
      // An event the status does not allow changes nothing, not even the object.
      expect(after).toBe(before);
    } else {
      expect(after).toEqual(
        authState(expected, {
          user: marie,
          errorMessage: expected === 'failed' ? 'auth.errors.loadUser' : undefined,
        }),
      );
    }
  });

  it('keeps every derived field consistent with the status', () => {
    for (const status of STATUSES) {
      const state = stateIn(status);
      expect(state.isAuthenticated).toBe(status === 'signedIn');
      expect(state.isLoading).toBe(status === 'signingIn');
      expect(state.isInitialized).toBe(status !== 'initializing');
      expect(state.user !== null).toBe(status === 'signedIn');
      expect(state.errorMessage !== null).toBe(status === 'failed');
    }
  });

  it('names every transition readably for Redux DevTools', () => {
    expect(Object.values(EVENT_ACTIONS).map((action) => action.type)).toEqual([
      'session/sessionInitialized',
      'session/signInStarted',
      'session/signInSucceeded',
      'session/signInFailed',
      'session/signedOut',
      'session/sessionRevoked',
    ]);
  });
});
