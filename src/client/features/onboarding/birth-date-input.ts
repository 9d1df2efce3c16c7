import { BIRTH_DATE_INPUT_MAX_LENGTH } from '../../config/constants';

/**
 * The birth date field's auto-format: digits only, a slash after the day and
 * after the month, at most DD/MM/YYYY.
 */
export function formatBirthDateInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 8);
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean);
  const typedSlashAfterDay = digits.length === 2 && raw.endsWith('/');
  const typedSlashAfterMonth = digits.length === 4 && raw.endsWith('/');
  const formatted = parts.join('/') + (typedSlashAfterDay || typedSlashAfterMonth ? '/' : '');
  return formatted.slice(0, BIRTH_DATE_INPUT_MAX_LENGTH);
}
