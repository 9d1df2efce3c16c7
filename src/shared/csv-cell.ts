/**
 * One cell of a CSV file someone will open in a spreadsheet (RFC 4180 quoting, OWASP's advice on formulas).
 *
 * A spreadsheet runs a cell starting with `=`, `+`, `-`, `@`, a tab or a carriage return as a formula. It also
 * guesses the separator from the reader's locale, so a file written with `;` may be split on `,` (and a quoted field
 * split inside its quotes): every piece of a text that could start a cell — its start, and whatever follows a `,`, a
 * `;` or a line end — is prefixed with an apostrophe when it starts with one of those, quotes and spaces before it
 * included (`"=…` opens a quoted cell; an import that trims spaces makes ` =…` a formula).
 */
const CELL_STARTING_A_FORMULA = /(^|[,;\r\n])(?=[ "]*[=+\-@\t\r])/g;

/** Fields holding one of these are quoted, whichever of `,` and `;` separates the file. */
const NEEDS_QUOTES = /[",;\r\n]/;

/** A text's value made safe to open and quoted when needed; a number is written as is (-3 is a number, not a formula). */
export function formulaSafeCsvCell(value: string | number | null): string {
  if (value === null) return '';
  const text = typeof value === 'number' ? String(value) : value.replace(CELL_STARTING_A_FORMULA, "$1'");
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A number for a spreadsheet: its decimal mark `,` (in a file separated by `;`, as French and Spanish spreadsheets read
 * it) or `.` (separated by `,`). Quoted when it holds a `,`, whichever separator splits the file; digits and a sign
 * alone, so never a formula. Nothing for a missing or non-finite value.
 */
export function decimalCsvCell(value: number | null, decimalMark: ',' | '.'): string {
  if (value === null || !Number.isFinite(value)) return '';
  const text = String(value).replace('.', decimalMark);
  return text.includes(',') ? `"${text}"` : text;
}
