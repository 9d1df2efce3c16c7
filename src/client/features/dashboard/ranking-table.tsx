import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { DashboardPeriod, EstablishmentRank, MonthFigure, RatingBand } from '../../../shared/api/dashboard';
import { PATHS } from '../../config/paths';
import { visuallyHidden } from '../../components/visually-hidden';
import { useDashboardFormat } from './dashboard-format';
import { reviewsLink } from './dashboard-links';

/** The columns the ranking sorts by, in the table's order. */
export const RANKING_COLUMNS = [
  'name',
  'averageRating',
  'reviews',
  'change',
  'responseRate',
  'medianResponseHours',
  'unansweredNegative',
] as const;
export type RankingColumn = (typeof RANKING_COLUMNS)[number];
type Direction = 'asc' | 'desc';

/** The way a column sorts first: figures where more is better, best first; delays and unanswered complaints, worst first. */
const FIRST_DIRECTION: Record<RankingColumn, Direction> = {
  name: 'asc',
  averageRating: 'desc',
  reviews: 'desc',
  change: 'desc',
  responseRate: 'desc',
  medianResponseHours: 'desc',
  unansweredNegative: 'desc',
};

/** The rows sorted by a column; an establishment without the figure (no reviews in the period) always comes last. */
export function sortRanking(rows: readonly EstablishmentRank[], column: RankingColumn, direction: Direction): EstablishmentRank[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    if (column === 'name') return sign * a.name.localeCompare(b.name);
    const [x, y] = [a[column], b[column]];
    if (x === null || y === null) return x === y ? a.name.localeCompare(b.name) : x === null ? 1 : -1;
    return sign * (x - y) || a.name.localeCompare(b.name);
  });
}

/** The names stay in view while a phone scrolls the figures sideways. */
const STICKY_NAME = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' } as const;

const BAND_COLOUR: Record<RatingBand, (theme: Theme) => string> = {
  excellent: (theme) => theme.palette.success.main,
  good: (theme) => theme.palette.info.main,
  fair: (theme) => theme.palette.warning.main,
  poor: (theme) => theme.palette.error.main,
};

/** The months' averages as a small line; the table's figures say the same in words, so it is hidden from screen readers. */
function Sparkline({ months }: { months: readonly MonthFigure[] }) {
  const points = months.flatMap((month, index) =>
    month.averageRating === null
      ? []
      : [`${(index / Math.max(months.length - 1, 1)) * 76 + 2},${22 - ((month.averageRating - 1) / 4) * 20}`],
  );
  if (points.length < 2) return null;
  return (
    <Box component="svg" viewBox="0 0 80 24" width={80} height={24} aria-hidden sx={{ display: 'block', color: 'primary.main' }}>
      <polyline points={points.join(' ')} fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinejoin="round" />
    </Box>
  );
}

/** Opens a screen of one establishment: it becomes the one shown, then `path` opens. */
export type OpenEstablishment = (locationId: number, path: string) => void;

type RankingTableProps = { rows: readonly EstablishmentRank[]; period: DashboardPeriod; onOpen: OpenEstablishment };

/**
 * The network's ranking: a row per establishment with its period's figures and colour band, sortable by each column
 * (a second press reverses it). A name opens that establishment's dashboard; its unanswered negatives open its
 * inbox on them.
 */
export function RankingTable({ rows, period, onOpen }: RankingTableProps) {
  const { t } = useTranslation();
  const format = useDashboardFormat();
  const [sort, setSort] = useState<{ column: RankingColumn; direction: Direction }>({ column: 'averageRating', direction: 'desc' });
  const sorted = useMemo(() => sortRanking(rows, sort.column, sort.direction), [rows, sort]);
  const sortBy = (column: RankingColumn) =>
    setSort((current) =>
      current.column === column
        ? { column, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { column, direction: FIRST_DIRECTION[column] },
    );
  const orNone = (value: number | null, shown: (value: number) => string) => (value === null ? t('network.ranking.none') : shown(value));

  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('network.ranking.title')} sx={{ minWidth: 760 }}>
        <TableHead>
          <TableRow>
            {RANKING_COLUMNS.map((column) => (
              <TableCell
                key={column}
                align={column === 'name' ? 'left' : 'right'}
                sx={column === 'name' ? STICKY_NAME : undefined}
                sortDirection={sort.column === column ? sort.direction : false}
              >
                <TableSortLabel
                  active={sort.column === column}
                  direction={sort.column === column ? sort.direction : FIRST_DIRECTION[column]}
                  onClick={() => sortBy(column)}
                >
                  {t(`network.ranking.columns.${column}`)}
                </TableSortLabel>
              </TableCell>
            ))}
            <TableCell>{t('network.ranking.columns.trend')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {sorted.map((row) => (
            <TableRow key={row.locationId} hover>
              <TableCell component="th" scope="row" sx={STICKY_NAME}>
                <Link
                  component="button"
                  type="button"
                  onClick={() => onOpen(row.locationId, PATHS.dashboardHome)}
                  sx={{ textAlign: 'left' }}
                >
                  {row.name}
                </Link>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {row.band && (
                  <Box
                    component="span"
                    aria-hidden
                    sx={{ display: 'inline-block', width: 10, height: 10, borderRadius: '50%', mr: 1, bgcolor: BAND_COLOUR[row.band] }}
                  />
                )}
                {orNone(row.averageRating, format.rating)}
                {row.band && <Box sx={visuallyHidden}>{` (${t(`network.ranking.bands.${row.band}`)})`}</Box>}
              </TableCell>
              <TableCell align="right">{format.integer(row.reviews)}</TableCell>
              <TableCell align="right">{orNone(row.change, (change) => format.signed(change, 1))}</TableCell>
              <TableCell align="right">{orNone(row.responseRate, format.percent)}</TableCell>
              <TableCell align="right">{orNone(row.medianResponseHours, format.duration)}</TableCell>
              <TableCell align="right">
                {row.unansweredNegative === 0 ? (
                  format.integer(0)
                ) : (
                  <Link
                    component="button"
                    type="button"
                    aria-label={t('network.ranking.openNegatives', { count: row.unansweredNegative, name: row.name })}
                    onClick={() => onOpen(row.locationId, reviewsLink({ ratings: [1, 2], answered: false, period }))}
                  >
                    {format.integer(row.unansweredNegative)}
                  </Link>
                )}
              </TableCell>
              <TableCell>
                <Sparkline months={row.sparkline} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
