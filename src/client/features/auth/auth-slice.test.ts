import { authSlice, initialAuthState, initialize, loginError, loginRequest, loginSuccess, logout, type AuthState } from './auth-slice';
import type { SessionUser } from './local-session';

const reduce = authSlice.reducer;
const marie: SessionUser = { uid: 'uid-1', email: 'marie@boulangerie.fr', emailVerified: true, displayName: 'Marie', photoURL: null };
const signedIn: AuthState = { ...initialAuthState, isInitialized: true, isAuthenticated: true, user: marie };

describe('auth state machine', () => {
  it('starts signed out, not initialized', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({
      isAuthenticated: false,
      isLoading: false,
      isInitialized: false,
      errorMessage: null,
      user: null,
    });
  });

  it('initialize marks it initialized', () => {
    expect(reduce(initialAuthState, initialize())).toEqual({ ...initialAuthState, isInitialized: true });
  });

  it('loginRequest starts loading and clears the previous error', () => {
    const failed = { ...initialAuthState, errorMessage: 'auth.errors.loadUser' };
    expect(reduce(failed, loginRequest())).toEqual({ ...initialAuthState, isLoading: true, errorMessage: null });
  });

  it('loginSuccess authenticates the user and ends loading', () => {
    const loading = reduce(initialAuthState, loginRequest());
    expect(reduce(loading, loginSuccess(marie))).toEqual({ ...initialAuthState, isAuthenticated: true, user: marie });
  });

  it('loginError ends loading and stores the message', () => {
    const loading = reduce(initialAuthState, loginRequest());
    expect(reduce(loading, loginError('auth.errors.checkExist'))).toEqual({
      ...initialAuthState,
      errorMessage: 'auth.errors.checkExist',
    });
  });

  it('logout clears the authentication and the user', () => {
    const next = reduce(signedIn, logout());
    expect(next).toMatchObject({ isAuthenticated: false, isLoading: false, user: null });
    expect(next.isInitialized).toBe(true);
  });
});
