import { createTheme, type Theme } from '@mui/material/styles';
import { BREAKPOINTS } from '../config/constants';
import { accessiblePalette } from './accessible-palette';
import { getOverlayAlpha } from '@mui/material/styles';
import { over, shadeReaching } from './contrast';
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
  interface Palette {
    /** The border of a form control (text fields, code boxes, outlined neutral buttons): 3:1 on page and paper. */
    controlBorder: string;
  }
  interface PaletteOptions {
    controlBorder?: string;
  }
}

/**
 * The divider darkened (light) or lightened (dark) until a control's edge reads at 3:1, as WCAG asks, on the page,
 * on paper, and in dark mode on the most raised paper (dialogs, menus), which MUI lightens with a white veil.
 */
function controlBorderOf(surface: { page: string; paper: string; divider: string }, isDark: boolean, isMonochrome: boolean) {
  const raised = isDark ? [over(surface.paper, '#ffffff', getOverlayAlpha(24))] : [];
  return shadeReaching(surface.divider, {
    pairs: (shade) => [surface.page, surface.paper, ...raised].map((background): [string, string] => [shade, background]),
    ratio: CONTROL_BORDER_RATIO,
    towards: isDark ? 'lighter' : 'darker',
    isMonochrome,
  });
}

/** A small margin over WCAG's 3:1, so rounding in a browser never tips an edge below it. */
const CONTROL_BORDER_RATIO = 3.1;

export type AppThemeOptions = {
  mode: 'light' | 'dark';
  primary: PrimaryColorScheme;
  light: LightColorScheme;
  dark: DarkColorScheme;
  cardSkin: CardSkin;
  isMonochrome: boolean;
};

const INTENTS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;
type Intent = (typeof INTENTS)[number];
const isIntent = (color: unknown): color is Intent => INTENTS.includes(color as Intent);

type Styled<Props> = { theme: Theme; ownerState: Props };

/*
 * In dark mode a colour's `dark` shade carries white text (the sideblock column), while contained buttons and filled
 * chips carry dark text on `main`: on hover they brighten to `light` rather than sink to `dark`.
 */
const brightenContainedButton = ({ theme, ownerState }: Styled<{ variant?: string; color?: string }>) =>
  ownerState.variant === 'contained' && isIntent(ownerState.color)
    ? { '@media (hover: hover)': { '&:hover': { '--variant-containedBg': theme.palette[ownerState.color].light } } }
    : {};
const brightenFilledChip = ({ theme, ownerState }: Styled<{ variant?: string; color?: string }>) =>
  ownerState.variant !== 'outlined' && isIntent(ownerState.color)
    ? { '&.MuiChip-clickable:hover, &.Mui-focusVisible': { background: theme.palette[ownerState.color].light } }
    : {};

/** Builds the MUI theme from the user's appearance settings. */
export function createAppTheme(options: AppThemeOptions): Theme {
  const isDark = options.mode === 'dark';
  const surface = isDark ? DARK_COLOR_SCHEMES[options.dark] : LIGHT_COLOR_SCHEMES[options.light];
  const bordered = options.cardSkin === 'bordered';
  const controlBorder = controlBorderOf(surface, isDark, options.isMonochrome);
  return createTheme({
    breakpoints: { values: BREAKPOINTS },
    palette: {
      ...accessiblePalette({
        mode: options.mode,
        surface,
        primary: PRIMARY_COLOR_SCHEMES[options.primary],
        isMonochrome: options.isMonochrome,
      }),
      divider: surface.divider,
      controlBorder,
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
      MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: isDark ? { root: brightenContainedButton } : {} },
      MuiChip: { styleOverrides: isDark ? { root: brightenFilledChip } : {} },
      MuiOutlinedInput: { styleOverrides: { notchedOutline: { borderColor: controlBorder } } },
      // A toggle button is a control: its edge reads at 3:1 like a text field's, or an unselected one is a hole in the group.
      MuiToggleButton: { styleOverrides: { root: { borderColor: controlBorder } } },
      /*
       * Outlined cards and panels (bordered skin, message previews, lists of cards): in dark mode the divider all but
       * vanishes on paper (about 1.1:1), so their edge is the controls' one. Light mode keeps the faint divider, which
       * reads there.
       */
      MuiPaper: { styleOverrides: isDark ? { outlined: { borderColor: controlBorder } } : {} },
      // A field's message (its error once blurred) is read out when it appears; the field points to it (aria-describedby).
      MuiFormHelperText: { defaultProps: { 'aria-live': 'polite' } },
      // The sidebar drawer stays the colour of the docked sidebar: no lighter veil for its elevation in dark mode.
      MuiDrawer: { styleOverrides: { paper: { backgroundImage: 'none' } } },
    },
  });
}
