/** Stripe as the payment tests see it: a stand-in for its API, its events, signed deliveries. */
import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import type { ServerConfig } from '../../config';
import { buildTestApp, databaseOverrides, RACE_OVERRIDES } from '../../test-helpers';
import { signUpOwner } from '../../test-emulator';

export const WEBHOOK_SECRET = 'whsec_test_secret_for_bonavis';
const stripe = new Stripe('sk_test_bonavis');
const portalFixture = readFileSync(path.join(__dirname, '../../adapters/payments/fixtures/billing-portal-session.json'), 'utf8');

/**
 * A stand-in for api.stripe.com, keeping each request body: billing-portal sessions answer with a
 * recorded session; a subscription answers with what the test says Stripe holds now (404 otherwise).
 */
export function fakeStripeApi() {
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

/** PostgreSQL keeps its rows from run to run, and suites in parallel share it: Stripe ids carry this run's mark. */
export const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

let sequence = 0;
export function event(type: string, object: object, created = Math.floor(Date.now() / 1000)) {
  return { id: `evt_${run}_${++sequence}`, object: 'event', api_version: '2025-09-30', created, type, data: { object } };
}

export function subscription(id: string, customer: string, status: string, interval: 'month' | 'year', periodStart: number) {
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

/** The app with Stripe configured against a fresh stand-in; close both with `close`. */
export async function stripeTestApp(database: ServerConfig['database']) {
  const stripeApi = fakeStripeApi();
  await new Promise<void>((resolve) => stripeApi.server.listen(0, '127.0.0.1', resolve));
  const { port } = stripeApi.server.address() as { port: number };
  const app = await buildTestApp({
    ...databaseOverrides(database),
    ...RACE_OVERRIDES,
    STRIPE_SECRET_KEY: 'sk_test_bonavis',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE_URL: `http://127.0.0.1:${port}`,
  });
  const close = async () => {
    await app.close();
    stripeApi.server.close();
  };
  return { app, stripeApi, close };
}

/** Delivers an event as Stripe does: the exact JSON bytes and their signature. */
export function deliver(app: FastifyInstance, payload: object, secret = WEBHOOK_SECRET) {
  const body = JSON.stringify(payload);
  const signature = stripe.webhooks.generateTestHeaderString({ payload: body, secret });
  return app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload: body,
  });
}

/** A signed-up owner whose paid checkout linked `customer` and `subscriptionId` to the account. */
export async function paidOwner(app: FastifyInstance, customer: string, subscriptionId: string) {
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
  const answer = await deliver(app, checkout);
  if (answer.statusCode !== 200) throw new Error(`the checkout answered ${answer.statusCode}`);
  return owner;
}
