import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerRequestsScreen } from '../../features/review-requests/review-requests-test-kit';
import { answerAsSetUpOwner, mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render';
import { useAuthStatus, type AuthStatus } from '../guards/auth-status';

jest.mock('../guards/auth-status', () => ({ useAuthStatus: jest.fn() }));

const api = mockApi();
const authAs = (status: AuthStatus) => jest.mocked(useAuthStatus).mockReturnValue(status);

describe('navigation', () => {
  it('lists « Demandes d’avis » under « Avis », and leads to the screen behind the same guards', async () => {
    authAs({ isLoading: false, isAuthenticated: true });
    answerAsSetUpOwner(api);
    answerRequestsScreen(api);
    const { router } = renderRoute('/reviews/home');
    const nav = await screen.findByRole('navigation', { name: 'Navigation principale' });
    const links = within(nav).getAllByRole('link');
    const reviews = links.findIndex((link) => link.textContent?.startsWith('Avis'));
    expect(links[reviews + 1]).toHaveTextContent("Demandes d'avis");
    expect(links[reviews]).toHaveAttribute('aria-current', 'page');

    await userEvent.click(within(nav).getByRole('link', { name: "Demandes d'avis" }));
    expect(await screen.findByRole('heading', { name: "Demandes d'avis", level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reviews/requests');
    expect(document.title).toBe("Demandes d'avis | Bonavis");
    expect(within(nav).getByRole('link', { name: "Demandes d'avis" })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: /^Avis/ })).not.toHaveAttribute('aria-current');
  });

  it('sends a signed-out visitor of the screen to /login, keeping it as the redirect', async () => {
    authAs({ isLoading: false, isAuthenticated: false });
    const { router } = renderRoute('/reviews/requests');
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/login?redirect=%2Freviews%2Frequests'),
    );
  });
});
