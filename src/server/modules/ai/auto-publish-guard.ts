import { AUTO_PUBLISH_MAX_HELD_RATING, type AutoReplyMode, type QueueReason } from '../../../shared/api/ai';
import { foldedWordsOf } from '../../../shared/text';

/** Why a draft may not be published without the owner reading it first. */
export type DraftRisk = Extract<QueueReason, 'contact-details' | 'amount' | 'promise' | 'review-instruction'>;

/** What the owner wrote themselves (signature, business name) is theirs to publish: it is left out of the checks. */
export type DraftOwnText = { signature: string; businessName: string };

/** A reply is at most 4,096 bytes and a review is read up to this length: every pattern below runs on bounded text. */
const MAX_CHECKED_CHARS = 10_000;
/** This many consecutive words of the review found in the draft: the review dictated (part of) the reply. */
const COPIED_WORDS = 4;

/**
 * Nine digits or more, spaces, dots, dashes or brackets between them: 06 12 34 56 78, +33 (0)6 12… (a date such as
 * 26.11.2026 has eight). A fixed count, so linear.
 */
const PHONE = /\d(?:[\s().-]{0,2}\d){8}/;
const EMAIL = /[^\s@]@[^\s@]/;
const WEB_ADDRESS = /https?:\/\/|\bwww\./i;
/** A name followed by a common top-level domain and no further letter: « monresto.fr », « bit.ly/x », not « merci.Françoise ». */
const DOMAIN =
  /[\p{L}\p{N}-]\.(?:com|fr|net|org|info|biz|eu|es|be|ch|io|co|me|uk|de|it|pt|shop|store|site|online|app|ly|gl|link)(?![\p{L}\p{N}])/iu;
const CURRENCY_SIGN = /[$£€]/;
const PERCENT = /\d\s?%/;

const AMOUNT_WORDS = new Set(['eur', 'euro', 'euros', 'usd', 'dollar', 'dollars', 'percent', 'pourcent']);
const AMOUNT_PHRASES = ['pour cent', 'por ciento'];
const PROMISE_WORDS = new Set([
  'remise',
  'remises',
  'reduction',
  'reductions',
  'rebaja',
  'rebajas',
  'gift',
  'gifts',
  'cadeau',
  'cadeaux',
  'regalo',
  'regalos',
  'free',
  'gratis',
  'offert',
  'offerte',
  'offerts',
  'offertes',
]);
/** Word beginnings of a promise in every form: rembourser, remboursement, reembolsamos, refunded, gratuite… */
const PROMISE_STEMS = ['rembours', 'reembols', 'refund', 'reimburs', 'gratuit', 'discount', 'descuent', 'voucher', 'coupon'];
const PROMISE_PHRASES = ['bon d achat', 'bons d achat', 'code promo', 'geste commercial'];
/** Polite English that holds « free » without promising anything. */
const HARMLESS_PHRASES = ['feel free'];
/** Words a reply has no reason to hold unless a review steered the model: ignore…, instructions, system prompt. */
const INSTRUCTION_STEMS = ['ignor', 'instruc', 'consigne'];
/** « prompt » alone is English for quick (« prompt service »): only these phrases count. */
const INSTRUCTION_PHRASES = [
  'system prompt',
  'prompt systeme',
  'prompt del sistema',
  'my prompt',
  'mon prompt',
  'as an ai',
  'language model',
  'modele de langage',
  'modelo de lenguaje',
  'en tant qu ia',
  'como ia',
];

/** Lower-case words without accents; the owner's own text becomes a break (`|`) that no word sequence crosses. */
function foldedWords(text: string, own: string[] = []): string[] {
  let spaced = ` ${foldedWordsOf(text.slice(0, MAX_CHECKED_CHARS)).join(' ')} `;
  for (const part of own) {
    const words = foldedWordsOf(part);
    if (words.length) spaced = spaced.replaceAll(` ${words.join(' ')} `, ' | ');
  }
  return spaced.split(' ').filter(Boolean);
}

const hasPhrase = (spaced: string, phrases: string[]) => phrases.some((phrase) => spaced.includes(` ${phrase} `));
const hasStem = (words: string[], stems: string[]) => words.some((word) => stems.some((stem) => word.startsWith(stem)));

/** Whether COPIED_WORDS consecutive words of the review appear, in order, in the draft. */
function copiesReview(draftWords: string[], reviewWords: string[]): boolean {
  const sequences = new Set<string>();
  const sequencesOf = (words: string[], take: (sequence: string) => boolean) => {
    for (let start = 0; start + COPIED_WORDS <= words.length; start += 1) {
      const slice = words.slice(start, start + COPIED_WORDS);
      if (!slice.includes('|') && take(slice.join(' '))) return true;
    }
    return false;
  };
  sequencesOf(reviewWords, (sequence) => (sequences.add(sequence), false));
  return sequences.size > 0 && sequencesOf(draftWords, (sequence) => sequences.has(sequence));
}

/**
 * What makes a draft unfit to publish without a human, or null: contact details (phone, e-mail, web address), an amount
 * of money, a promise (refund, discount, gift, free…), or words the review seems to have dictated (a run of its own
 * words copied, or talk of instructions and prompts). The review's text reaches the model, so a reviewer can try to
 * make the owner say anything; these are what such a reviewer would want said. Checked in that order.
 */
export function draftRisk(draft: string, reviewContent: string | null, own: DraftOwnText): DraftRisk | null {
  const ownParts = [own.signature.trim(), own.businessName.trim()].filter(Boolean);
  let checked = draft.slice(0, MAX_CHECKED_CHARS);
  for (const part of ownParts) checked = checked.split(part).join(' ');

  if (PHONE.test(checked) || EMAIL.test(checked) || WEB_ADDRESS.test(checked) || DOMAIN.test(checked)) return 'contact-details';

  const words = foldedWords(checked);
  let spaced = ` ${words.join(' ')} `;
  if (CURRENCY_SIGN.test(checked) || PERCENT.test(checked)) return 'amount';
  if (words.some((word) => AMOUNT_WORDS.has(word)) || hasPhrase(spaced, AMOUNT_PHRASES)) return 'amount';

  for (const phrase of HARMLESS_PHRASES) spaced = spaced.replaceAll(` ${phrase} `, ' ');
  const promiseWords = spaced.split(' ').filter(Boolean);
  if (promiseWords.some((word) => PROMISE_WORDS.has(word)) || hasStem(promiseWords, PROMISE_STEMS) || hasPhrase(spaced, PROMISE_PHRASES)) {
    return 'promise';
  }

  if (hasStem(words, INSTRUCTION_STEMS) || hasPhrase(spaced, INSTRUCTION_PHRASES)) return 'review-instruction';
  if (reviewContent && copiesReview(foldedWords(draft, ownParts), foldedWords(reviewContent, ownParts))) return 'review-instruction';
  return null;
}

/** An automatic reply just written: the owner's watched word found in its review or not, the mode, the review, the draft. */
export type WrittenAutoReply = { watched: boolean; mode: AutoReplyMode; rating: number; review: string | null; draft: string };

/**
 * Why a written automatic reply waits for the owner, or null when it may be published as it is: a watched word, then
 * the approval mode, then a risky draft, then a rating at or under AUTO_PUBLISH_MAX_HELD_RATING (never published
 * without a human, whatever the settings).
 */
export function heldBecause(reply: WrittenAutoReply, own: DraftOwnText): QueueReason | null {
  if (reply.watched) return 'manual-word';
  if (reply.mode === 'approve') return 'approval';
  return draftRisk(reply.draft, reply.review, own) ?? (reply.rating <= AUTO_PUBLISH_MAX_HELD_RATING ? 'low-rating' : null);
}
