import type { RankingCsvSeparator } from '../../../shared/api/dashboard';
import type { Language } from '../../../shared/constants';
import { formulaSafeCsvCell } from '../../../shared/csv-cell';
import type { ExportedReview } from './reviews-export';

type ReviewsCsvTexts = {
  columns: [
    establishment: string,
    date: string,
    author: string,
    rating: string,
    text: string,
    reply: string,
    replyDate: string,
    read: string,
    removedAt: string,
  ];
  yes: string;
  no: string;
};

const TEXTS: Record<Language, ReviewsCsvTexts> = {
  fr: {
    columns: ['Établissement', 'Date', 'Auteur', 'Note', 'Avis', 'Réponse', 'Date de la réponse', 'Lu', 'Retiré de Google le'],
    yes: 'Oui',
    no: 'Non',
  },
  en: {
    columns: ['Establishment', 'Date', 'Author', 'Rating', 'Review', 'Reply', 'Reply date', 'Read', 'Removed from Google on'],
    yes: 'Yes',
    no: 'No',
  },
  es: {
    columns: [
      'Establecimiento',
      'Fecha',
      'Autor',
      'Nota',
      'Reseña',
      'Respuesta',
      'Fecha de la respuesta',
      'Leída',
      'Retirada de Google el',
    ],
    yes: 'Sí',
    no: 'No',
  },
};

/** The file's name: the day it was made (UTC). */
export const reviewsCsvFileName = (madeAt: Date) => `bonavis-avis-${madeAt.toISOString().slice(0, 10)}.csv`;

/**
 * The inbox's reviews as CSV (RFC 4180), in the view's order: one row per review naming its establishment, the header
 * in the reader's language, dates in ISO 8601 UTC (as the evidence file: any reader's time zone, any spreadsheet).
 * `;` or `,` between fields as the ranking's file (no column has decimals); every text is formula-safe whichever
 * separator a spreadsheet splits it on (a review's text is the reviewer's). UTF-8 with a byte order mark, CRLF line ends.
 */
export function writeReviewsCsv(rows: readonly ExportedReview[], language: Language, separator: RankingCsvSeparator): string {
  const { columns, yes, no } = TEXTS[language];
  const fieldSeparator = separator === 'semicolon' ? ';' : ',';
  const line = (cells: (string | number | null)[]) => cells.map(formulaSafeCsvCell).join(fieldSeparator);
  const lines = rows.map((review) =>
    line([
      review.establishment,
      review.date.toISOString(),
      review.authorName,
      review.reviewRate,
      review.reviewContent,
      review.responseContent,
      review.responseContent === null ? null : (review.responseDate?.toISOString() ?? null),
      review.hasBeenRead ? yes : no,
      review.removedAt?.toISOString() ?? null,
    ]),
  );
  return `\ufeff${[line(columns), ...lines].join('\r\n')}\r\n`;
}
