import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LeaderboardOutlined from '@mui/icons-material/LeaderboardOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useGroupsQuery } from '../../api/groups-api';
import { EstablishmentScopeSelect } from '../../components/establishment-scope-select';
import { Page } from '../../components/page';
import { PATHS } from '../../config/paths';
import { NoCreditNote } from './ai-status';
import { NetworkIntegrityBanner } from '../review-integrity/suspicious-wave-banner';
import { networkScopeOf } from './review-filters-url';
import { ReviewFiltersPanel } from './review-filters-panel';
import { ReviewList } from './review-list';
import { ReviewsCsvDownload } from './reviews-csv-download';
import { useNetworkReviews } from './use-network-reviews';
import { useReviewFilters } from './use-review-filters';

type NetworkReviewsPageProps = {
  /** The organisation whose establishments it covers (null: the user's only one). */
  organizationId: number | null;
  /** The establishments the user sees there, offered one by one in the scope's select. */
  establishments: { id: number; name: string }[];
};

/**
 * `/reviews/network`, « Tous les établissements »: the reviews of every establishment the user sees together, or of a
 * group or one of them, with the inbox's filters, counts and pages; each card names its establishment, and is read,
 * answered and deleted there, in that establishment's AI settings.
 */
export function NetworkReviewsPage({ organizationId, establishments }: NetworkReviewsPageProps) {
  const { t } = useTranslation();
  const view = useReviewFilters();
  const reviews = useNetworkReviews(view.filters, organizationId);
  const groups = useGroupsQuery().data?.items ?? [];

  return (
    <Page
      title={t('pages.networkReviews')}
      actions={
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
          <Button component={RouterLink} to={PATHS.dashboardNetwork} startIcon={<LeaderboardOutlined />} variant="outlined" size="small">
            {t('network.reviews.ranking')}
          </Button>
          <ReviewsCsvDownload filters={view.filters} organization={organizationId} />
        </Box>
      }
    >
      <NoCreditNote />
      <NetworkIntegrityBanner scope={networkScopeOf(view.filters, organizationId)} />
      <EstablishmentScopeSelect
        value={view.filters}
        onChange={(scope) => view.changeFilters({ establishments: scope.establishments, group: scope.group })}
        groups={groups}
        establishments={establishments}
      />
      <ReviewFiltersPanel filters={view.filters} counts={reviews.data?.counts} onChange={view.changeFilters} onReset={view.resetFilters} />
      <ReviewList reviews={reviews} {...view} showEstablishment />
    </Page>
  );
}
