import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import { AiAssistantPage } from './ai-assistant-page';
import { anAiSettingsState, aQueuedReply, aReview } from './test-fixtures';

const api = mockApi();
const SAVE = 'PUT /reviews/private/ai-settings';
const PREVIEW = 'POST /reviews/private/ai-settings/preview';
const stored = anAiSettingsState();

/** The page at `url`, as a link or an alert opens it. */
function renderAt(url = '/aiAssistant') {
  renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <AiAssistantPage />
    </MemoryRouter>,
  );
}

async function renderPage() {
  renderAt();
  await screen.findByRole('radio', { name: 'Chaleureux' });
}

const saveButton = () => screen.getByRole('button', { name: 'Enregistrer' });

describe('AI assistant page', () => {
  beforeEach(() => {
    api.route('aiSettings', { body: stored });
    api.route('replyQueue', { body: [] });
    api.route('previewReply', { body: { draft: 'Bonjour Julien, merci pour votre retour.', language: 'fr' } });
  });

  it('loads the settings, titles the page and waits for a change before saving', async () => {
    await renderPage();

    expect(document.title).toBe('Assistant IA | Bonavis');
    expect(screen.getByRole('heading', { level: 1, name: 'Assistant IA' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Chaleureux' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Vouvoiement (vous)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Moyenne' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Désactivées' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Signature' })).toHaveValue('Marie, boulangerie du Port');
    expect(screen.getByRole('group', { name: 'Ton' })).toBeInTheDocument();
    expect(screen.getByText('Aucune réponse en attente')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it('saves the edited values and says so', async () => {
    api.route('saveAiSettings', { body: anAiSettingsState({ tone: 'casual' }) });
    await renderPage();

    await userEvent.click(screen.getByRole('radio', { name: 'Décontracté' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Tutoiement (tu)' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Courte' }));
    const signature = screen.getByRole('textbox', { name: 'Signature' });
    await userEvent.clear(signature);
    await userEvent.type(signature, '  Marie et toute l’équipe ');
    await userEvent.type(screen.getByRole('textbox', { name: 'Instructions personnalisées' }), 'Mentionner la terrasse.');
    await userEvent.click(screen.getByRole('radio', { name: 'Mises en attente de validation' }));
    await userEvent.click(screen.getByRole('combobox', { name: "Pour les avis d'au moins" }));
    await userEvent.click(await screen.findByRole('option', { name: '3 étoiles' }));
    await userEvent.click(saveButton());

    expect(await screen.findByText('Paramètres enregistrés')).toBeInTheDocument();
    expect(api.callsTo(SAVE).map((call) => call.body)).toEqual([
      {
        tone: 'casual',
        address: 'tu',
        signature: 'Marie et toute l’équipe',
        length: 'short',
        instructions: 'Mentionner la terrasse.',
        manualWords: ['hygiène', 'intoxication', 'avocat', 'police'],
        autoReply: { mode: 'approve', minRating: 3 },
      },
    ]);
  });

  it('tells why saving failed, in words', async () => {
    api.route('saveAiSettings', { status: 429, body: { code: 'TOO_MANY_REQUESTS', message: 'Too many' } });
    await renderPage();

    await userEvent.click(screen.getByRole('radio', { name: 'Professionnel' }));
    await userEvent.click(saveButton());

    expect(await screen.findByText('Trop de tentatives en peu de temps. Patientez un instant avant de réessayer.')).toBeInTheDocument();
  });

  it('refuses a signature or instructions that are too long, and keeps save disabled', async () => {
    await renderPage();

    await userEvent.click(screen.getByRole('textbox', { name: 'Signature' }));
    // 26 characters already there: 136 in all.
    await userEvent.paste('S'.repeat(110));
    await userEvent.tab();
    expect(await screen.findByText('La signature ne doit pas dépasser 120 caractères')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();

    const signature = screen.getByRole('textbox', { name: 'Signature' });
    await userEvent.clear(signature);
    await userEvent.type(signature, 'Marie');
    await userEvent.click(screen.getByRole('textbox', { name: 'Instructions personnalisées' }));
    await userEvent.paste('I'.repeat(1001));
    await userEvent.tab();
    expect(await screen.findByText('Les instructions ne doivent pas dépasser 1 000 caractères')).toBeInTheDocument();
    expect(screen.queryByText('La signature ne doit pas dépasser 120 caractères')).not.toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it('adds watched words with Enter, refuses bad ones, removes them with the chip’s delete, and saves the list', async () => {
    api.route('saveAiSettings', { body: stored });
    await renderPage();
    const input = screen.getByRole('textbox', { name: 'Ajouter un mot' });
    const list = screen.getByRole('list', { name: 'Mots surveillés' });

    await userEvent.type(input, 'urgence{Enter}');
    expect(within(list).getByRole('button', { name: 'urgence, touche Suppr pour retirer' })).toBeInTheDocument();
    expect(input).toHaveValue('');

    await userEvent.type(input, 'x{Enter}');
    expect(screen.getByText('Un mot surveillé doit contenir au moins 2 caractères')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, 'HYGIENE{Enter}');
    expect(screen.getByText('Ce mot est déjà dans la liste')).toBeInTheDocument();

    const police = within(list).getByRole('button', { name: 'police, touche Suppr pour retirer' });
    await userEvent.click(within(police).getByTestId('CancelIcon'));
    expect(within(list).queryByRole('button', { name: /^police/ })).not.toBeInTheDocument();
    expect(input).toHaveFocus();
    act(() => within(list).getByRole('button', { name: 'avocat, touche Suppr pour retirer' }).focus());
    await userEvent.keyboard('{Delete}');
    expect(within(list).queryByRole('button', { name: /^avocat/ })).not.toBeInTheDocument();

    await userEvent.click(saveButton());
    await screen.findByText('Paramètres enregistrés');
    expect(api.callsTo(SAVE)[0].body).toMatchObject({ manualWords: ['hygiène', 'intoxication', 'urgence'] });
  });

  it('previews a reply with the unsaved values, as the offline model writes it, without saving', async () => {
    await renderPage();

    expect(await screen.findByText('Bonjour Julien, merci pour votre retour.')).toBeInTheDocument();
    expect(screen.getByText('Modèle hors ligne')).toBeInTheDocument();
    expect(screen.getByText('Réponses rédigées par des modèles hors ligne, sans IA externe')).toBeInTheDocument();
    expect(api.callsTo(PREVIEW)[0].body).toEqual({
      settings: stored.settings,
      review: { authorName: 'Julien M.', reviewRate: 2, reviewContent: expect.stringContaining('quarante minutes') },
    });

    api.route('previewReply', { body: { draft: 'Salut Camille, merci !', language: 'fr' } });
    await userEvent.click(screen.getByRole('radio', { name: 'Décontracté' }));
    await userEvent.click(screen.getByRole('button', { name: 'Avis positif' }));

    expect(await screen.findByText('Salut Camille, merci !')).toBeInTheDocument();
    const last = api.callsTo(PREVIEW).at(-1)?.body;
    expect(last).toMatchObject({ settings: { tone: 'casual' }, review: { authorName: 'Camille R.', reviewRate: 5 } });
    expect(api.callsTo(SAVE)).toEqual([]);
  });

  it('hides the offline chip for an outside model', async () => {
    api.route('aiSettings', { body: anAiSettingsState({}, false) });
    await renderPage();

    await screen.findByText('Bonjour Julien, merci pour votre retour.');
    expect(screen.queryByText('Modèle hors ligne')).not.toBeInTheDocument();
  });

  it('shows a skeleton while loading, then an error with a retry', async () => {
    api.route('aiSettings', { status: 500, body: { code: 'INTERNAL_ERROR', message: 'boom' } });
    renderAt();
    expect(screen.getByRole('status', { name: "Chargement des réglages de l'assistant IA…" })).toBeInTheDocument();

    expect(await screen.findByText("Les réglages de l'assistant IA n'ont pas pu être chargés.")).toBeInTheDocument();
    api.route('aiSettings', { body: stored });
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('radio', { name: 'Chaleureux' })).toBeChecked();
    await waitFor(() => expect(api.callsTo(PREVIEW).length).toBeGreaterThan(0));
  });

  describe('opened from an approval alert', () => {
    const other = aQueuedReply({ id: 1, review: aReview({ id: 10, authorName: 'Julien M.' }) });
    const alerted = aQueuedReply({
      id: 2,
      review: aReview({ id: 11, authorName: 'Paul D.', reviewRate: 1 }),
      draft: 'Bonjour Paul, toutes nos excuses.',
    });
    const queueItems = () => screen.getAllByRole('listitem', { name: /^Avis de / });

    it('puts the queue first, that reply at its top with its draft, « Approuver et publier » focused', async () => {
      api.route('replyQueue', { body: [other, alerted] });
      renderAt('/aiAssistant?review=11');

      const opened = await screen.findByRole('listitem', { name: 'Avis de Paul D.', current: true });
      expect(queueItems()[0]).toBe(opened);
      expect(within(opened).getByRole('textbox', { name: 'Réponse proposée' })).toHaveValue('Bonjour Paul, toutes nos excuses.');
      const [first] = within(opened).getAllByRole('button');
      expect(first).toHaveAccessibleName('Approuver et publier');
      expect(first).toHaveFocus();
      // The queue is above the settings.
      const queueHeading = screen.getByRole('heading', { name: 'Réponses en attente de validation' });
      const settingsRadio = await screen.findByRole('radio', { name: 'Chaleureux' });
      expect(queueHeading.compareDocumentPosition(settingsRadio) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });

    it('says so when the reply no longer waits, and shows the others', async () => {
      api.route('replyQueue', { body: [other] });
      renderAt('/aiAssistant?review=11');

      expect(await screen.findByText("Cette réponse n'attend plus votre accord : elle a déjà été publiée ou ignorée.")).toBeInTheDocument();
      expect(queueItems()).toHaveLength(1);
      expect(screen.getByRole('listitem', { name: 'Avis de Julien M.' })).not.toHaveAttribute('aria-current');
    });

    it('keeps the settings first when opened from the menu', async () => {
      api.route('replyQueue', { body: [alerted] });
      await renderPage();

      const queueHeading = await screen.findByRole('heading', { name: 'Réponses en attente de validation' });
      const settingsRadio = screen.getByRole('radio', { name: 'Chaleureux' });
      expect(queueHeading.compareDocumentPosition(settingsRadio) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
    });
  });
});
