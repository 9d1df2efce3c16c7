import Stripe from 'stripe';
import { createPaymentsProvider } from '.';
import { WebhookSignatureError } from './payments-provider';
import { createPaymentsStandIn, stripeSignature } from './stand-in';

const SECRET = 'whsec_stand_in_contract';
const NOW = new Date('2026-11-15T12:00:30Z');
const stripe = new Stripe('sk_test_contract');

describe('the payments stand-in', () => {
  const standIn = createPaymentsStandIn({ secret: SECRET });
  const { subscriptionId, deliveries } = standIn.standIn!.checkout({ clientReferenceId: 'uid-1', plan: 'MONTHLY', quantity: 4, now: NOW });

  it("signs as Stripe does: Stripe's own SDK accepts its deliveries under its secret", () => {
    const events = deliveries.map(({ body, signature }) =>
      stripe.webhooks.constructEvent(body, signature, SECRET, 300, undefined, NOW.getTime() / 1000),
    );
    expect(events.map((event) => event.type)).toEqual(['checkout.session.completed', 'customer.subscription.created']);
    expect(deliveries[0].signature).toBe(stripeSignature(deliveries[0].body, SECRET, NOW));
  });

  it('sends the shapes the webhook reads: a paid checkout of the subscription, then the subscription and its quantity', () => {
    const [checkout, created] = deliveries.map(({ body }) => JSON.parse(body) as { data: { object: Record<string, unknown> } });
    expect(checkout.data.object).toMatchObject({ client_reference_id: 'uid-1', payment_status: 'paid', subscription: subscriptionId });
    expect(created.data.object).toMatchObject({
      id: subscriptionId,
      status: 'active',
      customer: checkout.data.object.customer,
      items: { data: [{ quantity: 4, price: { unit_amount: 8000, recurring: { interval: 'month' } } }] },
    });
  });

  it('refuses what its secret did not sign, and holds the subscription it made until cancelled', async () => {
    const [{ body }] = deliveries;
    expect(() => standIn.verifyWebhook(Buffer.from(body), stripeSignature(body, 'whsec_other', new Date()))).toThrow(WebhookSignatureError);
    expect(() => standIn.verifyWebhook(Buffer.from(body), undefined)).toThrow(WebhookSignatureError);
    expect((await standIn.retrieveSubscription(subscriptionId)).status).toBe('active');
    await standIn.cancelSubscription(subscriptionId);
    expect((await standIn.retrieveSubscription(subscriptionId)).status).toBe('canceled');
    await expect(standIn.cancelSubscription('sub_unknown')).resolves.toBeUndefined();
  });

  it.each([
    ['development', null, 'stand-in'],
    ['test', null, 'stand-in'],
    // In production a stand-in would give subscriptions away.
    ['production', null, 'disabled'],
    ['production', { secretKey: 'sk_test_x', webhookSecret: 'whsec_x', apiBaseUrl: null }, 'stripe'],
  ] as const)('in %s with keys %p, payments are %s', (env, keys, kind) => {
    expect(createPaymentsProvider({ env, stripe: keys }).kind).toBe(kind);
  });
});
