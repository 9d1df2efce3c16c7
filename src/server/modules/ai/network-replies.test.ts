import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { organizationActivity } from '../../db/schema';
import type { ReviewPage } from '../../../shared/api/reviews';
import { buildTestApp } from '../../test-helpers';
import { injectAs } from '../../test-emulator';
import { addReviews, setCredits, syncedOwner } from '../reviews/test-listing';
import { DEFAULT_AI_SETTINGS } from './default-settings';

describe("replies from the network inbox: each review in its own establishment's settings", () => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof syncedOwner>>;
  /** Establishment A (founded) and B (added), each with its own AI settings. */
  let a: number;
  let b: number;

  beforeAll(async () => {
    app = await buildTestApp();
    owner = await syncedOwner(app, 'https://maps.app.goo.gl/NetworkRepliesA', { trial: true });
    a = owner.listing.id;
    const added = await injectAs(app, owner, {
      method: 'POST',
      url: '/api/locations/private',
      payload: { url: 'https://maps.app.goo.gl/NetworkRepliesB' },
    });
    if (added.statusCode !== 201) throw new Error(`the second establishment was not added: ${added.body}`);
    b = added.json().id;
    await app.sync.idle();
    await setCredits(app, owner.user.id, 10);
    const save = (location: number, settings: Partial<typeof DEFAULT_AI_SETTINGS>) =>
      injectAs(app, owner, {
        method: 'PUT',
        url: `/api/reviews/private/ai-settings?location=${location}`,
        payload: { ...DEFAULT_AI_SETTINGS, ...settings },
      });
    for (const saved of [
      await save(a, { signature: 'Marie, boulangerie du port', address: 'vous' }),
      await save(b, { signature: 'Paul, boutique de la gare', address: 'tu' }),
    ]) {
      if (saved.statusCode !== 200) throw new Error(`the AI settings were not saved: ${saved.body}`);
    }
  });
  afterAll(() => app.close());

  /** The network inbox's item of the review, as the client finds it there. */
  async function inboxItem(reviewId: number) {
    const page = (
      await injectAs(app, owner, { method: 'GET', url: '/api/reviews/private?location=all&pageSize=100' })
    ).json() as ReviewPage;
    const item = page.items.find((review) => review.id === reviewId);
    if (!item) throw new Error(`review ${reviewId} is not in the network inbox`);
    return item;
  }
  const generate = (reviewId: number, location: number | 'all') =>
    injectAs(app, owner, { method: 'POST', url: `/api/reviews/private/${reviewId}/reply/generate?location=${location}`, payload: {} });

  it("writes a draft for a review of B with B's signature and « tu », not A's", async () => {
    const complaint = { authorName: 'Julien Petit', rating: 1, content: "L'attente était beaucoup trop longue, personne ne répondait." };
    const [ofB] = await addReviews(app, b, [complaint]);
    const [ofA] = await addReviews(app, a, [{ ...complaint, authorName: 'Jeanne Petit' }]);

    const item = await inboxItem(ofB.id);
    expect(item.location.id).toBe(b);
    const forB = await generate(ofB.id, item.location.id);
    expect(forB.statusCode).toBe(200);
    const draftB: string = forB.json().draft;
    expect(draftB.trim().endsWith('Paul, boutique de la gare')).toBe(true);
    expect(draftB).not.toContain('Marie, boulangerie du port');
    expect(draftB).toContain('Bien à toi');
    expect(draftB).not.toContain('Bien à vous');

    // The same review in A's settings, for contrast: A's review is written as A wants.
    const forA = await generate(ofA.id, (await inboxItem(ofA.id)).location.id);
    const draftA: string = forA.json().draft;
    expect(draftA.trim().endsWith('Marie, boulangerie du port')).toBe(true);
    expect(draftA).toContain('Bien à vous');
  });

  it('refuses a review named with another establishment than its own, as if it did not exist', async () => {
    const [ofB] = await addReviews(app, b, [{ authorName: 'Inès Roux', rating: 4, content: 'Très bien.' }]);
    expect((await generate(ofB.id, a)).json()).toMatchObject({ statusCode: 404, code: 'REVIEW_NOT_FOUND' });
    const published = await injectAs(app, owner, {
      method: 'PUT',
      url: `/api/reviews/private/${ofB.id}/reply?location=${a}`,
      payload: { responseContent: 'Merci !' },
    });
    expect(published.json()).toMatchObject({ statusCode: 404, code: 'REVIEW_NOT_FOUND' });
    // The network itself names no establishment to act on: a reply needs one.
    expect((await generate(ofB.id, 'all')).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
  });

  it('publishes on the review’s own establishment: the network inbox shows it answered, the journal records it there', async () => {
    const [ofB] = await addReviews(app, b, [{ authorName: 'Hugo Blanc', rating: 5, content: 'Parfait.' }]);
    const published = await injectAs(app, owner, {
      method: 'PUT',
      url: `/api/reviews/private/${ofB.id}/reply?location=${b}`,
      payload: { responseContent: 'Merci Hugo !' },
    });
    expect(published.statusCode).toBe(200);
    expect(await inboxItem(ofB.id)).toMatchObject({ hasResponse: true, location: { id: b }, repliedBy: { former: false } });
    const recorded = await app.database.db
      .select({ locationId: organizationActivity.locationId })
      .from(organizationActivity)
      .where(and(eq(organizationActivity.action, 'reply.published'), eq(organizationActivity.userId, owner.user.id)));
    expect(recorded).toEqual([{ locationId: b }]);
  });
});
