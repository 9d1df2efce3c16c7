import { foldText, foldedWordsOf } from '../text';

/**
 * Incentives in an owner's own sentence for review requests. Google's policy and French law (DGCCRF) forbid offering
 * anything in return for a review, so the sentence added to a request may not promise or suggest something of value.
 * Only ever applied to what the OWNER writes, never to customers' reviews.
 *
 * Every language's list applies to every text (an owner may write in any of them). Entries are written as one reads
 * them and compared folded (case and accents dropped), on whole words: « nul » is never found in « annulé », and a
 * plural matches only when it is listed. Better a few harmless refusals (the owner sees the words and rephrases) than
 * a promise let through.
 */

/** Only the first characters are read: the sentence's schema caps it far below, and any input stays cheap. */
export const INCENTIVE_SCAN_MAX_LENGTH = 10_000;

type LanguageWords = {
  /** Words and word sequences that name something of value given, or a chance to win it. */
  incentives: readonly string[];
  /** Sequences that contain one of them but promise nothing (« remise en forme », "feel free to"). */
  exceptions: readonly string[];
  /** Verbs of winning: an incentive, unless what is won (past `beforeObject`) is in `notPrizes`. */
  winVerbs: readonly string[];
  beforeObject: readonly string[];
  /** What one wins that is no prize: « gagner du temps », "win your trust", « gagner en visibilité ». */
  notPrizes: readonly string[];
};

const FRENCH: LanguageWords = {
  incentives: [
    'remise',
    'remises',
    'réduction',
    'réductions',
    'réduc',
    'ristourne',
    'ristournes',
    'rabais',
    'offert',
    'offerte',
    'offerts',
    'offertes',
    'vous offre',
    'offrons',
    'offrirons',
    'offrira',
    'cadeau',
    'cadeaux',
    'gratuit',
    'gratuite',
    'gratuits',
    'gratuites',
    'gratuitement',
    "bon d'achat",
    "bons d'achat",
    'bon de réduction',
    'code promo',
    'promo',
    'promos',
    'coupon',
    'coupons',
    'bonus',
    'récompense',
    'récompenses',
    'récompenser',
    'récompenserons',
    'points de fidélité',
    'point de fidélité',
    'points fidélité',
    'tirage au sort',
    'tiré au sort',
    'tirée au sort',
    'tirés au sort',
    'tirées au sort',
    'concours',
    'tombola',
    'loterie',
    'gagnant',
    'gagnante',
    'gagnants',
    'gagnantes',
    'tentez votre chance',
    'moitié prix',
    'demi-tarif',
    'prix réduit',
    'tarif réduit',
    'tarif préférentiel',
    'offre spéciale',
    'offre exclusive',
    'en échange',
    'en contrepartie',
    'une contrepartie',
    '2 pour 1',
  ],
  exceptions: [
    'remise en forme',
    'remise en état',
    'remise à niveau',
    'remise en question',
    'remise en cause',
    // « Merci de votre concours » is thanks for one's help.
    'votre concours',
    'ton concours',
    'précieux concours',
    // The owner's own reward: « votre satisfaction est notre plus belle récompense ».
    'notre récompense',
    'notre plus belle récompense',
    'notre plus grande récompense',
    'notre meilleure récompense',
    // A gift to the business, not to the customer: « votre avis est un cadeau pour nous ».
    'un cadeau pour nous',
    'tout à gagner',
    'rien à gagner',
    'temps à gagner',
    // Saying that nothing is given is allowed.
    'rien en échange',
  ],
  winVerbs: ['gagner', 'gagnez', 'gagnerez', 'gagnera', 'gagne', 'remporter', 'remportez', 'remporterez'],
  beforeObject: [
    'un',
    'une',
    'des',
    'du',
    'de',
    'd',
    'la',
    'le',
    'les',
    'l',
    'votre',
    'vos',
    'notre',
    'nos',
    'leur',
    'plus',
    'nouveaux',
    'nouvelles',
    'en',
  ],
  notPrizes: [
    'temps',
    'confiance',
    'place',
    'clients',
    'clientes',
    'clientèle',
    'cœur',
    'cœurs',
    'visibilité',
    'notoriété',
    'qualité',
    'efficacité',
    'expérience',
    'sérénité',
  ],
};

const ENGLISH: LanguageWords = {
  incentives: [
    'discount',
    'discounts',
    'discounted',
    // "free" alone is a promise; "feel free to", "free to say", "a free minute" are not (see the exceptions).
    'free',
    'freebie',
    'freebies',
    'complimentary',
    'on the house',
    'gift',
    'gifts',
    'giftcard',
    'voucher',
    'vouchers',
    'coupon',
    'coupons',
    'promo',
    'promo code',
    'reward',
    'rewards',
    'rewarded',
    'prize',
    'prizes',
    'giveaway',
    'giveaways',
    'give away',
    'giving away',
    'raffle',
    'sweepstakes',
    'lottery',
    'winner',
    'winners',
    'cashback',
    'cash back',
    'store credit',
    'loyalty points',
    'bonus',
    'half price',
    'half off',
    'buy one get one',
    'special offer',
    'exclusive offer',
    'in exchange',
    'in return',
    '2 for 1',
  ],
  exceptions: [
    'feel free',
    'free to',
    'free minute',
    'free moment',
    'free time',
    'toll free',
    'our reward',
    'our best reward',
    'our greatest reward',
    'our biggest reward',
    'a gift to us',
    'a gift for us',
    'win win',
    'nothing in return',
    'nothing in exchange',
  ],
  winVerbs: ['win'],
  beforeObject: ['a', 'an', 'the', 'your', 'our', 'their', 'some', 'more', 'new', 'back', 'over'],
  notPrizes: ['trust', 'confidence', 'customers', 'clients', 'heart', 'hearts', 'loyalty', 'vote', 'votes', 'time'],
};

const SPANISH: LanguageWords = {
  incentives: [
    'descuento',
    'descuentos',
    'rebaja',
    'rebajas',
    'regalo',
    'regalos',
    'regalamos',
    'regalaremos',
    'obsequio',
    'obsequios',
    'obsequiamos',
    'gratis',
    'gratuito',
    'gratuita',
    'gratuitos',
    'gratuitas',
    'de cortesía',
    'invita la casa',
    'cuenta de la casa',
    'cupón',
    'cupones',
    // « vale » alone is "OK" (« ¡Vale, gracias! », « vale la pena »): only as a voucher.
    'un vale',
    'vale de compra',
    'vales de compra',
    'bono',
    'bonos',
    'código promocional',
    'promoción',
    'promociones',
    'premio',
    'premios',
    'recompensa',
    'recompensas',
    'recompensamos',
    'sorteo',
    'sorteos',
    'sorteamos',
    'concurso',
    'concursos',
    'ganador',
    'ganadora',
    'ganadores',
    'puntos de fidelidad',
    'mitad de precio',
    'oferta especial',
    'a cambio',
    '2x1',
    '2 por 1',
  ],
  exceptions: ['nuestra recompensa', 'nuestra mejor recompensa', 'nuestra mayor recompensa', 'un regalo para nosotros', 'nada a cambio'],
  // Not « ganas »: « tenemos ganas de verte » is a wish.
  winVerbs: ['ganar', 'gana', 'gane', 'ganarás', 'ganará'],
  beforeObject: [
    'un',
    'una',
    'unos',
    'unas',
    'el',
    'la',
    'los',
    'las',
    'su',
    'sus',
    'tu',
    'tus',
    'nuestro',
    'nuestra',
    'más',
    'nuevos',
    'nuevas',
    'del',
    'de',
    'en',
  ],
  notPrizes: ['tiempo', 'confianza', 'clientes', 'corazón', 'fidelidad', 'visibilidad', 'calidad', 'experiencia'],
};

const LANGUAGES = [FRENCH, ENGLISH, SPANISH];

/** Amounts: a number with %, €, $ or £ (either side), or with one of these words after it. */
const MONEY_SYMBOLS = new Set(['%', '€', '$', '£']);
const AMOUNT_UNITS = ['euros', 'euro', 'eur', 'dollars', 'dollar', 'usd', 'pour cent', 'pourcent', 'percent', 'per cent', 'por ciento'];
const PERCENT_UNITS = new Set(['%', 'pour', 'pourcent', 'percent', 'per', 'por']);
/** "10euros" written as one word. Anchored, digits then letters: linear. */
const GLUED_AMOUNT = /^\d+(?:euros?|eur|dollars?)$/;
const DIGITS = /^\d+$/;
const MINUS_SIGNS = new Set(['-', '−', '–']);
/** What may join the parts of one number: « 9,99 », "1.5", « 1 000 » (also with non-breaking spaces). */
const NUMBER_JOINS = new Set([',', '.', ' ', '\u00a0', '\u202f']);

/** "gluten-free", "sugar-free": a word ending a hyphenated compound describes, it gives nothing. */
const NOT_AFTER_HYPHEN = new Set(['free']);

/** Words (letters, digits and their combining marks) and the money symbols, each one token. Linear: no overlap. */
const TOKEN = /[\p{L}\p{N}\p{M}]+|[%€$£]/gu;

type Token = { start: number; end: number; word: string };
type Match = { first: number; last: number };

/** Word sequences, folded, by their first word (longest first), for a lookup per token. */
function sequencesByFirstWord(entries: readonly string[]): Map<string, string[][]> {
  const byFirst = new Map<string, string[][]>();
  for (const entry of entries) {
    const words = foldedWordsOf(entry);
    if (words.length === 0) continue;
    byFirst.set(words[0], [...(byFirst.get(words[0]) ?? []), words]);
  }
  for (const sequences of byFirst.values()) sequences.sort((a, b) => b.length - a.length);
  return byFirst;
}

const foldedSet = (entries: readonly string[]) => new Set(entries.flatMap(foldedWordsOf));
const INCENTIVES = sequencesByFirstWord(LANGUAGES.flatMap((language) => language.incentives));
const EXCEPTIONS = sequencesByFirstWord(LANGUAGES.flatMap((language) => language.exceptions));
const WIN_VERBS = foldedSet(LANGUAGES.flatMap((language) => language.winVerbs));
const BEFORE_OBJECT = foldedSet(LANGUAGES.flatMap((language) => language.beforeObject));
const NOT_PRIZES = foldedSet(LANGUAGES.flatMap((language) => language.notPrizes));
const UNITS = sequencesByFirstWord(AMOUNT_UNITS);

function tokensOf(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const word = foldText(match[0]);
    if (word) tokens.push({ start: match.index, end: match.index + match[0].length, word });
  }
  return tokens;
}

/** The longest of `sequences` starting at token `at`, as the index of its last token, or -1. */
function sequenceAt(tokens: Token[], at: number, byFirst: Map<string, string[][]>): number {
  const sequence = byFirst.get(tokens[at].word)?.find((words) => words.every((word, k) => tokens[at + k]?.word === word));
  return sequence ? at + sequence.length - 1 : -1;
}

/** Only blanks between two tokens (or nothing): "10 %", "10%", « 10 € ». */
const blankBetween = (text: string, left: Token, right: Token) => text.slice(left.end, right.start).trim() === '';

/** Tokens inside an exception, or ending a hyphenated compound like "gluten-free". */
function excusedTokens(text: string, tokens: Token[]): boolean[] {
  const excused = tokens.map(() => false);
  tokens.forEach((token, at) => {
    const last = sequenceAt(tokens, at, EXCEPTIONS);
    for (let k = at; k <= last; k += 1) excused[k] = true;
    if (NOT_AFTER_HYPHEN.has(token.word) && at > 0 && tokens[at - 1].end === token.start - 1 && text[token.start - 1] === '-') {
      excused[at] = true;
    }
  });
  return excused;
}

/** Where the number ending at token `at` starts: back over « 9,99 » or « 1 000 ». */
function numberStart(text: string, tokens: Token[], at: number): number {
  let first = at;
  while (
    first > 0 &&
    at - first < 3 &&
    DIGITS.test(tokens[first - 1].word) &&
    tokens[first].start - tokens[first - 1].end === 1 &&
    NUMBER_JOINS.has(text[tokens[first].start - 1])
  ) {
    first -= 1;
  }
  return first;
}

/** Where the number starting at token `at` ends: on over "5.99" (not over a blank: "$5 10 times"). */
function numberEnd(text: string, tokens: Token[], at: number): number {
  let last = at;
  while (
    last + 1 < tokens.length &&
    last - at < 3 &&
    DIGITS.test(tokens[last + 1].word) &&
    tokens[last + 1].start - tokens[last].end === 1 &&
    (text[tokens[last].end] === ',' || text[tokens[last].end] === '.')
  ) {
    last += 1;
  }
  return tokens[last].end;
}

/** The minus sign written just before a number ("-10 %", "- 10 %"), as its position, or -1. */
function minusBefore(text: string, start: number): number {
  if (MINUS_SIGNS.has(text[start - 1] ?? '')) return start - 1;
  if (text[start - 1] === ' ' && MINUS_SIGNS.has(text[start - 2] ?? '')) return start - 2;
  return -1;
}

/** An amount starting at token `at`: "€10", "$5", "10 %", « 9,99 € », « 10 euros », "10euros"; null otherwise. */
function amountAt(text: string, tokens: Token[], at: number): { start: number; end: number } | null {
  const token = tokens[at];
  const next = tokens[at + 1];
  if (MONEY_SYMBOLS.has(token.word) && token.word !== '%') {
    return next && DIGITS.test(next.word) && blankBetween(text, token, next)
      ? { start: token.start, end: numberEnd(text, tokens, at + 1) }
      : null;
  }
  if (GLUED_AMOUNT.test(token.word)) return { start: token.start, end: token.end };
  if (!DIGITS.test(token.word) || (next && DIGITS.test(next.word) && numberStart(text, tokens, at + 1) <= at)) return null;
  // The unit: a symbol just after, or a word ("euros", « pour cent »).
  let last = next && MONEY_SYMBOLS.has(next.word) && blankBetween(text, token, next) ? at + 1 : -1;
  if (last < 0 && next) last = sequenceAt(tokens, at + 1, UNITS);
  if (last < 0) return null;
  const first = numberStart(text, tokens, at);
  const minus = minusBefore(text, tokens[first].start);
  // "100 %" is a manner of speaking (« 100 % fait maison »); "-100 %" is not.
  if (first === at && token.word === '100' && PERCENT_UNITS.has(next.word) && minus < 0) return null;
  return { start: minus >= 0 ? minus : tokens[first].start, end: tokens[last].end };
}

/** A verb of winning at token `at` with what is won (or nothing after it), unless that is no prize. */
function winAt(tokens: Token[], at: number): Match | null {
  if (!WIN_VERBS.has(tokens[at].word)) return null;
  let object = at + 1;
  while (object < tokens.length && object - at <= 3 && BEFORE_OBJECT.has(tokens[object].word)) object += 1;
  if (object < tokens.length && NOT_PRIZES.has(tokens[object].word)) return null;
  return { first: at, last: Math.min(object, tokens.length - 1) };
}

/**
 * The first words of `text` (as written) that promise or suggest something in return for a review, or null: a gift, a
 * discount, something free, a draw or a prize, an amount of money or a percentage.
 */
export function incentiveIn(text: string): string | null {
  const scanned = text.slice(0, INCENTIVE_SCAN_MAX_LENGTH);
  const tokens = tokensOf(scanned);
  const excused = excusedTokens(scanned, tokens);
  const isExcused = ({ first, last }: Match) => excused.slice(first, last + 1).some(Boolean);
  for (let at = 0; at < tokens.length; at += 1) {
    const last = sequenceAt(tokens, at, INCENTIVES);
    if (last >= 0 && !isExcused({ first: at, last })) return scanned.slice(tokens[at].start, tokens[last].end);
    const amount = amountAt(scanned, tokens, at);
    if (amount) return scanned.slice(amount.start, amount.end);
    const win = winAt(tokens, at);
    if (win && !isExcused(win)) {
      // What is won may be an amount: "Gagnez 1 000 €" whole, not "Gagnez 1".
      const object = tokens[win.last];
      const isAmount = win.last > at && (DIGITS.test(object.word) || MONEY_SYMBOLS.has(object.word));
      const wonAmount = isAmount
        ? [0, 1, 2, 3].map((k) => win.last + k < tokens.length && amountAt(scanned, tokens, win.last + k)).find(Boolean)
        : null;
      return scanned.slice(tokens[win.first].start, wonAmount ? wonAmount.end : tokens[win.last].end);
    }
  }
  return null;
}
