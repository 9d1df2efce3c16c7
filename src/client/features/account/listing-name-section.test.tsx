import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aListingStatus } from '../../test/fixtures';
import { mockApi, routeOf } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import { ListingNameSection } from './listing-name-section';

const api = mockApi();
const SWITCH = 'Le nom commence par un article qui fait partie de la marque';

describe('ListingNameSection', () => {
  it('shows the name from Google with an example from it, and saves the article kept', async () => {
    const stored = aListingStatus({ name: 'La Table', nameKeepsArticle: false });
    api.route('listing', { body: stored });
    const { demo: _demo, synchronization: _synchronization, ...listing } = stored;
    api.route('saveListingNameArticle', { body: { ...listing, nameKeepsArticle: true } });
    renderWithProviders(<ListingNameSection />);

    const toggle = await screen.findByRole('switch', { name: SWITCH });
    expect(toggle).not.toBeChecked();
    expect(screen.getByText('La Table')).toBeInTheDocument();
    expect(screen.getByText('Exemple : « Jeu de la Table » au lieu de « Jeu de La Table »')).toBeInTheDocument();

    await userEvent.click(toggle);
    await waitFor(() => expect(api.callsTo(routeOf('saveListingNameArticle'))).toHaveLength(1));
    expect(api.callsTo(routeOf('saveListingNameArticle'))[0].body).toEqual({ nameKeepsArticle: true });
    await waitFor(() => expect(toggle).toBeChecked());
    expect(screen.getByText('Exemple : « Jeu de La Table » au lieu de « Jeu de la Table »')).toBeInTheDocument();
  });

  it('shows one example when the name starts with no article, and puts the switch back when the save is refused', async () => {
    api.route('listing', { body: aListingStatus({ name: 'Boulangerie Martin', nameKeepsArticle: false }) });
    api.route('saveListingNameArticle', { status: 500, body: { code: 'INTERNAL_ERROR', message: 'boom' } });
    renderWithProviders(<ListingNameSection />);

    const toggle = await screen.findByRole('switch', { name: SWITCH });
    expect(screen.getByText('Exemple : « Jeu de Boulangerie Martin »')).toBeInTheDocument();
    await userEvent.click(toggle);
    expect(await screen.findByText('Un problème est survenu de notre côté. Réessayez dans un instant.')).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
  });
});
