import { screen, waitFor, within } from '@testing-library/react';
import type { Review } from '../../../shared/api/reviews';
import userEvent from '@testing-library/user-event';
import { aGoogleConnection } from '../../test/fixtures';
import { answerWithGoogleConnection, mockApi, type RouteAnswer } from '../../test/mock-api';
import { aReview, aReviewPage, answerReviewsScreen, renderReviewsPage } from './reviews-test-kit';

const api = mockApi();

const GENERATE = 'POST /reviews/private/1/reply/generate';
const generated = (draft: string, aiCredits = 4): RouteAnswer<'generateReply'> => ({
  body: { draft, language: 'fr', aiCredits, model: { kind: 'templates', offline: false } },
});
const card = () => screen.findByRole('article', { name: 'Jean Dupont' });
const editor = () => screen.findByRole('textbox', { name: 'Votre réponse' });

describe('AI credits', () => {
  it('shows the credits left and the offline model', async () => {
    answerReviewsScreen(api, { me: { aiCredits: 5 }, offline: true });
    renderReviewsPage();
    expect(await screen.findByText('5 crédits IA')).toBeInTheDocument();
    expect(await screen.findByText('modèle hors ligne')).toBeInTheDocument();
    expect(within(await card()).getByRole('button', { name: 'Générer une réponse' })).toBeEnabled();
  });

  it('at 0 credits, turns generation off and points to the plans', async () => {
    answerReviewsScreen(api, { me: { aiCredits: 0 } });
    renderReviewsPage();
    const generate = within(await card()).getByRole('button', { name: 'Générer une réponse' });
    await waitFor(() => expect(generate).toBeDisabled());
    expect(generate).toHaveAccessibleDescription(/Vous n'avez plus de crédit IA/);
    expect(screen.getByRole('link', { name: 'Voir les offres pour obtenir des crédits' })).toHaveAttribute('href', '/subscription/home');
    expect(screen.queryByText('modèle hors ligne')).not.toBeInTheDocument();
    // Writing by hand needs no credit.
    await userEvent.click(within(await card()).getByRole('button', { name: 'Rédiger moi-même' }));
    expect(await editor()).toHaveValue('');
  });
});

describe('reply editor', () => {
  beforeEach(() => answerReviewsScreen(api));

  it('puts the generated draft in the editor, with the credits left', async () => {
    api.route('generateReply', generated('Merci Jean pour votre visite !'), { id: 1 });
    renderReviewsPage();
    await userEvent.click(within(await card()).getByRole('button', { name: 'Générer une réponse' }));
    expect(await editor()).toHaveValue('Merci Jean pour votre visite !');
    expect(screen.getByText('Il vous reste 4 crédits IA.')).toBeInTheDocument();
    expect(api.callsTo(GENERATE)[0].body).toEqual({});
  });

  it('sends the adjustment with the current draft', async () => {
    api.route('generateReply', generated('Merci Jean pour votre visite !'), { id: 1 });
    renderReviewsPage();
    await userEvent.click(within(await card()).getByRole('button', { name: 'Générer une réponse' }));
    await userEvent.type(await editor(), ' À bientôt.');
    api.route('generateReply', generated('Merci Jean !', 3), { id: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Plus court' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Votre réponse' })).toHaveValue('Merci Jean !'));
    expect(api.callsTo(GENERATE)[1].body).toEqual({ adjust: 'shorter', draft: 'Merci Jean pour votre visite ! À bientôt.' });

    await userEvent.click(screen.getByRole('button', { name: 'Plus formel' }));
    await waitFor(() => expect(api.callsTo(GENERATE)).toHaveLength(3));
    expect(api.callsTo(GENERATE)[2].body).toEqual({ adjust: 'formal', draft: 'Merci Jean !' });
  });

  it('publishes the edited text', async () => {
    api.route('generateReply', generated('Merci Jean !'), { id: 1 });
    api.route('publishReply', { body: aReview({ hasResponse: true }) }, { id: 1 });
    renderReviewsPage();
    await userEvent.click(within(await card()).getByRole('button', { name: 'Générer une réponse' }));
    const text = await editor();
    await waitFor(() => expect(text).toHaveValue('Merci Jean !'));
    await userEvent.clear(text);
    await userEvent.type(text, 'Merci beaucoup, Jean.');
    await userEvent.click(screen.getByRole('button', { name: 'Publier' }));
    expect(await screen.findByText('Réponse publiée.')).toBeInTheDocument();
    expect(api.callsTo('PUT /reviews/private/1/reply')[0].body).toEqual({ responseContent: 'Merci beaucoup, Jean.' });
    expect(screen.queryByRole('textbox', { name: 'Votre réponse' })).not.toBeInTheDocument();
  });

  it('shows the translated error of a failed generation', async () => {
    api.route('generateReply', { status: 429, body: { code: 'TOO_MANY_REQUESTS', message: 'slow down' } }, { id: 1 });
    renderReviewsPage();
    await userEvent.click(within(await card()).getByRole('button', { name: 'Générer une réponse' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Trop de tentatives en peu de temps/);
  });

  it('falls back to its own text when the error has no specific code', async () => {
    api.route('generateReply', { status: 500, body: { code: 'INTERNAL_ERROR', message: 'boom' } }, { id: 1 });
    renderReviewsPage();
    await userEvent.click(within(await card()).getByRole('button', { name: 'Générer une réponse' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "La réponse n'a pas pu être générée. Aucun crédit n'a été utilisé : réessayez.",
    );
  });

  it('copies the reply and opens the Google listing in a new tab', async () => {
    api.route('generateReply', generated('Merci Jean !'), { id: 1 });
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    try {
      renderReviewsPage();
      await userEvent.click(within(await card()).getByRole('button', { name: 'Générer une réponse' }));
      await waitFor(async () => expect(await editor()).toHaveValue('Merci Jean !'));
      await userEvent.click(screen.getByRole('button', { name: 'Copier et ouvrir Google' }));
      expect(writeText).toHaveBeenCalledWith('Merci Jean !');
      expect(open).toHaveBeenCalledWith('https://www.google.com/maps/place/port', '_blank', 'noopener,noreferrer');
      expect(await screen.findByText('Réponse copiée : collez-la sur Google.')).toBeInTheDocument();
    } finally {
      open.mockRestore();
    }
  });
});

describe('an answered review', () => {
  it('shows the response and edits it prefilled', async () => {
    const response = { date: '2026-11-21T08:00:00.000Z', responseContent: 'Merci Jean, à bientôt !' };
    answerReviewsScreen(api, { page: aReviewPage([aReview({ hasResponse: true, response })]) });
    renderReviewsPage();
    const answered = await card();
    expect(within(answered).getByText('Merci Jean, à bientôt !')).toBeInTheDocument();
    expect(within(answered).getByText('21 novembre 2026')).toBeInTheDocument();
    expect(within(answered).queryByRole('button', { name: 'Générer une réponse' })).not.toBeInTheDocument();
    await userEvent.click(within(answered).getByRole('button', { name: 'Modifier la réponse' }));
    expect(await editor()).toHaveValue('Merci Jean, à bientôt !');
  });
});

describe('replies on Google', () => {
  const answered = (google: Review['google']) =>
    aReview({ hasResponse: true, response: { date: '2026-11-21T09:00:00.000Z', responseContent: 'Merci Jean !' }, google });

  it('says « Publiée sur Google » with the time Google took it', async () => {
    answerReviewsScreen(api, {
      page: aReviewPage([answered({ state: 'published', deleting: false, at: '2026-11-21T09:01:00.000Z', problem: null })]),
    });
    renderReviewsPage();
    expect(await within(await card()).findByText(/Publiée sur Google/)).toBeInTheDocument();
    expect(within(await card()).getByText(/21 novembre 2026 \d\d:\d\d/, { selector: 'time' })).toHaveAttribute(
      'datetime',
      '2026-11-21T09:01:00.000Z',
    );
  });

  it('shows the reason Google refused the reply, and sends it again on request', async () => {
    answerReviewsScreen(api, { page: aReviewPage([answered({ state: 'failed', deleting: false, at: null, problem: 'REPLY_REJECTED' })]) });
    api.route('retryGoogleReply', { body: answered({ state: 'pending', deleting: false, at: null, problem: null }) }, { id: 1 });
    renderReviewsPage();
    const article = await card();
    expect(await within(article).findByText(/Google a refusé cette réponse/)).toBeInTheDocument();
    await userEvent.click(within(article).getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(api.callsTo('POST /reviews/private/1/reply/retry')).toHaveLength(1));
  });

  it('says a reply waits for Google’s moderation', async () => {
    answerReviewsScreen(api, {
      page: aReviewPage([answered({ state: 'published', deleting: false, at: null, problem: null, moderation: 'pending' })]),
    });
    renderReviewsPage();
    expect(await within(await card()).findByText('En attente de modération')).toBeInTheDocument();
    expect(within(await card()).queryByText(/Publiée sur Google/)).not.toBeInTheDocument();
  });

  it('says Google’s moderation refused the reply, and sends it again on request', async () => {
    answerReviewsScreen(api, {
      page: aReviewPage([answered({ state: 'published', deleting: false, at: null, problem: null, moderation: 'rejected' })]),
    });
    api.route('retryGoogleReply', { body: answered({ state: 'pending', deleting: false, at: null, problem: null }) }, { id: 1 });
    renderReviewsPage();
    const article = await card();
    expect(await within(article).findByText('Refusée par Google')).toBeInTheDocument();
    await userEvent.click(within(article).getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(api.callsTo('POST /reviews/private/1/reply/retry')).toHaveLength(1));
  });

  it('opens the editor on a reply Google’s moderation refused', async () => {
    answerReviewsScreen(api, {
      page: aReviewPage([answered({ state: 'published', deleting: false, at: null, problem: null, moderation: 'rejected' })]),
    });
    renderReviewsPage();
    const article = await card();
    await userEvent.click(within(article).getByRole('button', { name: 'Modifier' }));
    expect(await editor()).toHaveValue('Merci Jean !');
  });

  it('deletes the reply', async () => {
    answerReviewsScreen(api, { page: aReviewPage([answered({ state: 'published', deleting: false, at: null, problem: null })]) });
    api.route(
      'deleteReply',
      {
        body: aReview({ google: { state: 'pending', deleting: true, at: null, problem: null } }),
      },
      { id: 1 },
    );
    renderReviewsPage();
    await userEvent.click(within(await card()).getByRole('button', { name: 'Supprimer la réponse' }));
    expect(await screen.findByText('Réponse supprimée')).toBeInTheDocument();
    expect(api.callsTo('DELETE /reviews/private/1/reply')).toHaveLength(1);
  });

  it('offers no deletion without a Google connection: the reply would stay on Google', async () => {
    answerReviewsScreen(api, { page: aReviewPage([answered(null)]) });
    answerWithGoogleConnection(api, aGoogleConnection({ status: 'disconnected', account: null, location: null }));
    renderReviewsPage();
    expect(await within(await card()).findByRole('button', { name: 'Modifier la réponse' })).toBeInTheDocument();
    expect(within(await card()).queryByRole('button', { name: 'Supprimer la réponse' })).not.toBeInTheDocument();
  });
});

describe('« Répondu par »', () => {
  const answered = { hasResponse: true, response: { date: '2026-11-21T10:00:00.000Z', responseContent: 'Merci Jean !' } };

  it.each([
    [{ name: 'Sophie', former: false }, 'Répondu par Sophie'],
    [{ name: null, former: true }, 'Répondu par un ancien membre'],
  ])('names the member who wrote the reply under it: %j', async (repliedBy, shown) => {
    answerReviewsScreen(api, { page: aReviewPage([aReview({ ...answered, repliedBy })]) });
    renderReviewsPage();
    expect(await within(await card()).findByText(shown)).toBeInTheDocument();
  });

  it('says nothing of a reply written elsewhere', async () => {
    answerReviewsScreen(api, { page: aReviewPage([aReview({ ...answered, repliedBy: null })]) });
    renderReviewsPage();
    expect(await within(await card()).findByText('Merci Jean !')).toBeInTheDocument();
    expect(within(await card()).queryByText(/Répondu par/)).not.toBeInTheDocument();
  });
});
