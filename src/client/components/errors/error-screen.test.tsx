import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { reloadPage } from '../../components/reload-page';
import { renderWithProviders } from '../../test/render';
import { RouteErrorBoundary } from './route-error-boundary';

jest.mock('../../components/reload-page', () => ({ reloadPage: jest.fn() }));

function renderThrowing(error: unknown) {
  const Thrower = () => {
    throw error;
  };
  const router = createMemoryRouter([{ path: '/', element: <Thrower />, errorElement: <RouteErrorBoundary /> }]);
  return renderWithProviders(<RouterProvider router={router} />);
}

describe('error screens', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it.each([
    [401, 'Accès non autorisé'],
    [404, 'Page introuvable'],
    [429, 'Trop de requêtes'],
    [500, 'Erreur du serveur'],
  ])('shows the %i screen for an error with that status', async (status, title) => {
    renderThrowing({ status, data: 'x' });
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByLabelText(`Erreur ${status}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
    expect(document.title).toBe(`${title} | Bonavis`);
  });

  it('shows the unknown-error screen with a Recharger button that reloads the page', async () => {
    renderThrowing(new Error('boom'));
    expect(await screen.findByRole('heading', { name: "Une erreur inconnue s'est produite !" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Recharger' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('treats an unlisted status (418) as unknown', async () => {
    renderThrowing({ status: 418 });
    expect(await screen.findByRole('button', { name: 'Recharger' })).toBeInTheDocument();
  });
});
