import { boolean, object } from 'yup';
import { REVIEW_SOURCES } from '../api/review-sources';
import { DASHBOARD_PERIODS } from '../api/dashboard';
import { rowIdField } from './route-params';
import { stringField } from './string-field';

/*
 * The requests over an establishment's review sources (docs/review-sources.md). Sizes before patterns, every pattern
 * linear. Which fields a source needs depends on the source in the path, which a body's schema cannot see: the body
 * takes every source's fields, each bounded, and the handler asks for the source's own (400 `SOURCE_INVALID_SETTINGS`
 * with `fields`), the adapter checking them again before any call.
 */

const INVALID = 'validation.invalid';
/** Longest address or id a connection takes: Tripadvisor's parser refuses longer addresses too. */
export const SOURCE_URL_MAX_LENGTH = 500;
export const SOURCE_CREDENTIAL_MAX_LENGTH = 500;

/** `/locations/private/:id/sources/:source`. */
export const sourceParamsSchema = object({
  id: rowIdField(),
  source: stringField(INVALID)
    .max(20, INVALID)
    .oneOf([...REVIEW_SOURCES], INVALID)
    .required(INVALID),
});

const credential = (key: string, max = SOURCE_CREDENTIAL_MAX_LENGTH) =>
  stringField(key, { trim: true })
    .max(max, key)
    .matches(/^[\x21-\x7e]+$/, key)
    .optional();

/** `PUT /locations/private/:id/sources/:source`: TheFork's credentials, Tripadvisor's listing, nothing for Facebook. */
export const sourceSettingsSchema = object({
  clientId: credential('validation.source.clientId', 200),
  clientSecret: credential('validation.source.clientSecret'),
  restaurantId: credential('validation.source.restaurantId', 100),
  url: stringField('validation.source.listing', { trim: true }).max(SOURCE_URL_MAX_LENGTH, 'validation.source.listing').optional(),
  locationId: stringField('validation.source.listing', { trim: true })
    .max(20, 'validation.source.listing')
    .matches(/^\d+$/, 'validation.source.listing')
    .optional(),
})
  .noUnknown(INVALID)
  .default({});

/** `POST /locations/private/:id/sources/facebook/callback`: what Meta's login sent back. */
export const facebookCallbackSchema = object({
  code: stringField(INVALID)
    .max(2048, INVALID)
    .matches(/^[\w/.~#=-]+$/, INVALID)
    .required(INVALID),
  state: stringField(INVALID)
    .max(128, INVALID)
    .matches(/^[\w-]+$/, INVALID)
    .required(INVALID),
});

/** `DELETE /locations/private/:id/sources/:source`: the owner chooses, and is told before, what becomes of the reviews. */
export const disconnectSourceSchema = object({
  keepReviews: boolean().strict().typeError(INVALID).required(INVALID),
});

/** `GET /dashboards/private/sources`. */
export const sourceDashboardQuerySchema = object({
  period: stringField('validation.period.invalid')
    .oneOf([...DASHBOARD_PERIODS], 'validation.period.invalid')
    .default('30d'),
});

/** `POST /sources/thefork/webhook/:id`: the connection, and its secret when TheFork sends it in the address. */
export const theForkWebhookParamsSchema = object({ id: rowIdField() });
export const theForkWebhookQuerySchema = object({
  token: stringField(INVALID).max(200, INVALID).optional(),
});
