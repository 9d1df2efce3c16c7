import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resizeTo } from '../../test/match-media';
import { mockApi } from '../../test/mock-api';
import { aReview, aReviewPage, answerReviewsScreen, holdRequests, lastListQuery, renderReviewsPage } from './reviews-test-kit';

const api = mockApi();

const reviewCard = (name: string) => screen.getByRole('article', { name });

describe('reviews screen', () => {
  it('shows each review with its author, badge, stars, dates and unread marker', async () => {
    answerReviewsScreen(api, {
      page: aReviewPage([aReview({ isLocalGuide: true, hasBeenReadd: false }), aReview({ id: 2, authorName: 'Léa', reviewRate: 1 })]),
    });
    renderReviewsPage();
    const card = await screen.findByRole('article', { name: 'Jean Dupont' });
    expect(within(card).getByText('Local Guide')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: '4 étoiles sur 5' })).toBeInTheDocument();
    expect(within(card).getByText('Non lu')).toBeInTheDocument();
    expect(within(card).getByText(/20 novembre 2026/)).toBeInTheDocument();
    expect(within(reviewCard('Léa')).getByRole('img', { name: '1 étoile sur 5' })).toBeInTheDocument();
    expect(within(reviewCard('Léa')).queryByText('Non lu')).not.toBeInTheDocument();
    expect(document.title).toBe('Avis | Bonavis');
  });
});

describe('filters in the URL', () => {
  it('puts a clicked filter in the URL and the request, back on page 1', async () => {
    answerReviewsScreen(api, { page: aReviewPage([aReview()], { total: 45 }) });
    const { search } = renderReviewsPage('/reviews/all?page=2');
    await userEvent.click(await screen.findByRole('button', { name: '2 étoiles (5)' }));
    expect(search().toString()).toBe('rating=2');
    await userEvent.click(screen.getByRole('button', { name: '1 étoile (4)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sans réponse (3)' }));
    expect(search().toString()).toBe('rating=1%2C2&answered=no');
    expect(screen.getByRole('button', { name: '1 étoile (4)' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(lastListQuery(api)).toMatchObject({ ratings: '1,2', answered: 'false', page: '1' }));

    await userEvent.click(screen.getByRole('button', { name: '30 jours' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Trier par' }));
    await userEvent.click(screen.getByRole('option', { name: 'Note la plus basse' }));
    expect(search().get('period')).toBe('30d');
    expect(search().get('sort')).toBe('lowest');
    await waitFor(() => expect(lastListQuery(api)).toMatchObject({ period: '30d', sort: 'lowest' }));

    await userEvent.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    expect(search().toString()).toBe('sort=lowest');
  });

  it('counts every click made before the screen has redrawn', async () => {
    answerReviewsScreen(api, { page: aReviewPage([aReview()]) });
    const { search } = renderReviewsPage();
    const twoStars = await screen.findByRole('button', { name: '2 étoiles (5)' });
    // Three clicks in one batch: React draws once, after the last.
    act(() => {
      twoStars.click();
      screen.getByRole('button', { name: '1 étoile (4)' }).click();
      screen.getByRole('button', { name: 'Sans réponse (3)' }).click();
    });
    await waitFor(() => expect(search().toString()).toBe('rating=1%2C2&answered=no'));
  });

  it('renders the filters of a link selected, and requests them', async () => {
    answerReviewsScreen(api);
    renderReviewsPage('/reviews/all?rating=1,2&answered=no&unread=1&period=30d&sort=lowest&q=creme&page=1');
    expect(await screen.findByRole('button', { name: '1 étoile (4)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '2 étoiles (5)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '5 étoiles (8)' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Sans réponse (3)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Non lus (1)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '30 jours' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('searchbox', { name: 'Rechercher dans les avis' })).toHaveValue('creme');
    expect(screen.getByRole('combobox', { name: 'Trier par' })).toHaveTextContent('Note la plus basse');
    expect(lastListQuery(api)).toEqual({
      page: '1',
      pageSize: '10',
      ratings: '1,2',
      answered: 'false',
      unread: 'true',
      period: '30d',
      q: 'creme',
      sort: 'lowest',
    });
  });

  it('keeps the filters behind a button on a phone', async () => {
    resizeTo(390);
    answerReviewsScreen(api);
    renderReviewsPage('/reviews/all?rating=5&unread=1');
    const toggle = await screen.findByRole('button', { name: 'Filtres (2 actifs)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: '5 étoiles (8)' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('ignores what it cannot read in the URL', async () => {
    answerReviewsScreen(api);
    renderReviewsPage('/reviews/all?rating=9&answered=maybe&period=2y&sort=random&page=abc');
    expect(await screen.findByRole('article', { name: 'Jean Dupont' })).toBeInTheDocument();
    expect(lastListQuery(api)).toEqual({ page: '1', pageSize: '10', period: 'all', sort: 'newest' });
  });

  it('searches once the owner stops typing', async () => {
    answerReviewsScreen(api);
    const { search } = renderReviewsPage();
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Rechercher dans les avis' }), 'crème');
    await waitFor(() => expect(search().get('q')).toBe('crème'));
    await waitFor(() => expect(lastListQuery(api).q).toBe('crème'));
    // One request for the whole word, not one per letter.
    expect(api.callsTo('GET /reviews/private').filter((call) => call.query.has('q'))).toHaveLength(1);
  });
});

describe('pagination', () => {
  it('goes to another page through the URL', async () => {
    answerReviewsScreen(api, { page: aReviewPage([aReview()], { total: 45 }) });
    const { search } = renderReviewsPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Aller à la page 2' }));
    expect(search().get('page')).toBe('2');
    await waitFor(() => expect(lastListQuery(api).page).toBe('2'));
    expect(screen.getByRole('button', { name: 'Page 2, page actuelle' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the last page for a page past the end', async () => {
    answerReviewsScreen(api, { page: aReviewPage([aReview()], { total: 25 }) });
    const { search } = renderReviewsPage('/reviews/all?page=9');
    expect(await screen.findByRole('button', { name: 'Page 3, page actuelle' })).toBeInTheDocument();
    expect(search().get('page')).toBe('3');
    await waitFor(() => expect(lastListQuery(api).page).toBe('3'));
  });

  it('is hidden when there is no page', async () => {
    answerReviewsScreen(api, { page: aReviewPage([], { total: 0 }) });
    renderReviewsPage();
    expect(await screen.findByText("Aucun avis pour l'instant")).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('list states', () => {
  it('says when no review matches the filters, and resets them', async () => {
    answerReviewsScreen(api, { page: aReviewPage([], { total: 0 }) });
    const { search } = renderReviewsPage('/reviews/all?rating=1&unread=1');
    expect(await screen.findByText('Aucun avis ne correspond à ces filtres')).toBeInTheDocument();
    const resets = screen.getAllByRole('button', { name: 'Réinitialiser' });
    await userEvent.click(resets[resets.length - 1]);
    expect(search().toString()).toBe('');
  });

  it('shows an error with a retry', async () => {
    answerReviewsScreen(api);
    api.route('reviews', { status: 500, body: { code: 'INTERNAL_ERROR', message: 'boom' } });
    renderReviewsPage();
    expect(await screen.findByText("Les avis n'ont pas pu être chargés.")).toBeInTheDocument();
    answerReviewsScreen(api);
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('article', { name: 'Jean Dupont' })).toBeInTheDocument();
  });
});

describe('reading a review', () => {
  it('drops the unread marker at once, before the server answers', async () => {
    answerReviewsScreen(api, { page: aReviewPage([aReview({ hasBeenReadd: false })]) });
    api.route('markReviewRead', { body: aReview() }, { id: 1 });
    const patch = holdRequests('PATCH', '/reviews/private/1/read');
    renderReviewsPage();
    await userEvent.click(await screen.findByRole('button', { name: "Marquer l'avis de Jean Dupont comme lu" }));
    await waitFor(() => expect(within(reviewCard('Jean Dupont')).queryByText('Non lu')).not.toBeInTheDocument());
    await waitFor(() => expect(patch.seen()).toBe(1));
    // Once read, the lists are asked again (the navigation's count too): the server now says read.
    answerReviewsScreen(api, { page: aReviewPage([aReview()]) });
    patch.release();
    await waitFor(() => expect(api.callsTo('PATCH /reviews/private/1/read')).toHaveLength(1));
    expect(within(reviewCard('Jean Dupont')).queryByText('Non lu')).not.toBeInTheDocument();
  });

  it('puts the marker back and says so when the server refuses', async () => {
    answerReviewsScreen(api, { page: aReviewPage([aReview({ hasBeenReadd: false })]) });
    api.route('markReviewRead', { status: 500, body: { code: 'INTERNAL_ERROR', message: 'boom' } }, { id: 1 });
    const patch = holdRequests('PATCH', '/reviews/private/1/read');
    renderReviewsPage();
    await userEvent.click(await screen.findByRole('button', { name: "Marquer l'avis de Jean Dupont comme lu" }));
    await waitFor(() => expect(within(reviewCard('Jean Dupont')).queryByText('Non lu')).not.toBeInTheDocument());
    patch.release();
    expect(await screen.findByText("L'avis n'a pas pu être marqué comme lu. Réessayez.")).toBeInTheDocument();
    expect(await within(reviewCard('Jean Dupont')).findByText('Non lu')).toBeInTheDocument();
  });

  it('expands a long text with « Lire la suite », which marks it read', async () => {
    answerReviewsScreen(api, { page: aReviewPage([aReview({ hasBeenReadd: false, reviewContent: 'Délicieux. '.repeat(40) })]) });
    api.route('markReviewRead', { body: aReview() }, { id: 1 });
    renderReviewsPage();
    const readMore = await screen.findByRole('button', { name: 'Lire la suite' });
    await userEvent.click(readMore);
    expect(screen.getByRole('button', { name: 'Réduire' })).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(api.callsTo('PATCH /reviews/private/1/read')).toHaveLength(1));
  });

  it('opens the pictures in a lightbox, pages through them and gives the focus back', async () => {
    answerReviewsScreen(api, { page: aReviewPage([aReview({ pictures: ['https://img/1.jpg', 'https://img/2.jpg'] })]) });
    renderReviewsPage();
    const thumbnail = await screen.findByRole('button', { name: "Voir la photo 1 sur 2 de l'avis de Jean Dupont" });
    await userEvent.click(thumbnail);
    const dialog = await screen.findByRole('dialog', { name: "Photos de l'avis de Jean Dupont" });
    expect(within(dialog).getByRole('img', { name: "Photo 1 sur 2 de l'avis de Jean Dupont" })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Photo suivante' }));
    expect(within(dialog).getByRole('img', { name: "Photo 2 sur 2 de l'avis de Jean Dupont" })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('img', { name: "Photo 1 sur 2 de l'avis de Jean Dupont" })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(thumbnail).toHaveFocus();
  });

  it("links a review's Google videos, each opening on Google in a new tab", async () => {
    const media = [
      { kind: 'photo' as const, url: 'https://lh3.googleusercontent.com/p1', thumbnailUrl: null },
      { kind: 'video' as const, url: 'https://lh3.googleusercontent.com/v1', thumbnailUrl: 'https://lh3.googleusercontent.com/v1=s72' },
    ];
    answerReviewsScreen(api, { page: aReviewPage([aReview({ pictures: ['https://lh3.googleusercontent.com/p1'], media })]) });
    renderReviewsPage();
    const video = await screen.findByRole('link', { name: "Voir sur Google la vidéo 1 sur 1 de l'avis de Jean Dupont" });
    expect(video).toHaveAttribute('href', 'https://lh3.googleusercontent.com/v1');
    expect(video).toHaveAttribute('target', '_blank');
    // The photo is among the pictures, once.
    expect(screen.getAllByRole('button', { name: /^Voir la photo/ })).toHaveLength(1);
  });
});
