import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { WidgetState } from '../../../shared/api/widgets';
import { PATHS } from '../../config/paths';
import { mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import { WidgetSettingsPage } from './widget-settings-page';

const api = mockApi();

function aWidgetState(overrides: Partial<WidgetState> = {}): WidgetState {
  return {
    settings: { layout: 'badge', theme: 'auto', language: 'auto', reviewCount: 5, hideWithoutText: false },
    publicId: 'AbCdEfGhIjKlMnOp',
    scriptUrl: 'https://bonavis.example/widget/v1.js',
    frameUrl: 'https://bonavis.example/widget/frame/AbCdEfGhIjKlMnOp',
    ...overrides,
  };
}

async function renderWidgetSettings(state = aWidgetState()) {
  api.route('widgetState', { body: state });
  const router = createMemoryRouter([{ path: PATHS.settingsWidget, element: <WidgetSettingsPage /> }], {
    initialEntries: [PATHS.settingsWidget],
  });
  renderWithProviders(<RouterProvider router={router} />);
  return screen.findByRole('form', { name: 'Widget d’avis pour votre site' });
}

const savedBodies = () => api.callsTo('PUT /widgets/private/settings').map((call) => call.body);
const preview = () => screen.getByTitle('Aperçu du widget d’avis');

describe('Settings → Widget', () => {
  it('gives the one line to paste and the iframe, with the legal line the widget shows', async () => {
    await renderWidgetSettings();
    expect(screen.getByRole('textbox', { name: 'Script (recommandé)' })).toHaveValue(
      '<script src="https://bonavis.example/widget/v1.js" data-bonavis="AbCdEfGhIjKlMnOp" async></script>',
    );
    expect(screen.getByRole('textbox', { name: 'Iframe (sites qui interdisent les scripts)' })).toHaveValue(
      '<iframe src="https://bonavis.example/widget/frame/AbCdEfGhIjKlMnOp?layout=badge&theme=auto&lang=auto&count=5&hide=0" title="Avis Google" width="100%" height="150" style="border:0" loading="lazy"></iframe>',
    );
    expect(screen.getByText(/Avis issus de Google, non vérifiés par l’établissement ni par Bonavis/)).toBeInTheDocument();
  });

  it('copies the script with its button', async () => {
    const user = userEvent.setup();
    await renderWidgetSettings();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(screen.getByRole('button', { name: 'Copier le script' }));
    expect(writeText).toHaveBeenCalledWith(
      '<script src="https://bonavis.example/widget/v1.js" data-bonavis="AbCdEfGhIjKlMnOp" async></script>',
    );
    expect(await screen.findByText('Code copié')).toBeInTheDocument();
  });

  it('previews each change at once, and saves the layout, theme, language and number of reviews', async () => {
    const user = userEvent.setup();
    const form = await renderWidgetSettings();
    // « Automatic » previews in the app's language, as on a French page.
    expect(preview()).toHaveAttribute(
      'src',
      'https://bonavis.example/widget/frame/AbCdEfGhIjKlMnOp?layout=badge&theme=auto&lang=fr&count=5&hide=0',
    );
    // The badge shows no review: the number only matters for the list and the carousel.
    expect(within(form).getByRole('combobox', { name: 'Nombre d’avis' })).toHaveAttribute('aria-disabled', 'true');

    await user.click(within(form).getByRole('radio', { name: 'Carrousel' }));
    await user.click(within(form).getByRole('radio', { name: 'Sombre' }));
    await user.click(within(form).getByRole('combobox', { name: 'Langue' }));
    await user.click(screen.getByRole('option', { name: 'Espagnol' }));
    await user.click(within(form).getByRole('combobox', { name: 'Nombre d’avis' }));
    await user.click(screen.getByRole('option', { name: '3' }));
    await user.click(within(form).getByRole('switch', { name: 'Masquer les avis sans texte' }));
    expect(preview()).toHaveAttribute(
      'src',
      'https://bonavis.example/widget/frame/AbCdEfGhIjKlMnOp?layout=carousel&theme=dark&lang=es&count=3&hide=1',
    );
    expect(savedBodies()).toEqual([]);

    const saved = { layout: 'carousel', theme: 'dark', language: 'es', reviewCount: 3, hideWithoutText: true } as const;
    api.route('saveWidgetSettings', { body: aWidgetState({ settings: saved }) });
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(savedBodies()).toEqual([saved]));
    expect(await screen.findByText('Réglages du widget enregistrés')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Iframe (sites qui interdisent les scripts)' })).toHaveValue(
      '<iframe src="https://bonavis.example/widget/frame/AbCdEfGhIjKlMnOp?layout=carousel&theme=dark&lang=es&count=3&hide=1" title="Avis Google" width="100%" height="420" style="border:0" loading="lazy"></iframe>',
    );
  });

  it("shows other sources' reviews only when picked, Google's always", async () => {
    const user = userEvent.setup();
    const form = await renderWidgetSettings();
    const sources = within(form).getByRole('group', { name: 'Sources des avis affichés' });
    expect(within(sources).getByRole('checkbox', { name: 'Google' })).toBeChecked();
    expect(within(sources).getByRole('checkbox', { name: 'Google' })).toBeDisabled();
    expect(within(sources).getByRole('checkbox', { name: 'TheFork' })).not.toBeChecked();

    await user.click(within(sources).getByRole('checkbox', { name: 'Tripadvisor' }));
    await user.click(within(sources).getByRole('checkbox', { name: 'TheFork' }));
    api.route('saveWidgetSettings', { body: aWidgetState() });
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    // In the sources' own order, Google first, whatever the order of the clicks.
    await waitFor(() => expect(savedBodies()).toEqual([expect.objectContaining({ sources: ['google', 'thefork', 'tripadvisor'] })]));
  });

  it('names every saved source in the legal line and the iframe title, as the widget does', async () => {
    const user = userEvent.setup();
    const form = await renderWidgetSettings(aWidgetState({ settings: { ...aWidgetState().settings, sources: ['google', 'thefork'] } }));
    expect(screen.getByText(/« Avis issus de Google et TheFork, non vérifiés par l’établissement ni par Bonavis/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Iframe (sites qui interdisent les scripts)' })).toHaveValue(
      '<iframe src="https://bonavis.example/widget/frame/AbCdEfGhIjKlMnOp?layout=badge&theme=auto&lang=auto&count=5&hide=0" title="Avis Google et TheFork" width="100%" height="150" style="border:0" loading="lazy"></iframe>',
    );

    // Once saved, a third source joins the list: commas, then « et » before the last.
    const sources = within(form).getByRole('group', { name: 'Sources des avis affichés' });
    await user.click(within(sources).getByRole('checkbox', { name: 'Facebook' }));
    api.route('saveWidgetSettings', {
      body: aWidgetState({ settings: { ...aWidgetState().settings, sources: ['google', 'thefork', 'facebook'] } }),
    });
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(/« Avis issus de Google, TheFork et Facebook, non vérifiés/)).toBeInTheDocument();
    expect(screen.queryByText(/Avis issus de Google et TheFork,/)).not.toBeInTheDocument();
  });

  it('says why a save was refused', async () => {
    const user = userEvent.setup();
    const form = await renderWidgetSettings();
    api.route('saveWidgetSettings', {
      status: 400,
      body: { statusCode: 400, code: 'VALIDATION_ERROR', message: 'Invalid', fields: { reviewCount: 'validation.widget.reviewCount' } },
    });
    await user.click(within(form).getByRole('radio', { name: 'Liste' }));
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Choisissez entre 1 et 10 avis.')).toBeInTheDocument();
  });

  it('replaces the public id after a confirmation: the code changes, the old one stops', async () => {
    const user = userEvent.setup();
    await renderWidgetSettings();
    await user.click(screen.getByRole('button', { name: 'Générer un nouvel identifiant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Générer un nouvel identifiant ?' });
    expect(within(dialog).getByText(/Le code actuel cessera de fonctionner/)).toBeInTheDocument();
    api.route('saveWidgetSettings', {
      body: aWidgetState({ publicId: 'NouvelIdentifiant', frameUrl: 'https://bonavis.example/widget/frame/NouvelIdentifiant' }),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Générer' }));
    await waitFor(() =>
      expect(savedBodies()).toEqual([
        { layout: 'badge', theme: 'auto', language: 'auto', reviewCount: 5, hideWithoutText: false, regeneratePublicId: true },
      ]),
    );
    expect(await screen.findByText('Nouvel identifiant créé : copiez le nouveau code sur votre site.')).toBeInTheDocument();
    // Once the dialog has closed, the page is in the accessibility tree again.
    expect(await screen.findByRole('textbox', { name: 'Script (recommandé)' })).toHaveValue(
      '<script src="https://bonavis.example/widget/v1.js" data-bonavis="NouvelIdentifiant" async></script>',
    );
  });
});
