import Box from '@mui/material/Box';
import { keyframes } from '@emotion/react';
import { useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';

// A segment crossing the window, as an indeterminate progress bar does; drawn here rather than with MUI's
// LinearProgress, whose code would be in the sign-in screen's download for this one bar.
const crossing = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/** The thin bar at the top of the window while a route (and its lazy chunk) loads. */
export function RouteProgressBar() {
  const navigation = useNavigation();
  const { t } = useTranslation();
  if (navigation.state === 'idle') return null;
  return (
    <Box
      role="progressbar"
      aria-label={t('loading.page')}
      sx={(theme) => ({
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        overflow: 'hidden',
        zIndex: theme.zIndex.modal + 1,
        bgcolor: 'action.selected',
        '&::after': {
          content: '""',
          position: 'absolute',
          inset: 0,
          width: '40%',
          bgcolor: 'primary.main',
          animation: `${crossing} 1.2s ease-in-out infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none', width: '100%', opacity: 0.6 },
        },
      })}
    />
  );
}
