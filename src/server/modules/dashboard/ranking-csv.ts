import type { EstablishmentRanking, RankingCsvSeparator, RatingBand } from '../../../shared/api/dashboard';
import type { Language } from '../../../shared/constants';
import { decimalCsvCell, formulaSafeCsvCell } from '../../../shared/csv-cell';
import { round } from './summary-parts';

type RankingTexts = {
  columns: [
    establishment: string,
    averageRating: string,
    reviews: string,
    change: string,
    responseRate: string,
    medianResponseHours: string,
    unansweredNegative: string,
    band: string,
  ];
  bands: Record<RatingBand, string>;
};

const TEXTS: Record<Language, RankingTexts> = {
  fr: {
    columns: [
      'Établissement',
      'Note moyenne',
      'Avis sur la période',
      'Évolution de la note',
      'Taux de réponse (%)',
      'Délai médian de réponse (h)',
      'Avis négatifs sans réponse',
      'Niveau',
    ],
    bands: { excellent: 'Excellent', good: 'Bon', fair: 'Moyen', poor: 'Faible' },
  },
  en: {
    columns: [
      'Establishment',
      'Average rating',
      'Reviews in the period',
      'Rating change',
      'Response rate (%)',
      'Median response time (h)',
      'Unanswered negative reviews',
      'Band',
    ],
    bands: { excellent: 'Excellent', good: 'Good', fair: 'Fair', poor: 'Poor' },
  },
  es: {
    columns: [
      'Establecimiento',
      'Nota media',
      'Reseñas del periodo',
      'Evolución de la nota',
      'Tasa de respuesta (%)',
      'Tiempo medio de respuesta (h)',
      'Reseñas negativas sin respuesta',
      'Nivel',
    ],
    bands: { excellent: 'Excelente', good: 'Buena', fair: 'Regular', poor: 'Baja' },
  },
};

/** The ranking's file name: its period and the day it was made (UTC). */
export const rankingFileName = ({ period, range }: Pick<EstablishmentRanking, 'period' | 'range'>) =>
  `bonavis-classement-${period}-${range.to.slice(0, 10)}.csv`;

/**
 * The network's ranking as CSV (RFC 4180), in its order: one row per establishment, the header in the reader's
 * language. With `;` the decimal mark is the comma, with `,` the point, so either spreadsheet reads numbers; every
 * text is formula-safe whichever separator a spreadsheet splits it on. UTF-8 with a byte order mark (Excel then reads
 * the accents), CRLF line ends, like the evidence file.
 */
export function writeRankingCsv(ranking: EstablishmentRanking, language: Language, separator: RankingCsvSeparator): string {
  const { columns, bands } = TEXTS[language];
  const [fieldSeparator, decimalMark] = separator === 'semicolon' ? ([';', ','] as const) : ([',', '.'] as const);
  const decimal = (value: number | null) => decimalCsvCell(value, decimalMark);
  const rows = ranking.items.map((item) =>
    [
      formulaSafeCsvCell(item.name),
      decimal(item.averageRating),
      formulaSafeCsvCell(item.reviews),
      decimal(item.change),
      decimal(item.responseRate === null ? null : round(item.responseRate * 100, 2)),
      decimal(item.medianResponseHours),
      formulaSafeCsvCell(item.unansweredNegative),
      formulaSafeCsvCell(item.band === null ? null : bands[item.band]),
    ].join(fieldSeparator),
  );
  const header = columns.map(formulaSafeCsvCell).join(fieldSeparator);
  return `\ufeff${[header, ...rows].join('\r\n')}\r\n`;
}
