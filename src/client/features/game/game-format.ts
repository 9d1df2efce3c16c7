import dayjs from 'dayjs';

/** A calendar day `YYYY-MM-DD` as a short date in the interface language ("24 nov."). */
export function formatDayShort(day: string): string {
  return dayjs(day).format('D MMM');
}
