import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aPaymentPlans, aSubscription, aUser } from '../../test/fixtures';
import { mockApi, routeOf } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import { SubscriptionPage } from './subscription-page';

const api = mockApi();
const CHECKOUT = routeOf('standInCheckout');

/** An owner without a subscription, on a server whose payments are the stand-in (no Stripe keys). */
function answerAsOwnerWithoutStripe() {
  api.route('me', { body: aUser({ name: 'Marie' }) });
  api.route('subscriptions', { body: [] });
  api.route('trialEligibility', { body: { isEligible: false } });
  api.route('paymentPlans', { body: aPaymentPlans({ payments: 'stand-in' }) });
}

/** Spaces as Intl writes them in French (a narrow no-break space in 2 520) read as plain ones. */
const plainSpaces = (text: string | null) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');

describe('the demonstration checkout', () => {
  it("opens from S'abonner, says nothing is charged, totals the establishments and activates the subscription", async () => {
    answerAsOwnerWithoutStripe();
    renderWithProviders(<SubscriptionPage />);
    expect(await screen.findAllByText('Paiement de démonstration : aucun prélèvement')).toHaveLength(2);
    expect(screen.getAllByText('Par établissement')).toHaveLength(2);

    const [, yearly] = screen.getAllByRole('button', { name: "S'abonner" });
    await userEvent.click(yearly);
    const dialog = await screen.findByRole('dialog', { name: /Paiement de démonstration — aucun prélèvement/ });
    expect(within(dialog).getByText('Annuel')).toBeInTheDocument();
    expect(within(dialog).getByText(/aucune carte n'est demandée, rien n'est prélevé/i)).toBeInTheDocument();
    expect(within(dialog).getByText('70€ HT / mois')).toBeInTheDocument();
    const quantity = within(dialog).getByRole('spinbutton', { name: "Nombre d'établissements" });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    // Three establishments, twelve months at 70 € each.
    expect(plainSpaces(within(dialog).getByText(/HT \/ an$/).textContent)).toBe('2 520€ HT / an');

    const active = aSubscription({ status: 'ACTIVE', planPeriod: 'YEARLY', quantity: 3 });
    api.route('standInCheckout', { status: 201, body: active });
    api.route('subscriptions', { body: [active] });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmer le paiement de démonstration' }));

    expect(await screen.findByText('Actif')).toBeInTheDocument();
    expect(api.callsTo(CHECKOUT).map(({ body }) => body)).toEqual([{ plan: 'YEARLY', quantity: 3 }]);
    // The plans, and the checkout with them, give way to the active subscription.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Abonnement activé (paiement de démonstration).')).toBeInTheDocument();
  });

  it('refuses a number of establishments outside 1 to 100 without calling the server', async () => {
    answerAsOwnerWithoutStripe();
    renderWithProviders(<SubscriptionPage />);
    const [monthly] = await screen.findAllByRole('button', { name: "S'abonner" });
    await userEvent.click(monthly);
    const dialog = await screen.findByRole('dialog');
    const quantity = within(dialog).getByRole('spinbutton', { name: "Nombre d'établissements" });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '101');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmer le paiement de démonstration' }));

    expect(await within(dialog).findByText('Choisissez entre 1 et 100 établissements.')).toBeInTheDocument();
    expect(within(dialog).getByText('—')).toBeInTheDocument();
    expect(api.callsTo(CHECKOUT)).toEqual([]);
  });

  it('says why the server refused, and stays open', async () => {
    answerAsOwnerWithoutStripe();
    renderWithProviders(<SubscriptionPage />);
    const [monthly] = await screen.findAllByRole('button', { name: "S'abonner" });
    await userEvent.click(monthly);
    const dialog = await screen.findByRole('dialog');
    api.route('standInCheckout', { status: 404, body: { code: 'NOT_FOUND', message: 'No payments stand-in' } });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmer le paiement de démonstration' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent("Le paiement de démonstration n'a pas abouti. Réessayez.");
    expect(api.callsTo(CHECKOUT).map(({ body }) => body)).toEqual([{ plan: 'MONTHLY', quantity: 1 }]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
