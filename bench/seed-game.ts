/**
 * One open game for bench:lighthouse's customers' page (`/game/session?g=…`): an owner, their listing and a wheel of
 * four slices, written into the database the server is about to open (the environment's DATA_DIR or DATABASE_URL).
 * Prints the game's public id.
 *
 *   tsx bench/seed-game.ts
 */
import { parseConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { gameSegments, games, listings, users } from '../src/server/db/schema';

/** The id bench/lighthouse.mjs opens. */
const BENCH_GAME_ID = 'benchgame0000001';

const SLICES = [
  { label: 'Un croissant offert', color: '#f59e0b', isPrize: true, probabilityTenths: 200 },
  { label: 'Perdu', color: '#64748b', isPrize: false, probabilityTenths: 300 },
  { label: 'Un café offert', color: '#10b981', isPrize: true, probabilityTenths: 200 },
  { label: 'Perdu', color: '#94a3b8', isPrize: false, probabilityTenths: 300 },
];

async function main() {
  const database = await openDatabase(parseConfig(process.env).database);
  try {
    const { db } = database;
    const [owner] = await db
      .insert(users)
      .values({ providerUid: 'bench-game', email: 'bench-game@example.fr', name: 'Banc', profilePicture: '', referralId: 'BENCHGAME' })
      .returning();
    await db
      .insert(listings)
      .values({ userId: owner.id, providerId: 'bench-game', name: 'Boulangerie Martin', shortUrl: 'https://maps.app.goo.gl/bench' });
    const [game] = await db
      .insert(games)
      .values({ userId: owner.id, publicId: BENCH_GAME_ID, isOpen: true, primaryColor: '#4f46e5', rules: 'Règlement du jeu.' })
      .returning();
    await db.insert(gameSegments).values(SLICES.map((slice, position) => ({ ...slice, gameId: game.id, position, validityDays: 30 })));
    console.log(BENCH_GAME_ID);
  } finally {
    await database.close();
  }
}

void main();
