import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { MonthFigure } from '../../../shared/api/dashboard';
import { useDashboardFormat } from './dashboard-format';
import { monthLabel } from './month-label';

type MonthlyTableProps = { monthly: MonthFigure[]; id?: string };

/** The chart's figures as a table: what screen readers read, and a check for anyone who wants the numbers. */
export function MonthlyTable({ monthly, id }: MonthlyTableProps) {
  const { t } = useTranslation();
  const format = useDashboardFormat();
  return (
    <Table size="small" id={id}>
      <caption>{t('dashboard.chart.tableCaption')}</caption>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {t('dashboard.chart.month')}
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            {t('dashboard.chart.count')}
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            {t('dashboard.chart.average')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {monthly.map((month) => (
          <TableRow key={month.month}>
            <TableCell component="th" scope="row">
              {monthLabel(month.month)}
            </TableCell>
            <TableCell align="right">{format.integer(month.count)}</TableCell>
            <TableCell align="right">
              {month.averageRating === null ? t('dashboard.cards.missing') : format.rating(month.averageRating)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
