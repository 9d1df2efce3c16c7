import { and, between, eq, inArray, sql } from 'drizzle-orm';
import { addDays, datesOf } from '../../adapters/google-profile/calendar';
import { DAILY_METRICS, type DailyMetricsRow, type DayRange, type KeywordCount } from '../../adapters/google-profile/profile-types';
import type { Database } from '../../db/client';
import { googleProfileDailyMetrics, googleProfileKeywordMonths, googleProfileKeywords } from '../../db/schema';
import { parisDay } from '../../../shared/paris-day';

/**
 * Google's performance figures of a day settle within a few days of it (it adds late calls, bookings, and filters the
 * views for days after): a day older than this is final once kept, and never asked for again. Final means its copy was
 * read after those days: a copy read while the day was recent is read once more (in the same call as the recent days,
 * so no call more).
 */
export const SETTLING_DAYS = 3;
/** A recent day's copy older than this is read again. */
export const UNSETTLED_COPY_MS = 6 * 3_600_000;

/** A day's figures as kept, with when Google was asked. */
export type KeptDay = DailyMetricsRow & { fetchedAt: Date };

/** A month's search terms as kept, with when Google was asked. */
export type KeptMonth = { counts: KeywordCount[]; fetchedAt: Date };

/** Whether Google must be asked for `date` again, given its copy (if any) and the time now. */
export function needsReading(date: string, fetchedAt: Date | undefined, now: Date): boolean {
  if (!fetchedAt) return true;
  if (parisDay(fetchedAt) > addDays(date, SETTLING_DAYS)) return false;
  return now.getTime() - fetchedAt.getTime() > UNSETTLED_COPY_MS;
}

/**
 * The first day of `range` to ask Google for, or null when every day is kept and final or fresh. The read goes from
 * there to the range's end in one call: the days to read are the recent ones, at the end, unless the range reaches
 * further back than what was ever read.
 */
export function firstDayToRead(range: DayRange, kept: ReadonlyMap<string, KeptDay>, now: Date): string | null {
  return datesOf(range.from, range.to).find((date) => needsReading(date, kept.get(date)?.fetchedAt, now)) ?? null;
}

/** The last day of a month ('YYYY-MM'). */
export function lastDayOf(month: string): string {
  const next = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 1));
  return addDays(next.toISOString().slice(0, 10), -1);
}

/** Whether a past month's search terms must be asked for: as its last day's figures, they settle after it. */
export const monthNeedsReading = (month: string, kept: KeptMonth | undefined, now: Date) =>
  needsReading(lastDayOf(month), kept?.fetchedAt, now);

const valuesOf = (row: typeof googleProfileDailyMetrics.$inferSelect) =>
  Object.fromEntries(DAILY_METRICS.map((metric) => [metric, row[metric]])) as DailyMetricsRow['values'];

/**
 * The Google profile's figures as read from Google, kept per establishment and day (`google_profile_daily_metrics`)
 * and per month for the search terms (`google_profile_keywords`, with `google_profile_keyword_months` saying a month
 * was read, even one without terms). They are the business's figures, not personal data.
 */
export function createFiguresStore(db: Database) {
  /** The kept days of each establishment within `range`, by date. */
  async function days(listingIds: readonly number[], range: DayRange): Promise<Map<number, Map<string, KeptDay>>> {
    const byListing = new Map<number, Map<string, KeptDay>>(listingIds.map((id) => [id, new Map()]));
    if (!listingIds.length) return byListing;
    const rows = await db
      .select()
      .from(googleProfileDailyMetrics)
      .where(
        and(inArray(googleProfileDailyMetrics.listingId, [...listingIds]), between(googleProfileDailyMetrics.date, range.from, range.to)),
      );
    for (const row of rows) {
      byListing.get(row.listingId)?.set(row.date, { date: row.date, values: valuesOf(row), fetchedAt: row.fetchedAt });
    }
    return byListing;
  }

  /** Keeps the days Google gave, replacing the older copies. */
  async function keepDays(listingId: number, rows: readonly DailyMetricsRow[], fetchedAt: Date): Promise<void> {
    if (!rows.length) return;
    const excluded = Object.fromEntries(
      [...DAILY_METRICS, 'fetchedAt' as const].map((column) => [
        column,
        sql`excluded.${sql.identifier(googleProfileDailyMetrics[column].name)}`,
      ]),
    );
    await db
      .insert(googleProfileDailyMetrics)
      .values(rows.map((row) => ({ listingId, date: row.date, ...row.values, fetchedAt })))
      .onConflictDoUpdate({ target: [googleProfileDailyMetrics.listingId, googleProfileDailyMetrics.date], set: excluded });
  }

  /** The search terms of `month` of each establishment whose month was read, with when (the others are absent). */
  async function keywords(listingIds: readonly number[], month: string): Promise<Map<number, KeptMonth>> {
    if (!listingIds.length) return new Map();
    const read = await db
      .select({ listingId: googleProfileKeywordMonths.listingId, fetchedAt: googleProfileKeywordMonths.fetchedAt })
      .from(googleProfileKeywordMonths)
      .where(and(inArray(googleProfileKeywordMonths.listingId, [...listingIds]), eq(googleProfileKeywordMonths.month, month)));
    const byListing = new Map<number, KeptMonth>(read.map((row) => [row.listingId, { counts: [], fetchedAt: row.fetchedAt }]));
    if (!byListing.size) return byListing;
    const rows = await db
      .select()
      .from(googleProfileKeywords)
      .where(and(inArray(googleProfileKeywords.listingId, [...byListing.keys()]), eq(googleProfileKeywords.month, month)));
    for (const row of rows) {
      byListing.get(row.listingId)!.counts.push({ keyword: row.keyword, impressions: row.impressions, fewerThan: row.fewerThan });
    }
    return byListing;
  }

  /** Keeps a month's search terms as Google gave them, and that the month was read. */
  async function keepKeywords(listingId: number, month: string, counts: readonly KeywordCount[], fetchedAt: Date): Promise<void> {
    // One row per term: an upsert may not touch a row twice.
    const terms = [...new Map(counts.map((count) => [count.keyword, count])).values()];
    await db.transaction(async (tx) => {
      if (terms.length) {
        await tx
          .insert(googleProfileKeywords)
          .values(terms.map(({ keyword, impressions, fewerThan }) => ({ listingId, month, keyword, impressions, fewerThan })))
          .onConflictDoUpdate({
            target: [googleProfileKeywords.listingId, googleProfileKeywords.month, googleProfileKeywords.keyword],
            set: { impressions: sql`excluded.impressions`, fewerThan: sql`excluded.fewer_than` },
          });
      }
      await tx
        .insert(googleProfileKeywordMonths)
        .values({ listingId, month, fetchedAt })
        .onConflictDoUpdate({ target: [googleProfileKeywordMonths.listingId, googleProfileKeywordMonths.month], set: { fetchedAt } });
    });
  }

  return { days, keepDays, keywords, keepKeywords };
}

export type FiguresStore = ReturnType<typeof createFiguresStore>;
