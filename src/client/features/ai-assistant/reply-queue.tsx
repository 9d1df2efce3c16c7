import { LoadError } from '../../components/load-error';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useReplyQueueQuery } from '../../api/reviews-api';
import { SettingsSection } from '../../components/settings-section';
import { QueuedReplyItem } from './queued-reply-item';

/** Automatic replies held for the owner's approval, and those of reviews with a watched word. */
export function ReplyQueue() {
  const { t } = useTranslation();
  const { data, isLoading, isError, refetch } = useReplyQueueQuery();

  return (
    <SettingsSection title={t('aiAssistant.queue.title')} description={t('aiAssistant.queue.description')}>
      {isLoading ? (
        <Box role="status" aria-label={t('aiAssistant.queue.loading')} sx={{ display: 'grid', gap: 1 }}>
          <Skeleton variant="rounded" height={120} />
          <Skeleton variant="rounded" height={120} />
        </Box>
      ) : isError && !data ? (
        <LoadError message={t('aiAssistant.queue.loadError')} onRetry={() => void refetch()} />
      ) : data && data.length > 0 ? (
        <Box component="ul" sx={{ display: 'grid', gap: 2, listStyle: 'none', p: 0, m: 0 }}>
          {data.map((item) => (
            <QueuedReplyItem key={item.id} item={item} />
          ))}
        </Box>
      ) : (
        <Typography color="text.secondary">{t('aiAssistant.queue.empty')}</Typography>
      )}
    </SettingsSection>
  );
}
