import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, testDatabases } from '../../test-helpers';
import { injectAs, signUpOwner } from '../../test-emulator';
import { deliver as deliverTo, event, fakeStripeApi, paidOwner as paidOwnerOf, run, stripeTestApp, subscription } from './test-stripe';

// Both engines: on PostgreSQL deliveries at once run on separate connections of the pool and truly race.
describe.each(testDatabases())('payments on %s', (_engine, database) => {
  let app: FastifyInstance;
  let stripeApi: ReturnType<typeof fakeStripeApi>;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, stripeApi, close } = await stripeTestApp(database));
  });
  afterAll(() => close());

  const subscriptionsOf = async (owner: { idToken: string }) =>
    (await injectAs(app, owner, { method: 'GET', url: '/api/subscriptions/private' })).json();
  const deliver = (payload: object, secret?: string) => deliverTo(app, payload, secret);
  const paidOwner = (customer: string, subscriptionId: string) => paidOwnerOf(app, customer, subscriptionId);

  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const owner = await signUpOwner(app);
    const checkout = event('checkout.session.completed', {
      object: 'checkout.session',
      client_reference_id: owner.uid,
      customer: `cus_forged_${run}`,
      subscription: `sub_forged_${run}`,
      payment_status: 'paid',
    });
    const forged = await deliver(checkout, 'whsec_someone_else');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('BAD_SIGNATURE');
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(checkout),
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await subscriptionsOf(owner)).toEqual([]);
  });

  it('links the checkout to the owner, then follows the subscription events with the status mapping', async () => {
    const owner = await paidOwner(`cus_flow_${run}`, `sub_flow_${run}`);
    expect(await subscriptionsOf(owner)).toMatchObject([{ status: 'ACTIVE', isTrial: false }]);
    const start = Math.floor(Date.now() / 1000);

    const updated = 'customer.subscription.updated';
    const steps = [
      [updated, 'active', 'ACTIVE'],
      [updated, 'past_due', 'SUSPENDED'],
      [updated, 'unpaid', 'SUSPENDED'],
      [updated, 'active', 'ACTIVE'],
      // A paused subscription (a trial ended without a card, or paused by hand) gives no access.
      [updated, 'paused', 'SUSPENDED'],
      [updated, 'trialing', 'TRIALING'],
      ['customer.subscription.deleted', 'canceled', 'CANCELLED'],
      [updated, 'active', 'ACTIVE'],
    ] as const;
    for (const [index, [type, stripeStatus, ours]] of steps.entries()) {
      const created = start + 10 + index;
      expect(
        (await deliver(event(type, subscription(`sub_flow_${run}`, `cus_flow_${run}`, stripeStatus, 'year', start), created))).statusCode,
      ).toBe(200);
      expect(await subscriptionsOf(owner)).toMatchObject([{ status: ours, planPeriod: 'YEARLY' }]);
    }
    expect((await injectAs(app, owner, { method: 'GET', url: '/api/users/private/me' })).json().aiCredits).toBe(500);

    const failed = event(
      'invoice.payment_failed',
      {
        id: 'in_1',
        object: 'invoice',
        customer: `cus_flow_${run}`,
        parent: { subscription_details: { subscription: `sub_flow_${run}` } },
      },
      start + 100,
    );
    await deliver(failed);
    expect(await subscriptionsOf(owner)).toMatchObject([{ status: 'SUSPENDED' }]);
  });

  it("keeps the establishments paid for: the subscription item's quantity of Stripe's event", async () => {
    const owner = await paidOwner(`cus_quantity_${run}`, `sub_quantity_${run}`);
    expect(await subscriptionsOf(owner)).toMatchObject([{ status: 'ACTIVE', quantity: 1 }]);
    const recorded = JSON.parse(
      readFileSync(path.join(__dirname, '../../adapters/payments/fixtures/customer-subscription-created.json'), 'utf8'),
    );
    // Stripe's recorded event, on this run's ids and a second after the checkout.
    const created = { ...recorded, id: `evt_quantity_${run}`, created: Math.floor(Date.now() / 1000) + 1 };
    created.data.object = { ...created.data.object, id: `sub_quantity_${run}`, customer: `cus_quantity_${run}` };
    expect((await deliver(created)).statusCode).toBe(200);
    expect(await subscriptionsOf(owner)).toMatchObject([{ status: 'ACTIVE', planPeriod: 'MONTHLY', quantity: 3 }]);
  });

  it('applies the same event once', async () => {
    const owner = await paidOwner(`cus_replay_${run}`, `sub_replay_${run}`);
    const now = Math.floor(Date.now() / 1000);
    const canceled = event(
      'customer.subscription.deleted',
      subscription(`sub_replay_${run}`, `cus_replay_${run}`, 'canceled', 'month', 1),
      now + 1,
    );
    const pushes = jest.spyOn(app.realtime, 'toUser');
    await deliver(canceled);
    // Only this owner's: on the database kept between runs, the app may resume other owners' work meanwhile (a reply on
    // its way to Google) and push to them.
    expect(pushes.mock.calls.filter(([uid]) => uid === owner.uid)).toEqual([
      [owner.uid, 'subscriptionUpdated', { eventType: 'customer.subscription.deleted' }],
    ]);
    const reactivated = event(
      'customer.subscription.updated',
      subscription(`sub_replay_${run}`, `cus_replay_${run}`, 'active', 'month', 2),
      now + 2,
    );
    await deliver(reactivated);
    const replay = await deliver(canceled);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    // The replay changed nothing, so it told nobody.
    expect(pushes.mock.calls).toHaveLength(2);
    pushes.mockRestore();
    expect(await subscriptionsOf(owner)).toMatchObject([{ status: 'ACTIVE', planPeriod: 'MONTHLY' }]);
  });

  it('never lets an older event overwrite a newer state', async () => {
    const owner = await paidOwner(`cus_order_${run}`, `sub_order_${run}`);
    const now = Math.floor(Date.now() / 1000);
    await deliver(
      event('customer.subscription.updated', subscription(`sub_order_${run}`, `cus_order_${run}`, 'canceled', 'month', now), now + 60),
    );
    const late = await deliver(
      event('customer.subscription.updated', subscription(`sub_order_${run}`, `cus_order_${run}`, 'active', 'month', now), now - 60),
    );
    expect(late.statusCode).toBe(200);
    expect(await subscriptionsOf(owner)).toMatchObject([{ status: 'CANCELLED' }]);
  });

  it('orders two events of the same second by what Stripe holds, not by arrival', async () => {
    const owner = await paidOwner(`cus_tie_${run}`, `sub_tie_${run}`);
    const second = Math.floor(Date.now() / 1000) + 5;
    // Stripe sent "canceled" then "active" in the same second; the newer state (active) arrives first.
    stripeApi.subscriptions.set(`sub_tie_${run}`, subscription(`sub_tie_${run}`, `cus_tie_${run}`, 'active', 'month', second));
    await deliver(
      event('customer.subscription.updated', subscription(`sub_tie_${run}`, `cus_tie_${run}`, 'active', 'month', second), second),
    );
    const stale = await deliver(
      event('customer.subscription.deleted', subscription(`sub_tie_${run}`, `cus_tie_${run}`, 'canceled', 'month', second), second),
    );
    expect(stale.statusCode).toBe(200);
    expect(await subscriptionsOf(owner)).toMatchObject([{ status: 'ACTIVE' }]);
    expect(stripeApi.requests.some((request) => request.path.startsWith(`/v1/subscriptions/sub_tie_${run}`))).toBe(true);
  });

  it('records an event only with its effect: a failed application is applied in full on the retry', async () => {
    const owner = await paidOwner(`cus_retry_${run}`, `sub_retry_${run}`);
    const second = Math.floor(Date.now() / 1000) + 5;
    await deliver(
      event('customer.subscription.updated', subscription(`sub_retry_${run}`, `cus_retry_${run}`, 'active', 'month', second), second),
    );
    // Same second, and Stripe cannot be asked: the delivery fails and nothing is kept.
    const canceled = event(
      'customer.subscription.deleted',
      subscription(`sub_retry_${run}`, `cus_retry_${run}`, 'canceled', 'month', second),
      second,
    );
    expect((await deliver(canceled)).statusCode).toBeGreaterThanOrEqual(500);
    expect(await subscriptionsOf(owner)).toMatchObject([{ status: 'ACTIVE' }]);
    // Stripe's retry, once Stripe answers, is applied (not "duplicate").
    stripeApi.subscriptions.set(`sub_retry_${run}`, subscription(`sub_retry_${run}`, `cus_retry_${run}`, 'canceled', 'month', second));
    expect((await deliver(canceled)).json()).toEqual({ received: true });
    expect(await subscriptionsOf(owner)).toMatchObject([{ status: 'CANCELLED' }]);
  });

  it('keeps every Stripe customer of an account: a second checkout does not orphan the first', async () => {
    const owner = await paidOwner(`cus_first_${run}`, `sub_first_${run}`);
    const again = event('checkout.session.completed', {
      id: 'cs_second',
      object: 'checkout.session',
      client_reference_id: owner.uid,
      customer: `cus_second_${run}`,
      subscription: `sub_second_${run}`,
      payment_status: 'paid',
      mode: 'subscription',
    });
    expect((await deliver(again)).statusCode).toBe(200);
    const later = Math.floor(Date.now() / 1000) + 5;
    const first = await deliver(
      event('customer.subscription.updated', subscription(`sub_first_${run}`, `cus_first_${run}`, 'past_due', 'month', later), later),
    );
    expect(first.statusCode).toBe(200);
    expect(await subscriptionsOf(owner)).toEqual(
      expect.arrayContaining([expect.objectContaining({ status: 'SUSPENDED' }), expect.objectContaining({ status: 'ACTIVE' })]),
    );
  });

  it('asks Stripe to retry a subscription event whose customer is not linked yet', async () => {
    const early = await deliver(
      event('customer.subscription.created', subscription(`sub_early_${run}`, `cus_unknown_${run}`, 'active', 'month', 1)),
    );
    expect(early.statusCode).toBe(409);
  });

  it.each([
    ['update_payment_method', 'payment_method_update'],
    ['cancel_subscription', 'subscription_cancel'],
    ['upgrade_subscription', 'subscription_update'],
    ['manage_subscription', null],
  ])('opens the billing portal for %s', async (action, flow) => {
    const owner = await paidOwner(`cus_portal_${action}_${run}`, `sub_portal_${action}_${run}`);
    stripeApi.requests.length = 0;
    const answer = await injectAs(app, owner, {
      method: 'GET',
      url: `/api/payments/private/manage-subscription?action=${action}`,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ link: 'https://billing.stripe.com/p/session/test_YWNjdF8xUXhZekFiQ2RFZkdoSWpL' });
    const [request] = stripeApi.requests;
    expect(request.path).toBe('/v1/billing_portal/sessions');
    expect(request.body.get('customer')).toBe(`cus_portal_${action}_${run}`);
    expect(request.body.get('return_url')).toBe('http://localhost:8080/subscription/home');
    expect(request.body.get('flow_data[type]')).toBe(flow);
  });

  it('refuses an unknown action with 400, and a user without a Stripe customer with 409', async () => {
    const owner = await signUpOwner(app);
    const unknown = await injectAs(app, owner, {
      method: 'GET',
      url: '/api/payments/private/manage-subscription?action=steal',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields.action).toBe('validation.action.invalid');
    const noCustomer = await injectAs(app, owner, {
      method: 'GET',
      url: '/api/payments/private/manage-subscription?action=manage_subscription',
    });
    expect(noCustomer.statusCode).toBe(409);
    expect(noCustomer.json().code).toBe('NO_STRIPE_CUSTOMER');
  });
});

describe('payments without Stripe keys', () => {
  it('says the stand-in takes payments, and the webhook refuses what its secret did not sign with 400', async () => {
    const app = await buildTestApp();
    try {
      expect((await app.inject({ method: 'GET', url: '/api/health' })).json().adapters.payments).toBe('stand-in');
      const webhook = await app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
        payload: '{}',
      });
      expect(webhook.statusCode).toBe(400);
      expect(webhook.json().code).toBe('BAD_SIGNATURE');
      expect((await app.inject({ method: 'GET', url: '/api/payments/plans' })).json()).toEqual({
        paymentLinks: { monthly: null, yearly: null },
        payments: 'stand-in',
      });
    } finally {
      await app.close();
    }
  });
});
