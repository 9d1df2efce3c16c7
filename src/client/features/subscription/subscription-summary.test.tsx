import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aSubscription, aUser } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import { SubscriptionSummary } from './subscription-summary';

const api = mockApi();
const LINK = 'GET /payments/private/manage-subscription';

describe('subscription summary: the billing portal', () => {
  it('opens the portal page of the action in a new tab', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    api.route('manageSubscriptionLink', { body: { link: 'https://billing.stripe.com/p/session/x' } });
    renderWithProviders(<SubscriptionSummary subscription={aSubscription()} user={aUser()} />);

    await userEvent.click(screen.getByRole('button', { name: "Résilier l'abonnement" }));

    expect(api.callsTo(LINK)[0].query.get('action')).toBe('cancel_subscription');
    expect(open).toHaveBeenCalledWith('https://billing.stripe.com/p/session/x', '_blank', 'noopener,noreferrer');
    open.mockRestore();
  });

  it.each([
    [409, 'NO_STRIPE_CUSTOMER', "Aucun abonnement payant n'est encore lié à votre compte."],
    [503, 'PAYMENTS_UNAVAILABLE', 'Le service de paiement est indisponible pour le moment. Réessayez plus tard.'],
    [503, 'PAYMENTS_DISABLED', 'Le service de paiement est indisponible pour le moment. Réessayez plus tard.'],
    [500, 'INTERNAL_ERROR', "Le lien de gestion n'a pas pu être ouvert."],
  ] as const)('explains a %s %s by its code', async (status, code, shown) => {
    api.route('manageSubscriptionLink', { status, body: { statusCode: status, code, message: 'refused' } });
    renderWithProviders(<SubscriptionSummary subscription={aSubscription()} user={aUser()} />);

    await userEvent.click(screen.getByRole('button', { name: "Gérer l'abonnement" }));

    expect(await screen.findByText(shown)).toBeInTheDocument();
  });
});
