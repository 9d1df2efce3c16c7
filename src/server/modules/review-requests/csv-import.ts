import { parse } from 'csv-parse';
import { MAX_CONTACTS_PER_SEND, type ImportPreview, type RequestContact } from '../../../shared/api/review-requests';
import { DEFAULT_LANGUAGE } from '../../../shared/constants';
import { foldText } from '../../../shared/text';
import { cleanContact } from '../../../shared/validation/review-request-schemas';
import { AppError } from '../../errors';

/** The most rows one import reads: as many as one send takes. */
export const IMPORT_MAX_ROWS = MAX_CONTACTS_PER_SEND;
/**
 * The text is parsed this many characters at a time, the event loop served between two: a whole 512 KB file parsed at
 * once held it 130 ms (450 ms at worst) on a loaded two-core machine; 16 KB take a few milliseconds.
 */
const PARSE_CHUNK = 16 * 1024;

export type ColumnMapping = { name?: string; email?: string; phone?: string; language?: string };
type Field = keyof ColumnMapping;

/** Header names an owner's file is likely to use, folded: the mapping the preview proposes. */
const LIKELY_HEADERS: Record<Field, string[]> = {
  name: ['nom', 'name', 'prenom', 'nombre', 'client', 'customer', 'nom complet', 'full name'],
  email: ['email', 'e-mail', 'mail', 'courriel', 'adresse e-mail', 'correo', 'correo electronico'],
  phone: ['telephone', 'tel', 'phone', 'mobile', 'portable', 'movil', 'telefono', 'numero'],
  language: ['langue', 'language', 'lang', 'idioma'],
};

/** `;` when the header has more of them than commas (French spreadsheets), else `,`. */
const delimiterOf = (csv: string) => {
  const header = csv.slice(0, csv.indexOf('\n') === -1 ? csv.length : csv.indexOf('\n'));
  return header.split(';').length > header.split(',').length ? ';' : ',';
};

export type ReadImport = ImportPreview & {
  /** The usable rows, one per e-mail or number, with their CSV row numbers. */
  contacts: { row: number; contact: RequestContact }[];
};

/**
 * Reads an owner's CSV with their column mapping (or the likely one from the header): each row is checked as a
 * contact would be, and a row with an e-mail or number already seen is merged into the first (DUPLICATE).
 */
const TOO_MANY_ROWS = () =>
  new AppError(400, 'VALIDATION_ERROR', `At most ${IMPORT_MAX_ROWS} rows per import`, { fields: { csv: 'validation.requests.tooMany' } });

/**
 * The CSV's records, parsed PARSE_CHUNK characters at a time with the event loop served in between, and given up as
 * soon as there are more rows than an import takes (the rest of the file is never parsed).
 */
async function recordsOf(csv: string): Promise<string[][]> {
  const parser = parse({ delimiter: delimiterOf(csv), bom: true, skip_empty_lines: true, relax_column_count: true, trim: true });
  const records: string[][] = [];
  let failed = false;
  parser.on('readable', () => {
    for (let record: string[] | null; (record = parser.read() as string[] | null) !== null;) records.push(record);
  });
  const ended = new Promise<void>((resolve) => {
    parser.on('end', resolve);
    parser.on('error', () => {
      failed = true;
      resolve();
    });
  });
  for (let at = 0; at < csv.length && !failed; at += PARSE_CHUNK) {
    parser.write(csv.slice(at, at + PARSE_CHUNK));
    await new Promise((resolve) => setImmediate(resolve));
    if (records.length - 1 > IMPORT_MAX_ROWS) {
      parser.destroy();
      throw TOO_MANY_ROWS();
    }
  }
  parser.end();
  await ended;
  if (failed) throw new AppError(400, 'VALIDATION_ERROR', 'The file is not a readable CSV', { fields: { csv: 'validation.requests.csv' } });
  return records;
}

export async function readImport(csv: string, mapping: ColumnMapping): Promise<ReadImport> {
  const records = await recordsOf(csv);
  if (records.length < 2)
    throw new AppError(400, 'VALIDATION_ERROR', 'The file has no rows under its header', { fields: { csv: 'validation.requests.csv' } });
  if (records.length - 1 > IMPORT_MAX_ROWS) throw TOO_MANY_ROWS();
  const [columns, ...rows] = records;
  const folded = columns.map((column) => foldText(column));
  const indexOf = (field: Field) => {
    const chosen = mapping[field];
    if (chosen !== undefined) return columns.indexOf(chosen);
    return folded.findIndex((column) => LIKELY_HEADERS[field].includes(column));
  };
  const at = { name: indexOf('name'), email: indexOf('email'), phone: indexOf('phone'), language: indexOf('language') };
  const cell = (record: string[], index: number) => (index >= 0 ? (record[index] ?? '').trim() : '');

  const seen = new Set<string>();
  const preview: ReadImport = { columns, rows: [], merged: 0, contacts: [] };
  for (const [position, record] of rows.entries()) {
    const row = position + 2;
    const given: RequestContact = {
      name: cell(record, at.name),
      email: cell(record, at.email) || undefined,
      phone: cell(record, at.phone) || undefined,
      language: cell(record, at.language).toLowerCase() || undefined,
    };
    const contact = cleanContact(given, DEFAULT_LANGUAGE);
    const keys = contact ? [contact.email, contact.phone].filter((key): key is string => key !== null) : [];
    const duplicate = keys.some((key) => seen.has(key));
    keys.forEach((key) => seen.add(key));
    const problem = !contact ? 'INVALID_CONTACT' : duplicate ? 'DUPLICATE' : null;
    if (problem === 'DUPLICATE') preview.merged += 1;
    preview.rows.push({
      row,
      name: contact?.name ?? given.name,
      email: contact?.email ?? given.email ?? null,
      phone: contact?.phone ?? given.phone ?? null,
      language: contact?.language ?? null,
      problem,
    });
    if (contact && !duplicate)
      preview.contacts.push({ row, contact: { ...contact, email: contact.email ?? undefined, phone: contact.phone ?? undefined } });
  }
  return preview;
}
