import { createTheme, type Theme } from '@mui/material/styles';
import { BREAKPOINTS } from '../config/constants';
import {
  DARK_COLOR_SCHEMES,
  LIGHT_COLOR_SCHEMES,
  PRIMARY_COLOR_SCHEMES,
  type CardSkin,
  type DarkColorScheme,
  type LightColorScheme,
  type PrimaryColorScheme,
} from './color-schemes';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    '2xl': true;
  }
}

export type AppThemeOptions = {
  mode: 'light' | 'dark';
  primary: PrimaryColorScheme;
  light: LightColorScheme;
  dark: DarkColorScheme;
  cardSkin: CardSkin;
  isMonochrome: boolean;
};

/** Builds the MUI theme from the user's appearance settings. */
export function createAppTheme(options: AppThemeOptions): Theme {
  const surface = options.mode === 'dark' ? DARK_COLOR_SCHEMES[options.dark] : LIGHT_COLOR_SCHEMES[options.light];
  const bordered = options.cardSkin === 'bordered';
  return createTheme({
    breakpoints: { values: BREAKPOINTS },
    palette: {
      mode: options.mode,
      primary: { main: PRIMARY_COLOR_SCHEMES[options.primary] },
      background: { default: surface.page, paper: surface.paper },
      divider: surface.divider,
      text: { primary: surface.text, secondary: surface.muted },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          // Monochrome mode greys out the whole interface, pictures included.
          html: options.isMonochrome ? { filter: 'grayscale(1)' } : {},
        },
      },
      MuiCard: {
        defaultProps: { elevation: bordered ? 0 : 1, variant: bordered ? 'outlined' : 'elevation' },
      },
      MuiButton: { defaultProps: { disableElevation: true } },
    },
  });
}
