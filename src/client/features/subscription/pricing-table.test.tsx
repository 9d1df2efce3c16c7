import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import { PricingTable } from './pricing-table';

const api = mockApi();

describe('PricingTable', () => {
  it('shows the three plans with the spec’s texts, and subscribe links with e-mail and uid', async () => {
    api.route('paymentPlans', {
      body: { paymentLinks: { monthly: 'https://buy.stripe.com/m', yearly: 'https://buy.stripe.com/y' }, payments: 'stripe' },
    });
    renderWithProviders(
      <PricingTable email="marie@boulangerie.fr" providerUid="uid-42" trial={{ onStart: jest.fn(), isStarting: false }} />,
    );

    expect(screen.getByRole('heading', { name: 'Essai Gratuit' })).toBeInTheDocument();
    expect(screen.getByText('0€')).toBeInTheDocument();
    expect(screen.getByText('/ 7 Jours')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mensuel' })).toBeInTheDocument();
    expect(screen.getByText('80€ HT')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Annuel' })).toBeInTheDocument();
    expect(screen.getByText('70€ HT')).toBeInTheDocument();
    expect(screen.getAllByText('/ mois')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Économisez 5%' })).toBeInTheDocument();
    expect(screen.getAllByText('Réponses automatiques par IA')).toHaveLength(2);
    expect(screen.getAllByText('Support standard')).toHaveLength(1);

    const subscribe = await screen.findAllByRole('link', { name: "S'abonner" });
    expect(subscribe).toHaveLength(2);
    const monthly = new URL(subscribe[0].getAttribute('href')!);
    expect(monthly.searchParams.get('prefilled_email')).toBe('marie@boulangerie.fr');
    expect(monthly.searchParams.get('client_reference_id')).toBe('uid-42');
    expect(subscribe[0]).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('button', { name: 'Essai Gratuit' })).toBeEnabled();
  });

  it('says payments are not set up instead of opening a broken page, and hides the trial when it is used', async () => {
    api.route('paymentPlans', { body: { paymentLinks: { monthly: null, yearly: null }, payments: 'disabled' } });
    renderWithProviders(<PricingTable email="a@b.fr" providerUid="u" />);
    expect(await screen.findAllByText("Le paiement en ligne n'est pas encore configuré sur ce serveur.")).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: "S'abonner" }).every((button) => button.hasAttribute('disabled'))).toBe(true);
    expect(screen.queryByRole('heading', { name: 'Essai Gratuit' })).not.toBeInTheDocument();
  });

  it("'Économisez 5%' is a button, reached by keyboard, that chooses the yearly plan", async () => {
    api.route('paymentPlans', {
      body: { paymentLinks: { monthly: 'https://buy.stripe.com/m', yearly: 'https://buy.stripe.com/y' }, payments: 'stripe' },
    });
    renderWithProviders(<PricingTable email="marie@boulangerie.fr" providerUid="uid-42" />);
    const [monthly, yearly] = await screen.findAllByRole('link', { name: "S'abonner" });
    const saving = screen.getByRole('button', { name: 'Économisez 5%' });
    expect(saving).toHaveAttribute('aria-pressed', 'false');

    await userEvent.tab();
    await userEvent.tab();
    expect(saving).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    expect(saving).toHaveAttribute('aria-pressed', 'true');
    // The yearly plan's S'abonner is now the one action, and has the focus: Enter subscribes.
    expect(yearly).toHaveFocus();
    expect(yearly).toHaveClass('MuiButton-contained');
    expect(monthly).toHaveClass('MuiButton-outlined');
    expect(new URL(yearly.getAttribute('href')!).origin + new URL(yearly.getAttribute('href')!).pathname).toBe('https://buy.stripe.com/y');
  });
});
