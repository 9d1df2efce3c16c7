/**
 * What a cache hands every request that asks: the same objects, so no request may change them for the next one. The
 * type says it (the compiler refuses a write), and `deepFrozen` makes it so at run time (a write throws in strict mode).
 */
export type DeepReadonly<Value> = Value extends Date
  ? Readonly<Date>
  : Value extends (infer Item)[]
    ? readonly DeepReadonly<Item>[]
    : Value extends object
      ? { readonly [Key in keyof Value]: DeepReadonly<Value[Key]> }
      : Value;

/** Freezes the value and everything it holds, and says so in its type. */
export function deepFrozen<Value>(value: Value): DeepReadonly<Value> {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const field of Object.values(value)) deepFrozen(field);
    Object.freeze(value);
  }
  return value as DeepReadonly<Value>;
}
