import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../test/mock-api';
import { aRequestState, answerRequestsScreen, renderRequestsScreen } from './review-requests-test-kit';

const api = mockApi();

async function renderSendForm(state = aRequestState()) {
  answerRequestsScreen(api, { state });
  renderRequestsScreen();
  return screen.findByRole('form', { name: 'Demander un avis' });
}

const sentBodies = () => api.callsTo('POST /reviews/private/requests').map((call) => call.body);

describe('sending review requests', () => {
  it('posts one contact with the channel and basis, and says who was not asked and why, in French', async () => {
    const form = await renderSendForm();
    api.route('sendReviewRequests', { body: { queued: 0, postponed: 0, refused: [{ index: 0, code: 'RECENTLY_INVITED' }] } });
    await userEvent.type(within(form).getByRole('textbox', { name: /Nom du client/ }), 'Marie Dupont');
    await userEvent.type(within(form).getByRole('textbox', { name: /E-mail/ }), 'marie@exemple.fr');
    await userEvent.click(within(form).getByRole('radio', { name: "Client existant, informé qu'on pourrait lui demander son avis" }));
    await userEvent.click(within(form).getByRole('button', { name: 'Envoyer la demande' }));

    expect(await screen.findByText('Marie Dupont : déjà sollicité(e) ces 90 derniers jours')).toBeInTheDocument();
    expect(screen.getByText("Aucune demande n'est partie")).toBeInTheDocument();
    expect(sentBodies()).toEqual([
      { contacts: [{ name: 'Marie Dupont', email: 'marie@exemple.fr', language: 'fr' }], channel: 'email', basis: 'customer' },
    ]);
  });

  it('requires the basis, never chosen for the owner, and sends nothing without it', async () => {
    const form = await renderSendForm();
    const basis = within(form).getByRole('group', { name: /Pourquoi pouvez-vous écrire à ces clients/ });
    expect(
      within(basis)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).checked),
    ).toEqual([false, false]);
    await userEvent.type(within(form).getByRole('textbox', { name: /Nom du client/ }), 'Marie Dupont');
    await userEvent.type(within(form).getByRole('textbox', { name: /E-mail/ }), 'marie@exemple.fr');
    await userEvent.click(within(form).getByRole('button', { name: 'Envoyer la demande' }));
    expect(await within(form).findByText('Indiquez pourquoi vous pouvez écrire à ce client.')).toBeInTheDocument();
    expect(sentBodies()).toEqual([]);
  });

  it('asks for a mobile number by SMS, and says how many SMS wait for the sending hours', async () => {
    const form = await renderSendForm();
    api.route('sendReviewRequests', { body: { queued: 1, postponed: 1, refused: [] } });
    await userEvent.click(within(form).getByRole('button', { name: 'SMS' }));
    await userEvent.type(within(form).getByRole('textbox', { name: /Nom du client/ }), 'Jean Martin');
    await userEvent.click(within(form).getByRole('radio', { name: 'A donné son accord explicite' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Envoyer la demande' }));
    expect(await within(form).findByText('Indiquez le mobile du client pour un envoi par SMS.')).toBeInTheDocument();

    await userEvent.type(within(form).getByRole('textbox', { name: /Mobile/ }), '06 12 34 56 78');
    await userEvent.click(within(form).getByRole('button', { name: 'Envoyer la demande' }));
    expect(await screen.findByText("1 demande en file d'envoi")).toBeInTheDocument();
    expect(screen.getByText("1 SMS attend les heures d'envoi (9 h–20 h, hors dimanches et jours fériés).")).toBeInTheDocument();
    expect(sentBodies()).toEqual([
      { contacts: [{ name: 'Jean Martin', phone: '06 12 34 56 78', language: 'fr' }], channel: 'sms', basis: 'consent' },
    ]);
  });

  it('sends a pasted list, names the lines to fix, and says each refusal by line', async () => {
    const form = await renderSendForm();
    api.route('sendReviewRequests', {
      body: {
        queued: 1,
        postponed: 0,
        refused: [
          { index: 1, code: 'UNSUBSCRIBED' },
          { index: 2, code: 'QUOTA_REACHED' },
        ],
      },
    });
    await userEvent.click(within(form).getByRole('tab', { name: 'Une liste' }));
    const list = within(form).getByRole('textbox', { name: /Clients, un par ligne/ });
    await userEvent.click(list);
    await userEvent.paste('Marie Dupont; marie@exemple.fr\nJean Martin; jean@\nLéa Petit; lea@exemple.fr; en');
    expect(screen.getByText(/3 clients reconnus\. Ligne à corriger : 2/)).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('radio', { name: 'A donné son accord explicite' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Envoyer 3 demandes' }));
    expect(await within(form).findByText(/Corrigez les lignes signalées/)).toBeInTheDocument();
    expect(sentBodies()).toEqual([]);

    await userEvent.clear(list);
    await userEvent.paste('Marie Dupont; marie@exemple.fr\nJean Martin; jean@exemple.fr\nLéa Petit; lea@exemple.fr; en');
    await userEvent.click(within(form).getByRole('button', { name: 'Envoyer 3 demandes' }));
    expect(await screen.findByText("Ligne 2 · Jean Martin : s'est désabonné(e)")).toBeInTheDocument();
    expect(screen.getByText('Ligne 3 · Léa Petit : quota mensuel atteint')).toBeInTheDocument();
    expect(sentBodies()).toEqual([
      {
        contacts: [
          { name: 'Marie Dupont', email: 'marie@exemple.fr', language: 'fr' },
          { name: 'Jean Martin', email: 'jean@exemple.fr', language: 'fr' },
          { name: 'Léa Petit', email: 'lea@exemple.fr', language: 'en' },
        ],
        channel: 'email',
        basis: 'consent',
      },
    ]);
  });

  it('previews the message in the contact’s language, with the owner’s sentence, the link and the way to refuse', async () => {
    const form = await renderSendForm(
      aRequestState({ settings: { channel: 'email', reminder: false, reminderAfterDays: 5, customSentence: 'À très vite !' } }),
    );
    const preview = screen.getByRole('region', { name: 'Aperçu du message' });
    expect(
      await within(preview).findByText(
        "Bonjour Camille, merci pour votre visite chez Boulangerie Dupont. Votre avis nous aide à progresser : il ne prend qu'une minute.",
      ),
    ).toBeInTheDocument();
    expect(within(preview).getByText('À très vite !')).toBeInTheDocument();
    expect(within(preview).getByText('https://bonavis.example/r/boulangerie-dupont')).toBeInTheDocument();
    expect(within(preview).getByText('Ne plus recevoir de demandes : …')).toBeInTheDocument();

    await userEvent.type(within(form).getByRole('textbox', { name: /Nom du client/ }), 'Mary');
    await userEvent.click(within(form).getByRole('combobox', { name: 'Langue du message' }));
    await userEvent.click(screen.getByRole('option', { name: 'Anglais' }));
    expect(
      await within(preview).findByText(
        'Hello Mary, thank you for visiting Boulangerie Dupont. Your review helps us improve: it only takes a minute.',
      ),
    ).toBeInTheDocument();
    expect(within(preview).getByText('Your review of Boulangerie Dupont')).toBeInTheDocument();

    await userEvent.click(within(form).getByRole('button', { name: 'SMS' }));
    await waitFor(() => expect(within(preview).getByText(/STOP: …$/)).toBeInTheDocument());
    expect(
      within(preview).getByText(/^Hello Mary, .* À très vite ! https:\/\/bonavis\.example\/r\/boulangerie-dupont STOP: …$/),
    ).toBeInTheDocument();
  });
});
