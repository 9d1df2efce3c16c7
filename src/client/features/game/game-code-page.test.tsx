import { screen } from '@testing-library/react';
import { aListingStatus } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { GameCodePage } from './game-code-page';
import { aGameState, renderGameScreen } from './game-test-kit';

const api = mockApi();

describe('game QR code', () => {
  it('shows the QR code of the public wheel, its link and the downloads', async () => {
    api.route('gameState', { body: aGameState() });
    api.route('listing', { body: aListingStatus({ name: 'Boulangerie Dupont', demo: true, synchronization: null }) });
    renderGameScreen(<GameCodePage />, '/game/code');
    const qr = await screen.findByRole('img', { name: 'QR code du jeu de Boulangerie Dupont' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByRole('textbox', { name: 'Lien du jeu' })).toHaveValue('http://localhost/game/session?g=abcdefgh23456789');
    for (const name of ['Télécharger en PNG', 'Télécharger en SVG', "Télécharger l'affiche A5 (PDF)"]) {
      expect(screen.getByRole('button', { name })).toBeEnabled();
    }
  });

  it('warns that a closed game cannot be played', async () => {
    api.route('gameState', { body: { ...aGameState({ isOpen: false }), closedReason: 'closed' } });
    api.route('listing', { body: aListingStatus({ name: 'Boulangerie Dupont', demo: true, synchronization: null }) });
    renderGameScreen(<GameCodePage />, '/game/code');
    expect(await screen.findByText(/Le jeu est fermé : ouvrez-le/)).toBeInTheDocument();
  });
});
