import type { FastifyInstance } from 'fastify';
import { inArray } from 'drizzle-orm';
import { listings, memberLocations, organizationMembers, reviews } from '../../db/schema';
import { injectAs, signUpOwner } from '../../test-emulator';
import { syncedOwner } from './test-listing';

/** An establishment as the network's answers name it. */
export type Place = { id: number; name: string };

/**
 * A trial owner of several establishments, the first founded at `urls[0]` and the others added at the rest, each with
 * its name as stored and none of its reviews (each test adds those it reads). The names must differ, so an answer
 * naming the wrong establishment fails.
 */
export async function ownerOfEstablishments(app: FastifyInstance, urls: readonly string[]) {
  const owner = await syncedOwner(app, urls[0], { trial: true });
  const ids = [owner.listing.id];
  for (const url of urls.slice(1)) {
    const added = await injectAs(app, owner, { method: 'POST', url: '/api/locations/private', payload: { url } });
    if (added.statusCode !== 201) throw new Error(`the establishment at ${url} was not added: ${added.body}`);
    ids.push(added.json().id as number);
  }
  await app.sync.idle();
  const { db } = app.database;
  const rows = await db.select({ id: listings.id, name: listings.name }).from(listings).where(inArray(listings.id, ids));
  const places: Place[] = ids.map((id) => rows.find((row) => row.id === id)!);
  if (new Set(places.map((place) => place.name)).size !== places.length) throw new Error('the establishments must differ by name');
  await db.delete(reviews).where(inArray(reviews.listingId, ids));
  return { owner, places };
}

/** A new account, manager in the owner's organisation narrowed to the establishments listed. */
export async function narrowedManager(app: FastifyInstance, organizationId: number, places: readonly Place[]) {
  const manager = await signUpOwner(app);
  const { db } = app.database;
  await db.insert(organizationMembers).values({ organizationId, userId: manager.user.id, role: 'manager', allLocations: false });
  await db.insert(memberLocations).values(places.map((place) => ({ organizationId, userId: manager.user.id, locationId: place.id })));
  return manager;
}
