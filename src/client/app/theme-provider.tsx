import { useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
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
      {children}
    </ThemeProvider>
  );
}
