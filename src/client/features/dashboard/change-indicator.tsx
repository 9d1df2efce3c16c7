import Box from '@mui/material/Box';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import TrendingFlatIcon from '@mui/icons-material/TrendingFlat';
import { useTranslation } from 'react-i18next';
import type { Change } from './dashboard-format';

type ChangeIndicatorProps = { change: Change | null; text: string };

/**
 * « ↑ +0,2 vs période précédente »: the arrow and the colour repeat what the signed text says,
 * so nothing rests on colour alone.
 */
export function ChangeIndicator({ change, text }: ChangeIndicatorProps) {
  const { t } = useTranslation();
  if (!change) {
    return (
      <Box component="span" sx={{ color: 'text.secondary', typography: 'body2' }}>
        {t('dashboard.change.none')}
      </Box>
    );
  }
  const Icon = change.direction === 'up' ? ArrowUpwardIcon : change.direction === 'down' ? ArrowDownwardIcon : TrendingFlatIcon;
  const color = change.better === null ? 'text.secondary' : change.better ? 'success.main' : 'error.main';
  return (
    <Box
      component="span"
      data-direction={change.direction}
      sx={{ color, typography: 'body2', display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
    >
      <Icon fontSize="inherit" aria-hidden />
      {change.direction === 'flat' ? t('dashboard.change.stable') : t('dashboard.change.vsPrevious', { delta: text })}
    </Box>
  );
}
