import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import type { GameStats } from '../../../shared/api/game';
import { formatDayShort } from './game-format';

/**
 * Plays, prizes won and redeemed per day, in bars. Its own chunk (the charts library is heavy); the
 * drawing is hidden from screen readers and the keyboard, the data table beside it has the figures.
 */
export function GameActivityChart({ byDay }: { byDay: GameStats['byDay'] }) {
  const { t } = useTranslation();
  return (
    <div aria-hidden>
      <BarChart
        height={260}
        disableKeyboardNavigation
        xAxis={[{ scaleType: 'band', data: byDay.map((day) => formatDayShort(day.day)) }]}
        yAxis={[{ tickMinStep: 1, min: 0 }]}
        series={[
          { data: byDay.map((day) => day.plays), label: t('game.home.plays') },
          { data: byDay.map((day) => day.won), label: t('game.home.won') },
          { data: byDay.map((day) => day.redeemed), label: t('game.home.redeemed') },
        ]}
      />
    </div>
  );
}
