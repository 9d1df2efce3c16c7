import { parse } from 'csv-parse/sync';
import { decimalCsvCell, formulaSafeCsvCell } from './csv-cell';

/** A formula's first character, after the spaces an import may trim. */
const FORMULA_START = /^ *[=+\-@\t\r]/;

/** Cells as a spreadsheet guessing the separator would see them: quotes honoured where they open a cell. */
const cellsOf = (csv: string, delimiter: ',' | ';'): string[] =>
  (parse(csv, { delimiter, relax_quotes: true, relax_column_count: true }) as string[][]).flat();

describe('formulaSafeCsvCell', () => {
  it('quotes what holds a separator, a quote or a line end, and writes the rest as is', () => {
    expect(formulaSafeCsvCell('Très bien')).toBe('Très bien');
    expect(formulaSafeCsvCell('Bien; "vraiment"\nmerci')).toBe('"Bien; ""vraiment""\nmerci"');
    expect(formulaSafeCsvCell('Bien, merci')).toBe('"Bien, merci"');
    expect(formulaSafeCsvCell(-3)).toBe('-3');
    expect(formulaSafeCsvCell(null)).toBe('');
  });

  it('puts an apostrophe before each piece of the text that would start a formula cell', () => {
    expect(formulaSafeCsvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(formulaSafeCsvCell('x,=HYPERLINK("http://a.test")')).toBe(`"x,'=HYPERLINK(""http://a.test"")"`);
    expect(formulaSafeCsvCell('x;+1')).toBe(`"x;'+1"`);
    expect(formulaSafeCsvCell('x\r\n-1\n@SUM(A1)')).toBe(`"x\r\n'-1\n'@SUM(A1)"`);
    expect(formulaSafeCsvCell('x,\t=1')).toBe(`"x,'\t=1"`);
    expect(formulaSafeCsvCell('x, "=1"')).toBe(`"x,' ""=1"""`);
    expect(formulaSafeCsvCell('Prix - correct, accueil 5/5')).toBe('"Prix - correct, accueil 5/5"');
  });

  const attacks = [
    'x,=HYPERLINK("http://evil.test","clic")',
    'x;=1+1',
    'avis,+33 6 12 34 56 78',
    'a,-2+3',
    'a,@SUM(1)',
    'a,\t=1',
    'a,\r=1',
    'a\n=1',
    'a\r\n=1',
    'a, =1',
    'a,"=1"',
    'a;"=1,2";=3',
    "=cmd|' /C calc'!A0",
  ];

  it.each([',', ';'] as const)('leaves no cell starting a formula when the file is split on "%s"', (delimiter) => {
    const line = (fields: (string | number)[]) => fields.map(formulaSafeCsvCell).join(';');
    const csv = attacks.map((attack) => line(['note', attack, 4, attack])).join('\r\n');
    const cells = cellsOf(csv, delimiter);
    expect(cells.length).toBeGreaterThan(attacks.length);
    expect(cells.filter((cell) => FORMULA_START.test(cell))).toEqual([]);
  });
});

describe('decimalCsvCell', () => {
  it('writes the decimal mark asked for, quoted when it is a comma, and nothing for no value', () => {
    expect(decimalCsvCell(4.35, ',')).toBe('"4,35"');
    expect(decimalCsvCell(-0.2, ',')).toBe('"-0,2"');
    expect(decimalCsvCell(-0.2, '.')).toBe('-0.2');
    expect(decimalCsvCell(12, ',')).toBe('12');
    expect(decimalCsvCell(null, ',')).toBe('');
    expect(decimalCsvCell(Number.NaN, '.')).toBe('');
  });

  it.each([
    [';', ',', ['1,5', '-0,25', '3']],
    [',', '.', ['1.5', '-0.25', '3']],
  ] as const)('reads back as one number per cell when the file is split on "%s"', (delimiter, mark, expected) => {
    const csv = [1.5, -0.25, 3].map((value) => ['x', decimalCsvCell(value, mark)].join(delimiter)).join('\r\n');
    expect(cellsOf(csv, delimiter).filter((cell) => cell !== 'x')).toEqual(expected);
  });
});
