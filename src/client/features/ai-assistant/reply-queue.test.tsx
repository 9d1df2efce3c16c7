import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import { ReplyQueue } from './reply-queue';
import { aQueuedReply, aReview } from './test-fixtures';

const api = mockApi();

const waiting = aQueuedReply({ id: 1 });
const watched = aQueuedReply({
  id: 2,
  reason: 'manual-word',
  watchedWord: 'hygiène',
  review: aReview({ id: 11, authorName: 'Paul D.', reviewRate: 1, reviewContent: 'Un problème d’HYGIENE en cuisine, inadmissible.' }),
  draft: 'Bonjour Paul, nous prenons votre remarque très au sérieux.',
});

const itemOf = (author: string) => screen.findByRole('listitem', { name: `Avis de ${author}` });

describe('approval queue', () => {
  it('shows each review, why its reply waits and the draft', async () => {
    api.route('replyQueue', { body: [waiting, watched] });
    renderWithProviders(<ReplyQueue />);

    const first = await itemOf('Julien M.');
    expect(within(first).getByText('En attente de validation')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: '2 étoiles sur 5' })).toBeInTheDocument();
    expect(within(first).getByRole('textbox', { name: 'Réponse proposée' })).toHaveValue(waiting.draft);
    const second = await itemOf('Paul D.');
    expect(within(second).getByText('Mot surveillé : hygiène')).toBeInTheDocument();
    expect(within(second).getByText(/problème d’HYGIENE en cuisine/)).toBeInTheDocument();
  });

  it('names the watched word the server found, not a word read again in the text by the browser', async () => {
    const cancelled = aQueuedReply({
      id: 3,
      reason: 'manual-word',
      watchedWord: 'plainte',
      review: aReview({ id: 12, authorName: 'Léa R.', reviewContent: 'Rendez-vous annulé, je vais porter plainte.' }),
    });
    const older = aQueuedReply({ id: 4, reason: 'manual-word', watchedWord: null, review: aReview({ id: 13, authorName: 'Marc T.' }) });
    api.route('replyQueue', { body: [cancelled, older] });
    renderWithProviders(<ReplyQueue />);

    expect(within(await itemOf('Léa R.')).getByText('Mot surveillé : plainte')).toBeInTheDocument();
    expect(within(await itemOf('Marc T.')).getByText('Contient un mot surveillé')).toBeInTheDocument();
  });

  it('publishes the edited draft in one click, and the item leaves after the refetch', async () => {
    api.route('replyQueue', { body: [waiting, watched] });
    api.route('approveQueuedReply', { body: waiting.review }, { id: 1 });
    renderWithProviders(<ReplyQueue />);

    const item = await itemOf('Julien M.');
    const draft = within(item).getByRole('textbox', { name: 'Réponse proposée' });
    await userEvent.clear(draft);
    await userEvent.type(draft, 'Merci Julien, toutes nos excuses pour l’attente.');
    api.route('replyQueue', { body: [watched] });
    await userEvent.click(within(item).getByRole('button', { name: 'Approuver et publier' }));

    expect(await screen.findByText('Réponse publiée')).toBeInTheDocument();
    expect(api.callsTo('POST /reviews/private/reply-queue/1/approve').map((call) => call.body)).toEqual([
      { draft: 'Merci Julien, toutes nos excuses pour l’attente.' },
    ]);
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Avis de Julien M.' })).not.toBeInTheDocument());
    expect(screen.getByRole('listitem', { name: 'Avis de Paul D.' })).toBeInTheDocument();
  });

  it('publishes the server’s own draft when it was not changed', async () => {
    api.route('replyQueue', { body: [waiting] });
    api.route('approveQueuedReply', { body: waiting.review }, { id: 1 });
    renderWithProviders(<ReplyQueue />);

    const item = await itemOf('Julien M.');
    api.route('replyQueue', { body: [] });
    await userEvent.click(within(item).getByRole('button', { name: 'Approuver et publier' }));

    expect(await screen.findByText('Aucune réponse en attente')).toBeInTheDocument();
    expect(api.callsTo('POST /reviews/private/reply-queue/1/approve').map((call) => call.body)).toEqual([{}]);
  });

  it('will not publish an empty draft', async () => {
    api.route('replyQueue', { body: [waiting] });
    renderWithProviders(<ReplyQueue />);

    const item = await itemOf('Julien M.');
    await userEvent.clear(within(item).getByRole('textbox', { name: 'Réponse proposée' }));

    expect(within(item).getByText('La réponse ne peut pas être vide')).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Approuver et publier' })).toBeDisabled();
  });

  it('ignores a reply, then shows the empty state', async () => {
    api.route('replyQueue', { body: [watched] });
    api.route('dismissQueuedReply', { status: 204 }, { id: 2 });
    renderWithProviders(<ReplyQueue />);

    const item = await itemOf('Paul D.');
    api.route('replyQueue', { body: [] });
    await userEvent.click(within(item).getByRole('button', { name: 'Ignorer' }));

    expect(await screen.findByText('Aucune réponse en attente')).toBeInTheDocument();
    expect(screen.getByText('Réponse ignorée')).toBeInTheDocument();
    expect(api.callsTo('DELETE /reviews/private/reply-queue/2')).toHaveLength(1);
    expect(api.callsTo('POST /reviews/private/reply-queue/2/approve')).toEqual([]);
  });

  it('offers to try again when the queue cannot load', async () => {
    api.route('replyQueue', { status: 500, body: { code: 'INTERNAL_ERROR', message: 'boom' } });
    renderWithProviders(<ReplyQueue />);

    expect(await screen.findByText("La file d'attente n'a pas pu être chargée.")).toBeInTheDocument();
    api.route('replyQueue', { body: [] });
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Aucune réponse en attente')).toBeInTheDocument();
  });
});
