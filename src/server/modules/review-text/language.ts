import { detectAll } from 'tinyld';
import type { ReplyLanguage } from '../../adapters/ai/ai-provider';

/** Below this many letters a text says too little to tell its language (« Top », « Bon »). */
const MIN_LETTERS = 4;
/** tinyld's score under which its best guess is a guess, not an answer. */
const MIN_ACCURACY = 0.05;
/** Language detection needs no more than this; longer texts only cost time. */
const MAX_CHARS = 2000;

/**
 * The language tinyld is sure of (ISO 639-1, any language it knows), or null when the text is too short or it hesitates.
 * Every language is considered, not only ours, so a German review is recognised as German rather than as its nearest of fr/en/es.
 */
export function identifyLanguage(text: string | null): string | null {
  const sample = (text ?? '').slice(0, MAX_CHARS);
  if ((sample.match(/\p{L}/gu) ?? []).length < MIN_LETTERS) return null;
  const best = detectAll(sample)[0];
  return best && best.accuracy >= MIN_ACCURACY ? best.lang : null;
}

/** The reply language for a language code ("en", "es-ES"…): English or Spanish when it is one of them, else French (the product's default). */
export function replyLanguageOf(code: string | null): ReplyLanguage {
  const base = code?.slice(0, 2).toLowerCase();
  return base === 'en' || base === 'es' ? base : 'fr';
}

/** The language to answer a review in: English or Spanish when the text clearly is, else French. */
export function detectLanguage(text: string | null): ReplyLanguage {
  return replyLanguageOf(identifyLanguage(text));
}
