import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { object, ValidationError, type Schema } from 'yup';
import { emailField } from './auth-schemas';
import { stringField } from './string-field';

const NOT_STRINGS: [string, unknown][] = [
  ['an array', ['a', 'b']],
  ['an empty array', []],
  ['an object', {}],
  ['an operator object', { $ne: null }],
  ['an object whose toString is not a function', { toString: 1, valueOf: 1 }],
  ['a number', 123],
  ['a boolean', true],
  ['null', null],
];

/** The message each field reports, or 'valid'; a throw other than a ValidationError fails the test. */
function messageOf(schema: Schema, value: unknown): string {
  try {
    object({ field: schema }).validateSync({ field: value }, { abortEarly: false });
    return 'valid';
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return error.errors.join(', ');
  }
}

/** A source that may declare a schema: TypeScript, neither a test nor stringField itself. */
const isSchemaSource = (file: string) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('string-field.ts');

describe('stringField', () => {
  it.each(NOT_STRINGS)('refuses %s with the field’s invalid key, before trim or lowercase reads it', (_, value) => {
    const field = stringField('validation.email.invalid', { trim: true, lowercase: true }).optional();
    expect(messageOf(field, value)).toBe('validation.email.invalid');
  });

  it('trims and lowercases a string, as the forms and the API expect', () => {
    expect(emailField.validateSync('  Léa@Example.FR ')).toBe('léa@example.fr');
    expect(stringField('validation.otp.invalid', { trim: true }).validateSync(' 123456 ')).toBe('123456');
    expect(stringField('validation.sort.invalid').validateSync(' kept ')).toBe(' kept ');
  });

  it('refuses a NUL character, which PostgreSQL text cannot hold', () => {
    expect(messageOf(stringField('validation.search.tooLong'), 'a\u0000b')).toBe('validation.search.tooLong');
  });

  it('lets a field that says so take null, and reports a missing required value as required', () => {
    expect(messageOf(stringField('validation.redirect.invalid').nullable(), null)).toBe('valid');
    expect(messageOf(stringField('validation.otp.invalid').required('validation.otp.required'), undefined)).toBe('validation.otp.required');
  });

  it('is where every text field of a shared schema or a route starts: no bare yup string()', () => {
    const root = path.join(__dirname, '..', '..');
    const sources = [
      ...readdirSync(__dirname).map((file) => path.join(__dirname, file)),
      ...readdirSync(path.join(root, 'server', 'modules'), { recursive: true, encoding: 'utf8' }).map((file) =>
        path.join(root, 'server', 'modules', file),
      ),
    ].filter(isSchemaSource);
    const bare = sources.filter((file) => /\bstring\(\)/.test(readFileSync(file, 'utf8')));
    expect(bare).toEqual([]);
  });
});
