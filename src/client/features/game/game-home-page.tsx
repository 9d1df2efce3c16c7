import { lazy, Suspense, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { GAME_STATS_DAYS, type GameStats } from '../../../shared/api/game';
import { useGameStatsQuery } from '../../api/game-api';
import { LoadError } from '../../components/load-error';
import { SettingsSection } from '../../components/settings-section';
import { PATHS } from '../../config/paths';
import { GameCoupons } from './game-coupons';
import { formatDayShort } from './game-format';
import { GamePage } from './game-page';

// Its own chunk: the figures show without waiting for the charts library.
const GameActivityChart = lazy(() =>
  import(/* webpackChunkName: "game-chart" */ './game-activity-chart').then((module) => ({ default: module.GameActivityChart })),
);

function Figures({ stats }: { stats: GameStats }) {
  const { t, i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
      {(['plays', 'won', 'redeemed'] as const).map((figure) => (
        <Card key={figure}>
          <CardContent>
            <Typography component="h2" color="text.secondary">
              {t(`game.home.${figure}`)}
            </Typography>
            <Typography sx={{ fontSize: 32, fontWeight: 800 }}>{format.format(stats.totals[figure])}</Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

function Activity({ stats }: { stats: GameStats }) {
  const { t } = useTranslation();
  const [showData, setShowData] = useState(false);
  const tableId = useId();
  return (
    <SettingsSection title={t('game.home.chartTitle')}>
      <Suspense fallback={<Skeleton variant="rounded" height={260} />}>
        <GameActivityChart byDay={stats.byDay} />
      </Suspense>
      <Button
        size="small"
        aria-expanded={showData}
        aria-controls={tableId}
        onClick={() => setShowData(!showData)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {showData ? t('game.home.hideData') : t('game.home.showData')}
      </Button>
      <Collapse in={showData}>
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" id={tableId}>
            <TableHead>
              <TableRow>
                <TableCell>{t('game.home.day')}</TableCell>
                <TableCell align="right">{t('game.home.plays')}</TableCell>
                <TableCell align="right">{t('game.home.won')}</TableCell>
                <TableCell align="right">{t('game.home.redeemed')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {stats.byDay.map((day) => (
                <TableRow key={day.day}>
                  <TableCell>{formatDayShort(day.day)}</TableCell>
                  <TableCell align="right">{day.plays}</TableCell>
                  <TableCell align="right">{day.won}</TableCell>
                  <TableCell align="right">{day.redeemed}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </Collapse>
    </SettingsSection>
  );
}

function Stock({ stats }: { stats: GameStats }) {
  const { t } = useTranslation();
  return (
    <SettingsSection title={t('game.home.stock')}>
      <Stack component="ul" sx={{ gap: 0.5, m: 0, pl: 2 }}>
        {stats.prizes.map((prize) => (
          <li key={prize.segmentId}>
            <Typography>
              <strong>{prize.label}</strong> —{' '}
              {t('game.home.stockLine', { won: prize.won, redeemed: prize.redeemed, stock: prize.stock ?? t('game.home.unlimited') })}
            </Typography>
          </li>
        ))}
      </Stack>
    </SettingsSection>
  );
}

function GameHome() {
  const { t } = useTranslation();
  const [days, setDays] = useState<number>(30);
  const { data: stats, isError, refetch } = useGameStatsQuery(days);
  return (
    <Stack sx={{ gap: 3 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={days}
        aria-label={t('game.home.period')}
        onChange={(_event, value: number | null) => value && setDays(value)}
      >
        {GAME_STATS_DAYS.map((option) => (
          <ToggleButton key={option} value={option}>
            {t('game.home.days', { count: option })}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {isError ? (
        <LoadError message={t('game.loadError')} onRetry={() => void refetch()} />
      ) : !stats ? (
        <Skeleton variant="rounded" height={120} />
      ) : (
        <>
          <Figures stats={stats} />
          {stats.totals.plays === 0 && (
            <Card variant="outlined">
              <CardContent component={Stack} sx={{ gap: 1 }}>
                <Typography component="h2" sx={{ fontWeight: 700 }}>
                  {t('game.home.emptyTitle')}
                </Typography>
                <Typography color="text.secondary">{t('game.home.emptyText')}</Typography>
                <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                  <Button component={RouterLink} to={PATHS.gameSettings} variant="outlined">
                    {t('game.nav.settings')}
                  </Button>
                  <Button component={RouterLink} to={PATHS.gameCode} variant="outlined">
                    {t('game.nav.code')}
                  </Button>
                </Stack>
              </CardContent>
            </Card>
          )}
          <Activity stats={stats} />
          <Stock stats={stats} />
        </>
      )}
      <GameCoupons />
    </Stack>
  );
}

/** `/game/home`: plays, prizes won and given per day, what is left of each prize, and the counter's coupon list. */
export function GameHomePage() {
  const { t } = useTranslation();
  return <GamePage title={t('pages.gameHome')}>{() => <GameHome />}</GamePage>;
}
