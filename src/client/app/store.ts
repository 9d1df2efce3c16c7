import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, persistReducer, persistStore, PURGE, REGISTER, REHYDRATE, type Persistor } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import { baseApi } from '../api/base-api';
import { STORAGE_KEYS } from '../config/constants';
import { addAuthListeners } from '../features/auth/auth-listeners';
import { authSlice } from '../features/auth/auth-slice';
import { wizardSlice } from '../features/onboarding/wizard-slice';
import { addEstablishmentListeners } from '../features/settings/establishment-listeners';
import { settingsSlice } from '../features/settings/settings-slice';
import { createSocketMiddleware } from '../features/sync/socket-middleware';
import { syncSlice } from '../features/sync/sync-slice';
import type { AppServices } from '../state/app-services';
import type { AppState } from '../state/app-state';
import type { AppDispatch } from '../state/typed-hooks';
import { devToolsOptions } from './devtools-sanitizer';

// Only the settings are persisted, under the key `settings` (no `persist:` prefix); never the API cache.
const persistedSettings = persistReducer({ key: STORAGE_KEYS.settings, keyPrefix: '', storage }, settingsSlice.reducer);

const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  auth: authSlice.reducer,
  settings: persistedSettings,
  wizard: wizardSlice.reducer,
  sync: syncSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

// Each slice declared its key in AppState; the root reducer must provide every one of them, with its type.
type Holds<Condition extends true> = Condition;
export type RootStateSatisfiesAppState = Holds<RootState extends AppState ? true : false>;

/** The store; `services` (the identity provider, the socket) reach thunks as `extra` and listeners as `api.extra`. */
export function setupStore(services: AppServices, preloadedState?: Partial<RootState>) {
  // The app's one listener middleware: every feature registers its effects on it here.
  const listenerMiddleware = createListenerMiddleware({ extra: services });
  const startAppListening = listenerMiddleware.startListening.withTypes<AppState, AppDispatch, AppServices>();
  addAuthListeners(startAppListening);
  addEstablishmentListeners(startAppListening);

  const realtime = services.connectSocket ? [createSocketMiddleware(services.connectSocket)] : [];
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: services },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(listenerMiddleware.middleware)
        .concat(baseApi.middleware, ...realtime),
    devTools: devToolsOptions,
  });
}

export type AppStore = ReturnType<typeof setupStore>;

/**
 * One persistor per store, however often asked. React may render the app twice before it commits (an interrupted
 * render is thrown away), and a second `persistStore` on the same store never sees the settings restored: the app
 * stayed on its loading screen when that happened.
 */
const persistors = new WeakMap<AppStore, Persistor>();

export function persistorOf(store: AppStore): Persistor {
  if (!persistors.has(store)) persistors.set(store, persistStore(store));
  return persistors.get(store)!;
}
