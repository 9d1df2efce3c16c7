import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { GameState } from '../../../shared/api/game';
import { useGameStateQuery } from '../../api/game-api';
import { LoadError } from '../../components/load-error';
import { Page } from '../../components/page';
import { GameNav } from './game-nav';

/** The frame of the game's owner screens: title, sub-navigation, the fair-play notice, then the screen once the game is loaded. */
export function GamePage({ title, children }: { title: string; children: (state: GameState) => ReactNode }) {
  const { t } = useTranslation();
  const { data, isError, refetch } = useGameStateQuery();
  return (
    <Page title={title}>
      <GameNav />
      <Alert severity="info">{t('game.fair')}</Alert>
      {data ? (
        children(data)
      ) : isError ? (
        <LoadError message={t('game.loadError')} onRetry={() => void refetch()} />
      ) : (
        <Stack role="status" aria-label={t('game.loading')} sx={{ gap: 2 }}>
          <Skeleton variant="rounded" height={120} />
          <Skeleton variant="rounded" height={320} />
        </Stack>
      )}
    </Page>
  );
}
