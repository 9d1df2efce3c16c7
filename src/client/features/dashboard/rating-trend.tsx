import { lazy, Suspense, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { MonthFigure } from '../../../shared/api/dashboard';
import { visuallyHidden } from '../../components/visually-hidden';
import { MonthlyTable } from './monthly-table';
import { SectionCard } from './section-card';

// Its own chunk: the first screen (the figures) shows without waiting for the charts library.
const RatingChart = lazy(() =>
  import(/* webpackChunkName: "dashboard-chart" */ './rating-chart').then((module) => ({ default: module.RatingChart })),
);

/** The chart's place while its code loads, the same height so nothing jumps. */
export function ChartSkeleton() {
  const { t } = useTranslation();
  return (
    <Box role="status">
      <Box component="span" sx={visuallyHidden}>
        {t('dashboard.chart.loading')}
      </Box>
      <Skeleton variant="rounded" height={280} aria-hidden />
    </Box>
  );
}

type RatingTrendProps = { monthly: MonthFigure[] };

/** Rating and volume over time: the chart, and the same figures in a table to open. */
export function RatingTrend({ monthly }: RatingTrendProps) {
  const { t } = useTranslation();
  const [showData, setShowData] = useState(false);
  const tableId = useId();
  const hasData = monthly.some((month) => month.count > 0);

  return (
    <SectionCard title={t('dashboard.chart.title')}>
      {hasData ? (
        <Suspense fallback={<ChartSkeleton />}>
          <RatingChart monthly={monthly} />
        </Suspense>
      ) : (
        <Typography color="text.secondary">{t('dashboard.chart.empty')}</Typography>
      )}
      <Box>
        <Button size="small" aria-expanded={showData} aria-controls={tableId} onClick={() => setShowData((shown) => !shown)}>
          {showData ? t('dashboard.chart.hideData') : t('dashboard.chart.showData')}
        </Button>
        <Collapse in={showData}>
          <Box sx={{ overflowX: 'auto' }}>
            <MonthlyTable monthly={monthly} id={tableId} />
          </Box>
        </Collapse>
      </Box>
    </SectionCard>
  );
}
