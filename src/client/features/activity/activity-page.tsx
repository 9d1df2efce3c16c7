import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { roleCan, type Role } from '../../../shared/roles';
import { useActivityInfiniteQuery } from '../../api/activity-api';
import { LoadError } from '../../components/load-error';
import { apiErrorText } from '../../i18n/api-error-text';
import { ActivityList } from './activity-list';

/** `organization`: the organisation shown and the user's role there; undefined while it is being read. */
type ActivityPageProps = { organization: { id: number; role: Role } | null | undefined };

/**
 * Settings → Activité: what the organisation's members did, newest first, 50 at a time with « Voir plus ». The
 * owners' and admins' (the API refuses the other roles too).
 */
export function ActivityPage({ organization }: ActivityPageProps) {
  const { t } = useTranslation();
  if (organization === undefined) return <Loading />;
  return (
    <Stack sx={{ mt: 3, gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {t('activity.description')}
      </Typography>
      {organization && roleCan(organization.role, 'members') ? (
        <Journal organizationId={organization.id} />
      ) : (
        <Alert severity="info">{t('activity.notAllowed')}</Alert>
      )}
    </Stack>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <Stack role="status" aria-label={t('activity.loading')} sx={{ mt: 3, gap: 1 }}>
      <Skeleton variant="rounded" height={56} />
      <Skeleton variant="rounded" height={56} />
      <Skeleton variant="rounded" height={56} />
    </Stack>
  );
}

function Journal({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation();
  const { data, error, isLoading, refetch, hasNextPage, fetchNextPage, isFetchingNextPage, isFetchNextPageError } =
    useActivityInfiniteQuery(organizationId);
  // One instant for every « il y a … » of the screen, taken when it was read.
  const [now] = useState(() => new Date());
  const entries = data?.pages.flatMap((page) => page.items) ?? [];

  if (isLoading) return <Loading />;
  if (!data && error) return <LoadError message={apiErrorText(t, error, 'activity.loadError')} onRetry={() => void refetch()} />;
  if (entries.length === 0) return <Typography color="text.secondary">{t('activity.empty')}</Typography>;
  return (
    <Stack sx={{ gap: 2 }}>
      <ActivityList entries={entries} now={now} />
      {isFetchNextPageError && <Alert severity="error">{t('activity.moreError')}</Alert>}
      {hasNextPage && (
        <Button
          variant="outlined"
          onClick={() => void fetchNextPage()}
          disabled={isFetchingNextPage}
          sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
        >
          {isFetchingNextPage ? t('activity.loadingMore') : t('activity.more')}
        </Button>
      )}
    </Stack>
  );
}
