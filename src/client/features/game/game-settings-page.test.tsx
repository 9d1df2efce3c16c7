import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../test/mock-api';
import { aGameState, renderGameScreen } from './game-test-kit';
import { GameSettingsPage } from './game-settings-page';

const api = mockApi();

async function renderSettings() {
  api.route('gameState', { body: aGameState() });
  renderGameScreen(<GameSettingsPage />, '/game/settings');
  await screen.findByRole('heading', { name: 'Segment 1' });
}

describe('game settings', () => {
  it('shows the saved wheel, with what each prize gave, and says no prize depends on a review', async () => {
    await renderSettings();
    expect(screen.getAllByRole('textbox', { name: /^Nom/ }).map((field) => (field as HTMLInputElement).value)).toEqual([
      'Café offert',
      'Perdu, retentez votre chance',
    ]);
    expect(screen.getByText('2 gagné(s)')).toBeInTheDocument();
    expect(screen.getByText('Total : 100 %')).toBeInTheDocument();
    expect(screen.getByText(/aucun gain ne dépend d'un avis/)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Jeu ouvert' })).toBeChecked();
  });

  it('says what is wrong when the chances do not add up to 100 %, and saves nothing', async () => {
    await renderSettings();
    const [prizeChance] = screen.getAllByRole('spinbutton', { name: /^Probabilité/ });
    await userEvent.clear(prizeChance);
    await userEvent.type(prizeChance, '35');
    expect(await screen.findByText('Les probabilités doivent totaliser 100 % (actuellement 95 %).')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Les probabilités doivent totaliser 100 %.')).toBeInTheDocument();
    expect(api.callsTo('PUT /game/private/settings')).toHaveLength(0);
  });

  it('adds, reorders and removes slices with named buttons, and saves the wheel as shown', async () => {
    await renderSettings();
    api.route('saveGameSettings', { body: aGameState() });
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter un segment' }));
    expect(screen.getByRole('heading', { name: 'Segment 3' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer le segment 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Descendre le segment 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.callsTo('PUT /game/private/settings')).toHaveLength(1));
    const [call] = api.callsTo('PUT /game/private/settings');
    expect((call.body as { segments: { label: string }[] }).segments.map((segment) => segment.label)).toEqual([
      'Perdu, retentez votre chance',
      'Café offert',
    ]);
    expect(await screen.findByText('Paramètres du jeu enregistrés')).toBeInTheDocument();
  });

  it('requires a name for each slice', async () => {
    await renderSettings();
    const [name] = screen.getAllByRole('textbox', { name: /^Nom/ });
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Donnez un nom à ce segment.')).toBeInTheDocument();
    expect(api.callsTo('PUT /game/private/settings')).toHaveLength(0);
  });
});
