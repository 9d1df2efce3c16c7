import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { ProfileError } from '../../adapters/google-profile/profile-error';
import type { ProfileStandIn } from '../../adapters/google-profile/profile-stand-in';
import { createClock } from '../../adapters/test-clock';
import { googleProfilePosts } from '../../db/schema';
import { buildTestApp, databaseOverrides, testDatabases } from '../../test-helpers';
import { parisInstant, parisWallClock } from '../../../shared/paris-day';
import { createScheduledPosts, nextOfSeries, type ScheduledPosts } from './scheduled-posts';
import { apiAs, memberWith, ownerWithProfile, profileLocationOf, standInOf, testClockFile, type TestUser } from './test-profile';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

describe.each(testDatabases())('scheduled Google posts on %s', (_engine, database) => {
  const clock = testClockFile();
  let app: FastifyInstance;
  let owner: TestUser;
  let connected: number;
  let notConnected: number;
  let organizationId: number;
  let api: ReturnType<typeof apiAs>;

  /** An app on the suite's database and clock; the job's own schedule is off, the tests run it. */
  const startApp = () => buildTestApp({ ...databaseOverrides(database), TEST_CLOCK_FILE: clock.file, PROFILE_POSTS_CHECK_SECONDS: '0' });

  /**
   * Runs `work` with two instances' publishers and stand-ins: on PostgreSQL `app` and another app with its own pool and
   * stand-in, so the two truly race; on PGlite (one connection, one app) a second publisher over the same database
   * and stand-in.
   */
  async function withTwoInstances(work: (instances: { posts: ScheduledPosts; standIn: ProfileStandIn }[]) => Promise<void>) {
    const first = { posts: app.googleProfile!.posts, standIn: standInOf(app) };
    if (database.kind !== 'postgres') {
      const now = createClock(clock.file);
      return work([
        first,
        {
          posts: createScheduledPosts({ db: app.database.db, access: app.googleProfile!.access, now, log: app.log }),
          standIn: first.standIn,
        },
      ]);
    }
    const second = await startApp();
    try {
      await work([first, { posts: second.googleProfile!.posts, standIn: standInOf(second) }]);
    } finally {
      await second.close();
    }
  }

  const posts = (listingId = connected) => api(owner, 'GET', `/locations/private/${listingId}/posts?location=${listingId}`);
  const schedule = (body: object, listingId = connected) =>
    api(owner, 'POST', `/locations/private/${listingId}/posts?location=${listingId}`, { kind: 'news', ...body });
  const inHours = (hours: number) => new Date(Date.now() + hours * HOUR_MS).toISOString();

  beforeAll(async () => {
    app = await startApp();
    api = apiAs(app);
    ({ owner, connected, notConnected, organizationId } = await ownerWithProfile(app));
  });
  afterAll(() => app.close());
  afterEach(async () => {
    clock.move(0);
    standInOf(app).failures.length = 0;
    jest.restoreAllMocks();
    await app.database.db.delete(googleProfilePosts);
  });

  it('stores a post for later, lists it first as scheduled, and cancels it', async () => {
    const create = jest.spyOn(standInOf(app), 'createPost');
    const publishAt = inHours(2);
    const created = await schedule({ summary: 'Galette des rois dès lundi !', publishAt });
    expect(created.statusCode).toBe(201);
    const post = created.json();
    expect(post).toMatchObject({ id: expect.stringMatching(/^scheduled-\d+$/), state: 'scheduled', publishAt, problem: null });
    expect(create).not.toHaveBeenCalled();

    const listed = (await posts()).json();
    expect(listed.items[0]).toEqual(post);

    expect((await api(owner, 'DELETE', `/locations/private/${connected}/posts/${post.id}?location=${connected}`)).statusCode).toBe(204);
    expect((await posts()).json().items.map((item: { id: string }) => item.id)).not.toContain(post.id);
    const again = await api(owner, 'DELETE', `/locations/private/${connected}/posts/${post.id}?location=${connected}`);
    expect([again.statusCode, again.json().code]).toEqual([404, 'PROFILE_NOT_FOUND']);
  });

  it.each([
    ['a time already past', () => new Date(Date.now() - 60_000).toISOString()],
    ['more than a year ahead', () => new Date(Date.now() + 366 * DAY_MS).toISOString()],
    ['a time that is not one', () => '2026-02-30T10:00:00Z'],
    ['a date without its time', () => '2027-01-06'],
    ['a long value', () => '2'.repeat(10_000)],
  ])('refuses %s with 400 on publishAt', async (_case, publishAt) => {
    const answer = await schedule({ summary: 'Bonjour', publishAt: publishAt() });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields: { publishAt: expect.any(String) } });
    expect((await posts()).json().items.filter((item: { state: string }) => item.state === 'scheduled')).toEqual([]);
  });

  it('refuses a viewer, a post trading for a review, and an establishment not connected', async () => {
    const viewer = await memberWith(app, organizationId, 'viewer', [connected]);
    const refused = await api(viewer, 'POST', `/locations/private/${connected}/posts?location=${connected}`, {
      kind: 'news',
      summary: 'Bonjour',
      publishAt: inHours(3),
    });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'ROLE_FORBIDDEN']);
    const incentive = await schedule({ summary: 'Un avis 5 étoiles = un café offert', publishAt: inHours(3) });
    expect([incentive.statusCode, incentive.json().code]).toEqual([400, 'INCENTIVE_FORBIDDEN']);
    const elsewhere = await schedule({ summary: 'Bonjour', publishAt: inHours(3) }, notConnected);
    expect([elsewhere.statusCode, elsewhere.json().code]).toEqual([409, 'GOOGLE_NOT_CONNECTED']);
    expect(await app.database.db.select().from(googleProfilePosts)).toEqual([]);
  });

  it('publishes a post at its time exactly once across two instances, and records its name on Google', async () => {
    const publishAt = inHours(1);
    const post = (await schedule({ summary: 'Nouveau : le pain au levain du dimanche.', publishAt })).json();

    await withTwoInstances(async (instances) => {
      const standIns = [...new Set(instances.map((instance) => instance.standIn))];
      const creates = standIns.map((standIn) => jest.spyOn(standIn, 'createPost'));
      const sweep = () => Promise.all(instances.map((instance) => instance.posts.publishDue()));
      // Not yet due.
      expect(await sweep()).toEqual([0, 0]);
      clock.move(HOUR_MS + 60_000);
      expect((await sweep()).sort()).toEqual([0, 1]);
      expect(creates.reduce((calls, create) => calls + create.mock.calls.length, 0)).toBe(1);
      // Once published, no sweep takes it again.
      expect(await sweep()).toEqual([0, 0]);

      const [row] = await app.database.db
        .select()
        .from(googleProfilePosts)
        .where(eq(googleProfilePosts.id, Number(post.id.slice(10))));
      expect(row).toMatchObject({ state: 'published', googleState: 'live', problem: null });
      const googleId = row.googleName!.split('/').at(-1)!;
      const { account, location } = profileLocationOf(connected);
      expect(row.googleName).toBe(`${account}/${location}/localPosts/${googleId}`);
      // The stand-in that published it lists it, live; the API no longer lists it as scheduled.
      const onGoogle = (await Promise.all(standIns.map((standIn) => standIn.listPosts(profileLocationOf(connected))))).flat();
      expect(onGoogle.filter((item) => item.summary === post.summary)).toEqual([expect.objectContaining({ id: googleId, state: 'live' })]);
      expect((await posts()).json().items.map((item: { id: string }) => item.id)).not.toContain(post.id);
    });
  });

  it('publishes a weekly post once across two instances and schedules the next one, a week later at the same time', async () => {
    const publishAt = inHours(1);
    const created = await schedule({ summary: 'Le menu de la semaine est en ligne.', publishAt, repeat: 'weekly' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ state: 'scheduled', publishAt, repeat: 'weekly' });

    await withTwoInstances(async (instances) => {
      const sweep = () => Promise.all(instances.map((instance) => instance.posts.publishDue()));
      clock.move(HOUR_MS + 60_000);
      expect((await sweep()).sort()).toEqual([0, 1]);
      // The next one is not due yet: no sweep publishes it.
      expect(await sweep()).toEqual([0, 0]);
    });
    const rows = await app.database.db.select().from(googleProfilePosts).orderBy(googleProfilePosts.id);
    expect(rows.map((row) => [row.state, row.repeat, row.summary])).toEqual([
      ['published', 'weekly', 'Le menu de la semaine est en ligne.'],
      ['scheduled', 'weekly', 'Le menu de la semaine est en ligne.'],
    ]);
    const before = parisWallClock(new Date(publishAt));
    expect(parisWallClock(rows[1].publishAt)).toEqual({
      ...before,
      date: new Date(Date.parse(before.date) + 7 * DAY_MS).toISOString().slice(0, 10),
    });
    const listed = (await posts()).json().items;
    expect(listed[0]).toMatchObject({ id: `scheduled-${rows[1].id}`, state: 'scheduled', repeat: 'weekly' });
  });

  it.each([
    ['a repeat without a time of its own', () => ({ repeat: 'weekly' })],
    ['a repeat that is not one', () => ({ repeat: 'daily', publishAt: inHours(1) })],
  ])('refuses %s with 400', async (_case, body) => {
    const answer = await schedule({ summary: 'Bonjour', ...body() });
    expect([answer.statusCode, answer.json().code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(await app.database.db.select().from(googleProfilePosts)).toEqual([]);
  });

  it("waits as Google's 429 says, then publishes; marks failed what Google refuses for good", async () => {
    const standIn = standInOf(app);
    const create = jest.spyOn(standIn, 'createPost');
    const waiting = (await schedule({ summary: 'Ouvert le 1er mai', publishAt: inHours(1) })).json();
    clock.move(HOUR_MS + 60_000);
    standIn.failures.push(new ProfileError('PROFILE_RATE_LIMITED', 'quota', { retryAfterSeconds: 120 }));
    await app.googleProfile!.posts.publishDue();
    expect((await posts()).json().items[0]).toMatchObject({ id: waiting.id, state: 'scheduled' });
    // Within Google's Retry-After, the post is left alone.
    expect(await app.googleProfile!.posts.publishDue()).toBe(0);
    clock.move(HOUR_MS + 60_000 + 121_000);
    expect(await app.googleProfile!.posts.publishDue()).toBe(1);
    expect(create).toHaveBeenCalledTimes(2);
    // Listed from Google now, with the time it was planned for.
    const listed = (await posts()).json().items;
    expect(listed.map((item: { id: string }) => item.id)).not.toContain(waiting.id);
    expect(listed.filter((item: { summary: string }) => item.summary === waiting.summary)).toEqual([
      expect.objectContaining({ state: 'live', publishAt: waiting.publishAt }),
    ]);

    clock.move(0);
    const refused = (await schedule({ summary: 'Fermé pour travaux', publishAt: inHours(1) })).json();
    clock.move(HOUR_MS + 60_000);
    standIn.failures.push(new ProfileError('PROFILE_FORBIDDEN', 'not verified'));
    expect(await app.googleProfile!.posts.publishDue()).toBe(1);
    expect((await posts()).json().items[0]).toMatchObject({ id: refused.id, state: 'failed', problem: 'PROFILE_FORBIDDEN' });
    // A failed post is forgotten by the same delete as a scheduled one.
    expect((await api(owner, 'DELETE', `/locations/private/${connected}/posts/${refused.id}?location=${connected}`)).statusCode).toBe(204);
  });
});

describe('the next post of a series', () => {
  const row = (overrides: Partial<typeof googleProfilePosts.$inferSelect>) =>
    ({
      id: 1,
      locationId: 7,
      kind: 'news',
      summary: 'Menu',
      languageCode: 'fr',
      photoUrl: null,
      callToAction: null,
      event: null,
      offer: null,
      publishAt: new Date(),
      repeat: 'weekly',
      state: 'publishing',
      claimedUntil: null,
      attempts: 1,
      googleName: null,
      googleState: null,
      problem: null,
      createdBy: 3,
      createdAt: new Date(),
      publishedAt: null,
      ...overrides,
    }) as typeof googleProfilePosts.$inferSelect;

  it('keeps 9:00 in Paris a week later across the change to summer time', () => {
    const next = nextOfSeries(row({ publishAt: parisInstant('2027-03-22', '09:00') }));
    expect(next.publishAt).toEqual(parisInstant('2027-03-29', '09:00'));
    expect([parisInstant('2027-03-22', '09:00').toISOString(), next.publishAt!.toISOString()]).toEqual([
      '2027-03-22T08:00:00.000Z',
      '2027-03-29T07:00:00.000Z',
    ]);
    expect(next).toMatchObject({ locationId: 7, repeat: 'weekly', summary: 'Menu', createdBy: 3 });
  });

  it('follows a post published late with the first time of the series after it, not with the missed ones', () => {
    const planned = parisInstant('2027-03-01', '09:00');
    const publishedLate = parisInstant('2027-03-16', '10:00');
    expect(nextOfSeries(row({ publishAt: planned }), publishedLate).publishAt).toEqual(parisInstant('2027-03-22', '09:00'));
  });

  it("takes a month's last day when the next month is shorter, and moves an offer's dates as far", () => {
    const next = nextOfSeries(
      row({
        kind: 'offer',
        repeat: 'monthly',
        publishAt: parisInstant('2027-01-31', '18:30'),
        event: { title: 'Soirée', schedule: { startDate: '2027-01-31', startTime: '18:00', endDate: '2027-02-02', endTime: null } },
      }),
    );
    expect(next.publishAt).toEqual(parisInstant('2027-02-28', '18:30'));
    expect(next.event).toEqual({
      title: 'Soirée',
      schedule: { startDate: '2027-02-28', startTime: '18:00', endDate: '2027-03-02', endTime: null },
    });
  });
});
