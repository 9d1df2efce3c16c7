/** Longest phone input accepted: 15 digits with a "+" and a separator between each pair, with room to spare. */
export const PHONE_MAX_LENGTH = 32;

/**
 * The one phone rule (the wizard, the settings and the API): an optional "+", then digits,
 * spaces or hyphens, with 7 to 15 digits in all (so `+33 6 12 34 56 78` passes).
 */
export function isValidPhone(value: string): boolean {
  if (value.length > PHONE_MAX_LENGTH || !/^\+?[\d\s-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}
