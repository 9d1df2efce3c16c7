import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import { useReviewSourcesQuery } from '../../api/review-sources-api';
import { LoadError } from '../../components/load-error';
import { visuallyHidden } from '../../components/visually-hidden';
import { apiErrorText } from '../../i18n/api-error-text';
import { SourceCard } from './source-card';

type ReviewSourcesPageProps = {
  /** The establishment shown (null: the user sees none yet). */
  establishmentId: number | null;
  /** Owners, admins and managers connect and disconnect; viewers read the states. */
  canManage: boolean;
};

const GRID = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } } as const;

function SourcesSkeleton() {
  const { t } = useTranslation();
  return (
    <Box sx={GRID} role="status">
      <Box component="span" sx={visuallyHidden}>
        {t('sources.loading')}
      </Box>
      {[0, 1, 2, 3].map((index) => (
        <Skeleton key={index} variant="rounded" height={160} aria-hidden />
      ))}
    </Box>
  );
}

/**
 * Settings → « Sources d'avis »: the establishment's four sources, Google's state beside TheFork's, Tripadvisor's and
 * Facebook's, each with what Bonavis reads of it, what the platform allows, and (for those who may) connect and
 * disconnect.
 */
export function ReviewSourcesPage({ establishmentId, canManage }: ReviewSourcesPageProps) {
  const { t } = useTranslation();
  const sources = useReviewSourcesQuery(establishmentId === null ? skipToken : { location: establishmentId });

  const renderBody = () => {
    if (establishmentId === null)
      return (
        <Alert severity="info" role="note">
          {t('sources.noEstablishment')}
        </Alert>
      );
    if (sources.isError)
      return <LoadError message={apiErrorText(t, sources.error, 'sources.loadFailed')} onRetry={() => void sources.refetch()} />;
    if (sources.isLoading || !sources.data) return <SourcesSkeleton />;
    const beyondGoogle = sources.data.items.filter((item) => item.source !== 'google' && item.state !== 'disconnected');
    return (
      <>
        {beyondGoogle.length === 0 && (
          <Typography color="text.secondary" role="status">
            {t('sources.noneYet')}
          </Typography>
        )}
        <Box sx={GRID}>
          {sources.data.items.map((item) => (
            <SourceCard key={item.source} item={item} location={establishmentId} canManage={canManage} />
          ))}
        </Box>
      </>
    );
  };

  return (
    <Stack sx={{ gap: 2 }}>
      <Card>
        <CardContent sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="body1">{t('sources.intro')}</Typography>
          {!canManage && (
            <Typography variant="body2" color="text.secondary">
              {t('sources.viewerNote')}
            </Typography>
          )}
        </CardContent>
      </Card>
      {renderBody()}
    </Stack>
  );
}
