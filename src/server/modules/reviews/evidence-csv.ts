import type { Language } from '../../../shared/constants';
import { formulaSafeCsvCell } from '../../../shared/csv-cell';
import type { Evidence } from '../../../shared/evidence';
import { EVIDENCE_TEXTS, evidenceDate } from './evidence-texts';

/**
 * The evidence file as CSV (RFC 4180): one row per copy of each review, every row complete on its own, the first
 * column saying what the file is (a row copied elsewhere still says it). `;` separates the fields, as French and
 * Spanish spreadsheets expect (their decimal mark is the comma); UTF-8 with a byte order mark, so Excel reads the
 * accents; CRLF line ends. Dates are ISO 8601 in UTC, for machines and for any reader's time zone.
 */
export const CSV_SEPARATOR = ';';

export function writeEvidenceCsv(evidence: Evidence, language: Language): string {
  const texts = EVIDENCE_TEXTS[language];
  const { columns } = texts;
  const note = `${texts.disclaimer} ${texts.made.replace('{date}', evidenceDate(language, evidence.madeAt))}`;
  const header = [
    columns.note,
    columns.listing,
    columns.address,
    columns.link,
    columns.review,
    columns.author,
    columns.reviewDate,
    columns.firstSeen,
    columns.status,
    columns.removedAt,
    columns.lastSeen,
    columns.reported,
    columns.copy,
    columns.seenAt,
    columns.rating,
    columns.text,
    columns.response,
  ];
  const { listing } = evidence;
  const rows = evidence.reviews.flatMap((review) =>
    review.copies.map((copy, index) => [
      note,
      listing.name,
      listing.address,
      listing.link,
      review.id,
      review.authorName,
      review.date.toISOString(),
      review.firstSeenAt.toISOString(),
      review.removedAt ? texts.statusRemoved : texts.statusShown,
      review.removedAt?.toISOString() ?? null,
      review.lastSeenAt.toISOString(),
      // Each report as `date (member)`, one after the other.
      (review.reportedToGoogle ?? []).map((report) => `${report.at.toISOString()} (${report.by})`).join(', ') || null,
      index + 1,
      copy.seenAt.toISOString(),
      copy.reviewRate,
      copy.reviewContent,
      copy.responseContent,
    ]),
  );
  return `\ufeff${[header, ...rows].map((row) => row.map(formulaSafeCsvCell).join(CSV_SEPARATOR)).join('\r\n')}\r\n`;
}
