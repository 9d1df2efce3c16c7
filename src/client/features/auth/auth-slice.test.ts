import type { UnknownAction } from '@reduxjs/toolkit';
import { aSessionUser } from '../../test/fixtures';
import { AUTH_EVENTS, authSlice, authState, initialAuthState, type AuthEvent, type AuthState, type SessionStatus } from './auth-slice';
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

/**
 * The expected machine, written out here rather than read from AUTH_TRANSITIONS: a wrong row in the
 * production table must fail this test, not feed it. null: the event changes nothing.
 */
const EXPECTED_TRANSITIONS: [SessionStatus, AuthEvent, SessionStatus | null][] = [
  ['initializing', 'sessionInitialized', 'signedOut'],
  ['initializing', 'signInStarted', 'signingIn'],
  ['initializing', 'signInSucceeded', null],
  ['initializing', 'signInFailed', null],
  ['initializing', 'signedOut', null],
  ['initializing', 'sessionRevoked', null],
  ['signedOut', 'sessionInitialized', null],
  ['signedOut', 'signInStarted', 'signingIn'],
  ['signedOut', 'signInSucceeded', null],
  ['signedOut', 'signInFailed', null],
  ['signedOut', 'signedOut', null],
  ['signedOut', 'sessionRevoked', null],
  ['signingIn', 'sessionInitialized', null],
  ['signingIn', 'signInStarted', null],
  ['signingIn', 'signInSucceeded', 'signedIn'],
  ['signingIn', 'signInFailed', 'failed'],
  ['signingIn', 'signedOut', 'signedOut'],
  ['signingIn', 'sessionRevoked', 'signedOut'],
  ['signedIn', 'sessionInitialized', null],
  ['signedIn', 'signInStarted', null],
  ['signedIn', 'signInSucceeded', null],
  ['signedIn', 'signInFailed', null],
  ['signedIn', 'signedOut', 'signedOut'],
  ['signedIn', 'sessionRevoked', 'signedOut'],
  ['failed', 'sessionInitialized', null],
  ['failed', 'signInStarted', 'signingIn'],
  ['failed', 'signInSucceeded', null],
  ['failed', 'signInFailed', null],
  ['failed', 'signedOut', null],
  ['failed', 'sessionRevoked', null],
];

describe('auth transitions: every status × every event', () => {
  it('lists every status × event pair once', () => {
    const pairs = EXPECTED_TRANSITIONS.map(([status, event]) => `${status} + ${event}`);
    expect(new Set(pairs).size).toBe(STATUSES.length * Object.keys(EVENT_ACTIONS).length);
    expect(pairs).toHaveLength(30);
  });

  const moves = EXPECTED_TRANSITIONS.filter((row): row is [SessionStatus, AuthEvent, SessionStatus] => row[2] !== null);
  // The one status that carries a message: the profile could not be loaded.
  const errorMessageOf: Partial<Record<SessionStatus, string>> = { failed: 'auth.errors.loadUser' };
  const ignored = EXPECTED_TRANSITIONS.filter(([, , expected]) => expected === null);

  it.each(moves)('%s + %s → %s', (status, event, expected) => {
    expect(reduce(stateIn(status), EVENT_ACTIONS[event])).toEqual(
      authState(expected, { user: marie, errorMessage: errorMessageOf[expected] }),
    );
  });

  // An event the status does not allow changes nothing, not even the object.
  it.each(ignored)('%s + %s changes nothing', (status, event) => {
    const before = stateIn(status);
    expect(reduce(before, EVENT_ACTIONS[event])).toBe(before);
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
