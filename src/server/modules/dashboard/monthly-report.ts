import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { monthRange, previousMonthOf } from '../../../shared/api/monthly-report';
import type { Language } from '../../../shared/constants';
import type { Database } from '../../db/client';
import { reviews, syncJobs, type listings } from '../../db/schema';
import type { ProfileReportMonth } from '../../../shared/api/google-profile';
import type { MonthFigures } from './report-figures';
import { writeReportPdf, type ReportContent, type ReportQuote } from './report-pdf';

type ListingRow = typeof listings.$inferSelect;

/** How many reviews of each kind the report quotes. */
const QUOTED = 3;
/** A quote longer than this is cut at a word. */
const QUOTE_LENGTH = 420;
/** The harshest reviews quoted are those of this many stars or less. */
const HARSH_RATING = 3;

const excerptOf = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= QUOTE_LENGTH) return flat;
  const cut = flat.slice(0, QUOTE_LENGTH);
  return `${cut.slice(0, cut.lastIndexOf(' ')).trimEnd()}…`;
};

type MonthlyReportDependencies = {
  db: Database;
  monthFigures: (listing: ListingRow, month: string) => Promise<MonthFigures>;
  demo: boolean;
  /** The Google profile's month of a connected establishment, or null (not connected, Google refused). */
  profileMonth?: (listingId: number, month: string) => Promise<ProfileReportMonth | null>;
};

/**
 * The monthly report: the month's figures from the dashboard's own queries, its best and harshest written reviews,
 * written as an A4 PDF in the language asked (the interface's; French for the digest).
 */
export function createMonthlyReport({ db, monthFigures, demo, profileMonth = async () => null }: MonthlyReportDependencies) {
  /** The month's written reviews, best first or harshest first, the longest first among equal ratings. */
  async function quotesOf(listingId: number, month: string, order: 'best' | 'worst'): Promise<ReportQuote[]> {
    const { from, to } = monthRange(month);
    const rows = await db
      .select({ authorName: reviews.authorName, rating: reviews.reviewRate, date: reviews.date, text: reviews.reviewContent })
      .from(reviews)
      .where(
        and(
          eq(reviews.listingId, listingId),
          gte(reviews.date, from),
          lt(reviews.date, to),
          sql`length(trim(coalesce(${reviews.reviewContent}, ''))) > 0`,
          order === 'worst' ? sql`${reviews.reviewRate} <= ${HARSH_RATING}` : sql`${reviews.reviewRate} > ${HARSH_RATING}`,
        ),
      )
      .orderBy(
        order === 'best' ? desc(reviews.reviewRate) : asc(reviews.reviewRate),
        desc(sql`length(${reviews.reviewContent})`),
        desc(reviews.date),
        desc(reviews.id),
      )
      .limit(QUOTED);
    return rows.map((row) => ({ authorName: row.authorName, rating: row.rating, date: row.date, text: excerptOf(row.text ?? '') }));
  }

  /** The newest synchronisation finished before the report is made, for the footer. */
  async function lastSyncOf(listingId: number): Promise<Date | null> {
    const [row] = await db
      .select({ time: syncJobs.updatedAt })
      .from(syncJobs)
      .where(eq(syncJobs.listingId, listingId))
      .orderBy(desc(syncJobs.updatedAt))
      .limit(1);
    return row?.time ?? null;
  }

  /** What the report of a past month shows (its pages in a network's report too). */
  async function contentOf(listing: ListingRow, month: string, language: Language, now = new Date()): Promise<ReportContent> {
    const [figures, best, worst, lastSyncAt, profile] = await Promise.all([
      monthFigures(listing, month),
      quotesOf(listing.id, month, 'best'),
      quotesOf(listing.id, month, 'worst'),
      lastSyncOf(listing.id),
      profileMonth(listing.id, month),
    ]);
    return {
      language,
      business: listing.name,
      address: listing.address,
      demo,
      previousMonth: previousMonthOf(month),
      ...figures,
      best,
      worst,
      profile,
      lastSyncAt,
      generatedAt: now,
    };
  }

  /** The report of a past month as a PDF file. */
  async function monthlyReport(listing: ListingRow, month: string, language: Language, now = new Date()): Promise<Buffer> {
    return writeReportPdf(await contentOf(listing, month, language, now));
  }

  return { contentOf, monthlyReport };
}
