import type { AiSettings } from '../../../shared/api/ai';

/** Words that put a review in the owner's hands, never answered automatically: health, legal and safety matters. */
export const DEFAULT_MANUAL_WORDS = [
  'hygiène',
  'intoxication',
  'malade',
  'allergie',
  'avocat',
  'police',
  'plainte',
  'tribunal',
  'arnaque',
  'vol',
];

/** What an owner gets before saving anything: warm, « vous », medium length, automatic replies off. */
export const DEFAULT_AI_SETTINGS: AiSettings = {
  tone: 'warm',
  address: 'vous',
  signature: '',
  length: 'medium',
  instructions: '',
  manualWords: DEFAULT_MANUAL_WORDS,
  autoReply: { mode: 'off', minRating: 4 },
};
