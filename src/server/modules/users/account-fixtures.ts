import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { replyQueue, reviewRequests, stripeCustomers, subscriptions } from '../../db/schema';
import { injectAs } from '../../test-emulator';
import type { GameState } from '../../../shared/api/game';
import type { WidgetState } from '../../../shared/api/widgets';
import { DEFAULT_AI_SETTINGS } from '../ai';
import { addReviews, syncedOwner } from '../reviews/test-listing';

/**
 * An owner with a row in every table an account fills: profile, setup, a synchronised listing and
 * its reviews (one answered, one queued), AI settings, the trial and a paid Stripe subscription,
 * notification choices. `tag` marks what is theirs, so a test can look for it elsewhere.
 */
export async function ownerWithEverything(app: FastifyInstance, tag: string) {
  const owner = await syncedOwner(app, `https://maps.app.goo.gl/Account${tag}`);
  const userId = owner.user.id;
  const [answered, queued] = await addReviews(app, owner.listing.id, [
    { authorName: `Auteur ${tag}`, content: `Avis ${tag}`, response: { date: new Date(), content: `Merci ${tag}` } },
    { authorName: `Critique ${tag}`, rating: 2, content: `Attente ${tag}` },
  ]);
  await injectAs(app, owner, {
    method: 'PUT',
    url: '/api/reviews/private/ai-settings',
    payload: { ...DEFAULT_AI_SETTINGS, signature: `Signé ${tag}` },
  });
  await injectAs(app, owner, { method: 'POST', url: '/api/subscriptions/private/trial/activate' });
  await injectAs(app, owner, { method: 'PUT', url: '/api/users/private/notifications', payload: { newReviewMail: false } });
  // Not the default, so the export shows the owner's own word on the name's article.
  await injectAs(app, owner, { method: 'PUT', url: '/api/users/private/listing/name-article', payload: { nameKeepsArticle: true } });
  // As Stripe's webhooks would record a paid plan.
  const { db } = app.database;
  await db.insert(stripeCustomers).values({ customerId: `cus_${tag}`, userId });
  await db.insert(subscriptions).values({
    userId,
    status: 'ACTIVE',
    planPeriod: 'MONTHLY',
    stripeSubscriptionId: `sub_${tag}`,
    stripeCustomerId: `cus_${tag}`,
  });
  await db.insert(replyQueue).values({ reviewId: queued.id, locationId: owner.listing.id, draft: `Brouillon ${tag}`, reason: 'approval' });
  // The game: opened with a prize every spin, and one customer who played and won.
  const game = (await injectAs(app, owner, { method: 'GET', url: '/api/game/private/settings' })).json() as GameState;
  const segments = game.settings.segments.map((segment, index) => ({ ...segment, probability: index === 0 ? 100 : 0 }));
  await injectAs(app, owner, { method: 'PUT', url: '/api/game/private/settings', payload: { ...game.settings, isOpen: true, segments } });
  const played = await app.inject({
    method: 'POST',
    url: `/api/game/public/${game.publicId}/play`,
    payload: { firstName: `Joueur ${tag}`, email: `joueur-${tag.toLowerCase()}@example.fr`, consent: true, deviceId: '0'.repeat(31) + '1' },
  });
  if (played.statusCode !== 200) throw new Error(`the test play answered ${played.statusCode}`);
  // A review request to a customer who then unsubscribed.
  const asked = await injectAs(app, owner, {
    method: 'POST',
    url: '/api/reviews/private/requests',
    payload: {
      contacts: [{ name: `Client ${tag}`, email: `client-${tag.toLowerCase()}@example.fr` }],
      channel: 'email',
      basis: 'customer',
    },
  });
  if (asked.statusCode !== 200) throw new Error(`the test review request answered ${asked.statusCode}`);
  await app.jobs.idle();
  const [request] = await db.select().from(reviewRequests).where(eq(reviewRequests.listingId, owner.listing.id));
  await app.inject({
    method: 'POST',
    url: `/r/unsubscribe/${request.token}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });
  // The website widget, in its own layout.
  const widget = (await injectAs(app, owner, { method: 'GET', url: '/api/widgets/private/settings' })).json() as WidgetState;
  await injectAs(app, owner, { method: 'PUT', url: '/api/widgets/private/settings', payload: { ...widget.settings, layout: 'carousel' } });
  return { ...owner, answered, queued };
}

/** Marks the owner's subscriptions ended, as when the trial and the plan are over. */
export async function endSubscriptions(app: FastifyInstance, userId: number) {
  await app.database.db.update(subscriptions).set({ status: 'CANCELLED' }).where(eq(subscriptions.userId, userId));
}
