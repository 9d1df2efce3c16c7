import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useWidgetStateQuery } from '../../api/widgets-api';
import { LoadError } from '../../components/load-error';
import { WidgetSettingsForm } from './widget-settings-form';

/** Settings → Widget: how the reviews widget of the owner's website looks, its live preview and the code to paste. */
export function WidgetSettingsPage() {
  const { t } = useTranslation();
  const { data, isError, refetch } = useWidgetStateQuery();
  if (data) return <WidgetSettingsForm state={data} />;
  if (isError) return <LoadError message={t('widget.loadError')} onRetry={() => void refetch()} />;
  return (
    <Stack role="status" aria-label={t('widget.loading')} sx={{ gap: 2, mt: 3 }}>
      <Skeleton variant="rounded" height={240} />
      <Skeleton variant="rounded" height={320} />
    </Stack>
  );
}
