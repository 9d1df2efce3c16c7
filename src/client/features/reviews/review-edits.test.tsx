import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, routeOf } from '../../test/mock-api';
import { anInboxReview } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { ReviewEdits } from './review-edits';

const api = mockApi();

describe("a review's edits", () => {
  it('says when the reviewer changed the rating, and shows the earlier copies on demand', async () => {
    const review = anInboxReview({ id: 4, reviewRate: 5, edited: { at: '2026-11-21T09:30:00.000Z', previousRate: 2 } });
    api.route(
      'reviewHistory',
      {
        body: [
          { seenAt: '2026-11-02T08:00:00.000Z', reviewRate: 2, reviewContent: 'Attente trop longue.', responseContent: null },
          { seenAt: '2026-11-21T09:30:00.000Z', reviewRate: 5, reviewContent: 'Finalement adorable.', responseContent: 'Merci Nina !' },
        ],
      },
      { id: 4 },
    );
    renderWithProviders(<ReviewEdits review={review} />);

    expect(screen.getByText('Modifié le 21 novembre 2026 : 2 → 5 étoiles')).toBeInTheDocument();
    expect(api.callsTo('GET /reviews/private/4/history')).toHaveLength(0);
    const show = screen.getByRole('button', { name: 'Voir les versions précédentes' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(show);

    const copies = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(copies).toHaveLength(2);
    expect(copies[0]).toHaveTextContent(/^Vu pour la première fois le 2 novembre 2026 \d\d:\d\d.*Attente trop longue\.$/);
    expect(within(copies[0]).getByRole('img', { name: '2 étoiles sur 5' })).toBeInTheDocument();
    expect(copies[1]).toHaveTextContent('Votre réponse : Merci Nina !');
    expect(screen.getByRole('button', { name: 'Masquer les versions précédentes' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('downloads the evidence file of that review from its history', async () => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:evidence'), revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    api.route('reviewHistory', { body: [] }, { id: 6 });
    api.route('reviewEvidence', { body: '%PDF-1.7' });
    renderWithProviders(
      <ReviewEdits review={anInboxReview({ id: 6, reviewRate: 3, edited: { at: '2026-11-21T09:30:00.000Z', previousRate: 1 } })} />,
    );
    expect(screen.queryByRole('button', { name: 'Télécharger les preuves' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Voir les versions précédentes' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Télécharger les preuves' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(Object.fromEntries(api.callsTo(routeOf('reviewEvidence'))[0].query)).toMatchObject({ ids: '6', format: 'pdf' });
    click.mockRestore();
  });

  it('says the text changed when the rating did not, and nothing for a review never edited', () => {
    const { rerender } = renderWithProviders(
      <ReviewEdits review={anInboxReview({ reviewRate: 4, edited: { at: '2026-11-21T09:30:00.000Z', previousRate: 4 } })} />,
    );
    expect(screen.getByText('Texte modifié le 21 novembre 2026')).toBeInTheDocument();
    rerender(<ReviewEdits review={anInboxReview({ edited: null })} />);
    expect(screen.queryByText(/modifié/i)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Voir les versions précédentes' })).toBeNull();
  });
});
