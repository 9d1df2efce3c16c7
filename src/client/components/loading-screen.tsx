import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { LOADING_MARK } from '../config/first-screen';
import { BrandLogo } from './brand-logo';

type LoadingScreenProps = { label?: string };

/** Full-screen loader shown until the app (or a guarded group) is ready. */
export function LoadingScreen({ label }: LoadingScreenProps) {
  return (
    <Box
      role="status"
      aria-live="polite"
      aria-busy="true"
      aria-label={label}
      {...{ [LOADING_MARK]: '' }}
      sx={{ minHeight: '100vh', display: 'grid', placeContent: 'center', justifyItems: 'center', gap: 3, bgcolor: 'background.default' }}
    >
      <BrandLogo size="large" />
      {/* The region's label says what is loading; the spinner only shows it (a progressbar needs a name of its own). */}
      <CircularProgress size={28} aria-hidden />
    </Box>
  );
}
