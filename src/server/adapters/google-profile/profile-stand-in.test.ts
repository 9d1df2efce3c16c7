import { ProfileError } from './profile-error';
import { createProfileStandIn, STAND_IN_MAX_PROFILES, STAND_IN_PENDING_MS } from './profile-stand-in';
import type { PostDraft, ProfileHours } from './profile-types';

const LOCATION = { account: 'accounts/104790586216', location: 'locations/4471917212342541832' };
const OTHER = { account: 'accounts/104790586216', location: 'locations/9000000000000000001' };
const NEWS: PostDraft = {
  kind: 'news',
  summary: 'Nouveau : le pain au levain.',
  languageCode: 'fr',
  photoUrl: 'https://cdn.bonavis.fr/levain.jpg',
  callToAction: null,
  event: null,
  offer: null,
};

describe('the offline Google profile stand-in', () => {
  let clock: number;
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    clock = Date.UTC(2026, 5, 1, 8);
    // The stand-in never calls the network: any fetch fails the test.
    globalThis.fetch = (async (input: string | URL | Request) => {
      throw new Error(`The stand-in called the network: ${String(input)}`);
    }) as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });
  const standIn = () => createProfileStandIn({ now: () => clock });

  it('says it is demonstration data', () => {
    expect(standIn()).toMatchObject({ kind: 'stand-in', demo: true });
  });

  it('round-trips hours, keeps an edit pending Google’s review for a while, then applied', async () => {
    const profile = standIn();
    const read = await profile.getHours(LOCATION);
    expect(read.state).toBe('applied');
    expect(read.hours.regular.filter((period) => period.day === 'TUESDAY')).toHaveLength(2);

    const after: ProfileHours = {
      regular: [...read.hours.regular, { day: 'FRIDAY', open: '21:00', close: '01:00' }],
      special: [
        { date: '2026-12-25', closed: true },
        { date: '2026-12-31', closed: false, open: '19:00', close: '01:30' },
      ],
    };
    const update = await profile.updateHours(LOCATION, { before: read.hours, after });
    expect(update).toMatchObject({ state: 'pending', updateMask: ['regularHours', 'specialHours'] });

    clock += STAND_IN_PENDING_MS - 1;
    const pending = await profile.getHours(LOCATION);
    expect(pending.state).toBe('pending');
    expect(pending.hours.special).toEqual(after.special);
    expect(pending.hours.regular).toContainEqual({ day: 'FRIDAY', open: '21:00', close: '01:00' });
    clock += 1;
    expect((await profile.getHours(LOCATION)).state).toBe('applied');
    expect((await profile.getHours(OTHER)).hours.special).toEqual([]);
  });

  it('refuses bad hours as the real client does', async () => {
    const profile = standIn();
    const bad = { regular: [{ day: 'MONDAY', open: '08:00', close: '24:30' }], special: [] } as ProfileHours;
    const refusal = await profile.updateHours(LOCATION, { before: bad, after: bad }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ProfileError);
    expect(refusal).toMatchObject({ code: 'PROFILE_INVALID', violations: [{ field: 'regular[0].close' }] });
  });

  it('creates posts LIVE, lists the newest first, deletes them; a phone number in the text is REJECTED', async () => {
    const profile = standIn();
    const live = await profile.createPost(LOCATION, NEWS);
    const rejected = await profile.createPost(LOCATION, { ...NEWS, summary: 'Commandez au 01 23 45 67 89' });
    expect(live).toMatchObject({ kind: 'news', state: 'live', photoUrl: NEWS.photoUrl, createdAt: '2026-06-01T08:00:00.000Z' });
    expect(rejected.state).toBe('rejected');
    expect((await profile.listPosts(LOCATION)).map((post) => post.id)).toEqual([rejected.id, live.id]);
    await profile.deletePost(LOCATION, live.id);
    expect((await profile.listPosts(LOCATION)).map((post) => post.id)).toEqual([rejected.id]);
    await expect(profile.deletePost(LOCATION, live.id)).rejects.toMatchObject({ code: 'PROFILE_NOT_FOUND' });
    expect(await profile.listPosts(OTHER)).toEqual([]);
  });

  it('adds photos by URL or bytes, lists and deletes them', async () => {
    const profile = standIn();
    const byUrl = await profile.createMedia(LOCATION, { category: 'EXTERIOR', sourceUrl: 'https://cdn.bonavis.fr/facade.jpg' });
    const byBytes = await profile.createMedia(LOCATION, { category: 'LOGO', bytes: new Uint8Array([1, 2]), contentType: 'image/png' });
    expect(byUrl).toMatchObject({ category: 'EXTERIOR', googleUrl: 'https://cdn.bonavis.fr/facade.jpg' });
    expect(byBytes).toMatchObject({ category: 'LOGO', googleUrl: null });
    expect((await profile.listMedia(LOCATION)).map((photo) => photo.id)).toEqual([byBytes.id, byUrl.id]);
    await profile.deleteMedia(LOCATION, byUrl.id);
    expect(await profile.listMedia(LOCATION)).toHaveLength(1);
  });

  it('gives the same figures for the same range, whatever the instance or the hour, and per day across ranges', async () => {
    const range = { from: '2026-03-01', to: '2026-03-31' };
    const first = await standIn().fetchDailyMetrics(LOCATION, range);
    clock += 86_400_000 * 40;
    const again = await standIn().fetchDailyMetrics(LOCATION, range);
    expect(again).toEqual(first);
    expect(first).toHaveLength(31);
    const wider = await standIn().fetchDailyMetrics(LOCATION, { from: '2026-02-15', to: '2026-04-15' });
    expect(wider.slice(14, 45)).toEqual(first); // 2026-03-01 is the 15th day from 2026-02-15
    expect(await standIn().fetchDailyMetrics(OTHER, range)).not.toEqual(first);
    expect(first.some((row) => row.values.BUSINESS_IMPRESSIONS_MOBILE_MAPS > 0)).toBe(true);
  });

  it('gives monthly keywords, the same for the same months, small counts as « fewer than 15 »', async () => {
    const range = { from: '2026-01', to: '2026-03' };
    const keywords = await standIn().fetchMonthlyKeywords(LOCATION, range);
    expect(await standIn().fetchMonthlyKeywords(LOCATION, range)).toEqual(keywords);
    expect(keywords[0]).toMatchObject({ keyword: 'boulangerie', fewerThan: null });
    expect(keywords.find((entry) => entry.keyword === 'baguette tradition')).toEqual({
      keyword: 'baguette tradition',
      impressions: null,
      fewerThan: 15,
    });
  });

  it('gives a queued refusal to the next call, and keeps at most STAND_IN_MAX_PROFILES profiles', async () => {
    const profile = standIn();
    profile.failures.push(new ProfileError('PROFILE_RATE_LIMITED', 'quota', { retryAfterSeconds: 30 }));
    await expect(profile.listPosts(LOCATION)).rejects.toMatchObject({ code: 'PROFILE_RATE_LIMITED', retryAfterSeconds: 30 });
    await expect(profile.listPosts(LOCATION)).resolves.toEqual([]);
    for (let index = 0; index <= STAND_IN_MAX_PROFILES; index += 1) {
      await profile.listMedia({ account: LOCATION.account, location: `locations/${index}` });
    }
    expect(profile.size()).toBe(STAND_IN_MAX_PROFILES);
  });
});
