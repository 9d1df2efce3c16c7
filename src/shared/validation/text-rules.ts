/**
 * Rules for free text that arrives from anywhere. A pattern only runs on a value that already
 * passed its length bound, so a huge input costs one length check, never a regular-expression
 * scan; and every pattern here is linear (the lint rule `regexp/no-super-linear-backtracking`).
 */
export const EMAIL_MAX_LENGTH = 254;

/** One "@", no whitespace, a dot-separated domain whose last part has 2+ characters. Deterministic: no overlap between parts. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[^\s@.]{2,}$/;

export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** True when `value` is at most `maxLength` long and matches `pattern`; an absent value is left to `required`. */
export function matchesWithin(value: string | undefined | null, maxLength: number, pattern: RegExp): boolean {
  if (value === undefined || value === null || value === '') return true;
  return value.length <= maxLength && pattern.test(value);
}

/** `value` without its trailing slashes (a loop: the obvious `/\/+$/` rescans every run of slashes). */
export function withoutTrailingSlashes(value: string): string {
  let end = value.length;
  while (end > 0 && value[end - 1] === '/') end -= 1;
  return value.slice(0, end);
}
