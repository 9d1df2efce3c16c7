import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { utcDayOf } from '../../../shared/api/reviews';

/**
 * A period read from the roll-ups as whole calendar months and the days of its partial months: a year is 11 or 12
 * month rows and up to 60 day rows per establishment instead of 365 days (docs/performance.md « Network »). Each
 * period (the current one, the one before) is three spans of UTC days, [from, to) each: the days before its first
 * whole month, its whole months, and the days after its last whole month. An empty span has `from` = `to`.
 */
type Spans = { headFrom: string; headTo: string; monthsFrom: string; monthsTo: string; tailFrom: string; tailTo: string };

/** Dates as the roll-ups key them; the far ends stand for « no bound » (all time, a period running up to now). */
const EARLIEST = '0001-01-01';
const LATEST = '9999-12-01';

const dayOf = (time: number) => utcDayOf(new Date(time));
const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
/** The first day of the first whole month from `day` (`day` itself on a first). */
function firstWholeMonth(day: string): string {
  if (day.endsWith('-01') || day === EARLIEST) return day;
  const [year, month] = day.split('-').map(Number);
  return dayOf(Date.UTC(year, month, 1));
}

/** The spans of the days [from, to): `to` the day after the period, or LATEST for one running up to now. */
function spansOf(from: string, to: string): Spans {
  const first = firstWholeMonth(from);
  if (to !== LATEST && first >= monthStart(to)) {
    // No whole month: the period's days, all of them in the head.
    return { headFrom: from, headTo: to, monthsFrom: first, monthsTo: first, tailFrom: to, tailTo: to };
  }
  const last = to === LATEST ? LATEST : monthStart(to);
  return { headFrom: from, headTo: first, monthsFrom: first, monthsTo: last, tailFrom: last, tailTo: to };
}

const NOTHING: Spans = spansOf(LATEST, LATEST);

/**
 * The spans' values of the current period and the one before: all time is every month; a period up to now ends with
 * the months (the current month's row holds its days so far); a past period (`to`) ends with its last days.
 */
export function spanValues({
  from,
  previousFrom,
  to,
}: {
  from: Date | null;
  previousFrom: Date | null;
  to?: Date;
}): Record<string, string> {
  const current = from === null ? spansOf(EARLIEST, LATEST) : spansOf(utcDayOf(from), to ? utcDayOf(to) : LATEST);
  const previous = from === null || previousFrom === null ? NOTHING : spansOf(utcDayOf(previousFrom), utcDayOf(from));
  const named = (prefix: string, spans: Spans) =>
    Object.fromEntries(Object.entries(spans).map(([key, value]) => [`${prefix}${key[0].toUpperCase()}${key.slice(1)}`, value]));
  return { ...named('current', current), ...named('previous', previous) };
}

const placeholder = (period: 'current' | 'previous', key: keyof Spans) =>
  sql.placeholder(`${period}${key[0].toUpperCase()}${key.slice(1)}`);

/** A roll-up kept per day and per month: its two tables, and what else the days' rows must match. */
export type RollupPair = { days: PgTable; months: PgTable; daysAlso?: SQL };

/** Google's rows of the days kept per source (review_daily_stats), the others' being the inbox's. */
export const GOOGLE_DAYS = sql`source = 'google'`;

export type Period = 'current' | 'previous';

/**
 * The rows of a pair of roll-ups that make up the periods, as one `union all`: `columns` selected from each (named
 * alike in both tables, or each table's own, unqualified), `where` their other conditions (unqualified too, or each
 * period's own), and a boolean `in_current` telling the current period's rows from the previous one's.
 * `periods: 'current'` reads the current period's only. Each span is its own branch, so each is a range of the
 * roll-ups' keys (an index condition), not a filter over every day.
 */
export function periodRows(
  pair: RollupPair,
  columns: SQL | { days: SQL; months: SQL },
  where: SQL | ((period: Period) => SQL),
  periods: 'both' | 'current' = 'both',
): SQL {
  const { days, months } = 'days' in columns ? columns : { days: columns, months: columns };
  const branches: SQL[] = [];
  for (const period of periods === 'both' ? (['current', 'previous'] as const) : (['current'] as const)) {
    const tag = sql.raw(period === 'current' ? 'true' : 'false');
    const condition = typeof where === 'function' ? where(period) : where;
    const daySpan = (fromKey: keyof Spans, toKey: keyof Spans) =>
      sql`select ${days}, ${tag} as in_current from ${pair.days} where ${condition}${pair.daysAlso ? sql` and ${pair.daysAlso}` : sql``}
        and day >= ${placeholder(period, fromKey)}::date and day < ${placeholder(period, toKey)}::date`;
    branches.push(
      daySpan('headFrom', 'headTo'),
      sql`select ${months}, ${tag} as in_current from ${pair.months} where ${condition}
        and month >= ${placeholder(period, 'monthsFrom')}::date and month < ${placeholder(period, 'monthsTo')}::date`,
      daySpan('tailFrom', 'tailTo'),
    );
  }
  return sql.join(branches, sql` union all `);
}
