import { useTranslation } from 'react-i18next';
import { useTheme } from '@mui/material/styles';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import type { MonthFigure } from '../../../shared/api/dashboard';
import { useDashboardFormat } from './dashboard-format';
import { monthLabel } from './month-label';

type RatingChartProps = { monthly: MonthFigure[] };

/**
 * Reviews per month (bars, left axis) and their average rating (line, right axis, 0 to 5) in one chart.
 * Loaded in its own chunk: the charts library is heavy and the figures above must not wait for it.
 * The drawing is hidden from screen readers and the keyboard; the data table beside it carries the same figures.
 */
export function RatingChart({ monthly }: RatingChartProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const format = useDashboardFormat();
  return (
    <div aria-hidden>
      <ChartsDataProvider
        // The chart's keyboard navigation adds a tab stop inside this hidden drawing; the table is the keyboard's way.
        disableKeyboardNavigation
        height={280}
        xAxis={[{ id: 'months', scaleType: 'band', data: monthly.map((month) => monthLabel(month.month)) }]}
        yAxis={[
          { id: 'count', position: 'left', min: 0, tickMinStep: 1 },
          { id: 'rating', position: 'right', min: 0, max: 5 },
        ]}
        series={[
          {
            type: 'bar',
            id: 'count',
            yAxisId: 'count',
            label: t('dashboard.chart.count'),
            color: theme.palette.primary.main,
            data: monthly.map((month) => month.count),
            valueFormatter: (value) => (value === null ? '' : format.integer(value)),
          },
          {
            type: 'line',
            id: 'rating',
            yAxisId: 'rating',
            label: t('dashboard.chart.average'),
            color: theme.palette.warning.main,
            // A month without reviews has no average: the line goes straight across it.
            connectNulls: true,
            data: monthly.map((month) => month.averageRating),
            valueFormatter: (value) => (value === null ? t('dashboard.cards.missing') : format.rating(value)),
          },
        ]}
      >
        <ChartsLegend />
        <ChartsSurface>
          <BarPlot />
          <LinePlot />
          <MarkPlot />
          <ChartsXAxis axisId="months" />
          <ChartsYAxis axisId="count" />
          <ChartsYAxis axisId="rating" />
        </ChartsSurface>
        <ChartsTooltip />
      </ChartsDataProvider>
    </div>
  );
}
