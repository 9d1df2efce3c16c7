import { foldText } from '../../../shared/text';

/** The fields an import reads, each from a column of the CSV chosen by its header. */
export const IMPORT_FIELDS = ['name', 'email', 'phone', 'language'] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
export type ImportMapping = Partial<Record<ImportField, string>>;

// Headers as tills, booking tools and spreadsheets write them, in French, English and Spanish, folded.
const HEADER_WORDS: Record<ImportField, RegExp> = {
  name: /^(nom|name|nombre|client|cliente|customer|nom complet|full name|prenom nom|nom prenom)$/,
  email: /(e-?mail|courriel|correo|mail)/,
  phone: /(tel|phone|mobile|portable|movil|gsm|cellulaire)/,
  language: /(langue|language|idioma|lang)/,
};

/** A first mapping guessed from the headers, for the owner to check: each field takes the first column that names it. */
export function guessMapping(columns: string[]): ImportMapping {
  const mapping: ImportMapping = {};
  for (const field of IMPORT_FIELDS) {
    const column = columns.find((header) => HEADER_WORDS[field].test(foldText(header).trim()) && !Object.values(mapping).includes(header));
    if (column) mapping[field] = column;
  }
  return mapping;
}
