import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(localizedFormat);
dayjs.extend(relativeTime);

/**
 * Dates as the app shows them, in the interface language (i18n loads the matching dayjs locale):
 * the absolute date ("1 décembre 2026") and how long ago or ahead it is ("il y a 3 jours").
 */
export function formatDate(value: string | Date): string {
  return dayjs(value).format('LL');
}

/** Date and time ("24 novembre 2026 14:03"), for events of the day such as a reply reaching Google. */
export function formatDateTime(value: string | Date): string {
  return dayjs(value).format('LLL');
}

export function formatRelative(value: string | Date, now: string | Date = new Date()): string {
  return dayjs(value).from(dayjs(now));
}
