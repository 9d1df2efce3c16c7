import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { useTheForkWebhookAddressQuery } from '../../api/review-sources-api';
import { CopyField } from '../../components/copy-field';
import { LoadError } from '../../components/load-error';

/**
 * The address the owner hands TheFork: TheFork registers its review notifications by hand, so without it new reviews
 * only arrive with the scheduled reads. It holds the connection's secret, hence « do not publish it ».
 */
export function TheForkWebhookField({ location }: { location: number }) {
  const { t } = useTranslation();
  const { data, isLoading, isError, refetch } = useTheForkWebhookAddressQuery({ location });
  if (isLoading) return <Skeleton variant="rounded" height={56} aria-label={t('sources.webhook.loading')} />;
  if (isError || !data) return <LoadError message={t('sources.webhook.loadError')} onRetry={() => void refetch()} />;
  return (
    <CopyField
      label={t('sources.webhook.label')}
      value={data.url}
      copyLabel={t('sources.webhook.copy')}
      copiedText={t('sources.webhook.copied')}
      failedText={t('sources.webhook.copyFailed')}
      helperText={t('sources.webhook.help')}
      monospace
    />
  );
}
