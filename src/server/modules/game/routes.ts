import type { FastifyInstance } from 'fastify';
import { number, object } from 'yup';
import { GAME_STATS_DAYS, type GameSettings, type PlayRequest } from '../../../shared/api/game';
import { scopeOf } from '../../plugins/authenticate';
import { journalOnEstablishment } from '../../plugins/activity-journal';
import { DEFAULT_LANGUAGE, isLanguage } from '../../../shared/constants';
import { gameSettingsSchema, playSchema } from '../../../shared/validation/game-schemas';
import { stringField } from '../../../shared/validation/string-field';
import { premiumGate } from '../subscriptions';
import { CONFIRMED_PAGE_TEXTS } from './prize-mail-texts';
import { pageField, rowIdField } from '../../../shared/validation/route-params';

const statsQuerySchema = object({
  days: number()
    .typeError('validation.game.days')
    .oneOf([...GAME_STATS_DAYS], 'validation.game.days')
    .default(30),
});

const couponsQuerySchema = object({
  q: stringField('validation.game.code', { trim: true }).max(40, 'validation.game.code').optional(),
  page: pageField(),
});

/** A coupon code in a path: bounded before anything reads it. */
const codeParamsSchema = object({
  code: stringField('validation.game.code').required('validation.game.code').max(40, 'validation.game.code'),
});

/** A game's public id: 16 letters and digits. */
const publicIdParamsSchema = object({
  publicId: stringField('validation.game.publicId')
    .required('validation.game.publicId')
    .test('publicId', 'validation.game.publicId', (value) => value.length === 16 && /^[0-9a-z]+$/.test(value)),
});

/** A play's id and the token of its prize-mail link: bounded before anything reads them. */
const playIdParamsSchema = object({ playId: rowIdField() });
const prizeMailQuerySchema = object({
  token: stringField('validation.invalid').required('validation.invalid').max(64, 'validation.invalid'),
  lang: stringField('validation.invalid').max(5, 'validation.invalid').optional(),
});

/** The owner's game (`/game/private`): settings, statistics and coupons, behind the premium gate. */
export async function gamePrivateRoutes(app: FastifyInstance) {
  // Before validation, so a refused owner learns of the subscription first, whatever the body.
  app.addHook('preValidation', premiumGate);

  app.get('/settings', async (request) => app.game.stateOf(scopeOf(request)));

  app.put<{ Body: GameSettings }>('/settings', { schema: { body: gameSettingsSchema } }, async (request) => {
    const state = await app.game.saveSettings(scopeOf(request), request.body, DEFAULT_LANGUAGE);
    await journalOnEstablishment(app, request, 'settings.changed', { area: 'game' });
    return state;
  });

  app.get<{ Querystring: { days: number } }>('/stats', { schema: { querystring: statsQuerySchema } }, async (request) =>
    app.game.stats(scopeOf(request), request.query.days),
  );

  app.get<{ Querystring: { q?: string; page: number } }>('/coupons', { schema: { querystring: couponsQuerySchema } }, async (request) =>
    app.game.coupons(scopeOf(request), request.query),
  );

  app.post<{ Params: { code: string } }>('/coupons/:code/redeem', { schema: { params: codeParamsSchema } }, async (request) =>
    app.game.redeem(scopeOf(request), request.params.code),
  );
}

/**
 * The customers' side (`/game/public/{publicId}`): no account, limited per IP. A play's limits per
 * person (e-mail and device) are the game's own, checked with the draw.
 */
export async function gamePublicRoutes(app: FastifyInstance) {
  app.get<{ Params: { publicId: string } }>(
    '/:publicId',
    { schema: { params: publicIdParamsSchema }, ...app.limits.perIp('game-public-ip') },
    async (request) => app.game.publicView(request.params.publicId),
  );

  app.get<{ Params: { publicId: string } }>(
    '/:publicId/rules',
    { schema: { params: publicIdParamsSchema }, ...app.limits.perIp('game-public-ip') },
    async (request) => app.game.publicRules(request.params.publicId),
  );

  // The link of the prize-mail confirmation: a small page in the player's language, whatever the outcome.
  app.get<{ Params: { playId: number }; Querystring: { token: string; lang?: string } }>(
    '/prize-mail/:playId',
    { schema: { params: playIdParamsSchema, querystring: prizeMailQuerySchema }, ...app.limits.perIp('game-public-ip') },
    async (request, reply) => {
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
    },
  );

  app.post<{ Params: { publicId: string }; Body: PlayRequest }>(
    '/:publicId/play',
    { schema: { params: publicIdParamsSchema, body: playSchema }, ...app.limits.perIp('game-play-ip') },
    async (request) => app.game.play(request.params.publicId, request.body),
  );
}
