import type { FastifyInstance } from 'fastify';
import { setCredits } from '../reviews/test-listing';
import { injectAs } from '../../test-emulator';
import { testDatabases } from '../../test-helpers';
import { deliver, event, paidOwner, run, stripeTestApp, subscription } from './test-stripe';

const DAY = 86_400;

// Both engines: on PostgreSQL deliveries at once run on separate connections of the pool and truly race.
describe.each(testDatabases())('AI credits and Stripe deliveries on %s', (_engine, database) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await stripeTestApp(database));
  });
  afterAll(() => close());

  const creditsOf = async (owner: { idToken: string }) =>
    (await injectAs(app, owner, { method: 'GET', url: '/api/users/private/me' })).json().aiCredits as number;
  const subscriptionsOf = async (owner: { idToken: string }) =>
    (await injectAs(app, owner, { method: 'GET', url: '/api/subscriptions/private' })).json();

  it('tops the AI credits up to 500 once per paid period, not on every ACTIVE event', async () => {
    const [customer, subscriptionId] = [`cus_refill_${run}`, `sub_refill_${run}`];
    const owner = await paidOwner(app, customer, subscriptionId);
    const start = Math.floor(Date.now() / 1000);
    const active = (periodStart: number, created: number) =>
      deliver(app, event('customer.subscription.updated', subscription(subscriptionId, customer, 'active', 'month', periodStart), created));

    expect((await active(start, start + 1)).statusCode).toBe(200);
    expect(await creditsOf(owner)).toBe(500);
    await setCredits(app, owner.user.id, 120);
    // Stripe sends more than one ACTIVE event in a period (a card updated, a plan renamed): the period has its credits already.
    expect((await active(start, start + 2)).statusCode).toBe(200);
    expect(await creditsOf(owner)).toBe(120);
    // The next month is a new paid period.
    expect((await active(start + 30 * DAY, start + 3)).statusCode).toBe(200);
    expect(await creditsOf(owner)).toBe(500);
  });

  it('applies one event delivered six times at once exactly once', async () => {
    const [customer, subscriptionId] = [`cus_burst_${run}`, `sub_burst_${run}`];
    const owner = await paidOwner(app, customer, subscriptionId);
    const now = Math.floor(Date.now() / 1000);
    const canceled = event('customer.subscription.deleted', subscription(subscriptionId, customer, 'canceled', 'month', now), now + 1);
    // Six at once: fewer than the PostgreSQL pool's ten connections, so each runs on its own.
    const answers = await Promise.all(Array.from({ length: 6 }, () => deliver(app, canceled)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(200));
    const bodies = answers.map((answer) => answer.json());
    expect(bodies.filter((body) => body.duplicate !== true)).toEqual([{ received: true }]);
    expect(bodies.filter((body) => body.duplicate === true)).toHaveLength(5);
    expect(await subscriptionsOf(owner)).toMatchObject([{ status: 'CANCELLED' }]);
  });
});
