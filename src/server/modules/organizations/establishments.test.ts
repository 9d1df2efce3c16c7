import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { aiSettings, listings, reviews, subscriptions } from '../../db/schema';
import { buildTestApp, databaseOverrides, RACE_OVERRIDES, testDatabases } from '../../test-helpers';
import { codeIn, injectAs, latestMailTo, setUpOwner, signUpOwner, uniqueEmail } from '../../test-emulator';
import { TRIAL_MAX_ESTABLISHMENTS } from '../../../shared/api/organizations';

type User = Awaited<ReturnType<typeof signUpOwner>>;

describe.each(testDatabases())('establishments added to an organisation, on %s', (_engine, database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ ...databaseOverrides(database), ...RACE_OVERRIDES });
  });
  afterAll(() => app.close());

  const add = (user: User, url: string, query = '') =>
    injectAs(app, user, { method: 'POST', url: `/api/locations/private${query}`, payload: { url } });
  const seen = async (user: User) => (await injectAs(app, user, { method: 'GET', url: '/api/locations/private' })).json().items;
  const firstListing = async (user: User) => (await app.database.db.select().from(listings).where(eq(listings.userId, user.user.id)))[0];
  const startTrial = (user: User) => injectAs(app, user, { method: 'POST', url: '/api/subscriptions/private/trial/activate' });
  const pay = (user: User) =>
    app.database.db.insert(subscriptions).values({ userId: user.user.id, status: 'ACTIVE', planPeriod: 'MONTHLY', isTrial: false });

  it('adds a second establishment, synchronises it, and then each request says which one it acts on', async () => {
    const owner = await setUpOwner(app);
    await startTrial(owner);
    const first = await firstListing(owner);
    const added = await add(owner, 'https://maps.app.goo.gl/SecondShop');
    expect(added.statusCode).toBe(201);
    const second = added.json();
    expect(second).toEqual({
      id: expect.any(Number),
      organizationId: first.organizationId,
      name: expect.any(String),
      address: expect.any(String),
      averageRating: expect.any(Number),
      reviewCount: 0,
      hasBeenSynchronized: false,
    });
    expect((await seen(owner)).map((place: { id: number }) => place.id).sort()).toEqual([first.id, second.id].sort());

    // Its synchronisation started with the addition, on the owner's access.
    await app.sync.idle();
    const location = await injectAs(app, owner, { method: 'GET', url: `/api/reviews/private/location?location=${second.id}` });
    expect(location.json()).toMatchObject({ name: second.name, hasBeenSynchronized: true, synchronization: { status: 'done' } });

    // With two, a route of one establishment must be told which.
    expect((await injectAs(app, owner, { method: 'GET', url: '/api/reviews/private' })).json()).toMatchObject({
      statusCode: 400,
      code: 'LOCATION_REQUIRED',
    });
    const reviewsOf = async (id: number) =>
      (await injectAs(app, owner, { method: 'GET', url: `/api/reviews/private?location=${id}` }))
        .json()
        .items.map((review: { id: number }) => review.id);
    const [firstReviews, secondReviews] = [await reviewsOf(first.id), await reviewsOf(second.id)];
    expect(secondReviews.length).toBeGreaterThan(0);
    expect(secondReviews.filter((id: number) => firstReviews.includes(id))).toEqual([]);

    // Each establishment keeps its own AI voice.
    const settings = (await injectAs(app, owner, { method: 'GET', url: `/api/reviews/private/ai-settings?location=${first.id}` })).json()
      .settings;
    const saved = await injectAs(app, owner, {
      method: 'PUT',
      url: `/api/reviews/private/ai-settings?location=${second.id}`,
      payload: { ...settings, signature: 'L’équipe du second' },
    });
    expect(saved.statusCode).toBe(200);
    const stored = await app.database.db.select().from(aiSettings).where(eq(aiSettings.locationId, first.id));
    expect(stored.map((row) => row.settings.signature)).not.toContain('L’équipe du second');
  });

  it('refuses the same business twice, a link that is not one, and an account without trial or plan', async () => {
    const owner = await setUpOwner(app);
    await startTrial(owner);
    const first = await firstListing(owner);
    expect((await add(owner, first.shortUrl)).json()).toMatchObject({ statusCode: 409, code: 'ESTABLISHMENT_EXISTS' });
    expect((await add(owner, 'https://example.com/not-a-map')).statusCode).toBe(400);
    expect((await add(owner, 'x'.repeat(5000))).statusCode).toBe(400);

    const idle = await setUpOwner(app);
    expect((await add(idle, 'https://maps.app.goo.gl/IdleSecond')).json()).toMatchObject({ statusCode: 402, code: 'PREMIUM_REQUIRED' });
    expect(await seen(idle)).toHaveLength(1);
  });

  it(`covers ${TRIAL_MAX_ESTABLISHMENTS} establishments on the trial, even when added at once, and any number paid`, async () => {
    const owner = await setUpOwner(app);
    await startTrial(owner);
    const answers = await Promise.all(
      Array.from({ length: TRIAL_MAX_ESTABLISHMENTS + 1 }, (_, index) => add(owner, `https://maps.app.goo.gl/TrialRace${index}`)),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([...Array(TRIAL_MAX_ESTABLISHMENTS - 1).fill(201), 402, 402]);
    expect(answers.find((answer) => answer.statusCode === 402)!.json().code).toBe('ESTABLISHMENT_LIMIT');
    expect(await seen(owner)).toHaveLength(TRIAL_MAX_ESTABLISHMENTS);

    await pay(owner);
    expect((await add(owner, 'https://maps.app.goo.gl/PaidFourth')).statusCode).toBe(201);
    expect(await seen(owner)).toHaveLength(TRIAL_MAX_ESTABLISHMENTS + 1);
  });

  it('lets an admin add one, but not a manager; a user of no organisation is told so', async () => {
    const owner = await setUpOwner(app);
    await pay(owner);
    const place = await firstListing(owner);
    const join = async (role: 'admin' | 'manager') => {
      const email = uniqueEmail(role);
      const since = Date.now();
      const invited = await injectAs(app, owner, {
        method: 'POST',
        url: '/api/members/private/invitations',
        payload: { email, role, locations: 'all' },
      });
      expect(invited.statusCode).toBe(201);
      const token = /\/invitation\?token=([A-Za-z0-9_-]{43})/.exec((await latestMailTo(email, since)).text)![1];
      const member = await signUpOwner(app, email);
      expect(
        (await injectAs(app, member, { method: 'POST', url: '/api/members/private/invitations/accept', payload: { token } })).statusCode,
      ).toBe(200);
      return member;
    };
    const admin = await join('admin');
    const manager = await join('manager');
    expect((await add(admin, 'https://maps.app.goo.gl/AdminAdds')).statusCode).toBe(201);
    expect((await add(manager, 'https://maps.app.goo.gl/ManagerAdds')).json()).toMatchObject({ statusCode: 403, code: 'ROLE_FORBIDDEN' });
    // The owner's account pays for what the admin added.
    const added = await app.database.db.select().from(listings).where(eq(listings.organizationId, place.organizationId));
    expect(new Set(added.map((row) => row.userId))).toEqual(new Set([owner.user.id]));

    const stranger = await signUpOwner(app);
    expect((await add(stranger, 'https://maps.app.goo.gl/NoOrganisation')).json()).toMatchObject({ code: 'ORGANIZATION_NOT_FOUND' });
  });

  /** A fresh one-time code's proof, as the app gets it before a removal. */
  async function twoFactorToken(user: User) {
    const since = Date.now();
    await injectAs(app, user, { method: 'POST', url: '/api/users/private/2fa/send-otp' });
    const otp = codeIn(await latestMailTo(user.email, since));
    return (await injectAs(app, user, { method: 'POST', url: '/api/users/private/2fa/verify-otp', payload: { otp } })).json()
      .twoFactorToken as string;
  }
  const remove = (user: User, id: number, token?: string) =>
    injectAs(app, user, { method: 'DELETE', url: `/api/locations/private/${id}`, headers: token ? { '2faToken': token } : {} });

  it('removes an establishment with its reviews after a one-time code, and keeps the organisation’s last one', async () => {
    const owner = await setUpOwner(app);
    await startTrial(owner);
    const first = await firstListing(owner);
    const second = (await add(owner, 'https://maps.app.goo.gl/RemovedShop')).json();
    await app.sync.idle();
    const reviewsOf = async (id: number) => (await app.database.db.select().from(reviews).where(eq(reviews.listingId, id))).length;
    expect(await reviewsOf(second.id)).toBeGreaterThan(0);

    expect((await remove(owner, second.id)).json()).toMatchObject({ statusCode: 428, code: 'TWO_FACTOR_REQUIRED' });
    const token = await twoFactorToken(owner);
    // Another organisation's establishment does not exist here.
    const stranger = await setUpOwner(app);
    expect((await remove(owner, (await firstListing(stranger)).id, token)).json()).toMatchObject({
      statusCode: 404,
      code: 'LOCATION_NOT_FOUND',
    });

    expect((await remove(owner, second.id, token)).statusCode).toBe(204);
    expect(await reviewsOf(second.id)).toBe(0);
    expect((await seen(owner)).map((place: { id: number }) => place.id)).toEqual([first.id]);
    expect((await remove(owner, first.id, token)).json()).toMatchObject({ statusCode: 409, code: 'LAST_ESTABLISHMENT' });
    expect(await firstListing(owner)).toMatchObject({ id: first.id });
  });

  it('makes the paid subscription’s quantity follow the establishments, through the stand-in’s webhook', async () => {
    const owner = await setUpOwner(app);
    const checkout = await injectAs(app, owner, {
      method: 'POST',
      url: '/api/payments/private/stand-in/checkout',
      payload: { plan: 'MONTHLY', quantity: 1 },
    });
    expect(checkout.statusCode).toBe(201);
    const quantity = async () =>
      (await injectAs(app, owner, { method: 'GET', url: '/api/subscriptions/private' })).json()[0].quantity as number;
    const second = (await add(owner, 'https://maps.app.goo.gl/PaidSecond')).json();
    expect((await add(owner, 'https://maps.app.goo.gl/PaidThird')).statusCode).toBe(201);
    expect(await quantity()).toBe(3);
    expect((await remove(owner, second.id, await twoFactorToken(owner))).statusCode).toBe(204);
    expect(await quantity()).toBe(2);
  });
});
