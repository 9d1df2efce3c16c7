import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aGoogleConnection } from '../../test/fixtures';
import { resizeTo } from '../../test/match-media';
import { answerWithGoogleConnection, mockApi } from '../../test/mock-api';
import { aReview, aReviewPage, answerReviewsScreen, lastListQuery, renderReviewsPage } from './reviews-test-kit';

const api = mockApi();

const removedOn25 = { removedAt: '2026-11-25T09:00:00.000Z' };
const countsWithRemoved = (removed: number) => ({
  all: 12,
  unread: 1,
  answered: 2,
  unanswered: 3,
  removed,
  byRating: { '1': 4, '2': 5, '3': 6, '4': 7, '5': 8 },
});

describe('the « Retirés » filter', () => {
  it('shows how many reviews are removed, puts removed=yes in the URL and the request, and takes it off again', async () => {
    answerReviewsScreen(api, { page: aReviewPage([aReview()], { counts: countsWithRemoved(2) }) });
    const { search } = renderReviewsPage();
    const removed = await screen.findByRole('button', { name: 'Retirés (2)' });
    expect(removed).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(removed);
    expect(search().toString()).toBe('removed=yes');
    expect(screen.getByRole('button', { name: 'Retirés (2)' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(lastListQuery(api)).toMatchObject({ removed: 'yes', page: '1' }));

    await userEvent.click(screen.getByRole('button', { name: 'Retirés (2)' }));
    // Back to the first view, which RTK Query still holds: no new request to check.
    expect(search().toString()).toBe('');
    expect(screen.getByRole('button', { name: 'Retirés (2)' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('opens selected from the link of a removal alert, and is reached with the keyboard', async () => {
    answerReviewsScreen(api, { page: aReviewPage([aReview(removedOn25)], { counts: countsWithRemoved(1) }) });
    const { search } = renderReviewsPage('/reviews/all?removed=yes');
    const removed = await screen.findByRole('button', { name: 'Retirés (1)' });
    expect(removed).toHaveAttribute('aria-pressed', 'true');
    expect(lastListQuery(api)).toMatchObject({ removed: 'yes' });

    removed.focus();
    await userEvent.keyboard('{Enter}');
    expect(search().has('removed')).toBe(false);
  });

  it('says what a removed review is when there is none, and shows all the reviews again on demand', async () => {
    answerReviewsScreen(api, { page: aReviewPage([], { total: 0, counts: countsWithRemoved(0) }) });
    const { search } = renderReviewsPage('/reviews/all?removed=yes');
    expect(await screen.findByRole('heading', { name: 'Aucun avis retiré' })).toBeInTheDocument();
    expect(screen.getByText(/quand Google ne l'affiche plus lors d'une synchronisation complète/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Voir tous les avis' }));
    expect(search().toString()).toBe('');
  });

  it('counts as an active filter behind the phone button', async () => {
    resizeTo(390);
    answerReviewsScreen(api, { page: aReviewPage([aReview(removedOn25)], { counts: countsWithRemoved(1) }) });
    renderReviewsPage('/reviews/all?removed=yes');
    await userEvent.click(await screen.findByRole('button', { name: 'Filtres (1 actif)' }));
    expect(screen.getByRole('button', { name: 'Retirés (1)' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('a removed review on its card', () => {
  it('is marked in words with the date and why, and a review still shown is not', async () => {
    answerReviewsScreen(api, { page: aReviewPage([aReview({ id: 1, ...removedOn25 }), aReview({ id: 2, authorName: 'Léa' })]) });
    renderReviewsPage();
    const card = await screen.findByRole('article', { name: 'Jean Dupont' });
    expect(within(card).getByText('Retiré de Google le 25 novembre 2026')).toBeInTheDocument();
    expect(within(card).getByText(/son auteur ou Google l'a supprimé/)).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Léa' })).queryByText(/Retiré de Google/)).not.toBeInTheDocument();
  });

  it('offers no reply to publish when the listing is connected to Google, and says why', async () => {
    answerReviewsScreen(api, { page: aReviewPage([aReview(removedOn25)]) });
    renderReviewsPage();
    const card = await screen.findByRole('article', { name: 'Jean Dupont' });
    expect(within(card).getByText(/une réponse ne peut plus y être publiée/)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Rédiger moi-même' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Générer une réponse' })).not.toBeInTheDocument();
  });

  it('keeps its reply actions when the listing is not connected (replies are then pasted by hand)', async () => {
    answerReviewsScreen(api, { page: aReviewPage([aReview(removedOn25)]) });
    answerWithGoogleConnection(api, aGoogleConnection({ status: 'disconnected', account: null, location: null }));
    renderReviewsPage();
    const card = await screen.findByRole('article', { name: 'Jean Dupont' });
    expect(await within(card).findByRole('button', { name: 'Rédiger moi-même' })).toBeInTheDocument();
    expect(within(card).queryByText(/une réponse ne peut plus y être publiée/)).not.toBeInTheDocument();
  });
});
