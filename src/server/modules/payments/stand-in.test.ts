import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SignedDelivery } from '../../adapters/payments/payments-provider';
import { stripeEvents, subscriptions } from '../../db/schema';
import { buildTestApp, databaseOverrides, testDatabases } from '../../test-helpers';
import { injectAs, signUpOwner } from '../../test-emulator';
import { stripeTestApp } from './test-stripe';

const CHECKOUT_URL = '/api/payments/private/stand-in/checkout';

/** What the stand-in hands the webhook during one checkout: its signed deliveries, kept for a replay. */
function recordDeliveries(app: FastifyInstance) {
  const deliveries: SignedDelivery[] = [];
  const checkout = app.payments.standIn!.checkout;
  const spy = jest.spyOn(app.payments.standIn!, 'checkout').mockImplementation((input) => {
    const made = checkout(input);
    deliveries.push(...made.deliveries);
    return made;
  });
  return { deliveries, restore: () => spy.mockRestore() };
}

const redeliver = (app: FastifyInstance, { body, signature }: SignedDelivery) =>
  app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload: body,
  });

describe.each(testDatabases())('the payments stand-in on %s', (_engine, database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(databaseOverrides(database));
  });
  afterAll(() => app.close());

  const subscriptionsOf = async (owner: { idToken: string }) =>
    (await injectAs(app, owner, { method: 'GET', url: '/api/subscriptions/private' })).json();

  it('completes a paid subscription through the webhook: plan, ACTIVE, the establishments paid for', async () => {
    const owner = await signUpOwner(app);
    const pushes = jest.spyOn(app.realtime, 'toUser');
    const recorded = recordDeliveries(app);
    const answer = await injectAs(app, owner, { method: 'POST', url: CHECKOUT_URL, payload: { plan: 'YEARLY', quantity: 3 } });
    recorded.restore();
    const ownPushes = pushes.mock.calls.filter(([uid]) => uid === owner.uid);
    pushes.mockRestore();

    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ status: 'ACTIVE', planPeriod: 'YEARLY', quantity: 3, isTrial: false, cancelAtPeriodEnd: false });
    expect(await subscriptionsOf(owner)).toEqual([answer.json()]);
    const [row] = await app.database.db.select().from(subscriptions).where(eq(subscriptions.userId, owner.user.id));
    expect(row).toMatchObject({
      status: 'ACTIVE',
      planPeriod: 'YEARLY',
      quantity: 3,
      stripeSubscriptionId: expect.stringMatching(/^sub_/),
    });
    // A year from its start, as Stripe bills the yearly plan.
    expect(row.currentPeriodEnd!.getUTCFullYear() - row.currentPeriodStart!.getUTCFullYear()).toBe(1);
    // Only the webhook's code records events: both of Stripe's deliveries went through it, and each told the owner.
    const ids = recorded.deliveries.map(({ body }) => (JSON.parse(body) as { id: string }).id);
    const events = await app.database.db.select().from(stripeEvents).where(inArray(stripeEvents.id, ids));
    expect(events.map(({ type }) => type).sort()).toEqual(['checkout.session.completed', 'customer.subscription.created']);
    expect(ownPushes).toEqual([
      [owner.uid, 'subscriptionUpdated', { eventType: 'checkout.session.completed' }],
      [owner.uid, 'subscriptionUpdated', { eventType: 'customer.subscription.created' }],
    ]);
    // A new paid period gives the plan's AI credits.
    expect((await injectAs(app, owner, { method: 'GET', url: '/api/users/private/me' })).json().aiCredits).toBe(500);
  });

  it('applies a delivery once: the same signed events again change nothing', async () => {
    const owner = await signUpOwner(app);
    const recorded = recordDeliveries(app);
    await injectAs(app, owner, { method: 'POST', url: CHECKOUT_URL, payload: { plan: 'MONTHLY', quantity: 2 } });
    recorded.restore();
    const before = await subscriptionsOf(owner);

    const replies = await Promise.all(recorded.deliveries.map((delivery) => redeliver(app, delivery)));

    expect(replies.map((reply) => reply.json())).toEqual([
      { received: true, duplicate: true },
      { received: true, duplicate: true },
    ]);
    expect(before).toMatchObject([{ status: 'ACTIVE', planPeriod: 'MONTHLY', quantity: 2 }]);
    expect(await subscriptionsOf(owner)).toEqual(before);
  });

  it('refuses an event its secret did not sign', async () => {
    const owner = await signUpOwner(app);
    const recorded = recordDeliveries(app);
    await injectAs(app, owner, { method: 'POST', url: CHECKOUT_URL, payload: { plan: 'MONTHLY', quantity: 1 } });
    recorded.restore();
    const [checkout] = recorded.deliveries;
    // Another event id under the genuine signature: a second delivery nobody signed.
    const forged = checkout.body.replace(/"id":"evt_[^"]+"/, '"id":"evt_forged"');

    const reply = await redeliver(app, { body: forged, signature: checkout.signature });

    expect(reply.statusCode).toBe(400);
    expect(reply.json().code).toBe('BAD_SIGNATURE');
  });

  it.each([
    ['an unknown plan', { plan: 'WEEKLY', quantity: 1 }, 'plan'],
    ['no plan', { quantity: 1 }, 'plan'],
    ['no establishment', { plan: 'MONTHLY', quantity: 0 }, 'quantity'],
    ['more than 100 establishments', { plan: 'MONTHLY', quantity: 101 }, 'quantity'],
    ['part of an establishment', { plan: 'MONTHLY', quantity: 1.5 }, 'quantity'],
    ['a word for a number', { plan: 'MONTHLY', quantity: 'deux' }, 'quantity'],
    ['no quantity', { plan: 'YEARLY' }, 'quantity'],
  ])('refuses %s with 400 and subscribes nobody', async (_case, payload, field) => {
    const owner = await signUpOwner(app);
    const answer = await injectAs(app, owner, { method: 'POST', url: CHECKOUT_URL, payload });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields: { [field]: `validation.checkout.${field}` } });
    expect(await subscriptionsOf(owner)).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    const answer = await app.inject({ method: 'POST', url: CHECKOUT_URL, payload: { plan: 'MONTHLY', quantity: 1 } });
    expect(answer.statusCode).toBe(401);
  });
});

describe('the payments stand-in with Stripe configured', () => {
  it('is not there: 404, and nothing is stored', async () => {
    const [[, database]] = testDatabases();
    const { app, close } = await stripeTestApp(database);
    try {
      expect(app.payments.standIn).toBeNull();
      const owner = await signUpOwner(app);
      const answer = await injectAs(app, owner, { method: 'POST', url: CHECKOUT_URL, payload: { plan: 'MONTHLY', quantity: 1 } });
      expect(answer.statusCode).toBe(404);
      expect(answer.json().code).toBe('NOT_FOUND');
      expect((await injectAs(app, owner, { method: 'GET', url: '/api/subscriptions/private' })).json()).toEqual([]);
    } finally {
      await close();
    }
  });
});
