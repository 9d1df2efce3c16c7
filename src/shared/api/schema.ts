import type {
  Static,
  TArray,
  TBoolean,
  TInteger,
  TLiteral,
  TNull,
  TNumber,
  TObject,
  TOptional,
  TProperties,
  TRecord,
  TSchema,
  TString,
  TUnion,
} from '@sinclair/typebox';

/**
 * The building blocks of the answers' schemas. An answer is described once, as JSON Schema, and its TypeScript type
 * is derived from it (`Static`, TypeBox's type inference): the server serialises with the schema
 * (fast-json-stringify), the OpenAPI document lists it, the client reads the type, and the server's tests check every
 * answer against it. The schemas are plain JSON objects built here, typed as TypeBox's: TypeBox's own builders would
 * put its runtime in the browser's bundle, which only needs the types.
 */

/** Marks a property that may be absent (`object` leaves it out of `required`). */
const OPTIONAL = Symbol('optional');

const as = <T extends TSchema>(schema: object) => schema as unknown as T;

/** An object of exactly these properties: one the schema does not name is a contract error, not a silent extra. */
export function object<P extends TProperties>(properties: P, description?: string): TObject<P> {
  const required = Object.keys(properties).filter((key) => !(OPTIONAL in properties[key]));
  return as({ type: 'object', properties, required, additionalProperties: false, ...(description && { description }) });
}

export const optional = <T extends TSchema>(schema: T): TOptional<T> => as({ ...schema, [OPTIONAL]: true });

export const string = (options: { format?: 'date-time'; description?: string; contentMediaType?: string } = {}): TString =>
  as({ type: 'string', ...options });
export const integer = (): TInteger => as({ type: 'integer' });
export const number = (): TNumber => as({ type: 'number' });
export const boolean = (): TBoolean => as({ type: 'boolean' });
export const nullType = (description?: string): TNull => as({ type: 'null', ...(description && { description }) });
export const array = <T extends TSchema>(items: T): TArray<T> => as({ type: 'array', items });

/** An instant, sent as an ISO 8601 string. */
export const isoDate = () => string({ format: 'date-time' });

export const literal = <const T extends string | number | boolean>(value: T): TLiteral<T> =>
  as({ type: typeof value === 'number' ? 'number' : typeof value, const: value });

export const union = <T extends TSchema[]>(...schemas: T): TUnion<T> => as({ anyOf: schemas });

/**
 * The schema or null. A schema of one type becomes a list of two (`type: ['string', 'null']`, null added to its
 * `enum`): fast-json-stringify writes a type list with `typeof` checks, but an `anyOf` by validating the value against
 * each branch with ajv, which was two thirds of a review page's serialisation. Anything else stays an `anyOf`.
 */
export function nullable<T extends TSchema>(schema: T): TUnion<[T, TNull]> {
  const { type, enum: values, const: constant, ...rest } = schema as { type?: unknown; enum?: unknown[]; const?: unknown };
  if (typeof type !== 'string') return union(schema, nullType());
  const choices = values ?? (constant === undefined ? undefined : [constant]);
  return as({ ...rest, type: [type, 'null'], ...(choices && { enum: [...choices, null] }) });
}

/** One of a list of string constants (the `as const` arrays of the contract). */
export const oneOf = <const T extends readonly string[]>(values: T): TUnion<TLiteral<T[number]>[]> =>
  as({ type: 'string', enum: [...values] });

/** An object used as a map: any keys (`integer` keys are written as strings, as in JSON), values of one schema. */
export const record = <K extends TString | TInteger, V extends TSchema>(_keys: K, values: V): TRecord<K, V> =>
  as({ type: 'object', additionalProperties: values });

export type { Static, TSchema };
