import { createAsyncThunk, type ThunkDispatch, type TypedStartListening, type UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { AppServices } from './app-services';
import type { AppState } from './app-state';

/** The store's dispatch as features see it: plain actions and thunks that receive the services. */
export type AppDispatch = ThunkDispatch<AppState, AppServices, UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<AppState>();

export const createAppAsyncThunk = createAsyncThunk.withTypes<{ state: AppState; dispatch: AppDispatch; extra: AppServices }>();

/** `startAppListening`'s type: features register their effects on the app's one listener middleware with it. */
export type AppStartListening = TypedStartListening<AppState, AppDispatch, AppServices>;
