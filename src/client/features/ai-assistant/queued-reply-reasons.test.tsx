import { screen, within } from '@testing-library/react';
import type { QueueReason } from '../../../shared/api/ai';
import { mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import { ReplyQueue } from './reply-queue';
import { aQueuedReply, aReview } from './test-fixtures';

const api = mockApi();

/** One queued reply per reason the server holds an automatic reply for, each from its own author. */
const HELD: [QueueReason, string, string][] = [
  ['low-rating', 'Alice B.', 'Avis de 3 étoiles ou moins'],
  ['contact-details', 'Bruno C.', 'Contient des coordonnées (téléphone, e-mail ou site)'],
  ['amount', 'Chloé D.', 'Mentionne un montant'],
  ['promise', 'David E.', 'Contient une promesse (remboursement, remise, cadeau…)'],
  ['review-instruction', 'Emma F.', "Semble dictée par le texte de l'avis"],
];

describe('approval queue: why an automatic reply was held', () => {
  it('says in French why each reply waits instead of being published', async () => {
    api.route('replyQueue', {
      body: HELD.map(([reason, authorName], index) =>
        aQueuedReply({ id: index + 1, reason, review: aReview({ id: 100 + index, authorName }) }),
      ),
    });
    renderWithProviders(<ReplyQueue />);

    for (const [, author, shown] of HELD) {
      const item = await screen.findByRole('listitem', { name: `Avis de ${author}` });
      expect(within(item).getByText(shown)).toBeInTheDocument();
    }
  });
});
