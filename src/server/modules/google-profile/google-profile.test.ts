import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { lastDays, sumRows } from '../../adapters/google-profile/period-sums';
import { ProfileError } from '../../adapters/google-profile/profile-error';
import type { ProfileStandIn } from '../../adapters/google-profile/profile-stand-in';
import { createTokenCipher } from '../../adapters/google/token-cipher';
import {
  googleConnections,
  googleProfileDailyMetrics,
  googleProfileKeywordMonths,
  listings,
  memberLocations,
  organizationMembers,
} from '../../db/schema';
import { injectAs, setUpOwner, signUpOwner } from '../../test-emulator';
import { buildTestApp } from '../../test-helpers';
import { parisDay } from '../../../shared/paris-day';
import type { Role } from '../../../shared/roles';

type User = Awaited<ReturnType<typeof signUpOwner>>;

const ACCOUNT = { name: 'accounts/104790586216', displayName: 'Compte de démonstration' };
const CHRISTMAS_CLOSED = { date: '2026-12-25', closed: true };

describe("an establishment's Google profile through the API (offline stand-in)", () => {
  let app: FastifyInstance;
  let standIn: ProfileStandIn;
  /** The owner's organisation: a1 and a2 connected to Google, a3 not. */
  let owner: User;
  let a1: number;
  let a2: number;
  let a3: number;
  let organizationId: number;

  const api = (user: User, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    injectAs(app, user, { method, url: `/api${url}`, payload });

  /** Connects an establishment to the stand-in's Google account, as a finished consent leaves it. */
  async function connect(listingId: number) {
    const { google } = app.config;
    if (google.kind === 'off') throw new Error('This suite needs Google (the demonstration stand-in)');
    const cipher = createTokenCipher(google.tokenKeys);
    await app.database.db.insert(googleConnections).values({
      locationId: listingId,
      refreshToken: cipher.seal('1//test-refresh'),
      accessToken: cipher.seal('ya29.test-access'),
      accessTokenExpiresAt: new Date(Date.now() + 3_600_000),
      accountName: ACCOUNT.name,
      accountDisplayName: ACCOUNT.displayName,
      location: { name: `locations/${listingId}00`, title: 'Boulangerie', address: null, verified: true, account: ACCOUNT },
    });
  }
  const profileLocation = (listingId: number) => ({ account: ACCOUNT.name, location: `locations/${listingId}00` });

  async function join(member: User, role: Role, locationIds: number[]) {
    const { db } = app.database;
    await db.insert(organizationMembers).values({ organizationId, userId: member.user.id, role, allLocations: false });
    await db.insert(memberLocations).values(locationIds.map((locationId) => ({ organizationId, userId: member.user.id, locationId })));
  }

  const add = async (url: string) => {
    const added = await api(owner, 'POST', '/locations/private', { url });
    expect(added.statusCode).toBe(201);
    return added.json().id as number;
  };

  beforeAll(async () => {
    app = await buildTestApp();
    standIn = app.googleProfile!.access.standIn!;
    owner = await setUpOwner(app);
    await api(owner, 'POST', '/subscriptions/private/trial/activate');
    const [founded] = await app.database.db.select().from(listings).where(eq(listings.userId, owner.user.id));
    a1 = founded.id;
    organizationId = founded.organizationId;
    a2 = await add('https://maps.app.goo.gl/ProfileSecond');
    a3 = await add('https://maps.app.goo.gl/ProfileThird');
    await app.sync.idle();
    await connect(a1);
    await connect(a2);
  });
  afterAll(() => app.close());
  afterEach(() => {
    standIn.failures.length = 0;
    jest.restoreAllMocks();
  });

  it('reads the hours, saves a Christmas closed, sends only what changed, and says Google is reviewing it', async () => {
    const read = await api(owner, 'GET', `/locations/private/${a1}/hours?location=${a1}`);
    expect(read.statusCode).toBe(200);
    const before = read.json();
    expect(before).toMatchObject({ state: 'applied', googleUpdated: false, demo: true, special: [] });
    expect(before.regular).toContainEqual({ day: 'TUESDAY', open: '07:00', close: '13:00' });

    const update = jest.spyOn(standIn, 'updateHours');
    const saved = await api(owner, 'PUT', `/locations/private/${a1}/hours?location=${a1}`, {
      regular: before.regular,
      special: [CHRISTMAS_CLOSED],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ special: [CHRISTMAS_CLOSED], state: 'pending', updated: ['specialHours'] });
    // The server read the current hours itself and handed both to the adapter.
    expect(update).toHaveBeenCalledWith(profileLocation(a1), {
      before: { regular: before.regular, special: [] },
      after: { regular: before.regular, special: [CHRISTMAS_CLOSED] },
    });

    const again = (await api(owner, 'GET', `/locations/private/${a1}/hours?location=${a1}`)).json();
    expect(again).toMatchObject({ regular: before.regular, special: [CHRISTMAS_CLOSED], state: 'pending' });
    // The same hours again: nothing to send.
    const unchanged = await api(owner, 'PUT', `/locations/private/${a1}/hours?location=${a1}`, {
      regular: before.regular,
      special: [CHRISTMAS_CLOSED],
    });
    expect(unchanged.json().updated).toEqual([]);
  });

  it.each([
    ['an hour past the day', { regular: [{ day: 'MONDAY', open: '25:00', close: '26:00' }], special: [] }],
    ['a day that is not one', { regular: [{ day: 'LUNDI', open: '08:00', close: '12:00' }], special: [] }],
    ['a date that does not exist', { regular: [], special: [{ date: '2026-02-30', closed: true }] }],
    ['an open day without its hours', { regular: [], special: [{ date: '2026-12-24', closed: false, open: '08:00' }] }],
    ['too many periods', { regular: Array.from({ length: 51 }, () => ({ day: 'MONDAY', open: '08:00', close: '09:00' })), special: [] }],
    ['a long value', { regular: [{ day: 'MONDAY', open: '0'.repeat(10_000), close: '09:00' }], special: [] }],
    ['no list', { regular: 'MONDAY', special: [] }],
    ['nulls', { regular: [{ day: null, open: null, close: null }], special: [null, { date: null, closed: null, open: null }] }],
  ])('refuses %s with 400 before calling Google', async (_case, body) => {
    const update = jest.spyOn(standIn, 'updateHours');
    const answer = await api(owner, 'PUT', `/locations/private/${a1}/hours?location=${a1}`, body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe('VALIDATION_ERROR');
    expect(update).not.toHaveBeenCalled();
  });

  it('lets a viewer read the profile but not edit it, and answers 404 to a manager of another establishment', async () => {
    const viewer = await signUpOwner(app);
    await join(viewer, 'viewer', [a1]);
    expect((await api(viewer, 'GET', `/locations/private/${a1}/hours?location=${a1}`)).statusCode).toBe(200);
    expect((await api(viewer, 'GET', `/locations/private/${a1}/posts?location=${a1}`)).statusCode).toBe(200);
    const refused = await api(viewer, 'PUT', `/locations/private/${a1}/hours?location=${a1}`, { regular: [], special: [] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('ROLE_FORBIDDEN');
    const post = await api(viewer, 'POST', `/locations/private/${a1}/posts?location=${a1}`, { kind: 'news', summary: 'Bonjour' });
    expect(post.json().code).toBe('ROLE_FORBIDDEN');

    const manager = await signUpOwner(app);
    await join(manager, 'manager', [a2]);
    const other = await api(manager, 'GET', `/locations/private/${a1}/hours?location=${a1}`);
    expect([other.statusCode, other.json().code]).toEqual([404, 'LOCATION_NOT_FOUND']);
    // Their own establishment in `?location=`, another in the path: still not theirs.
    const mixed = await api(manager, 'GET', `/locations/private/${a1}/hours?location=${a2}`);
    expect([mixed.statusCode, mixed.json().code]).toEqual([404, 'LOCATION_NOT_FOUND']);
    const own = await api(manager, 'POST', `/locations/private/${a2}/posts?location=${a2}`, { kind: 'news', summary: 'Galettes !' });
    expect(own.statusCode).toBe(201);
  });

  it('publishes a post, lists it live, and deletes it', async () => {
    const created = await api(owner, 'POST', `/locations/private/${a1}/posts?location=${a1}`, {
      kind: 'news',
      summary: 'Nouveau : le pain au levain du dimanche.',
      photoUrl: 'https://example.fr/pain.jpg',
      callToAction: { action: 'LEARN_MORE', url: 'https://example.fr' },
    });
    expect(created.statusCode).toBe(201);
    const post = created.json();
    expect(post).toMatchObject({ kind: 'news', state: 'live', photoUrl: 'https://example.fr/pain.jpg', languageCode: 'fr' });

    const listed = (await api(owner, 'GET', `/locations/private/${a1}/posts?location=${a1}`)).json();
    expect(listed.items.map((item: { id: string; state: string }) => [item.id, item.state])).toContainEqual([post.id, 'live']);

    const deleted = await api(owner, 'DELETE', `/locations/private/${a1}/posts/${post.id}?location=${a1}`);
    expect(deleted.statusCode).toBe(204);
    const after = (await api(owner, 'GET', `/locations/private/${a1}/posts?location=${a1}`)).json();
    expect(after.items.map((item: { id: string }) => item.id)).not.toContain(post.id);
    const gone = await api(owner, 'DELETE', `/locations/private/${a1}/posts/${post.id}?location=${a1}`);
    expect([gone.statusCode, gone.json().code]).toEqual([404, 'PROFILE_NOT_FOUND']);
  });

  it('refuses a post that offers something for a review, and checks an event and its dates', async () => {
    const create = jest.spyOn(standIn, 'createPost');
    const refused = await api(owner, 'POST', `/locations/private/${a1}/posts?location=${a1}`, {
      kind: 'news',
      summary: 'Laissez-nous un avis sur Google et recevez un café offert !',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'INCENTIVE_FORBIDDEN', incentive: expect.any(String) });
    // An event needs its title and dates.
    const noEvent = await api(owner, 'POST', `/locations/private/${a1}/posts?location=${a1}`, { kind: 'event', summary: 'Dégustation' });
    expect(noEvent.statusCode).toBe(400);
    const nulls = await api(owner, 'POST', `/locations/private/${a1}/posts?location=${a1}`, {
      kind: 'event',
      summary: null,
      photoUrl: null,
      callToAction: { action: null, url: null },
      event: { title: null, schedule: { startDate: null, startTime: null, endDate: null, endTime: null } },
      offer: { couponCode: null, redeemUrl: null, terms: null },
    });
    expect([nulls.statusCode, nulls.json().code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(create).not.toHaveBeenCalled();
    const event = await api(owner, 'POST', `/locations/private/${a1}/posts?location=${a1}`, {
      kind: 'event',
      summary: 'Dégustation de galettes',
      event: { title: 'Galettes', schedule: { startDate: '2027-01-06', endDate: '2027-01-06' } },
    });
    expect(event.statusCode).toBe(201);
    expect(event.json().event.schedule).toEqual({ startDate: '2027-01-06', startTime: null, endDate: '2027-01-06', endTime: null });
  });

  it('adds a photo by its https address, lists it and deletes it; refuses another scheme', async () => {
    const added = await api(owner, 'POST', `/locations/private/${a1}/photos?location=${a1}`, {
      sourceUrl: 'https://example.fr/vitrine.jpg',
      category: 'EXTERIOR',
    });
    expect(added.statusCode).toBe(201);
    const photo = added.json();
    expect(photo).toMatchObject({ category: 'EXTERIOR', googleUrl: 'https://example.fr/vitrine.jpg' });
    const listed = (await api(owner, 'GET', `/locations/private/${a1}/photos?location=${a1}`)).json();
    expect(listed).toMatchObject({ demo: true });
    expect(listed.items.map((item: { id: string }) => item.id)).toContain(photo.id);
    expect((await api(owner, 'DELETE', `/locations/private/${a1}/photos/${photo.id}?location=${a1}`)).statusCode).toBe(204);
    const after = (await api(owner, 'GET', `/locations/private/${a1}/photos?location=${a1}`)).json();
    expect(after.items).toEqual([]);

    for (const sourceUrl of ['http://example.fr/vitrine.jpg', 'javascript:alert(1)', `https://example.fr/${'a'.repeat(3000)}.jpg`]) {
      const refused = await api(owner, 'POST', `/locations/private/${a1}/photos?location=${a1}`, { sourceUrl, category: 'EXTERIOR' });
      expect([refused.statusCode, refused.json().code]).toEqual([400, 'VALIDATION_ERROR']);
    }
    const badId = await api(owner, 'DELETE', `/locations/private/${a1}/photos/..%2Fsecret?location=${a1}`);
    expect(badId.statusCode).toBe(400);
  });

  it("sums the adapter's daily rows for one establishment and for the network, leaving out the one not connected", async () => {
    const { current } = lastDays(30, parisDay(new Date()));
    const rows1 = await standIn.fetchDailyMetrics(profileLocation(a1), current);
    const rows2 = await standIn.fetchDailyMetrics(profileLocation(a2), current);

    const one = await api(owner, 'GET', `/dashboards/private/profile?period=30d&location=${a1}`);
    expect(one.statusCode).toBe(200);
    const single = sumRows(rows1);
    expect(one.json()).toMatchObject({ period: '30d', range: current, totals: single.totals, impressions: single.impressions });
    expect(one.json().days).toHaveLength(30);

    const all = (await api(owner, 'GET', '/dashboards/private/profile?period=30d&location=all')).json();
    const network = sumRows([...rows1, ...rows2]);
    expect(all.totals).toEqual(network.totals);
    expect(all.impressions).toBe(network.impressions);
    expect(all.days[0]).toEqual({
      date: current.from,
      ...(({ totals, impressions }) => ({ values: totals, impressions }))(sumRows([rows1[0], rows2[0]])),
    });
    expect(all.establishments).toEqual(
      expect.arrayContaining([
        { id: a1, name: expect.any(String), connected: true, problem: null },
        { id: a2, name: expect.any(String), connected: true, problem: null },
        { id: a3, name: expect.any(String), connected: false, problem: null },
      ]),
    );
    const refused = await api(owner, 'GET', `/dashboards/private/profile?period=1y&location=${a1}`);
    expect(refused.statusCode).toBe(400);
  });

  it("leaves out of the network's sums an establishment whose figures Google refused, naming the refusal", async () => {
    // Nothing kept from the tests before, so Google is asked for both and its refusal leaves no day of the first.
    await app.database.db.delete(googleProfileDailyMetrics);
    await app.database.db.delete(googleProfileKeywordMonths);
    const { current } = lastDays(30, parisDay(new Date()));
    const rowsOf = {
      [a1]: await standIn.fetchDailyMetrics(profileLocation(a1), current),
      [a2]: await standIn.fetchDailyMetrics(profileLocation(a2), current),
    };
    standIn.failures.push(new ProfileError('PROFILE_RATE_LIMITED', 'quota', { retryAfterSeconds: 30 }));

    const answer = await api(owner, 'GET', '/dashboards/private/profile?period=30d&location=all');
    expect(answer.statusCode).toBe(200);
    const refused = answer.json().establishments.filter((place: { problem: string | null }) => place.problem !== null);
    expect(refused).toEqual([expect.objectContaining({ connected: true, problem: 'PROFILE_RATE_LIMITED' })]);
    const kept = [a1, a2].find((id) => id !== refused[0].id)!;
    expect(answer.json().totals).toEqual(sumRows(rowsOf[kept]).totals);
  });

  it('answers 409 GOOGLE_NOT_CONNECTED for an establishment not connected to Google', async () => {
    for (const path of ['hours', 'posts', 'photos']) {
      const answer = await api(owner, 'GET', `/locations/private/${a3}/${path}?location=${a3}`);
      expect([answer.statusCode, answer.json().code]).toEqual([409, 'GOOGLE_NOT_CONNECTED']);
      expect(answer.json().message).toMatch(/pas connecté/);
    }
  });

  it("turns Google's refusals into 4xx answers the client can act on", async () => {
    const cases: [ProfileError, number, string][] = [
      [new ProfileError('PROFILE_RATE_LIMITED', 'quota', { retryAfterSeconds: 30 }), 429, 'PROFILE_RATE_LIMITED'],
      [new ProfileError('PROFILE_INVALID', 'bad', { violations: [{ field: 'summary', description: 'too long' }] }), 400, 'PROFILE_INVALID'],
      [new ProfileError('PROFILE_FORBIDDEN', 'denied'), 403, 'PROFILE_FORBIDDEN'],
      [new ProfileError('PROFILE_NOT_FOUND', 'gone'), 404, 'PROFILE_NOT_FOUND'],
      [new ProfileError('PROFILE_TOKEN_REVOKED', 'revoked'), 409, 'PROFILE_TOKEN_REVOKED'],
      [new ProfileError('PROFILE_UNAVAILABLE', 'down'), 503, 'PROFILE_UNAVAILABLE'],
    ];
    for (const [failure, status, code] of cases) {
      standIn.failures.push(failure);
      const answer = await api(owner, 'GET', `/locations/private/${a1}/posts?location=${a1}`);
      expect([answer.statusCode, answer.json().code]).toEqual([status, code]);
    }
    standIn.failures.push(new ProfileError('PROFILE_RATE_LIMITED', 'quota', { retryAfterSeconds: 30 }));
    expect((await api(owner, 'GET', `/locations/private/${a1}/photos?location=${a1}`)).json().retryAfterSeconds).toBe(30);
    standIn.failures.push(new ProfileError('PROFILE_INVALID', 'bad', { violations: [{ field: 'summary', description: 'too long' }] }));
    expect((await api(owner, 'GET', `/locations/private/${a1}/photos?location=${a1}`)).json().fields).toEqual({
      summary: 'validation.invalid',
    });
  });
});
