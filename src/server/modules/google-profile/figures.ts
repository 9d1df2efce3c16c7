import { lastDays, rowsWithin, sumByMonth, sumRows } from '../../adapters/google-profile/period-sums';
import type { DailyMetricsRow, DayRange, KeywordCount } from '../../adapters/google-profile/profile-types';
import type { ListingRow } from '../../plugins/authenticate';
import { PROFILE_PERIOD_DAYS, type ProfileFigures, type ProfileKeyword, type ProfilePeriod } from '../../../shared/api/google-profile';
import { parisDay } from '../../../shared/paris-day';
import type { ProfileAccess } from './profile-access';
import { AppError } from '../../errors';
import { profileRefusal } from './profile-errors';
import { firstDayToRead, monthNeedsReading, type FiguresStore, type KeptDay, type KeptMonth } from './figures-store';

/** The months the figures show, the current one included. */
const MONTHS_SHOWN = 12;
/** The search terms shown, most first. */
const KEYWORDS_SHOWN = 10;

/** 'YYYY-MM' `count` months before `month`. */
export function monthBefore(month: string, count: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 - count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * What one establishment's figures need, read in one call: the period, the one before it, and the last 12 months up
 * to yesterday (a 90-day period and the one before stay within those months but are taken in whatever their start).
 */
export function figuresRanges(period: ProfilePeriod, today: string) {
  const { current, previous } = lastDays(PROFILE_PERIOD_DAYS[period], today);
  const monthsFrom = `${monthBefore(current.to.slice(0, 7), MONTHS_SHOWN - 1)}-01`;
  const fetched: DayRange = { from: previous.from < monthsFrom ? previous.from : monthsFrom, to: current.to };
  return { current, previous, months: { from: monthsFrom, to: current.to }, fetched, keywordsMonth: monthBefore(today.slice(0, 7), 1) };
}

/** The network's search terms: each term's impressions added up; a bound (« fewer than 15 ») keeps the sum a bound. */
export function topKeywords(counts: KeywordCount[]): ProfileKeyword[] {
  const byKeyword = new Map<string, ProfileKeyword>();
  for (const count of counts) {
    const known = byKeyword.get(count.keyword) ?? { keyword: count.keyword, impressions: 0, fewerThan: false };
    known.impressions += count.impressions ?? count.fewerThan ?? 0;
    known.fewerThan ||= count.impressions === null;
    byKeyword.set(count.keyword, known);
  }
  return [...byKeyword.values()]
    .sort((a, b) => b.impressions - a.impressions || Number(a.fewerThan) - Number(b.fewerThan) || a.keyword.localeCompare(b.keyword))
    .slice(0, KEYWORDS_SHOWN);
}

/** The rows of several establishments added up per day, the days in order. */
function perDay(rows: DailyMetricsRow[]): ProfileFigures['days'] {
  const byDate = new Map<string, DailyMetricsRow[]>();
  for (const row of rows) {
    const day = byDate.get(row.date);
    if (day) day.push(row);
    else byDate.set(row.date, [row]);
  }
  return [...byDate.keys()].sort().map((date) => {
    const day = sumRows(byDate.get(date)!);
    return { date, values: day.totals, impressions: day.impressions };
  });
}

/**
 * Asks Google for what the establishment's kept figures lack (days missing or not final, the month's terms not read
 * for good) and keeps the answers, in `days` and `terms` too. Each call takes one of the account's daily budget.
 */
async function readMissing(
  { access, store }: FiguresSource,
  listingId: number,
  ranges: ReturnType<typeof figuresRanges>,
  days: Map<string, KeptDay>,
  terms: Map<number, KeptMonth>,
  now: Date,
) {
  const from = firstDayToRead(ranges.fetched, days, now);
  const month = ranges.keywordsMonth;
  const termsToRead = monthNeedsReading(month, terms.get(listingId), now);
  if (from === null && !termsToRead) return;
  await access.run(listingId, async (profile, location) => {
    if (from !== null) {
      const read = await profile.fetchDailyMetrics(location, { from, to: ranges.fetched.to });
      await store.keepDays(listingId, read, now);
      for (const row of read) days.set(row.date, { ...row, fetchedAt: now });
    }
    if (termsToRead) {
      const counts = await profile.fetchMonthlyKeywords(location, { from: month, to: month });
      await store.keepKeywords(listingId, month, counts, now);
      terms.set(listingId, { counts, fetchedAt: now });
    }
  });
}

/** Where the figures come from: the establishments' profiles, and what was kept of them. */
export type FiguresSource = { access: ProfileAccess; store: FiguresStore };

/**
 * The Google profile's figures of one establishment or several: each connected establishment's daily rows over the
 * period (full days ending yesterday, `lastDays`), summed over the period and per day, over the period before, and per
 * month over the last 12; and the last full month's search terms. An establishment not connected is listed as such and
 * left out of the sums (all of them on a server without Google, `source` null). A period's figure is always the sum of
 * its days (`sumRows`).
 *
 * The days and terms are kept (`figures-store.ts`): Google is asked only for what is missing or not final, one range
 * per establishment from the first day to read to the range's end, so drawing the card again asks Google for nothing.
 * On the network a refusal of one establishment (Google's, or its account's daily budget) is listed with its code and
 * its kept days still count, so it never hides the others'; for one establishment it is the answer.
 */
export async function profileFigures(
  source: FiguresSource | null,
  establishments: readonly Pick<ListingRow, 'id' | 'name'>[],
  period: ProfilePeriod,
  now = new Date(),
): Promise<ProfileFigures> {
  const ranges = figuresRanges(period, parisDay(now));
  const listed: ProfileFigures['establishments'] = [];
  for (const establishment of establishments) {
    const connected = source !== null && (await source.access.locationOf(establishment.id)) !== null;
    listed.push({ id: establishment.id, name: establishment.name, connected, problem: null });
  }
  const connectedIds = listed.filter((entry) => entry.connected).map((entry) => entry.id);
  const keptDays = source ? await source.store.days(connectedIds, ranges.fetched) : new Map<number, Map<string, KeptDay>>();
  const keptTerms = source ? await source.store.keywords(connectedIds, ranges.keywordsMonth) : new Map<number, KeptMonth>();
  // One after another: the network's calls share Google's per-minute quota with everyone's replies.
  for (const entry of listed) {
    if (!source || !entry.connected) continue;
    try {
      await readMissing(source, entry.id, ranges, keptDays.get(entry.id)!, keptTerms, now);
    } catch (error) {
      const refusal = profileRefusal(error);
      if (establishments.length === 1 || !(refusal instanceof AppError)) throw refusal;
      entry.problem = refusal.code;
    }
  }
  const rows = [...keptDays.values()].flatMap((days) => [...days.values()].map(({ date, values }) => ({ date, values })));
  const keywords = [...keptTerms.values()].flatMap((month) => month.counts);
  const current = rowsWithin(rows, ranges.current);
  const total = sumRows(current);
  const previous = sumRows(rowsWithin(rows, ranges.previous));
  const byMonth = new Map(sumByMonth(rowsWithin(rows, ranges.months)).map((month) => [month.month, month]));
  const monthsShown = Array.from({ length: MONTHS_SHOWN }, (_, index) =>
    monthBefore(ranges.current.to.slice(0, 7), MONTHS_SHOWN - 1 - index),
  );
  return {
    period,
    range: ranges.current,
    totals: total.totals,
    impressions: total.impressions,
    days: perDay(current),
    previous: { totals: previous.totals, impressions: previous.impressions },
    // Every month shown, a month without figures at zero.
    months: monthsShown.map((month) => {
      const sums = byMonth.get(month) ?? sumRows([]);
      return { month, totals: sums.totals, impressions: sums.impressions };
    }),
    keywords: topKeywords(keywords),
    establishments: listed,
    demo: source?.access.demo ?? false,
  };
}
