import { BIRTH_DATE_PATTERN, formatBirthDate } from '../../../shared/validation/birth-date';
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

/** A stored birth date as the field shows it: DD/MM/YYYY as is, a date value (ISO) turned into it, none as ''. */
export function birthDateForField(value: string | null | undefined): string {
  if (!value) return '';
  if (BIRTH_DATE_PATTERN.test(value)) return value;
  return Number.isNaN(Date.parse(value)) ? '' : formatBirthDate(value);
}
