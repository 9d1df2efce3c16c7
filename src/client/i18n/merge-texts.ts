/** A language's texts, or a section of them: texts and nested sections by key. */
export type Texts = { [key: string]: string | Texts };

/**
 * The two files of a language merged into one bundle. A section may be split between them (the
 * sign-in screen's API errors in the first, the other screens' in the second), so sections merge
 * key by key; a text is in one file only.
 */
export function mergeTexts(first: Texts, second: Texts): Texts {
  const merged: Texts = { ...first };
  for (const [key, value] of Object.entries(second)) {
    const existing = merged[key];
    merged[key] = typeof existing === 'object' && typeof value === 'object' ? mergeTexts(existing, value) : value;
  }
  return merged;
}
