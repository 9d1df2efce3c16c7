import type { FastifyInstance } from 'fastify';
import { scopeOf } from '../../plugins/authenticate';
import { route } from '../../plugins/route';
import { journalOnEstablishment } from '../../plugins/activity-journal';
import { DEFAULT_LANGUAGE, isLanguage } from '../../../shared/constants';
import { premiumGate } from '../subscriptions';
import { CONFIRMED_PAGE_TEXTS } from './prize-mail-texts';

/** The owner's game (`/game/private`): settings, statistics and coupons, behind the premium gate. */
export async function gamePrivateRoutes(app: FastifyInstance) {
  // Before validation, so a refused owner learns of the subscription first, whatever the body.
  app.addHook('preValidation', premiumGate);

  route(app, 'gameState', async (request) => app.game.stateOf(scopeOf(request)));

  route(app, 'saveGameSettings', async (request) => {
    const state = await app.game.saveSettings(scopeOf(request), request.body, DEFAULT_LANGUAGE);
    await journalOnEstablishment(app, request, 'settings.changed', { area: 'game' });
    return state;
  });

  route(app, 'gameStats', async (request) => app.game.stats(scopeOf(request), request.query.days));

  route(app, 'gameCoupons', async (request) => app.game.coupons(scopeOf(request), request.query));

  route(app, 'redeemCoupon', async (request) => app.game.redeem(scopeOf(request), request.params.code));
}

/**
 * The customers' side (`/game/public/{publicId}`): no account, limited per IP. A play's limits per
 * person (e-mail and device) are the game's own, checked with the draw.
 */
export async function gamePublicRoutes(app: FastifyInstance) {
  route(app, 'publicGame', app.limits.perIp('game-public-ip'), async (request) => app.game.publicView(request.params.publicId));

  route(app, 'publicGameRules', app.limits.perIp('game-public-ip'), async (request) => app.game.publicRules(request.params.publicId));

  // The link of the prize-mail confirmation: a small page in the player's language, whatever the outcome.
  route(app, 'confirmPrizeMail', app.limits.perIp('game-public-ip'), async (request, reply) => {
    const language = isLanguage(request.query.lang) ? request.query.lang : DEFAULT_LANGUAGE;
    const sent = await app.prizeMails.confirm(request.params.playId, request.query.token, language);
    const words = CONFIRMED_PAGE_TEXTS[language];
    return reply
      .status(sent ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${words.title}</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><p>${sent ? words.sent : words.unknown}</p></body></html>`,
      );
  });

  route(app, 'playGame', app.limits.perIp('game-play-ip'), async (request) => app.game.play(request.params.publicId, request.body));
}
