import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReviewCounts } from '../../../shared/api/reviews';
import { aGoogleConnection } from '../../test/fixtures';
import { answerWithGoogleConnection, mockApi, type RouteAnswer } from '../../test/mock-api';
import { aReview, aReviewPage, answerReviewsScreen, lastListQuery, renderReviewsPage } from './reviews-test-kit';

const api = mockApi();

const MANAGEMENT_CENTER = 'https://www.tripadvisor.fr/ManagementCenter?review=987';
const google = aReview({ id: 1, authorName: 'Jean Dupont', reviewRate: 4 });
const theFork = aReview({ id: 2, authorName: 'Camille R.', reviewRate: 5, source: 'thefork', scale: 10, sourceRating: 9.2 });
const facebook = aReview({
  id: 3,
  authorName: 'Paul M.',
  reviewRate: 1,
  source: 'facebook',
  scale: 'recommendation',
  recommends: false,
  replyTarget: { way: 'api' },
});
const tripadvisor = aReview({
  id: 4,
  authorName: 'Sophie L.',
  reviewRate: 3,
  source: 'tripadvisor',
  sourceRating: 3,
  replyTarget: { way: 'copy-and-open', url: MANAGEMENT_CENTER },
});
const BY_SOURCE: ReviewCounts['bySource'] = { google: 12, thefork: 3, tripadvisor: 2, facebook: 1 };
const pageOf = (...reviews: ReturnType<typeof aReview>[]) =>
  aReviewPage(reviews, { counts: { ...aReviewPage(reviews).counts, bySource: BY_SOURCE } });

const cardOf = (name: string) => screen.findByRole('article', { name });
const editor = () => screen.findByRole('textbox', { name: 'Votre réponse' });
const generated = (draft: string): RouteAnswer<'generateReply'> => ({
  body: { draft, language: 'fr', aiCredits: 4, model: { kind: 'templates', offline: false } },
});

describe('each card and its source', () => {
  it('names its source and shows the rating on the source’s own scale', async () => {
    answerReviewsScreen(api, { page: pageOf(google, theFork, facebook, tripadvisor) });
    renderReviewsPage();
    const theForkCard = await cardOf('Camille R.');
    expect(within(theForkCard).getByText('9,2/10')).toBeInTheDocument();
    expect(within(theForkCard).getByText(/Note TheFork/)).toBeInTheDocument();
    expect(within(theForkCard).getByText('TheFork')).toBeInTheDocument();
    expect(within(theForkCard).queryByRole('img', { name: /étoiles sur 5/ })).not.toBeInTheDocument();

    const facebookCard = await cardOf('Paul M.');
    expect(within(facebookCard).getByText('Ne recommande pas')).toBeInTheDocument();
    expect(within(facebookCard).getByText('Facebook')).toBeInTheDocument();

    const googleCard = await cardOf('Jean Dupont');
    expect(within(googleCard).getByRole('img', { name: '4 étoiles sur 5' })).toBeInTheDocument();
    expect(within(googleCard).getByText('Google')).toBeInTheDocument();
    expect(within(await cardOf('Sophie L.')).getByRole('img', { name: '3 étoiles sur 5' })).toBeInTheDocument();
  });
});

describe('the « Source » filter', () => {
  it('puts the source in the URL and the request, says what Tripadvisor’s API keeps back, and clears on a second click', async () => {
    answerReviewsScreen(api, { page: pageOf(google, tripadvisor) });
    const { search } = renderReviewsPage();
    const sources = await screen.findByRole('group', { name: 'Source' });
    const chip = within(sources).getByRole('button', { name: 'Tripadvisor (2)' });
    expect(within(sources).getByRole('button', { name: 'TheFork (3)' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText(/plus anciens ne sont pas disponibles/)).not.toBeInTheDocument();

    await userEvent.click(chip);
    await waitFor(() => expect(search().get('source')).toBe('tripadvisor'));
    await waitFor(() => expect(lastListQuery(api)).toMatchObject({ source: 'tripadvisor', page: '1' }));
    expect(within(sources).getByRole('button', { name: 'Tripadvisor (2)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/Les avis Tripadvisor plus anciens ne sont pas disponibles par l'API de Tripadvisor/)).toBeInTheDocument();

    await userEvent.click(within(sources).getByRole('button', { name: 'Tripadvisor (2)' }));
    await waitFor(() => expect(search().has('source')).toBe(false));
    expect(within(sources).getByRole('button', { name: 'Tripadvisor (2)' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText(/plus anciens ne sont pas disponibles/)).not.toBeInTheDocument();
  });

  it('opens a link’s source selected', async () => {
    answerReviewsScreen(api, { page: pageOf(theFork) });
    renderReviewsPage('/reviews/all?source=thefork');
    const sources = await screen.findByRole('group', { name: 'Source' });
    expect(within(sources).getByRole('button', { name: 'TheFork (3)' })).toHaveAttribute('aria-pressed', 'true');
    expect(lastListQuery(api)).toMatchObject({ source: 'thefork' });
  });

  it('is not offered while every review is Google’s', async () => {
    answerReviewsScreen(api, {
      page: aReviewPage([google], {
        counts: { ...aReviewPage([google]).counts, bySource: { google: 1, thefork: 0, tripadvisor: 0, facebook: 0 } },
      }),
    });
    renderReviewsPage();
    await cardOf('Jean Dupont');
    expect(screen.queryByRole('group', { name: 'Source' })).not.toBeInTheDocument();
  });
});

describe('where the reply goes', () => {
  it('copies a Tripadvisor reply, opens the Management Center and keeps the reply in Bonavis', async () => {
    answerReviewsScreen(api, { page: pageOf(tripadvisor) });
    api.route('generateReply', generated('Merci Sophie !'), { id: 4 });
    api.route(
      'publishReply',
      { body: { ...tripadvisor, replyTarget: { way: 'copy-and-open', url: MANAGEMENT_CENTER, draft: 'Merci Sophie !' } } },
      { id: 4 },
    );
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    try {
      renderReviewsPage();
      await userEvent.click(within(await cardOf('Sophie L.')).getByRole('button', { name: 'Générer une réponse' }));
      await waitFor(async () => expect(await editor()).toHaveValue('Merci Sophie !'));
      expect(screen.getByText(/Tripadvisor ne reçoit pas de réponse par son API/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Publier' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Copier et ouvrir Google' })).not.toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Copier et ouvrir le Management Center de Tripadvisor' }));
      expect(writeText).toHaveBeenCalledWith('Merci Sophie !');
      expect(open).toHaveBeenCalledWith(MANAGEMENT_CENTER, '_blank', 'noopener,noreferrer');
      expect(await screen.findByText('Réponse copiée : collez-la dans le Management Center de Tripadvisor.')).toBeInTheDocument();
      await waitFor(() =>
        expect(api.callsTo('PUT /reviews/private/4/reply').map((call) => call.body)).toEqual([{ responseContent: 'Merci Sophie !' }]),
      );
    } finally {
      open.mockRestore();
    }
  });

  it('opens TheFork Manager for a TheFork review', async () => {
    const managerUrl = 'https://manager.thefork.com/reviews/abc';
    answerReviewsScreen(api, { page: pageOf({ ...theFork, replyTarget: { way: 'copy-and-open', url: managerUrl } }) });
    renderReviewsPage();
    await userEvent.click(within(await cardOf('Camille R.')).getByRole('button', { name: 'Rédiger moi-même' }));
    expect(screen.getByRole('button', { name: 'Copier et ouvrir TheFork Manager' })).toBeDisabled();
    await userEvent.type(await editor(), 'Merci !');
    expect(screen.getByRole('button', { name: 'Copier et ouvrir TheFork Manager' })).toBeEnabled();
  });

  it('publishes a Facebook reply on Facebook, and says so', async () => {
    answerReviewsScreen(api, { page: pageOf(facebook) });
    renderReviewsPage();
    await userEvent.click(within(await cardOf('Paul M.')).getByRole('button', { name: 'Rédiger moi-même' }));
    expect(screen.getByText('Votre réponse sera publiée sur Facebook.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publier sur Facebook' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Copier et ouvrir/ })).not.toBeInTheDocument();
  });

  it('says a Google reply is published on Google when the Business Profile is connected', async () => {
    answerReviewsScreen(api, { page: pageOf(google) });
    answerWithGoogleConnection(api, aGoogleConnection());
    renderReviewsPage();
    await userEvent.click(within(await cardOf('Jean Dupont')).getByRole('button', { name: 'Rédiger moi-même' }));
    expect(await screen.findByText('Votre réponse sera publiée sur Google.')).toBeInTheDocument();
  });

  it('shows a Facebook reply Meta refused, with Meta’s code', async () => {
    const refused = {
      ...facebook,
      hasResponse: true,
      response: { date: null, responseContent: 'Merci Paul.' },
      replyTarget: {
        way: 'api' as const,
        status: { state: 'failed' as const, at: null, problem: { code: 'SOURCE_FORBIDDEN' as const, platformCode: '200' } },
      },
    };
    answerReviewsScreen(api, { page: pageOf(refused) });
    renderReviewsPage();
    const card = await cardOf('Paul M.');
    expect(within(card).getByText("Facebook refuse l'accès à ces avis : une autorisation manque.")).toBeInTheDocument();
    expect(within(card).getByText('Code Meta : 200')).toBeInTheDocument();
  });
});
