import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionUser } from './local-session';

/** Auth state of spec §3; `errorMessage` holds a translation key so it follows the language. */
export type AuthState = {
  isAuthenticated: boolean;
  isLoading: boolean;
  isInitialized: boolean;
  errorMessage: string | null;
  user: SessionUser | null;
};

export const initialAuthState: AuthState = {
  isAuthenticated: false,
  isLoading: false,
  isInitialized: false,
  errorMessage: null,
  user: null,
};

/** The spec's state machine: initialize, login request, login success, login error, logout. */
export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    initialize: (state) => {
      state.isInitialized = true;
    },
    loginRequest: (state) => {
      state.isLoading = true;
      state.errorMessage = null;
    },
    loginSuccess: (state, action: PayloadAction<SessionUser>) => {
      state.isAuthenticated = true;
      state.isLoading = false;
      state.errorMessage = null;
      state.user = action.payload;
    },
    loginError: (state, action: PayloadAction<string>) => {
      state.isLoading = false;
      state.errorMessage = action.payload;
    },
    // The error message survives logout so the page that failed can still explain why.
    logout: (state) => {
      state.isAuthenticated = false;
      state.isLoading = false;
      state.user = null;
    },
    /** A 403 from the API: the account may no longer use the app. */
    sessionRevoked: (state) => state,
  },
});

export const { initialize, loginRequest, loginSuccess, loginError, logout, sessionRevoked } = authSlice.actions;
