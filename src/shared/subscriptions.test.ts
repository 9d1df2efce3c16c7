import { paymentLinkUrl } from './subscriptions';

describe('payment link', () => {
  it('carries the e-mail and the provider uid, URL-encoded', () => {
    const url = new URL(paymentLinkUrl('https://buy.stripe.com/test_monthly', 'élodie+shop@boulangerie.fr', 'uid/with space&x'));
    expect(url.origin + url.pathname).toBe('https://buy.stripe.com/test_monthly');
    expect(url.searchParams.get('prefilled_email')).toBe('élodie+shop@boulangerie.fr');
    expect(url.searchParams.get('client_reference_id')).toBe('uid/with space&x');
    expect(url.search).toContain('prefilled_email=%C3%A9lodie%2Bshop%40boulangerie.fr');
  });

  it('keeps parameters the link already has', () => {
    expect(new URL(paymentLinkUrl('https://buy.stripe.com/x?locale=fr', 'a@b.fr', 'u1')).searchParams.get('locale')).toBe('fr');
  });
});
