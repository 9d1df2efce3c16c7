import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { subscriptions } from '../../db/schema';
import { buildTestApp, databaseOverrides, RACE_OVERRIDES, testDatabases } from '../../test-helpers';
import { signUpOwner } from '../../test-emulator';

// Both engines: on PostgreSQL simultaneous activations run on separate connections of the pool and truly race.
describe.each(testDatabases())('/api/subscriptions/private on %s', (_engine, database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ ...databaseOverrides(database), ...RACE_OVERRIDES });
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>) =>
    app.inject({ method, url: `/api/subscriptions/private${url}`, headers });

  it('makes a new owner eligible for the trial, activates it for 7 days once, then refuses a second one', async () => {
    const owner = await signUpOwner(app);
    expect((await call('GET', '/trial/eligible', owner.headers)).json()).toEqual({ isEligible: true });
    expect((await call('GET', '', owner.headers)).json()).toEqual([]);

    const pushes = jest.spyOn(app.realtime, 'toUser');
    const activated = await call('POST', '/trial/activate', owner.headers);
    expect(activated.statusCode).toBe(201);
    // The owner's other open screens learn of the trial from the service itself.
    // Only this owner's: on the database kept between runs, the app may resume other owners' work meanwhile (a reply on
    // its way to Google) and push to them.
    expect(pushes.mock.calls.filter(([uid]) => uid === owner.uid)).toEqual([[owner.uid, 'subscriptionUpdated', { status: 'TRIALING' }]]);
    pushes.mockRestore();
    const trial = activated.json();
    expect(trial).toMatchObject({ status: 'TRIALING', isTrial: true, trialDaysLeft: 7, planPeriod: null, quantity: 1 });
    expect(new Date(trial.endDate).getTime() - new Date(trial.startDate).getTime()).toBe(7 * 24 * 60 * 60 * 1000);

    const again = await call('POST', '/trial/activate', owner.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('TRIAL_NOT_AVAILABLE');
    expect((await call('GET', '/trial/eligible', owner.headers)).json()).toEqual({ isEligible: false });
    expect((await app.inject({ method: 'GET', url: '/api/users/private/me', headers: owner.headers })).json().aiCredits).toBe(30);
  });

  it('gives one trial, and its credits once, even to eight activations at once', async () => {
    const owner = await signUpOwner(app);
    // Eight at once: fewer than the PostgreSQL pool's ten connections, so each runs on its own.
    const answers = await Promise.all(Array.from({ length: 8 }, () => call('POST', '/trial/activate', owner.headers)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) expect(refused.json().code).toBe('TRIAL_NOT_AVAILABLE');
    expect((await call('GET', '', owner.headers)).json()).toMatchObject([{ status: 'TRIALING', isTrial: true }]);
    expect((await app.inject({ method: 'GET', url: '/api/users/private/me', headers: owner.headers })).json().aiCredits).toBe(30);
  });

  it('reads an expired trial as CANCELLED', async () => {
    const owner = await signUpOwner(app);
    await call('POST', '/trial/activate', owner.headers);
    await app.database.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, owner.user.id));
    expect((await call('GET', '', owner.headers)).json()).toMatchObject([{ status: 'CANCELLED', isTrial: true, trialDaysLeft: null }]);
    expect(await app.subscriptions.mayUsePremium({ id: owner.user.id, trialTakenBefore: false })).toBe(false);
  });
});
