import { LoadError } from '../../components/load-error';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAiSettingsQuery } from '../../api/reviews-api';
import { Page } from '../../components/page';
import { AiSettingsForm } from './ai-settings-form';
import { ReplyQueue } from './reply-queue';

/** `/aiAssistant`: how AI replies are written (with a live preview), and the replies waiting for approval. */
export function AiAssistantPage() {
  const { t } = useTranslation();
  const { data, isError, refetch } = useAiSettingsQuery();

  return (
    <Page title={t('pages.aiAssistant')}>
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
      <ReplyQueue />
    </Page>
  );
}
