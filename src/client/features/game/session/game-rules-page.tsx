import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { usePublicGameRulesQuery } from '../../../api/game-api';
import { LoadError } from '../../../components/load-error';
import { usePageTitle } from '../../../components/use-page-title';
import { LOADING_MARK } from '../../../config/first-screen';
import { PATHS } from '../../../config/paths';
import { formatDate } from '../../../i18n/dates';
import { errorCodeOf } from '../../../api/api-error';

/** `/game/session/rules?g=<publicId>`: the game's published rules, as the owner wrote or generated them. */
export function GameRulesPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const publicId = searchParams.get('g') ?? '';
  const { data, error, isError, refetch } = usePublicGameRulesQuery(publicId, { skip: !publicId });
  usePageTitle(t('gameSession.rulesTitle'));

  if (!publicId || ['GAME_NOT_FOUND', 'VALIDATION_ERROR'].includes(errorCodeOf(error) ?? '')) {
    return <Alert severity="warning">{t('gameSession.notFound')}</Alert>;
  }
  if (isError) return <LoadError message={t('gameSession.loadError')} onRetry={() => void refetch()} />;
  // A text reads from the top: the layout centres its page, which left short rules floating mid-screen on a phone.
  return (
    <Stack sx={{ gap: 2, width: '100%', maxWidth: 720, mx: 'auto', alignSelf: 'start' }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }}>
        {data ? `${t('gameSession.rulesTitle')} – ${data.businessName}` : t('gameSession.rulesTitle')}
      </Typography>
      {data ? (
        <>
          <Typography color="text.secondary">{t('gameSession.rulesUpdated', { date: formatDate(data.updatedAt) })}</Typography>
          <Typography component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {data.rules}
          </Typography>
        </>
      ) : (
        // Marked as loading: a page that came with the rules drawn keeps the drawing over this (hold-first-screen.ts).
        <Skeleton variant="rounded" height={320} {...{ [LOADING_MARK]: '' }} />
      )}
      <Link component={RouterLink} to={`${PATHS.gameSession}?g=${encodeURIComponent(publicId)}`}>
        {t('gameSession.backToGame')}
      </Link>
    </Stack>
  );
}
