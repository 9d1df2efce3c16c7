import { array, boolean, mixed, number, object } from 'yup';
import { INVALID_VALUE_KEY, stringField } from './string-field';
import { isEmailAddress, EMAIL_MAX_LENGTH } from './text-rules';

/**
 * The game's rules, shared by the owner's forms, the player's form and the API. Messages are
 * translation keys (`validation.game.*`). Lengths are checked before any pattern.
 */
export const SEGMENTS_MIN = 2;
export const SEGMENTS_MAX = 12;
export const SEGMENT_LABEL_MAX_LENGTH = 40;
export const SEGMENT_CONDITIONS_MAX_LENGTH = 120;
export const STOCK_MAX = 100_000;
export const VALIDITY_DAYS_MAX = 365;
export const PLAY_INTERVAL_DAYS_MAX = 365;
export const PLAYS_PER_DAY_MAX = 100_000;
export const RULES_MAX_LENGTH = 20_000;
export const FIRST_NAME_MAX_LENGTH = 50;
export const DEVICE_ID_LENGTH = 32;

/** Probabilities are whole tenths of a percent: 100 % is 1,000 tenths, added without floating-point drift. */
export const toTenths = (percent: number) => Math.round(percent * 10);
export const TOTAL_TENTHS = 1000;

/** The tenths of a percent the slices add up to (1,000 when the wheel is complete). */
export function totalTenths(segments: readonly { probability?: number | null }[]): number {
  return segments.reduce((sum, segment) => sum + toTenths(Number(segment.probability) || 0), 0);
}

const COLOR_PATTERN = /^#[0-9a-f]{6}$/i;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const HEX_PATTERN = /^[0-9a-f]+$/i;

const colorSchema = stringField('validation.game.color')
  .required('validation.game.color')
  .test('color', 'validation.game.color', (value) => value.length === 7 && COLOR_PATTERN.test(value));

/** A calendar day `YYYY-MM-DD` that exists, or null. */
const daySchema = stringField('validation.game.date')
  .nullable()
  .defined()
  .default(null)
  .test('day', 'validation.game.date', (value) => {
    if (value === null || value === undefined) return true;
    if (value.length !== 10 || !DAY_PATTERN.test(value)) return false;
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  });

export const gameSegmentSchema = object({
  id: number().integer().positive().optional(),
  label: stringField(INVALID_VALUE_KEY, { trim: true })
    .required('validation.game.label.required')
    .max(SEGMENT_LABEL_MAX_LENGTH, 'validation.game.label.tooLong'),
  color: colorSchema,
  probability: number()
    .typeError('validation.game.probability')
    .required('validation.game.probability')
    .min(0, 'validation.game.probability')
    .max(100, 'validation.game.probability')
    .test('tenths', 'validation.game.probability', (value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-6),
  isPrize: boolean().required(),
  stock: number()
    .typeError('validation.game.stock')
    .nullable()
    .defined()
    .default(null)
    .integer('validation.game.stock')
    .min(0, 'validation.game.stock')
    .max(STOCK_MAX, 'validation.game.stock'),
  validityDays: number()
    .typeError('validation.game.validity')
    .required('validation.game.validity')
    .integer('validation.game.validity')
    .min(1, 'validation.game.validity')
    .max(VALIDITY_DAYS_MAX, 'validation.game.validity'),
  conditions: stringField('validation.game.conditions', { trim: true })
    .max(SEGMENT_CONDITIONS_MAX_LENGTH, 'validation.game.conditions')
    .defined()
    .default(''),
});

export const gameSettingsSchema = object({
  isOpen: boolean().required(),
  startsOn: daySchema,
  endsOn: daySchema.test('order', 'validation.game.dateOrder', function endsAfterStart(value) {
    const { startsOn } = this.parent as { startsOn: string | null };
    return !value || !startsOn || value >= startsOn;
  }),
  segments: array(gameSegmentSchema)
    .required()
    .min(SEGMENTS_MIN, 'validation.game.segments.tooFew')
    .max(SEGMENTS_MAX, 'validation.game.segments.tooMany')
    // Counted within the bound only, so a huge list costs one length check.
    .test(
      'total',
      'validation.game.segments.total',
      (segments) => !segments || segments.length > SEGMENTS_MAX || totalTenths(segments) === TOTAL_TENTHS,
    )
    .test('prize', 'validation.game.segments.noPrize', (segments) => !segments || segments.some((segment) => segment.isPrize)),
  playIntervalDays: number()
    .typeError('validation.game.interval')
    .required('validation.game.interval')
    .integer('validation.game.interval')
    .min(1, 'validation.game.interval')
    .max(PLAY_INTERVAL_DAYS_MAX, 'validation.game.interval'),
  maxPlaysPerDay: number()
    .typeError('validation.game.perDay')
    .nullable()
    .defined()
    .default(null)
    .integer('validation.game.perDay')
    .min(1, 'validation.game.perDay')
    .max(PLAYS_PER_DAY_MAX, 'validation.game.perDay'),
  primaryColor: colorSchema,
  showLogo: boolean().required(),
  reviewInvitation: boolean().required(),
  rules: stringField(INVALID_VALUE_KEY, { trim: true })
    .required('validation.game.rules.required')
    .max(RULES_MAX_LENGTH, 'validation.game.rules.tooLong'),
});

/** The player's form: a first name, an e-mail address and an explicit consent (never pre-ticked). */
export const playSchema = object({
  firstName: stringField(INVALID_VALUE_KEY, { trim: true })
    .required('validation.game.firstName.required')
    .max(FIRST_NAME_MAX_LENGTH, 'validation.game.firstName.tooLong'),
  email: stringField('validation.email.invalid', { trim: true, lowercase: true })
    .required('validation.email.required')
    .max(EMAIL_MAX_LENGTH, 'validation.email.invalid')
    .test('email', 'validation.email.invalid', (value) => isEmailAddress(value)),
  consent: boolean().required('validation.game.consent').oneOf([true], 'validation.game.consent'),
  deviceId: stringField('validation.game.device')
    .required('validation.game.device')
    .test('device', 'validation.game.device', (value) => value.length === DEVICE_ID_LENGTH && HEX_PATTERN.test(value)),
  language: mixed<'fr' | 'en' | 'es'>().oneOf(['fr', 'en', 'es']).optional(),
});
