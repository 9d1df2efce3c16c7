import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useReplyQueueQuery } from '../../api/reviews-api';
import { SettingsSection } from '../../components/settings-section';
import { QueuedReplyItem } from './queued-reply-item';

type ReplyQueueProps = { manualWords: string[] };

/** Automatic replies held for the owner's approval, and those of reviews with a watched word. */
export function ReplyQueue({ manualWords }: ReplyQueueProps) {
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
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {t('aiAssistant.retry')}
            </Button>
          }
        >
          {t('aiAssistant.queue.loadError')}
        </Alert>
      ) : data && data.length > 0 ? (
        <Box component="ul" sx={{ display: 'grid', gap: 2, listStyle: 'none', p: 0, m: 0 }}>
          {data.map((item) => (
            <QueuedReplyItem key={item.id} item={item} manualWords={manualWords} />
          ))}
        </Box>
      ) : (
        <Typography color="text.secondary">{t('aiAssistant.queue.empty')}</Typography>
      )}
    </SettingsSection>
  );
}
