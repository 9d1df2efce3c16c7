import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { ATTRIBUTION_DAYS, REQUEST_HISTORY_FILTERS, type RequestHistoryFilter } from '../../../shared/api/review-requests';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useNetworkReviewRequestsQuery, useReviewRequestsQuery } from '../../api/review-requests-api';
import { LoadError } from '../../components/load-error';
import { apiErrorText } from '../../i18n/api-error-text';
import { HistoryCards, HistoryTable } from './history-views';

/**
 * On phones the six filters would scroll out of sight in a row of tabs: they wrap as chips instead, each one visible,
 * the chosen one tinted and edged in the primary colour (still tabs for assistive technology and the arrow keys).
 */
const FILTER_CHIPS: SxProps<Theme> = {
  minHeight: 0,
  '& .MuiTabs-flexContainer': { flexWrap: 'wrap', gap: 1 },
  '& .MuiTabs-indicator': { display: 'none' },
  '& .MuiTab-root': {
    minHeight: 36,
    py: 0.75,
    px: 1.5,
    border: 1,
    borderColor: 'controlBorder',
    borderRadius: '18px',
    whiteSpace: 'nowrap',
  },
  '& .MuiTab-root.Mui-selected': {
    borderColor: 'primary.main',
    bgcolor: (theme) => alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity),
  },
};

/** The organisation whose establishments the history may cover together, for a member who sees two or more. */
export type HistoryNetwork = { organization: number | null } | null;

type RequestHistoryProps = {
  intervalDays: number;
  /** For a member who sees several establishments: the history may show every one's requests, each naming its own. */
  network: HistoryNetwork;
};

/**
 * The requests sent, newest first: filtered by where they stand, a table on wide screens and cards on phones; of the
 * establishment shown, or of every one the member sees.
 */
export function RequestHistory({ intervalDays, network }: RequestHistoryProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<RequestHistoryFilter>('all');
  const [page, setPage] = useState(1);
  const [isNetwork, setIsNetwork] = useState(false);
  const query = { status: filter, page };
  const ofOne = useReviewRequestsQuery(isNetwork ? skipToken : query);
  const ofNetwork = useNetworkReviewRequestsQuery(
    isNetwork && network
      ? { ...query, location: 'all', ...(network.organization !== null && { organization: network.organization }) }
      : skipToken,
  );
  const { data, error, isLoading, isError, isFetching, refetch } = isNetwork ? ofNetwork : ofOne;
  const isWide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const handleFilter = (next: RequestHistoryFilter) => {
    setFilter(next);
    setPage(1);
  };
  const handleScope = (next: boolean) => {
    setIsNetwork(next);
    setPage(1);
  };

  const renderList = () => {
    if (isLoading)
      return (
        <Stack role="status" aria-label={t('reviewRequests.history.loading')} sx={{ gap: 1 }}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} variant="rounded" height={isWide ? 44 : 96} />
          ))}
        </Stack>
      );
    if (isError || !data)
      return <LoadError message={apiErrorText(t, error, 'reviewRequests.history.loadError')} onRetry={() => void refetch()} />;
    if (data.items.length === 0) return <Typography color="text.secondary">{t('reviewRequests.history.noMatch')}</Typography>;
    const View = isWide ? HistoryTable : HistoryCards;
    return (
      <Box aria-busy={isFetching} sx={{ opacity: isFetching ? 0.7 : 1, transition: 'opacity 150ms' }}>
        <View requests={data.items} intervalDays={intervalDays} showEstablishment={isNetwork} />
      </Box>
    );
  };

  return (
    <Card component="section" aria-labelledby="request-history-title">
      <CardContent component={Stack} sx={{ gap: 2 }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography id="request-history-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {t('reviewRequests.history.title')}
          </Typography>
          {data && (
            <Typography variant="body2" color="text.secondary">
              {t('reviewRequests.history.count', { count: data.total })}
            </Typography>
          )}
          {network && (
            <ToggleButtonGroup
              exclusive
              size="small"
              value={isNetwork ? 'all' : 'one'}
              onChange={(_event, next: 'all' | 'one' | null) => next && handleScope(next === 'all')}
              aria-label={t('reviewRequests.history.scope.label')}
              sx={{ ml: 'auto' }}
            >
              <ToggleButton value="one" sx={{ textTransform: 'none' }}>
                {t('reviewRequests.history.scope.one')}
              </ToggleButton>
              <ToggleButton value="all" sx={{ textTransform: 'none' }}>
                {t('establishments.all')}
              </ToggleButton>
            </ToggleButtonGroup>
          )}
        </Stack>
        <Tabs
          value={filter}
          onChange={(_event, next: RequestHistoryFilter) => handleFilter(next)}
          aria-label={t('reviewRequests.history.filters.label')}
          variant={isWide ? 'scrollable' : 'standard'}
          sx={isWide ? { borderBottom: 1, borderColor: 'divider' } : FILTER_CHIPS}
        >
          {REQUEST_HISTORY_FILTERS.map((option) => (
            <Tab
              key={option}
              value={option}
              label={t(`reviewRequests.history.filters.${option}`)}
              id={`request-filter-${option}`}
              aria-controls="request-history-panel"
              sx={{ textTransform: 'none', fontWeight: 600, minWidth: 0 }}
            />
          ))}
        </Tabs>
        <Box role="tabpanel" id="request-history-panel" aria-labelledby={`request-filter-${filter}`}>
          {renderList()}
        </Box>
        {data && pageCount > 1 && (
          <Pagination
            count={pageCount}
            page={Math.min(page, pageCount)}
            onChange={(_event, next) => setPage(next)}
            color="primary"
            sx={{ alignSelf: 'center' }}
            getItemAriaLabel={(type, item, selected) =>
              t(`reviewRequests.history.pagination.${selected ? 'current' : type}`, { page: item })
            }
          />
        )}
        <Typography variant="caption" color="text.secondary">
          {t('reviewRequests.history.reviewTooltip', { days: ATTRIBUTION_DAYS })}
        </Typography>
      </CardContent>
    </Card>
  );
}
