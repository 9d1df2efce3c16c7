import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createRoutes } from '../app/routes';
import { setupStore, type RootState } from '../app/store';
import { NotificationsProvider } from '../app/notifications-provider';
import { AppThemeProvider } from '../app/theme-provider';
import { authState } from '../features/auth/auth-slice';
import { appStarted, appStopped } from '../state/app-lifecycle';
import { FakeIdentity } from './fake-identity';

type TestStore = ReturnType<typeof setupStore>;
type Options = { preloadedState?: Partial<RootState>; store?: TestStore };

/** A visitor the identity provider has answered for: signed out. */
export const signedOutState = { auth: authState('signedOut') };

/** A real store with a fake identity provider, signed out unless `preloadedState` says otherwise. */
export function createTestStore(preloadedState?: Partial<RootState>, identity = new FakeIdentity()) {
  return setupStore({ identity }, { ...signedOutState, ...preloadedState });
}

/** Starts following the store's identity provider, as the app does on start; returns what stops it. */
export function startApp(store: TestStore) {
  store.dispatch(appStarted());
  return () => void store.dispatch(appStopped());
}

/** Renders with a real store, the app theme and toasts, as the app does. */
export function renderWithProviders(ui: ReactElement, { preloadedState, store = createTestStore(preloadedState) }: Options = {}) {
  return {
    store,
    ...render(
      <Provider store={store}>
        <AppThemeProvider>
          <NotificationsProvider>{ui}</NotificationsProvider>
        </AppThemeProvider>
      </Provider>,
    ),
  };
}

/** Renders the app's real route tree at `path`; returns the router to read its location. */
export function renderRoute(path: string, options: Options = {}) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  return { router, ...renderWithProviders(<RouterProvider router={router} />, options) };
}
