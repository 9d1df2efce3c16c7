/** A six-digit code that is never `code`: the next one, wrapping after 999999. */
export const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
