import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SnackbarProvider } from 'notistack';
import { createRoutes } from '../app/routes';
import { setupStore, type RootState } from '../app/store';
import { AppThemeProvider } from '../app/theme-provider';

type Options = { preloadedState?: Partial<RootState>; store?: ReturnType<typeof setupStore> };

/** Renders with a real store, the app theme and toasts, as the app does. */
export function renderWithProviders(ui: ReactElement, { preloadedState, store = setupStore(preloadedState) }: Options = {}) {
  return {
    store,
    ...render(
      <Provider store={store}>
        <AppThemeProvider>
          <SnackbarProvider>{ui}</SnackbarProvider>
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
