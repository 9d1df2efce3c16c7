import { foldText } from '../../../shared/text';

/**
 * Text as the review search compares it: lower case, accents and ligatures removed, so "creme"
 * finds « crème » and « oeuf » finds « œuf ». The migration backfills old rows with the same rule in SQL.
 */
export function searchTextOf(...parts: (string | null | undefined)[]): string {
  return foldText(parts.filter(Boolean).join(' '));
}

/** A search term as a LIKE pattern that matches it anywhere, its own %, _ and \ taken literally. */
export function containsPattern(term: string): string {
  return `%${searchTextOf(term).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
