import { number, object } from 'yup';
import { GAME_STATS_DAYS } from '../api/game';
import { pageField, rowIdField } from './route-params';
import { stringField } from './string-field';

/** `GET /game/private/stats`: over how many days. */
export const gameStatsQuerySchema = object({
  days: number()
    .typeError('validation.game.days')
    .oneOf([...GAME_STATS_DAYS], 'validation.game.days')
    .default(30),
});

/** `GET /game/private/coupons`: a code searched, and the page. */
export const gameCouponsQuerySchema = object({
  q: stringField('validation.game.code', { trim: true }).max(40, 'validation.game.code').optional(),
  page: pageField(),
});

/** A coupon code in a path: bounded before anything reads it. */
export const couponCodeParamsSchema = object({
  code: stringField('validation.game.code').required('validation.game.code').max(40, 'validation.game.code'),
});

/** A game's public id: 16 letters and digits. */
export const gamePublicIdParamsSchema = object({
  publicId: stringField('validation.game.publicId')
    .required('validation.game.publicId')
    .test('publicId', 'validation.game.publicId', (value) => value.length === 16 && /^[0-9a-z]+$/.test(value)),
});

/** A play's id and the token of its prize-mail link: bounded before anything reads them. */
export const playIdParamsSchema = object({ playId: rowIdField() });
export const prizeMailQuerySchema = object({
  token: stringField('validation.invalid').required('validation.invalid').max(64, 'validation.invalid'),
  lang: stringField('validation.invalid').max(5, 'validation.invalid').optional(),
});
