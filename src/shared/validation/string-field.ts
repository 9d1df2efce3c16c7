import { string } from 'yup';

/** The message of a field whose value is not the kind expected, when the field has no `invalid` key of its own. */
export const INVALID_VALUE_KEY = 'validation.invalid';

type StringFieldOptions = { trim?: boolean; lowercase?: boolean };

/**
 * A text field of a form or a request: anything but a string (an array, an object such as `{"$ne":null}`, a
 * number, a boolean, null) is refused with `invalidKey` before a transform reads it. yup's own string coerces
 * (it calls an object's `toString`) and its `trim()`/`lowercase()` call the method on whatever came, so an
 * array threw a TypeError instead of failing validation. Every text field of the shared schemas starts here,
 * and none may hold a NUL character.
 */
export function stringField(invalidKey: string, { trim = false, lowercase = false }: StringFieldOptions = {}) {
  // No coercion: a number is not a string either, and an object's toString is never called. yup's string()
  // coerces in its first transform, which reads the flag of the instance that made it, not of a copy made
  // with `clone({ coerce: false })`: that transform is dropped from this fresh instance instead.
  const base = string();
  base.transforms = [];
  let field = base.typeError(invalidKey).nonNullable(invalidKey);
  // Transforms run before the type check, so each one leaves a non-string as it came, for that check to refuse.
  if (trim) field = field.transform((value: unknown) => (typeof value === 'string' ? value.trim() : value));
  if (lowercase) field = field.transform((value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value));
  // PostgreSQL text cannot hold a NUL character: refused here rather than by the database.
  return field.test('no-nul', invalidKey, (value) => value === undefined || value === null || !value.includes('\u0000'));
}
