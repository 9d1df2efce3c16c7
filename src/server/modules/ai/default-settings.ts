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

/** A text's words, lower case and without accents: how watched words and the auto-publish checks compare texts. */
export function foldedWordsOf(value: string): string[] {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The watched word a text contains, if any: whole words (or word sequences), without regard to case or accents. */
export function manualWordIn(text: string | null, words: string[]): string | null {
  if (!text) return null;
  const wordsOf = foldedWordsOf;
  const spaced = ` ${wordsOf(text.slice(0, 10_000)).join(' ')} `;
  return words.find((word) => wordsOf(word).length > 0 && spaced.includes(` ${wordsOf(word).join(' ')} `)) ?? null;
}
