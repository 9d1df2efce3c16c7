import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { buildTestApp } from '../../test-helpers';
import { injectAs, signUpOwner } from '../../test-emulator';

const WEBHOOK_SECRET = 'whsec_test_secret_for_bonavis';
const stripe = new Stripe('sk_test_bonavis');
const portalFixture = readFileSync(path.join(__dirname, '../../adapters/payments/fixtures/billing-portal-session.json'), 'utf8');

/**
 * A stand-in for api.stripe.com, keeping each request body: billing-portal sessions answer with a
 * recorded session; a subscription answers with what the test says Stripe holds now (404 otherwise).
 */
function fakeStripeApi() {
  const requests: { path: string; body: URLSearchParams }[] = [];
  const subscriptions = new Map<string, object>();
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      requests.push({ path, body: new URLSearchParams(body) });
      const json = (status: number, payload: string) => response.writeHead(status, { 'content-type': 'application/json' }).end(payload);
      if (path.startsWith('/v1/billing_portal/sessions')) return json(200, portalFixture);
      const held = subscriptions.get(/^\/v1\/subscriptions\/([\w-]+)/.exec(path)?.[1] ?? '');
      if (held) return json(200, JSON.stringify(held));
      json(404, JSON.stringify({ error: { type: 'invalid_request_error', message: 'No such subscription' } }));
    });
  });
  return { server, requests, subscriptions };
}

let sequence = 0;
function event(type: string, object: object, created = Math.floor(Date.now() / 1000)) {
  return { id: `evt_test_${++sequence}_${Date.now()}`, object: 'event', api_version: '2025-09-30', created, type, data: { object } };
}

function subscription(id: string, customer: string, status: string, interval: 'month' | 'year', periodStart: number) {
  return {
    id,
    object: 'subscription',
    customer,
    status,
    cancel_at_period_end: false,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${id}`,
          object: 'subscription_item',
          current_period_start: periodStart,
          current_period_end: periodStart + 30 * 86400,
          price: { id: 'price_x', recurring: { interval } },
        },
      ],
    },
  };
}

describe('payments', () => {
  let app: FastifyInstance;
  const stripeApi = fakeStripeApi();

  beforeAll(async () => {
    await new Promise<void>((resolve) => stripeApi.server.listen(0, '127.0.0.1', resolve));
    const { port } = stripeApi.server.address() as { port: number };
    app = await buildTestApp({
      STRIPE_SECRET_KEY: 'sk_test_bonavis',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE_URL: `http://127.0.0.1:${port}`,
    });
  });
  afterAll(async () => {
    await app.close();
    stripeApi.server.close();
  });

  /** Delivers an event as Stripe does: the exact JSON bytes and their signature. */
  const deliver = (payload: object, secret = WEBHOOK_SECRET) => {
    const body = JSON.stringify(payload);
    const signature = stripe.webhooks.generateTestHeaderString({ payload: body, secret });
    return app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: body,
    });
  };
  const subscriptionsOf = async (owner: { idToken: string }) =>
    (await injectAs(app, owner, { method: 'GET', url: '/api/subscriptions/private' })).json();

  async function paidOwner(customer: string, subscriptionId: string) {
    const owner = await signUpOwner(app);
    const checkout = event('checkout.session.completed', {
      id: `cs_${customer}`,
      object: 'checkout.session',
      client_reference_id: owner.uid,
      customer,
      subscription: subscriptionId,
      payment_status: 'paid',
      mode: 'subscription',
    });
    expect((await deliver(checkout)).statusCode).toBe(200);
    return owner;
  }

  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const owner = await signUpOwner(app);
    const checkout = event('checkout.session.completed', {
      object: 'checkout.session',
      client_reference_id: owner.uid,
      customer: 'cus_forged',
      subscription: 'sub_forged',
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
    const owner = await paidOwner('cus_flow', 'sub_flow');
    expect(await subscriptionsOf(owner)).toMatchObject([{ status: 'ACTIVE', isTrial: false }]);
    const start = Math.floor(Date.now() / 1000);

    const steps = [
      ['active', 'ACTIVE'],
      ['past_due', 'SUSPENDED'],
      ['unpaid', 'SUSPENDED'],
      ['trialing', 'TRIALING'],
      ['canceled', 'CANCELLED'],
      ['active', 'ACTIVE'],
    ] as const;
    for (const [index, [stripeStatus, ours]] of steps.entries()) {
      const type = stripeStatus === 'canceled' ? 'customer.subscription.deleted' : 'customer.subscription.updated';
      const created = start + 10 + index;
      expect((await deliver(event(type, subscription('sub_flow', 'cus_flow', stripeStatus, 'year', start), created))).statusCode).toBe(200);
      expect(await subscriptionsOf(owner)).toMatchObject([{ status: ours, planPeriod: 'YEARLY' }]);
    }
    expect((await injectAs(app, owner, { method: 'GET', url: '/api/users/private/me' })).json().aiCredits).toBe(500);

    const failed = event(
      'invoice.payment_failed',
      {
        id: 'in_1',
        object: 'invoice',
        customer: 'cus_flow',
        parent: { subscription_details: { subscription: 'sub_flow' } },
      },
      start + 100,
    );
    await deliver(failed);
    expect(await subscriptionsOf(owner)).toMatchObject([{ status: 'SUSPENDED' }]);
  });

  it('applies the same event once', async () => {
    const owner = await paidOwner('cus_replay', 'sub_replay');
    const now = Math.floor(Date.now() / 1000);
    const canceled = event('customer.subscription.deleted', subscription('sub_replay', 'cus_replay', 'canceled', 'month', 1), now + 1);
    await deliver(canceled);
    const reactivated = event('customer.subscription.updated', subscription('sub_replay', 'cus_replay', 'active', 'month', 2), now + 2);
    await deliver(reactivated);
    const replay = await deliver(canceled);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect(await subscriptionsOf(owner)).toMatchObject([{ status: 'ACTIVE', planPeriod: 'MONTHLY' }]);
  });

  it('never lets an older event overwrite a newer state', async () => {
    const owner = await paidOwner('cus_order', 'sub_order');
    const now = Math.floor(Date.now() / 1000);
    await deliver(event('customer.subscription.updated', subscription('sub_order', 'cus_order', 'canceled', 'month', now), now + 60));
    const late = await deliver(
      event('customer.subscription.updated', subscription('sub_order', 'cus_order', 'active', 'month', now), now - 60),
    );
    expect(late.statusCode).toBe(200);
    expect(await subscriptionsOf(owner)).toMatchObject([{ status: 'CANCELLED' }]);
  });

  it('orders two events of the same second by what Stripe holds, not by arrival', async () => {
    const owner = await paidOwner('cus_tie', 'sub_tie');
    const second = Math.floor(Date.now() / 1000) + 5;
    // Stripe sent "canceled" then "active" in the same second; the newer state (active) arrives first.
    stripeApi.subscriptions.set('sub_tie', subscription('sub_tie', 'cus_tie', 'active', 'month', second));
    await deliver(event('customer.subscription.updated', subscription('sub_tie', 'cus_tie', 'active', 'month', second), second));
    const stale = await deliver(
      event('customer.subscription.deleted', subscription('sub_tie', 'cus_tie', 'canceled', 'month', second), second),
    );
    expect(stale.statusCode).toBe(200);
    expect(await subscriptionsOf(owner)).toMatchObject([{ status: 'ACTIVE' }]);
    expect(stripeApi.requests.some((request) => request.path.startsWith('/v1/subscriptions/sub_tie'))).toBe(true);
  });

  it('records an event only with its effect: a failed application is applied in full on the retry', async () => {
    const owner = await paidOwner('cus_retry', 'sub_retry');
    const second = Math.floor(Date.now() / 1000) + 5;
    await deliver(event('customer.subscription.updated', subscription('sub_retry', 'cus_retry', 'active', 'month', second), second));
    // Same second, and Stripe cannot be asked: the delivery fails and nothing is kept.
    const canceled = event('customer.subscription.deleted', subscription('sub_retry', 'cus_retry', 'canceled', 'month', second), second);
    expect((await deliver(canceled)).statusCode).toBeGreaterThanOrEqual(500);
    expect(await subscriptionsOf(owner)).toMatchObject([{ status: 'ACTIVE' }]);
    // Stripe's retry, once Stripe answers, is applied (not "duplicate").
    stripeApi.subscriptions.set('sub_retry', subscription('sub_retry', 'cus_retry', 'canceled', 'month', second));
    expect((await deliver(canceled)).json()).toEqual({ received: true });
    expect(await subscriptionsOf(owner)).toMatchObject([{ status: 'CANCELLED' }]);
  });

  it('keeps every Stripe customer of an account: a second checkout does not orphan the first', async () => {
    const owner = await paidOwner('cus_first', 'sub_first');
    const again = event('checkout.session.completed', {
      id: 'cs_second',
      object: 'checkout.session',
      client_reference_id: owner.uid,
      customer: 'cus_second',
      subscription: 'sub_second',
      payment_status: 'paid',
      mode: 'subscription',
    });
    expect((await deliver(again)).statusCode).toBe(200);
    const later = Math.floor(Date.now() / 1000) + 5;
    const first = await deliver(
      event('customer.subscription.updated', subscription('sub_first', 'cus_first', 'past_due', 'month', later), later),
    );
    expect(first.statusCode).toBe(200);
    expect(await subscriptionsOf(owner)).toEqual(
      expect.arrayContaining([expect.objectContaining({ status: 'SUSPENDED' }), expect.objectContaining({ status: 'ACTIVE' })]),
    );
  });

  it('asks Stripe to retry a subscription event whose customer is not linked yet', async () => {
    const early = await deliver(event('customer.subscription.created', subscription('sub_early', 'cus_unknown', 'active', 'month', 1)));
    expect(early.statusCode).toBe(409);
  });

  it.each([
    ['update_payment_method', 'payment_method_update'],
    ['cancel_subscription', 'subscription_cancel'],
    ['upgrade_subscription', 'subscription_update'],
    ['manage_subscription', null],
  ])('opens the billing portal for %s', async (action, flow) => {
    const owner = await paidOwner(`cus_portal_${action}`, `sub_portal_${action}`);
    stripeApi.requests.length = 0;
    const answer = await injectAs(app, owner, {
      method: 'GET',
      url: `/api/payments/private/manage-subscription?action=${action}`,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ link: 'https://billing.stripe.com/p/session/test_YWNjdF8xUXhZekFiQ2RFZkdoSWpL' });
    const [request] = stripeApi.requests;
    expect(request.path).toBe('/v1/billing_portal/sessions');
    expect(request.body.get('customer')).toBe(`cus_portal_${action}`);
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
  it('says so in the health check and refuses webhooks with 503', async () => {
    const app = await buildTestApp();
    try {
      expect((await app.inject({ method: 'GET', url: '/api/health' })).json().adapters.payments).toBe('disabled');
      const webhook = await app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
        payload: '{}',
      });
      expect(webhook.statusCode).toBe(503);
      expect((await app.inject({ method: 'GET', url: '/api/payments/plans' })).json()).toEqual({
        paymentLinks: { monthly: null, yearly: null },
        payments: 'disabled',
      });
    } finally {
      await app.close();
    }
  });
});
