import { createProfileClient } from './profile-client';
import { createProfileStandIn } from './profile-stand-in';
import type { GoogleProfile, PostDraft } from './profile-types';
import { answer, fixtureText, recordingFetch } from './test-fixtures';

/**
 * The profile adapter's contract: what the next step's routes rely on, whatever the implementation. Google answers
 * through an injected fetch with its recorded shapes; the stand-in runs offline. Both must give the same typed
 * shapes (the same keys, the same kinds of values), and refuse the same bad input before any call.
 */
const LOCATION = { account: 'accounts/104790586216', location: 'locations/4471917212342541832' };
const DRAFT: PostDraft = {
  kind: 'news',
  summary: 'Galettes des rois : commandez dès maintenant.',
  languageCode: 'fr',
  photoUrl: 'https://cdn.bonavis.fr/galette.jpg',
  callToAction: { action: 'ORDER', url: 'https://boulangerie-exemple.fr/galettes' },
  event: null,
  offer: null,
};

/** Google, answering each call from the fixture of its kind. */
function recordedGoogle(): GoogleProfile {
  const { impl } = recordingFetch(({ method, url }) => {
    const path = url.pathname;
    if (path.endsWith(':fetchMultiDailyMetricsTimeSeries')) return answer(fixtureText('daily-metrics.json'));
    if (path.endsWith('/searchkeywords/impressions/monthly')) return answer(fixtureText('search-keywords.json'));
    if (path.endsWith('/localPosts')) return answer(fixtureText(method === 'POST' ? 'local-post-created.json' : 'local-posts-list.json'));
    if (path.endsWith('/media')) return answer(fixtureText(method === 'POST' ? 'media-created.json' : 'media-list.json'));
    if (method === 'DELETE') return answer('{}');
    if (path.startsWith('/v1/locations/')) return answer(fixtureText(method === 'PATCH' ? 'location-patched.json' : 'location-hours.json'));
    return undefined;
  });
  return createProfileClient({ fetch: impl, accessToken: async () => 'token' });
}

/** The shape of a value: its keys and the kind of each value, recursively (an array by all its items); null and an empty list count as any kind. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.length ? value.map(shapeOf).reduce((all, item) => union(all, item)) : 'any';
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, entry]) => [key, entry === null ? 'any' : shapeOf(entry)]),
    );
  return typeof value;
}

/** The keys of both shapes, each with the kind either gives (an array's items may leave optional keys out). */
function union(a: unknown, b: unknown): unknown {
  if (a === 'any' || a === undefined) return b;
  if (b === 'any' || b === undefined || !a || typeof a !== 'object' || !b || typeof b !== 'object') return a;
  return Object.fromEntries(Object.keys({ ...a, ...b }).map((key) => [key, union((a as never)[key], (b as never)[key])]));
}

/** Two shapes agree when their keys are the same and their kinds match, where both say. */
function expectSameShape(a: unknown, b: unknown) {
  const merge = (x: unknown, y: unknown): unknown => {
    if (x === 'any' || y === 'any') return 'any';
    if (x && y && typeof x === 'object' && typeof y === 'object')
      return Object.fromEntries(Object.keys({ ...x, ...y }).map((key) => [key, merge((x as never)[key], (y as never)[key])]));
    return x;
  };
  const [left, right] = [shapeOf(a), shapeOf(b)];
  expect(merge(left, right)).toEqual(merge(right, left));
}

async function sample(profile: GoogleProfile) {
  const hours = await profile.getHours(LOCATION);
  const after = {
    ...hours.hours,
    special: [
      ...hours.hours.special,
      { date: '2027-05-01', closed: true },
      { date: '2027-05-08', closed: false, open: '09:00', close: '12:00' },
    ],
  };
  return {
    hours,
    update: await profile.updateHours(LOCATION, { before: hours.hours, after }),
    post: await profile.createPost(LOCATION, DRAFT),
    posts: await profile.listPosts(LOCATION),
    photo: await profile.createMedia(LOCATION, { category: 'INTERIOR', sourceUrl: 'https://cdn.bonavis.fr/boutique.jpg' }),
    photos: await profile.listMedia(LOCATION),
    rows: await profile.fetchDailyMetrics(LOCATION, { from: '2026-05-30', to: '2026-06-01' }),
    keywords: await profile.fetchMonthlyKeywords(LOCATION, { from: '2026-01', to: '2026-03' }),
  };
}

describe('the Google profile contract: Google (recorded shapes) and the stand-in', () => {
  it('give the same typed shapes for every method', async () => {
    const google = await sample(recordedGoogle());
    const standIn = await sample(createProfileStandIn());
    for (const key of Object.keys(google) as (keyof typeof google)[]) expectSameShape(google[key], standIn[key]);
    expect(google.rows.map((row) => row.date)).toEqual(standIn.rows.map((row) => row.date));
    expect(google.update.updateMask).toEqual(standIn.update.updateMask);
  });

  it.each([
    ['Google', recordedGoogle],
    ['the stand-in', () => createProfileStandIn()],
  ])('%s refuses the same bad input with the same violations', async (_name, make) => {
    const profile = make();
    await expect(profile.createPost(LOCATION, { ...DRAFT, kind: 'event', summary: '' })).rejects.toMatchObject({
      code: 'PROFILE_INVALID',
      violations: [{ field: 'summary' }, { field: 'event' }],
    });
    await expect(profile.getHours({ account: 'accounts/1', location: 'locations/../x' })).rejects.toMatchObject({
      code: 'PROFILE_INVALID',
      violations: [{ field: 'location' }],
    });
    await expect(profile.fetchMonthlyKeywords(LOCATION, { from: '2024-01', to: '2026-01' })).rejects.toMatchObject({
      code: 'PROFILE_INVALID',
    });
  });
});
