/**
 * How text is compared wherever a person's words meet a rule: the review search, watched words, the auto-publish
 * checks, trade names, Google location names. One fold, so "Hygiène", "hygiene" and "HYGIÈNE" are the same word on
 * both sides of the wire, and « œuf » is "oeuf".
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replaceAll('œ', 'oe').replaceAll('æ', 'ae');
}

/** A text's words, folded: letters and digits, split on anything else. */
export function foldedWordsOf(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * A name as a file name's part: `boulangerie-du-port` for « Boulangerie du Port », ASCII only (so it fits a header),
 * at most 40 characters; `fallback` when nothing is left.
 */
export function fileNameSlug(name: string, fallback: string): string {
  const words = foldedWordsOf(name)
    .map((word) => word.replace(/[^a-z0-9]/g, ''))
    .filter(Boolean);
  const cut = words.join('-').slice(0, 40);
  return (cut.endsWith('-') ? cut.slice(0, -1) : cut) || fallback;
}

/** Watched words are looked for in a review's first 10,000 characters: enough for any review, bounded for any input. */
const WATCHED_TEXT_MAX_LENGTH = 10_000;

/**
 * The first watched word a text contains, or null: whole words (or word sequences) compared folded, so « nul » is not
 * found in « annulé » and « Hygiène » is found in « hygiene ».
 */
export function watchedWordIn(text: string | null, words: readonly string[]): string | null {
  if (!text) return null;
  const spaced = ` ${foldedWordsOf(text.slice(0, WATCHED_TEXT_MAX_LENGTH)).join(' ')} `;
  return (
    words.find((word) => {
      const wordsOfWord = foldedWordsOf(word);
      return wordsOfWord.length > 0 && spaced.includes(` ${wordsOfWord.join(' ')} `);
    }) ?? null
  );
}

/** The name an account gets when none is given: the provider's display name, else the address before its "@". */
export function defaultNameOf(email: string | null | undefined, displayName?: string | null): string {
  return displayName?.trim() || (email ?? '').split('@')[0];
}

/**
 * How the team names one of its members in the journal and under a reply (« Répondu par Sophie »): the first word of
 * their account's name (« Sophie Martin » → « Sophie »), the whole name when it is one word.
 */
export function firstNameOf(name: string): string {
  const trimmed = name.trim();
  return trimmed.split(/\s+/)[0] || trimmed;
}

/** « a, b et c »: items joined the way the language lists them (the AI's templates, the widget's legal line). */
export function listWith(and: string) {
  return (items: string[]): string =>
    items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}
