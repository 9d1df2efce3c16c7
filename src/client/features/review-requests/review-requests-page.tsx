import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ReviewRequestState } from '../../../shared/api/review-requests';
import { useListingQuery } from '../../api/onboarding-api';
import { useReviewRequestsQuery, useReviewRequestStateQuery } from '../../api/review-requests-api';
import { LoadError } from '../../components/load-error';
import { Page } from '../../components/page';
import { apiErrorText } from '../../i18n/api-error-text';
import { RequestHistory, type HistoryNetwork } from './request-history';
import { RequestLinkCard } from './request-link-card';
import { RequestHookCard } from './request-hook-card';
import { RequestQuotaCard } from './request-quota-card';
import { RequestSettingsForm } from './request-settings-form';
import { RequestsEmptyState } from './requests-empty-state';
import { SendRequestsCard } from './send-requests-card';

function ReviewRequests({ state, network }: { state: ReviewRequestState; network: HistoryNetwork }) {
  const listing = useListingQuery().data;
  const businessName = listing?.name ?? '';
  // The history's first page, all statuses: the same query as the history's own first view, so asked once.
  const { data: firstPage } = useReviewRequestsQuery({ status: 'all', page: 1 });
  const isEmpty = firstPage?.total === 0;
  const { t } = useTranslation();
  return (
    <>
      <Typography color="text.secondary" sx={{ mt: -1.5 }}>
        {t('reviewRequests.intro')}
      </Typography>
      {isEmpty && <RequestsEmptyState />}
      <RequestLinkCard state={state} businessName={businessName} nameKeepsArticle={listing?.nameKeepsArticle ?? false} />
      <SendRequestsCard state={state} businessName={businessName} />
      {!isEmpty && <RequestHistory intervalDays={state.intervalDays} network={network} />}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <RequestSettingsForm state={state} />
        <Stack sx={{ gap: 3 }}>
          <RequestQuotaCard state={state} />
          <RequestHookCard state={state} />
        </Stack>
      </Box>
    </>
  );
}

/**
 * `/reviews/requests`: the owner asks customers for a review. The listing's link and QR code, the send (one contact,
 * a list or a CSV file) with the message's preview, the history (of every establishment too, given `network`), and the
 * settings with the quota and the till's hook.
 */
export function ReviewRequestsPage({ network = null }: { network?: HistoryNetwork }) {
  const { t } = useTranslation();
  const { data, error, isError, refetch } = useReviewRequestStateQuery();
  return (
    <Page title={t('pages.reviewRequests')}>
      {data ? (
        <ReviewRequests state={data} network={network} />
      ) : isError ? (
        <LoadError message={apiErrorText(t, error, 'reviewRequests.loadError')} onRetry={() => void refetch()} />
      ) : (
        <Stack role="status" aria-label={t('reviewRequests.loading')} sx={{ gap: 3 }}>
          <Skeleton variant="rounded" height={220} />
          <Skeleton variant="rounded" height={420} />
          <Skeleton variant="rounded" height={260} />
        </Stack>
      )}
    </Page>
  );
}
