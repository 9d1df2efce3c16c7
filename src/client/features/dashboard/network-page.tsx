import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CSV_SEPARATOR_OF, RATING_BANDS } from '../../../shared/api/dashboard';
import {
  useDashboardRankingQuery,
  useNetworkSourceDashboardQuery,
  useNetworkSummaryQuery,
  useRankingCsvMutation,
} from '../../api/dashboard-api';
import { useGroupsQuery } from '../../api/groups-api';
import { EstablishmentScopeSelect } from '../../components/establishment-scope-select';
import { Page } from '../../components/page';
import { saveObjectUrl } from '../../components/save-file';
import { apiErrorText } from '../../i18n/api-error-text';
import { languageOf } from '../../i18n';
import { DashboardError, DashboardSkeleton } from './dashboard-states';
import { FigureCards } from './figure-cards';
import { MonthlyReportControl } from './monthly-report-control';
import { networkReviewsLink } from './dashboard-links';
import { PeriodSelector } from './period-selector';
import { ProfileFiguresCard } from './profile-figures-card';
import { RatingDistribution } from './rating-distribution';
import { RatingTrend } from './rating-trend';
import { ThemeBreakdown } from './theme-breakdown';
import { RankingTable, type OpenEstablishment } from './ranking-table';
import { SectionCard, TWO_COLUMNS } from './section-card';
import { SourceBreakdown, hasSourcesBeyondGoogle } from './source-breakdown';
import { useDashboardPeriod } from './use-dashboard-period';
import { useNetworkGroup } from './use-network-group';

/**
 * `/dashboards/network`, « Tous les établissements »: over a period, the figures of every establishment the user sees
 * together, and each one ranked with its colour band, the ranking also as CSV; a row opens that establishment's
 * screens (`onOpen`, given by app/).
 */
type NetworkPageProps = {
  /** The organisation whose establishments are shown (the acting one, given by app/), null when the user has one. */
  organizationId: number | null;
  onOpen: OpenEstablishment;
};

export function NetworkPage({ organizationId, onOpen }: NetworkPageProps) {
  const { t, i18n } = useTranslation();
  const { period, changePeriod } = useDashboardPeriod();
  const { group, changeGroup } = useNetworkGroup();
  const groups = useGroupsQuery().data?.items ?? [];
  const scope = { organization: organizationId, group };
  // The Google profile's figures over the same establishments, as the network's routes name them.
  const profileScope = {
    ...(group === undefined ? { location: 'all' as const } : { group }),
    ...(organizationId === null ? {} : { organization: organizationId }),
  };
  // The cards' and rows' links open the network inbox over the same establishments.
  const linkTo = networkReviewsLink(group);
  const { data, error, isLoading, isError, isFetching, refetch } = useDashboardRankingQuery({ period, ...scope });
  // The network's figures show once they are in; the ranking says whether the page could load.
  const { data: summary } = useNetworkSummaryQuery({ period, ...scope });
  const { data: sources } = useNetworkSourceDashboardQuery({ period, ...scope });
  const [rankingCsv, csv] = useRankingCsvMutation();
  const language = languageOf(i18n);

  const download = async () => {
    const result = await rankingCsv({ period, ...scope, language, separator: CSV_SEPARATOR_OF[language] });
    if ('data' in result && result.data !== undefined) {
      saveObjectUrl(result.data, t('network.ranking.fileName', { period }));
      csv.reset();
    }
  };

  const renderContent = () => {
    if (isError) return <DashboardError message={apiErrorText(t, error, 'network.failed')} onRetry={() => void refetch()} />;
    if (isLoading || !data) return <DashboardSkeleton />;
    return (
      <Box sx={{ display: 'grid', gap: 2, opacity: isFetching ? 0.7 : 1, transition: 'opacity 150ms' }} aria-busy={isFetching}>
        {summary && <FigureCards figures={summary.figures} period={period} network />}
        {sources && hasSourcesBeyondGoogle(sources) && <SourceBreakdown figures={sources} period={period} linkTo={linkTo} />}
        <ProfileFiguresCard period={period} scope={profileScope} network />
        <SectionCard
          title={t('network.ranking.title')}
          action={
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography variant="body2" color="text.secondary">
                {RATING_BANDS.map((band) => t(`network.ranking.legend.${band}`)).join(' · ')}
              </Typography>
              <Button
                variant="outlined"
                startIcon={<FileDownloadOutlined />}
                loading={csv.isLoading}
                loadingPosition="start"
                onClick={() => void download()}
              >
                {t('network.ranking.csv')}
              </Button>
            </Box>
          }
        >
          <Typography variant="body2" color="text.secondary">
            {t('network.ranking.description', { count: data.items.length })}
          </Typography>
          <RankingTable rows={data.items} period={period} onOpen={onOpen} />
          {csv.error && <Alert severity="error">{apiErrorText(t, csv.error, 'network.ranking.csvFailed')}</Alert>}
        </SectionCard>
        {/* Below the ranking, which is what this page is for: the network's reviews in the same cards as one's dashboard. */}
        {summary && (
          <Box sx={TWO_COLUMNS}>
            <RatingDistribution distribution={summary.distribution} period={period} linkTo={linkTo} />
            <ThemeBreakdown themes={summary.themes} period={period} linkTo={linkTo} />
          </Box>
        )}
        {summary && <RatingTrend monthly={summary.monthly} />}
        <MonthlyReportControl network={scope} />
      </Box>
    );
  };

  return (
    <Page title={t('pages.network')} actions={<PeriodSelector value={period} onChange={changePeriod} />}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        {groups.length > 0 ? (
          <EstablishmentScopeSelect
            value={{ establishments: [], group }}
            onChange={(chosen) => changeGroup(chosen.group)}
            groups={groups}
          />
        ) : (
          <span />
        )}
        <Button component={RouterLink} to={linkTo()} startIcon={<RateReviewOutlined />} variant="outlined">
          {t('network.reviews.open')}
        </Button>
      </Box>
      {renderContent()}
    </Page>
  );
}
