import { useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { MAIN_CONTENT_ID } from '../components/skip-link';

/** Who asked the system for less motion gets none: progress bars, ripples and transitions jump to their end. */
const REDUCED_MOTION = {
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important',
    },
  },
  // The main region takes focus from the skip link; the page itself shows where the reader is.
  [`#${MAIN_CONTENT_ID}:focus`]: { outline: 'none' },
};
import useMediaQuery from '@mui/material/useMediaQuery';
import { ThemeProvider } from '@mui/material/styles';
import { createAppTheme } from '../theme/create-app-theme';
import { useAppSelector } from '../state/typed-hooks';

/** Applies the appearance settings live; "system" follows prefers-color-scheme as it changes. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const settings = useAppSelector((state) => state.settings);
  const systemPrefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const mode = settings.themeMode === 'system' ? (systemPrefersDark ? 'dark' : 'light') : settings.themeMode;
  const theme = useMemo(
    () =>
      createAppTheme({
        mode,
        primary: settings.primaryColorScheme,
        light: settings.lightColorScheme,
        dark: settings.darkColorScheme,
        cardSkin: settings.cardSkin,
        isMonochrome: settings.isMonochrome,
      }),
    [mode, settings.primaryColorScheme, settings.lightColorScheme, settings.darkColorScheme, settings.cardSkin, settings.isMonochrome],
  );
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <GlobalStyles styles={REDUCED_MOTION} />
      {children}
    </ThemeProvider>
  );
}
