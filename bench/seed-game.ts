/**
 * One open game for bench:lighthouse's customers' page (`/game/session?g=…`): an owner, their listing and a wheel of
 * four slices, written into the database the server is about to open (the environment's DATA_DIR or DATABASE_URL).
 * Also a review request sent to one customer, for its unsubscribe page (`/r/unsubscribe/<token>`), and the owner's
 * digest unsubscribe page. Prints the pages' paths, one a line.
 *
 *   tsx bench/seed-game.ts
 */
import { createHmac } from 'node:crypto';
import { parseConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { gameSegments, games, listings, organizations, requestContacts, reviewRequests, users } from '../src/server/db/schema';

/** The ids bench/lighthouse.mjs opens. */
const BENCH_GAME_ID = 'benchgame0000001';
const BENCH_REQUEST_TOKEN = 'benchrequest00000000000000000001';

const SLICES = [
  { label: 'Un croissant offert', color: '#f59e0b', isPrize: true, probabilityTenths: 200 },
  { label: 'Perdu', color: '#64748b', isPrize: false, probabilityTenths: 300 },
  { label: 'Un café offert', color: '#10b981', isPrize: true, probabilityTenths: 200 },
  { label: 'Perdu', color: '#94a3b8', isPrize: false, probabilityTenths: 300 },
];

async function main() {
  const config = parseConfig(process.env);
  const database = await openDatabase(config.database);
  try {
    const { db } = database;
    const [owner] = await db
      .insert(users)
      .values({ providerUid: 'bench-game', email: 'bench-game@example.fr', name: 'Banc', profilePicture: '', referralId: 'BENCHGAME' })
      .returning();
    const [organization] = await db.insert(organizations).values({ name: 'Boulangerie Martin' }).returning();
    const [listing] = await db
      .insert(listings)
      .values({
        userId: owner.id,
        organizationId: organization.id,
        providerId: 'bench-game',
        name: 'Boulangerie Martin',
        shortUrl: 'https://maps.app.goo.gl/bench',
      })
      .returning();
    const [game] = await db
      .insert(games)
      .values({ locationId: listing.id, publicId: BENCH_GAME_ID, isOpen: true, primaryColor: '#4f46e5', rules: 'Règlement du jeu.' })
      .returning();
    await db.insert(gameSegments).values(SLICES.map((slice, position) => ({ ...slice, gameId: game.id, position, validityDays: 30 })));
    const [contact] = await db
      .insert(requestContacts)
      .values({
        listingId: listing.id,
        name: 'Client du banc',
        email: 'client@example.fr',
        language: 'fr',
        basis: 'customer',
        basisRecordedAt: new Date(),
      })
      .returning();
    await db.insert(reviewRequests).values({
      listingId: listing.id,
      contactId: contact.id,
      name: contact.name,
      channel: 'email',
      basis: 'customer',
      token: BENCH_REQUEST_TOKEN,
      status: 'sent',
      sentAt: new Date(),
    });
    // The digest's link as the digest writes it (modules/digest/service.ts).
    const digestToken = createHmac('sha256', config.secret).update(`digest-unsubscribe:${owner.id}`).digest('base64url');
    console.log(`/game/session?g=${BENCH_GAME_ID}`);
    console.log(`/r/unsubscribe/${BENCH_REQUEST_TOKEN}`);
    console.log(`/api/users/digest/unsubscribe/${owner.id}/${digestToken}`);
  } finally {
    await database.close();
  }
}

void main();
