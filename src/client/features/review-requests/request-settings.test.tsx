import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../test/mock-api';
import { aRequestState, answerRequestsScreen, renderRequestsScreen } from './review-requests-test-kit';

const api = mockApi();

async function renderSettings() {
  answerRequestsScreen(api);
  renderRequestsScreen();
  return screen.findByRole('textbox', { name: 'Votre phrase (facultative)' });
}

const savedBodies = () => api.callsTo('PUT /reviews/private/requests/settings').map((call) => call.body);

describe('review request settings', () => {
  it('warns as the sentence is typed when it promises something in return', async () => {
    const sentence = await renderSettings();
    await userEvent.type(sentence, 'Merci de votre visite.');
    expect(screen.queryByText(/ressemble à une contrepartie/)).not.toBeInTheDocument();
    await userEvent.type(sentence, ' Profitez de -10 % sur votre prochaine visite.');
    expect(
      screen.getByText(
        "« -10 % » ressemble à une contrepartie : Google et la loi interdisent toute récompense en échange d'un avis. Reformulez sans rien promettre.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Ajoutée au message. 68 / 300 caractères.')).toBeInTheDocument();
  });

  it('warns as the sentence is typed when it carries a link, an e-mail address or a phone number', async () => {
    const sentence = await renderSettings();
    await userEvent.type(sentence, 'Merci de votre visite.');
    expect(screen.queryByText(/ressemble à un lien/)).not.toBeInTheDocument();
    await userEvent.type(sentence, ' Notre site : exemple[[.]fr');
    expect(
      screen.getByText(
        "« exemple[.]fr » ressemble à un lien, une adresse e-mail ou un numéro de téléphone : ils ne sont pas acceptés dans les demandes d'avis, qui ne portent que leur lien vers Google.",
      ),
    ).toBeInTheDocument();
  });

  it('shows the server’s LINK_FORBIDDEN on the sentence', async () => {
    const sentence = await renderSettings();
    api.route('saveReviewRequestSettings', {
      status: 400,
      body: { statusCode: 400, code: 'LINK_FORBIDDEN', message: 'Link', link: '06 12 34 56 78' },
    });
    await userEvent.type(sentence, 'Appelez le 06 12 34 56 78');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText(/Votre texte contient un lien, une adresse e-mail ou un numéro de téléphone \(« 06 12 34 56 78 »\)/),
    ).toBeInTheDocument();
    expect(sentence).toBeInvalid();
  });

  it('shows the server’s INCENTIVE_FORBIDDEN on the sentence, until it changes', async () => {
    const sentence = await renderSettings();
    api.route('saveReviewRequestSettings', {
      status: 400,
      body: { statusCode: 400, code: 'INCENTIVE_FORBIDDEN', message: 'Incentive', incentive: 'petite attention' },
    });
    await userEvent.type(sentence, 'Une petite attention vous attend.');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(/Votre phrase promet une contrepartie \(« petite attention »\)/)).toBeInTheDocument();
    expect(sentence).toHaveAccessibleDescription(
      "Votre phrase promet une contrepartie (« petite attention ») : Google et la loi interdisent toute récompense en échange d'un avis. Retirez-la.",
    );
    expect(sentence).toBeInvalid();
    await userEvent.type(sentence, '!');
    expect(screen.queryByText(/Votre phrase promet une contrepartie/)).not.toBeInTheDocument();
  });

  it('saves the channel, the reminder and the sentence', async () => {
    const sentence = await renderSettings();
    api.route('saveReviewRequestSettings', { body: aRequestState() });
    const settings = screen.getByRole('form', { name: 'Réglages des demandes' });
    await userEvent.click(within(settings).getByRole('button', { name: 'SMS' }));
    const days = screen.getByRole('spinbutton', { name: 'Relance après (jours)' });
    await userEvent.clear(days);
    await userEvent.type(days, '20');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('La relance se fait entre 2 et 14 jours après la demande.')).toBeInTheDocument();
    expect(savedBodies()).toEqual([]);

    await userEvent.clear(days);
    await userEvent.type(days, '7');
    await userEvent.type(sentence, '  À bientôt !  ');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(savedBodies()).toEqual([{ channel: 'sms', reminder: true, reminderAfterDays: 7, customSentence: 'À bientôt !' }]),
    );
    expect(await screen.findByText('Réglages des demandes enregistrés')).toBeInTheDocument();
  });
});
