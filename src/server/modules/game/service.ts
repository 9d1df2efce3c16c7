import type { FastifyBaseLogger } from 'fastify';
import type { PlayRequest, PlayResult } from '../../../shared/api/game';
import { DEFAULT_LANGUAGE, isLanguage } from '../../../shared/constants';
import type { Database } from '../../db/client';
import type { OwnerScope } from '../../plugins/authenticate';
import type { Realtime } from '../../plugins/realtime';
import { createGameCounter } from './counter-service';
import { createGamePlay } from './play-service';
import type { PrizeMails } from './prize-mail';
import { createGameSettings } from './settings-service';

export { COUPONS_PAGE_SIZE } from './counter-service';
export { parisDay, closedReasonOf } from './game-rows';

export type GameDependencies = {
  realtime: Realtime;
  prizeMails: Pick<PrizeMails, 'afterWin'>;
  log: FastifyBaseLogger;
  /** The draw's source (see drawSegment), cryptographic unless a test passes a seeded one. */
  random?: (max: number) => number;
};

/**
 * The prize wheel, in three parts: the owner's settings (settings-service.ts), the players' draws under a lock on the
 * game's row (play-service.ts), and the counter's statistics and coupons (counter-service.ts). Here they are joined
 * with what follows a play or a redemption: the winner's mail and the owner's screens told of the change.
 */
export function createGameService(db: Database, { realtime, prizeMails, log, random }: GameDependencies) {
  const { gameOf, stateOf, saveSettings } = createGameSettings(db);
  const players = createGamePlay(db, { random });
  const counter = createGameCounter(db, gameOf);
  const tellMembers = (locationId: number) => realtime.toEstablishment(locationId, 'gameUpdated', {});

  /** One spin; a prize is mailed in the player's language, and the owner's counter updates. */
  async function play(publicId: string, request: PlayRequest, now = new Date()): Promise<PlayResult> {
    const played = await players.play(publicId, request, now);
    const language = isLanguage(request.language) ? request.language : DEFAULT_LANGUAGE;
    // The code is on the player's screen already: a mail that cannot leave is logged, not an error.
    const prizeMail: PlayResult['prizeMail'] = played.result.coupon
      ? await prizeMails
          .afterWin({ playId: played.playId, gameId: played.gameId, email: played.player.email }, language)
          .catch((error: unknown) => (log.warn({ err: error }, 'prize mail not sent'), 'none' as const))
      : 'none';
    tellMembers(played.locationId);
    return { ...played.result, prizeMail };
  }

  async function redeem(scope: OwnerScope, typedCode: string, now = new Date()) {
    const coupon = await counter.redeem(scope, typedCode, now);
    tellMembers(scope.listing.id);
    return coupon;
  }

  return {
    stateOf,
    saveSettings,
    publicView: players.publicView,
    publicRules: players.publicRules,
    play,
    stats: counter.stats,
    coupons: counter.coupons,
    redeem,
  };
}

export type GameService = ReturnType<typeof createGameService>;
