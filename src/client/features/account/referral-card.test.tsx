import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import { ReferralCard } from './referral-card';

const api = mockApi();

describe('ReferralCard', () => {
  it('shows the link to the login page with the code, copies it, and says how many accounts it brought', async () => {
    api.route('referrals', { body: { referralId: 'MARIE42', referredCount: 3 } });
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    renderWithProviders(<ReferralCard />);

    const link = await screen.findByRole('textbox', { name: 'Votre lien de parrainage' });
    expect(link).toHaveValue(`${window.location.origin}/login?ref=MARIE42`);
    expect(screen.getByText('Votre lien a amené 3 comptes.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copier le lien' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/login?ref=MARIE42`);
    expect(await screen.findByText('Lien copié dans le presse-papiers.')).toBeInTheDocument();
  });

  it('says when the link has brought nobody yet', async () => {
    api.route('referrals', { body: { referralId: 'PAUL7', referredCount: 0 } });
    renderWithProviders(<ReferralCard />);
    expect(await screen.findByText("Votre lien n'a encore amené aucun compte.")).toBeInTheDocument();
  });

  it('offers to retry when the link cannot be loaded', async () => {
    api.route('referrals', { status: 500, body: { code: 'INTERNAL_ERROR', message: 'boom' } });
    renderWithProviders(<ReferralCard />);
    expect(await screen.findByText("Votre lien de parrainage n'a pas pu être chargé.")).toBeInTheDocument();
    api.route('referrals', { body: { referralId: 'PAUL7', referredCount: 1 } });
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(screen.getByText('Votre lien a amené 1 compte.')).toBeInTheDocument());
  });
});
