import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { MapsReview } from '../../adapters/maps/maps-provider';
import { listings, reviews, users } from '../../db/schema';
import { injectAs, signUpOwner } from '../../test-emulator';
import { validOnboarding } from '../../../shared/validation/onboarding-examples';
import { toReviewRow } from './ingestion';
import { recordVersions } from './review-history';

/** An owner whose demo listing is fully synchronised, and the listing's row; with `trial`, the free trial started first. */
export async function syncedOwner(app: FastifyInstance, url: string, { trial = false } = {}) {
  const owner = await signUpOwner(app);
  if (trial) await injectAs(app, owner, { method: 'POST', url: '/api/subscriptions/private/trial/activate' });
  await injectAs(app, owner, { method: 'POST', url: '/api/users/private/onboarding', payload: { ...validOnboarding, url } });
  await injectAs(app, owner, { method: 'PATCH', url: '/api/reviews/private/init-synchronization' });
  await app.sync.idle();
  const [listing] = await app.database.db.select().from(listings).where(eq(listings.userId, owner.user.id));
  return { ...owner, listing };
}

let made = 0;

/** A review as a provider gives it: a five-star « Très bon accueil. » of today, with a new id, unless `partial` says more. */
export function aMapsReview(partial: Partial<MapsReview> = {}): MapsReview {
  made += 1;
  return {
    externalId: `test-${made}-${Math.random().toString(36).slice(2)}`,
    authorName: 'Camille Martin',
    authorPictUrl: null,
    rating: 5,
    date: new Date(),
    isLocalGuide: false,
    content: 'Très bon accueil.',
    language: null,
    pictures: [],
    response: null,
    ...partial,
  };
}

/** Stores reviews written for a test on the listing, as ingestion would, with their first copies; returns their rows. */
export async function addReviews(app: FastifyInstance, listingId: number, partials: Partial<MapsReview>[]) {
  const rows = partials.map((partial) => toReviewRow(listingId, aMapsReview(partial)));
  const stored = await app.database.db.insert(reviews).values(rows).returning();
  await recordVersions(
    app.database.db,
    stored.map((row) => row.id),
  );
  return stored;
}

/** Sets the owner's AI credits directly (the trial and subscriptions grant them elsewhere). */
export async function setCredits(app: FastifyInstance, userId: number, aiCredits: number) {
  await app.database.db.update(users).set({ aiCredits }).where(eq(users.id, userId));
}
