import type { Database } from '../../db/client';
import { createGameCounter } from './counter-service';
import { createGamePlay } from './play-service';
import { createGameSettings } from './settings-service';

export { COUPONS_PAGE_SIZE } from './counter-service';
export { parisDay, closedReasonOf } from './game-rows';
export { reviewUrlOf, type RecordedPlay } from './play-service';

/**
 * The prize wheel, in three parts: the owner's settings (settings-service.ts), the players' draws under a lock on the
 * game's row (play-service.ts), and the counter's statistics and coupons (counter-service.ts). `random` is the draw's
 * source (see drawSegment), cryptographic unless a test passes a seeded one.
 */
export function createGameService(db: Database, options: { random?: (max: number) => number } = {}) {
  const { gameOf, stateOf, saveSettings } = createGameSettings(db);
  return { stateOf, saveSettings, ...createGamePlay(db, options), ...createGameCounter(db, gameOf) };
}

export type GameService = ReturnType<typeof createGameService>;
