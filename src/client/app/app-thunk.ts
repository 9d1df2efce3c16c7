import { createAsyncThunk, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import type { Identity } from '../features/auth/identity';
import type { ConnectSocket } from '../features/sync/socket-middleware';
import type { RootState } from './store';

/** Services the store's thunks reach through `extra`, so tests can pass fakes. */
export type AppServices = { identity: Identity; connectSocket?: ConnectSocket };

/** The store's dispatch as thunks see it (declared apart from the store to keep types acyclic). */
export type AppThunkDispatch = ThunkDispatch<RootState, AppServices, UnknownAction>;

export const createAppAsyncThunk = createAsyncThunk.withTypes<{ state: RootState; dispatch: AppThunkDispatch; extra: AppServices }>();
