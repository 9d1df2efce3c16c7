import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { PlayResult } from '../../../../shared/api/game';
import { businessNameValues } from '../../../../shared/french-names';
import { errorCodeOf } from '../../../api/api-error';
import { usePublicGameQuery } from '../../../api/game-api';
import { LoadError } from '../../../components/load-error';
import { usePageTitle } from '../../../components/use-page-title';
import { LOADING_MARK } from '../../../config/first-screen';
import { PATHS } from '../../../config/paths';
import { PlayForm } from './play-form';
import { PlayOutcome } from './play-outcome';
import { PrizeWheel } from './prize-wheel';
import { landingRotation } from './wheel-geometry';

/**
 * `/game/session?g=<publicId>`: the customers' wheel, opened from the QR code without an account.
 * The server draws and records the result; the wheel then turns to it, and only once it has stopped
 * is the result shown (at once with reduced motion).
 */
export function GameSessionPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const publicId = searchParams.get('g') ?? '';
  const { data: game, error, isError, refetch } = usePublicGameQuery(publicId, { skip: !publicId });
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const [rotation, setRotation] = useState(0);
  const [result, setResult] = useState<PlayResult | null>(null);
  const [isRevealed, setIsRevealed] = useState(false);
  usePageTitle(
    game ? t('gameSession.title', businessNameValues(game.businessName, { keepArticle: game.nameKeepsArticle })) : t('pages.gameSession'),
  );

  const handlePlayed = (played: PlayResult) => {
    const index = game!.segments.findIndex((segment) => segment.id === played.segmentId);
    setResult(played);
    setRotation((from) => landingRotation(Math.max(0, index), game!.segments.length, from));
    if (reducedMotion) setIsRevealed(true);
  };

  if (!publicId || errorCodeOf(error) === 'GAME_NOT_FOUND' || errorCodeOf(error) === 'VALIDATION_ERROR') {
    return <Alert severity="warning">{t('gameSession.notFound')}</Alert>;
  }
  if (isError) return <LoadError message={t('gameSession.loadError')} onRetry={() => void refetch()} />;
  if (!game) {
    return (
      // Marked as loading: a page that came with the wheel drawn keeps the drawing over this (hold-first-screen.ts).
      <Stack
        role="status"
        aria-label={t('gameSession.loading')}
        {...{ [LOADING_MARK]: '' }}
        sx={{ gap: 2, width: '100%', maxWidth: 480, mx: 'auto' }}
      >
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="circular" width={280} height={280} sx={{ mx: 'auto' }} />
        <Skeleton variant="rounded" height={180} />
      </Stack>
    );
  }

  const rulesUrl = `${PATHS.gameRules}?g=${encodeURIComponent(publicId)}`;
  return (
    <Stack sx={{ gap: 2, width: '100%', maxWidth: 480, mx: 'auto' }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, borderBottom: 4, borderColor: game.primaryColor, pb: 1 }}>
        {game.logo && <Avatar src={game.logo} alt="" variant="rounded" sx={{ width: 56, height: 56 }} />}
        <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }}>
          {t('gameSession.title', businessNameValues(game.businessName, { keepArticle: game.nameKeepsArticle }))}
        </Typography>
      </Stack>
      <Typography sx={{ fontWeight: 600 }}>{t('gameSession.free')}</Typography>
      <PrizeWheel segments={game.segments} rotation={rotation} animate={!reducedMotion} onStopped={() => setIsRevealed(true)} />
      <Box aria-live="polite">{result && isRevealed && <PlayOutcome result={result} />}</Box>
      {game.closedReason ? (
        <Alert severity="info">{t(`game.closedReason.${game.closedReason}`)}</Alert>
      ) : (
        !result && (
          <Card>
            <CardContent>
              <PlayForm publicId={publicId} onPlayed={handlePlayed} />
            </CardContent>
          </Card>
        )
      )}
      {result && !isRevealed && (
        <Typography role="status" sx={{ textAlign: 'center', fontWeight: 600 }}>
          {t('gameSession.spinning')}
        </Typography>
      )}
      <Link component={RouterLink} to={rulesUrl} sx={{ alignSelf: 'center' }}>
        {t('gameSession.rulesLink')}
      </Link>
    </Stack>
  );
}
