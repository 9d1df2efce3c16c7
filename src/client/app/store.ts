import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { FLUSH, PAUSE, PERSIST, persistReducer, persistStore, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import { STORAGE_KEYS } from '../../shared/constants';
import { baseApi } from '../api/base-api';
import { authSlice } from '../features/auth/auth-slice';
import { createSessionEffects } from '../features/auth/session-effects';
import { settingsSlice } from '../features/settings/settings-slice';
import { wizardSlice } from '../features/onboarding/wizard-slice';
import { createSocketMiddleware } from '../features/sync/socket-middleware';
import { syncSlice } from '../features/sync/sync-slice';
import type { AppServices } from './app-thunk';
import { devToolsOptions } from './devtools-sanitizer';

// Only the settings are persisted, under the spec's key `settings` (no `persist:` prefix).
const persistedSettings = persistReducer({ key: STORAGE_KEYS.settings, keyPrefix: '', storage }, settingsSlice.reducer);

const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  auth: authSlice.reducer,
  settings: persistedSettings,
  wizard: wizardSlice.reducer,
  sync: syncSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** The store; `services` (the identity provider) reach thunks as their `extra` argument. */
export function setupStore(services: AppServices, preloadedState?: Partial<RootState>) {
  const realtime = services.connectSocket ? [createSocketMiddleware(services.connectSocket)] : [];
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: services },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(createSessionEffects(services).middleware)
        .concat(baseApi.middleware, ...realtime),
    devTools: devToolsOptions,
  });
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

export function createPersistor(store: AppStore) {
  return persistStore(store);
}
