import type { RequestContact } from '../../../shared/api/review-requests';
import { isLanguage, type Language } from '../../../shared/constants';
import { cleanContact } from '../../../shared/validation/review-request-schemas';

/** One pasted contact, with the line it came from (1 for the first line of the text). */
export type ContactLine = { line: number; contact: RequestContact; usable: boolean };

// `Name; email or phone; language`: semicolons (what a French spreadsheet exports) or tabs (a pasted range of cells).
const SEPARATOR = /[;\t]/;

/**
 * The contacts of a pasted list, one per non-empty line: a name, then an e-mail (anything with an "@") or a mobile
 * number, then an optional language (fr, en or es, else `language`). `usable` is the shared rule the server applies
 * (`cleanContact`): a name and a valid e-mail or mobile number.
 */
export function contactLinesOf(text: string, language: Language): ContactLine[] {
  return text.split(/\r?\n/).flatMap((raw, at) => {
    if (!raw.trim()) return [];
    const [name = '', address = '', lineLanguage = ''] = raw.split(SEPARATOR).map((part) => part.trim());
    const contact: RequestContact = {
      name,
      ...(address.includes('@') ? { email: address } : address ? { phone: address } : {}),
      language: isLanguage(lineLanguage.toLowerCase()) ? lineLanguage.toLowerCase() : language,
    };
    return [{ line: at + 1, contact, usable: cleanContact(contact, language) !== null }];
  });
}
