import { array, number, object } from 'yup';
import { AUTO_REPLY_MODES, REPLY_ADDRESSES, REPLY_LENGTHS, REPLY_TONES } from '../api/ai';
import { INVALID_VALUE_KEY, stringField } from './string-field';
import { foldText } from '../text';

/**
 * How the owner wants AI replies written (`PUT /reviews/private/ai-settings` and the preview),
 * shared by the AI assistant's form and the API. Messages are translation keys (`validation.aiSettings.*`).
 * Lengths are bounds only: no pattern runs on this free text.
 */
export const SIGNATURE_MAX_LENGTH = 120;
export const INSTRUCTIONS_MAX_LENGTH = 1000;
export const MANUAL_WORD_MIN_LENGTH = 2;
export const MANUAL_WORD_MAX_LENGTH = 40;
export const MANUAL_WORDS_MAX_COUNT = 50;
export const MIN_RATING = 1;
export const MAX_RATING = 5;

/** A word compared as the owner means it: "Hygiène", " hygiene " and "HYGIÈNE" are one word. */
export function comparableWord(word: string): string {
  return foldText(word.trim());
}

/** One word that always requires a manual reply. */
export const manualWordSchema = stringField(INVALID_VALUE_KEY, { trim: true })
  .required('validation.aiSettings.manualWord.required')
  .min(MANUAL_WORD_MIN_LENGTH, 'validation.aiSettings.manualWord.tooShort')
  .max(MANUAL_WORD_MAX_LENGTH, 'validation.aiSettings.manualWord.tooLong');

export const aiSettingsSchema = object({
  tone: stringField('validation.aiSettings.tone.invalid')
    .required('validation.aiSettings.tone.invalid')
    .oneOf(REPLY_TONES, 'validation.aiSettings.tone.invalid'),
  address: stringField('validation.aiSettings.address.invalid')
    .required('validation.aiSettings.address.invalid')
    .oneOf(REPLY_ADDRESSES, 'validation.aiSettings.address.invalid'),
  signature: stringField(INVALID_VALUE_KEY, { trim: true })
    .max(SIGNATURE_MAX_LENGTH, 'validation.aiSettings.signature.tooLong')
    .defined()
    .default(''),
  length: stringField('validation.aiSettings.length.invalid')
    .required('validation.aiSettings.length.invalid')
    .oneOf(REPLY_LENGTHS, 'validation.aiSettings.length.invalid'),
  instructions: stringField(INVALID_VALUE_KEY, { trim: true })
    .max(INSTRUCTIONS_MAX_LENGTH, 'validation.aiSettings.instructions.tooLong')
    .defined()
    .default(''),
  manualWords: array(manualWordSchema)
    .defined()
    .default([])
    .max(MANUAL_WORDS_MAX_COUNT, 'validation.aiSettings.manualWords.tooMany')
    .test('unique', 'validation.aiSettings.manualWords.duplicate', (words) => {
      // Counted only within the count bound, so a huge list costs one length check.
      if (!words || words.length > MANUAL_WORDS_MAX_COUNT) return true;
      return new Set(words.map((word) => comparableWord(word ?? ''))).size === words.length;
    }),
  autoReply: object({
    mode: stringField('validation.aiSettings.autoReply.invalid')
      .required('validation.aiSettings.autoReply.invalid')
      .oneOf(AUTO_REPLY_MODES, 'validation.aiSettings.autoReply.invalid'),
    minRating: number()
      .typeError('validation.aiSettings.minRating.invalid')
      .required('validation.aiSettings.minRating.invalid')
      .integer('validation.aiSettings.minRating.invalid')
      .min(MIN_RATING, 'validation.aiSettings.minRating.invalid')
      .max(MAX_RATING, 'validation.aiSettings.minRating.invalid'),
  }),
});
