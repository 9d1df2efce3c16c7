import { LoadError } from '../../components/load-error';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useReplyQueueQuery } from '../../api/reviews-api';
import { SettingsSection } from '../../components/settings-section';
import { QueuedReplyItem } from './queued-reply-item';

type ReplyQueueProps = {
  /** The review whose reply an approval alert opened: shown first, ready to approve; null when none was. */
  openedReviewId?: number | null;
};

/** Automatic replies held for the owner's approval, and those of reviews with a watched word. */
export function ReplyQueue({ openedReviewId = null }: ReplyQueueProps) {
  const { t } = useTranslation();
  const { data, isLoading, isError, refetch } = useReplyQueueQuery();
  const opened = openedReviewId === null ? undefined : data?.find((item) => item.review.id === openedReviewId);
  const items = opened ? [opened, ...(data ?? []).filter((item) => item !== opened)] : data;
  // The reply was approved or dismissed since the alert (here or on another device).
  const openedGone = openedReviewId !== null && data !== undefined && !opened;

  return (
    <SettingsSection title={t('aiAssistant.queue.title')} description={t('aiAssistant.queue.description')}>
      {isLoading ? (
        <Box role="status" aria-label={t('aiAssistant.queue.loading')} sx={{ display: 'grid', gap: 1 }}>
          <Skeleton variant="rounded" height={120} />
          <Skeleton variant="rounded" height={120} />
        </Box>
      ) : isError && !data ? (
        <LoadError message={t('aiAssistant.queue.loadError')} onRetry={() => void refetch()} />
      ) : (
        <>
          {openedGone && <Alert severity="info">{t('aiAssistant.queue.openedGone')}</Alert>}
          {items && items.length > 0 ? (
            <Box component="ul" sx={{ display: 'grid', gap: 2, listStyle: 'none', p: 0, m: 0 }}>
              {items.map((item) => (
                <QueuedReplyItem key={item.id} item={item} isOpened={item === opened} />
              ))}
            </Box>
          ) : (
            <Typography color="text.secondary">{t('aiAssistant.queue.empty')}</Typography>
          )}
        </>
      )}
    </SettingsSection>
  );
}
