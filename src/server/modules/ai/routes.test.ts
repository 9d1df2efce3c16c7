import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { buildTestApp, databaseOverrides, RACE_OVERRIDES, testDatabases } from '../../test-helpers';
import { injectAs } from '../../test-emulator';
import { addReviews, setCredits, syncedOwner } from '../reviews/test-listing';
import { DEFAULT_AI_SETTINGS } from './default-settings';

// Both engines: on PostgreSQL simultaneous generations run on separate connections of the pool and truly race for the credits.
describe.each(testDatabases())('AI replies: drafts, credits, publication, on %s', (_engine, database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ ...databaseOverrides(database), ...RACE_OVERRIDES });
  });
  afterAll(() => app.close());

  const creditsOf = async (userId: number) =>
    (await app.database.db.select({ aiCredits: users.aiCredits }).from(users).where(eq(users.id, userId)))[0].aiCredits;

  it('writes a draft for one credit, in the review language, naming the reviewer and signed', async () => {
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/DraftOne');
    await setCredits(app, owner.user.id, 3);
    await injectAs(app, owner, {
      method: 'PUT',
      url: '/api/reviews/private/ai-settings',
      payload: { ...DEFAULT_AI_SETTINGS, signature: 'Marie, la gérante' },
    });
    const [review] = await addReviews(app, owner.listing.id, [
      { authorName: 'Julien Petit', rating: 2, content: "L'attente était beaucoup trop longue." },
    ]);

    const response = await injectAs(app, owner, { method: 'POST', url: `/api/reviews/private/${review.id}/reply/generate`, payload: {} });
    expect(response.statusCode).toBe(200);
    const { draft, language, aiCredits, model } = response.json();
    expect(language).toBe('fr');
    expect(draft).toContain('Julien');
    expect(draft.trim().endsWith('Marie, la gérante')).toBe(true);
    expect(Buffer.byteLength(draft)).toBeLessThanOrEqual(4096);
    expect(aiCredits).toBe(2);
    expect(model).toEqual({ kind: 'templates', offline: true });

    const shorter = await injectAs(app, owner, {
      method: 'POST',
      url: `/api/reviews/private/${review.id}/reply/generate`,
      payload: { adjust: 'shorter', draft },
    });
    expect(shorter.json().draft.length).toBeLessThan(draft.length);
    expect(await creditsOf(owner.user.id)).toBe(1);
  });

  it('gives exactly as many drafts as credits to simultaneous generations, and the credits never go below 0', async () => {
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/CreditRace');
    await setCredits(app, owner.user.id, 3);
    const [review] = await addReviews(app, owner.listing.id, [{ rating: 5 }]);
    const generate = () => injectAs(app, owner, { method: 'POST', url: `/api/reviews/private/${review.id}/reply/generate`, payload: {} });
    // Eight at once: fewer than the PostgreSQL pool's ten connections, so each runs on its own.
    const answers = await Promise.all(Array.from({ length: 8 }, generate));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) expect(refused.json().code).toBe('NO_AI_CREDITS');
    const left = answers.filter((answer) => answer.statusCode === 200).map((answer) => answer.json().aiCredits as number);
    expect(left.every((credits) => credits >= 0)).toBe(true);
    expect((await injectAs(app, owner, { method: 'GET', url: '/api/users/private/me' })).json().aiCredits).toBe(0);
  });

  it('costs nothing when the writer fails', async () => {
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/WriterDown');
    await setCredits(app, owner.user.id, 2);
    const [review] = await addReviews(app, owner.listing.id, [{ rating: 4 }]);
    const original = app.aiProvider.writeReply;
    app.aiProvider.writeReply = () => Promise.reject(new Error('provider down'));
    try {
      const response = await injectAs(app, owner, { method: 'POST', url: `/api/reviews/private/${review.id}/reply/generate`, payload: {} });
      expect(response.statusCode).toBe(503);
      expect(response.json().code).toBe('AI_UNAVAILABLE');
    } finally {
      app.aiProvider.writeReply = original;
    }
    expect(await creditsOf(owner.user.id)).toBe(2);
  });

  it("publishes a reply, refuses an empty or oversized one, and another owner's review is not found", async () => {
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/PublishMine');
    const intruder = await syncedOwner(app, 'https://maps.app.goo.gl/PublishNot');
    const [review] = await addReviews(app, owner.listing.id, [{ rating: 5 }]);
    const publish = (who: typeof owner, responseContent: unknown) =>
      injectAs(app, who, { method: 'PUT', url: `/api/reviews/private/${review.id}/reply`, payload: { responseContent } });

    expect((await publish(intruder, 'Merci !')).statusCode).toBe(404);
    expect((await publish(owner, '   ')).json().fields.responseContent).toBe('validation.reply.required');
    // 2,000 two-byte characters pass the character limit but not Google's 4,096 bytes.
    expect((await publish(owner, 'é'.repeat(2100))).json().fields.responseContent).toBe('validation.reply.tooLong');

    const pushes = jest.spyOn(app.realtime, 'toEstablishment');
    const published = await publish(owner, 'Merci beaucoup, à bientôt !');
    expect(published.statusCode).toBe(200);
    // Refused publications told nobody; this one reaches the open screens of the establishment's members.
    // Only this establishment's: on the database kept between runs, the app may resume other owners' work meanwhile (a
    // reply on its way to Google) and push to them.
    expect(pushes.mock.calls.filter(([locationId]) => locationId === owner.listing.id)).toEqual([
      [owner.listing.id, 'reviewUpdated', { reviewId: review.id }],
    ]);
    pushes.mockRestore();
    expect(published.json()).toMatchObject({
      id: review.id,
      hasResponse: true,
      hasBeenReadd: true,
      response: { responseContent: 'Merci beaucoup, à bientôt !', date: expect.any(String) },
    });
    const answered = (await injectAs(app, owner, { method: 'GET', url: '/api/reviews/private?answered=true&pageSize=100' })).json();
    expect(answered.items.map((item: { id: number }) => item.id)).toContain(review.id);
  });

  it('keeps the AI settings, validated, and previews a sample for free', async () => {
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/SettingsKept');
    await setCredits(app, owner.user.id, 0);
    const initial = (await injectAs(app, owner, { method: 'GET', url: '/api/reviews/private/ai-settings' })).json();
    // The credits the establishment's drafts spend come with the settings (here its owner's, spent).
    expect(initial).toEqual({ settings: DEFAULT_AI_SETTINGS, model: { kind: 'templates', offline: true }, aiCredits: 0 });

    const settings = { ...DEFAULT_AI_SETTINGS, address: 'tu', signature: 'Paul', autoReply: { mode: 'approve', minRating: 3 } };
    expect((await injectAs(app, owner, { method: 'PUT', url: '/api/reviews/private/ai-settings', payload: settings })).statusCode).toBe(
      200,
    );
    expect((await injectAs(app, owner, { method: 'GET', url: '/api/reviews/private/ai-settings' })).json().settings).toEqual(settings);

    const bad = await injectAs(app, owner, {
      method: 'PUT',
      url: '/api/reviews/private/ai-settings',
      payload: { ...settings, tone: 'rude' },
    });
    expect(bad.statusCode).toBe(400);

    const preview = await injectAs(app, owner, {
      method: 'POST',
      url: '/api/reviews/private/ai-settings/preview',
      payload: { settings, review: { authorName: 'Léa B.', reviewRate: 5, reviewContent: 'Super accueil !' } },
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().draft).toContain('Léa');
    expect(preview.json().draft.trim().endsWith('Paul')).toBe(true);
    expect(await creditsOf(owner.user.id)).toBe(0);
  });
});
