import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PATHS } from '../../config/paths';
import { renderWithProviders } from '../../test/render';

/** Renders a dashboard piece at `path` in a memory router (links need one); `search()` reads the URL query back. */
export function renderInRouter(ui: ReactElement, path: string = PATHS.dashboardHome) {
  const router = createMemoryRouter(
    [
      { path: PATHS.dashboardHome, element: ui },
      { path: '*', element: <p>Ailleurs</p> },
    ],
    { initialEntries: [path] },
  );
  const rendered = renderWithProviders(<RouterProvider router={router} />);
  return { ...rendered, router, search: () => new URLSearchParams(router.state.location.search) };
}
