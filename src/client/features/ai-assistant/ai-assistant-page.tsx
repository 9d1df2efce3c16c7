import { LoadError } from '../../components/load-error';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { APPROVAL_QUEUE_PARAM, APPROVAL_REVIEW_PARAM } from '../../../shared/api/notifications';
import { useAiSettingsQuery } from '../../api/reviews-api';
import { Page } from '../../components/page';
import { AiSettingsForm } from './ai-settings-form';
import { ReplyQueue } from './reply-queue';

/** The review whose waiting reply an approval alert opened (`?review=<id>`), if any. */
function reviewIdOf(value: string | null): number | null {
  return value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null;
}

/**
 * `/aiAssistant`: how AI replies are written (with a live preview), and the replies waiting for approval. Opened from
 * an approval alert (`?review=<id>` or `?queue=1`), the queue comes first, that reply at its top.
 */
export function AiAssistantPage() {
  const { t } = useTranslation();
  const { data, isError, refetch } = useAiSettingsQuery();
  const [searchParams] = useSearchParams();
  const openedReviewId = reviewIdOf(searchParams.get(APPROVAL_REVIEW_PARAM));
  const queueFirst = openedReviewId !== null || searchParams.get(APPROVAL_QUEUE_PARAM) === '1';
  const queue = <ReplyQueue openedReviewId={openedReviewId} />;

  return (
    <Page title={t('pages.aiAssistant')}>
      {queueFirst && queue}
      <Typography color="text.secondary">{t('aiAssistant.intro')}</Typography>
      {data ? (
        <AiSettingsForm settings={data.settings} model={data.model} />
      ) : isError ? (
        <LoadError message={t('aiAssistant.loadError')} onRetry={() => void refetch()} />
      ) : (
        <Box
          role="status"
          aria-label={t('aiAssistant.loading')}
          sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' } }}
        >
          <Skeleton variant="rounded" height={420} />
          <Skeleton variant="rounded" height={320} />
        </Box>
      )}
      {!queueFirst && queue}
    </Page>
  );
}
