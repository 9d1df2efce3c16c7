import { act, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import { RouteProgressBar } from './route-progress-bar';

describe('RouteProgressBar', () => {
  it('shows a named progress bar while the next page loads, and nothing once it is there', async () => {
    let pageArrives: (page: { Component: () => string }) => void = () => undefined;
    const router = createMemoryRouter([
      {
        element: (
          <>
            <RouteProgressBar />
            <Outlet />
          </>
        ),
        children: [
          { path: '/', element: <Link to="/next">Suivante</Link> },
          { path: '/next', lazy: () => new Promise((resolve) => (pageArrives = resolve)) },
        ],
      },
    ]);
    renderWithProviders(<RouterProvider router={router} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Suivante' }));
    expect(screen.getByRole('progressbar', { name: 'Chargement de la page…' })).toBeInTheDocument();

    await act(async () => pageArrives({ Component: () => 'Page suivante' }));
    expect(await screen.findByText('Page suivante')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
