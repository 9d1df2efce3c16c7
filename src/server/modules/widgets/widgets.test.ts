import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { shortAuthorName, type WidgetData, type WidgetState } from '../../../shared/api/widgets';
import { reviews, syncJobs } from '../../db/schema';
import { buildTestApp, databaseOverrides, testDatabases } from '../../test-helpers';
import { injectAs } from '../../test-emulator';
import { addReviews, syncedOwner } from '../reviews/test-listing';
import { endSubscriptions } from '../users/account-fixtures';

type Owner = Awaited<ReturnType<typeof syncedOwner>>;

// Builds the widget's script as `npm run build` does (webpack.widget.js), into a folder this suite serves: the size
// budget is checked on the very bytes the server sends. About ten seconds of webpack.
const staticDir = mkdtempSync(path.join(tmpdir(), 'bonavis-widget-'));
const root = path.resolve(__dirname, '../../../..');

beforeAll(() => {
  execFileSync(
    process.execPath,
    [
      path.join(root, 'node_modules/webpack/bin/webpack.js'),
      '--config',
      'webpack.widget.js',
      '--output-path',
      path.join(staticDir, 'widget'),
    ],
    { cwd: root, stdio: 'pipe' },
  );
  // A built app beside it, as in production: its static files are served too, and must leave the widget's route alone.
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Bonavis</title>');
}, 120_000);
afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

describe.each(testDatabases())('the reviews widget on %s', (_engine, database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ ...databaseOverrides(database), STATIC_DIR: staticDir, SYNC_COOLDOWN_SECONDS: '0' });
  });
  afterAll(() => app.close());

  let owners = 0;
  /** An owner on the free trial, with a synchronised demo listing (its link's id starts with `prefix`). */
  const subscribedOwner = (prefix = 'Widget') => syncedOwner(app, `https://maps.app.goo.gl/${prefix}${++owners}`, { trial: true });
  const stateOf = async (owner: Owner) =>
    (await injectAs(app, owner, { method: 'GET', url: '/api/widgets/private/settings' })).json() as WidgetState;
  const save = (owner: Owner, payload: object) => injectAs(app, owner, { method: 'PUT', url: '/api/widgets/private/settings', payload });
  const dataOf = (publicId: string, headers: Record<string, string> = {}, query = '') =>
    app.inject({ method: 'GET', url: `/widget/data/${publicId}.json${query}`, headers });

  /** Three reviews newer than any of the demo's, in this order: a 1-star, a 5-star without text, a 5-star answered. */
  const addLatest = (owner: Owner) =>
    addReviews(app, owner.listing.id, [
      { authorName: 'Camille Moreau', rating: 1, date: new Date('2099-03-01T10:00:00Z'), content: 'Décevant.' },
      { authorName: 'Jean', rating: 5, date: new Date('2099-02-01T10:00:00Z'), content: null },
      {
        authorName: 'Marie-Anne de la Tour',
        rating: 5,
        date: new Date('2099-01-01T10:00:00Z'),
        content: 'Parfait.',
        response: { date: new Date('2099-01-02T10:00:00Z'), content: 'Merci Marie-Anne !' },
      },
    ]);

  it('gives the newest reviews first, whatever their rating, with the first name and initial only', async () => {
    const owner = await subscribedOwner();
    await addLatest(owner);
    const state = await stateOf(owner);
    expect(state.settings).toEqual({
      layout: 'badge',
      theme: 'auto',
      language: 'auto',
      reviewCount: 5,
      hideWithoutText: false,
      sources: ['google'],
    });
    expect(state.scriptUrl).toBe('http://localhost:8080/widget/v1.js');
    expect(state.frameUrl).toBe(`http://localhost:8080/widget/frame/${state.publicId}`);
    expect((await save(owner, { ...state.settings, layout: 'list', reviewCount: 3 })).statusCode).toBe(200);

    const response = await dataOf(state.publicId);
    expect(response.statusCode).toBe(200);
    const data = response.json() as WidgetData;
    const stored = await app.database.db.select().from(reviews).where(eq(reviews.listingId, owner.listing.id));
    expect(data).toMatchObject({ available: true, name: owner.listing.name, total: stored.length, rating: expect.any(Number) });
    expect(data.settings).toMatchObject({ layout: 'list', reviewCount: 3 });
    // Google's reviews, on five points (other sources show only when the owner picks them: docs/widget.md).
    const google = { source: 'google', sourceRating: null, scale: 5, recommends: null };
    expect(data.reviews).toEqual([
      { author: 'Camille M.', rating: 1, date: '2099-03-01T10:00:00.000Z', text: 'Décevant.', response: null, ...google },
      { author: 'Jean', rating: 5, date: '2099-02-01T10:00:00.000Z', text: null, response: null, ...google },
      { author: 'Marie-Anne T.', rating: 5, date: '2099-01-01T10:00:00.000Z', text: 'Parfait.', response: 'Merci Marie-Anne !', ...google },
    ]);
    expect(data.sources).toEqual(['google']);
    expect(data.googleUrl).toMatch(/^https:\/\//);

    // The owner may leave out the reviews without text: the next newest takes the place, still by date.
    await save(owner, { ...state.settings, reviewCount: 3, hideWithoutText: true });
    const withText = ((await dataOf(state.publicId)).json() as WidgetData).reviews;
    expect(withText.map((review) => review.author).slice(0, 2)).toEqual(['Camille M.', 'Marie-Anne T.']);
    expect(withText).toHaveLength(3);
    expect(withText.every((review) => review.text)).toBe(true);
    expect(withText[2].date < '2099-01-01').toBe(true);
    // The snippet's own choices (the settings' live preview too).
    const two = ((await dataOf(state.publicId, {}, '?count=2&hide=0')).json() as WidgetData).reviews;
    expect(two.map((review) => review.author)).toEqual(['Camille M.', 'Jean']);
  });

  it('shows only the reviews the source still shows, with figures of the day it was read, under a new ETag', async () => {
    // A demo link whose id starts with "Gone" no longer shows its 2nd and 5th newest reviews from its second read on.
    const owner = await subscribedOwner('GoneWidget');
    const { publicId, settings } = await stateOf(owner);
    await save(owner, { ...settings, layout: 'list', reviewCount: 10 });
    const first = await dataOf(publicId);
    const before = first.json() as WidgetData;

    const started = await injectAs(app, owner, { method: 'PATCH', url: '/api/reviews/private/init-synchronization' });
    expect(started.statusCode).toBe(200);
    await app.sync.idle();
    const gone = await app.database.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.listingId, owner.listing.id), isNotNull(reviews.removedAt)));
    expect(gone).toHaveLength(2);

    const changed = await dataOf(publicId, { 'if-none-match': String(first.headers.etag) });
    expect(changed.statusCode).toBe(200);
    const after = changed.json() as WidgetData;
    const shown = after.reviews.map((review) => `${review.author} ${review.date}`);
    for (const review of gone) expect(shown).not.toContain(`${shortAuthorName(review.authorName)} ${review.date.toISOString()}`);
    expect(after.reviews).toHaveLength(10);
    expect(after.total).toBe(before.total - 2);
    const present = await app.database.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.listingId, owner.listing.id), isNull(reviews.removedAt)));
    const average = present.reduce((sum, review) => sum + review.reviewRate, 0) / present.length;
    expect(after).toMatchObject({ total: present.length, rating: Math.round(average * 10) / 10 });
    // The figures say which day they are from: the end of the read that found the reviews gone.
    const [latest] = await app.database.db
      .select()
      .from(syncJobs)
      .where(eq(syncJobs.listingId, owner.listing.id))
      .orderBy(desc(syncJobs.id))
      .limit(1);
    expect(after.asOf).toBe(latest.updatedAt.toISOString());
    expect(after.asOf! > before.asOf!).toBe(true);
  });

  it('answers any origin, with no cookie, and is cached by ETag (304) until the reviews change', async () => {
    const owner = await subscribedOwner();
    const { publicId } = await stateOf(owner);
    const first = await dataOf(publicId, { origin: 'https://boulangerie.example' });
    expect(first.headers).toMatchObject({
      'access-control-allow-origin': '*',
      'cross-origin-resource-policy': 'cross-origin',
      'cache-control': 'public, max-age=150, stale-while-revalidate=150',
      'content-type': 'application/json; charset=utf-8',
    });
    expect(first.headers['set-cookie']).toBeUndefined();
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await dataOf(publicId, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    // A sync brings a review: the next visit gets it, under a new ETag.
    await addLatest(owner);
    const changed = await dataOf(publicId, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect((changed.json() as WidgetData).reviews[0].author).toBe('Camille M.');
  });

  it('stops an id once replaced, and gives no review data for a listing without access', async () => {
    const owner = await subscribedOwner();
    await addLatest(owner);
    const { publicId: oldId, settings } = await stateOf(owner);
    const replaced = (await save(owner, { ...settings, regeneratePublicId: true })).json() as WidgetState;
    const { publicId } = replaced;
    expect(publicId).not.toBe(oldId);
    expect((await dataOf(oldId)).json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    expect((await dataOf('not-an-id!')).statusCode).toBe(400);
    expect(((await dataOf(publicId)).json() as WidgetData).reviews).not.toHaveLength(0);

    await endSubscriptions(app, owner.user.id);
    const closed = await dataOf(publicId);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toEqual({ available: false });
    expect(closed.body).not.toContain('Camille');

    const unsubscribed = await syncedOwner(app, `https://maps.app.goo.gl/Widget${++owners}`);
    const never = await dataOf((await stateOf(unsubscribed)).publicId);
    expect(never.json()).toEqual({ available: false });
  });

  it('keeps ten long reviews under 10 KB', async () => {
    const owner = await subscribedOwner();
    const long = 'Très bon accueil, « service » soigné. '.repeat(60);
    await addReviews(
      app,
      owner.listing.id,
      Array.from({ length: 10 }, (_, index) => ({
        authorName: `Personne Très-Longuement-Nommée ${index}`,
        date: new Date(`2099-05-${String(index + 10)}T10:00:00Z`),
        content: long,
        response: { date: new Date('2099-06-01T10:00:00Z'), content: long },
      })),
    );
    const { settings, publicId } = await stateOf(owner);
    await save(owner, { ...settings, reviewCount: 10 });
    const response = await dataOf(publicId);
    expect((response.json() as WidgetData).reviews).toHaveLength(10);
    expect(response.rawPayload.length).toBeLessThanOrEqual(10 * 1024);
  });

  it('refuses settings out of their lists with a code and a message key per field', async () => {
    const owner = await subscribedOwner();
    const { settings } = await stateOf(owner);
    const refused = await save(owner, { ...settings, layout: 'grid', reviewCount: 11, theme: 'pink' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { layout: 'validation.widget.layout', reviewCount: 'validation.widget.reviewCount', theme: 'validation.widget.theme' },
    });
    expect((await stateOf(owner)).settings).toEqual(settings);
  });

  it('serves the script under 8 KB gzip, cacheable, to any site', async () => {
    const script = await app.inject({ method: 'GET', url: '/widget/v1.js', headers: { 'accept-encoding': 'gzip' } });
    expect(script.statusCode).toBe(200);
    expect(script.headers).toMatchObject({
      'content-type': 'text/javascript; charset=utf-8',
      'content-encoding': 'gzip',
      'cache-control': 'public, max-age=3600',
      'cross-origin-resource-policy': 'cross-origin',
    });
    expect(script.rawPayload.length).toBeLessThanOrEqual(8 * 1024);
    const plain = await app.inject({ method: 'GET', url: '/widget/v1.js' });
    expect(gzipSync(plain.rawPayload).length).toBeLessThanOrEqual(8 * 1024);
    // Nothing kept in the visitor's browser, no framework.
    expect(plain.body).not.toMatch(/localStorage|sessionStorage|document\.cookie|indexedDB|react/i);
    const cached = await app.inject({ method: 'GET', url: '/widget/v1.js', headers: { 'if-none-match': String(plain.headers.etag) } });
    expect(cached.statusCode).toBe(304);
  });

  it("serves the iframe's page to be framed by any site, with the snippet's choices", async () => {
    const owner = await subscribedOwner();
    const { publicId } = await stateOf(owner);
    const page = await app.inject({ method: 'GET', url: `/widget/frame/${publicId}?layout=carousel&lang=en&theme=dark` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(page.body).toContain(
      `<script src="/widget/v1.js" data-bonavis="${publicId}" data-frame data-layout="carousel" data-theme="dark" data-lang="en">`,
    );
    expect(page.body).toContain('<html lang="en">');
    expect((await app.inject({ method: 'GET', url: `/widget/frame/${publicId}?layout=<script>` })).statusCode).toBe(400);
  });
});
