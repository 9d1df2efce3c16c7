import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { FLUSH, PAUSE, PERSIST, persistReducer, persistStore, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import { STORAGE_KEYS } from '../../shared/constants';
import { baseApi } from '../api/base-api';
import { settingsSlice } from '../features/settings/settings-slice';
import { devToolsOptions } from './devtools-sanitizer';

// Only the settings are persisted, under the spec's key `settings` (no `persist:` prefix).
const persistedSettings = persistReducer({ key: STORAGE_KEYS.settings, keyPrefix: '', storage }, settingsSlice.reducer);

const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  settings: persistedSettings,
});

export type RootState = ReturnType<typeof rootReducer>;

export function setupStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(baseApi.middleware),
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
