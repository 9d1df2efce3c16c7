import { createTheme, darken, getOverlayAlpha, type PaletteOptions, type SimplePaletteColorOptions } from '@mui/material/styles';
import { INTENT_COLORS } from './color-schemes';
import { over, shadeReaching } from './contrast';

/**
 * WCAG 2.2 AA asks 4.5:1 of body text; outlined chips and buttons write their label in `main`, so it applies to every
 * colour. The theme aims a little higher: browsers and audit tools round translucent layers each their own way.
 */
const TEXT_RATIO = 4.6;
/** In dark mode MUI lightens raised paper; the theme keeps the drawer flat, so menus are the highest paper with text. */
const MENU_ELEVATION = 8;
/** The sign-in pages tint their background with `${primary.main}22`. */
const SIGN_IN_TINT = 0x22 / 0xff;
/** The sideblock layout writes its links in 82 % white on `primary.dark`, the selected one in white on a 16 % white veil. */
const SIDEBLOCK_LINK_OPACITY = 0.82;
const SIDEBLOCK_SELECTED_OPACITY = 0.16;

type Surface = { page: string; paper: string; text: string; muted: string };

export type PaletteInput = { mode: 'light' | 'dark'; surface: Surface; primary: string; isMonochrome: boolean };

type Pair = [foreground: string, background: string];

// A few hundred contrast checks per palette: worth keeping for when another appearance setting changes.
const palettes = new Map<string, PaletteOptions>();

/**
 * The palette for one mode: every colour is the user's hue, darkened on light surfaces or lightened on dark ones
 * until it reads at AA, with the margin above, wherever the app writes it (page, paper, hover and selection tints).
 */
export function accessiblePalette(input: PaletteInput): PaletteOptions {
  const key = JSON.stringify(input);
  const palette = palettes.get(key) ?? buildPalette(input);
  palettes.set(key, palette);
  return palette;
}

function buildPalette({ mode, surface, primary, isMonochrome }: PaletteInput): PaletteOptions {
  const { action } = createTheme({ palette: { mode } }).palette;
  const isDark = mode === 'dark';
  const flat = [surface.page, surface.paper];
  const menu = isDark ? over(surface.paper, '#fff', getOverlayAlpha(MENU_ELEVATION)) : surface.paper;
  const selectedTints = (color: string, under: string) => [
    over(under, color, action.selectedOpacity),
    over(under, color, action.selectedOpacity + action.hoverOpacity),
    over(under, color, action.selectedOpacity + action.focusOpacity),
  ];

  const readable = (color: string, backgroundsOf: (shade: string) => string[]) =>
    shadeReaching(color, {
      ratio: TEXT_RATIO,
      towards: isDark ? 'lighter' : 'darker',
      isMonochrome,
      pairs: (shade) => backgroundsOf(shade).map((background): Pair => [shade, background]),
    });
  // Text, outlined chips and buttons of this colour, and their hover tint.
  const mainOf = (hue: string) =>
    readable(hue, (shade) => [...flat, menu].flatMap((under) => [under, over(under, shade, action.hoverOpacity)]));
  // Primary also marks the sidebar's selected item (sidebar-nav.tsx): on `action.selected`, which MUI replaces with a
  // primary tint while the item is hovered or focused.
  const primaryMain = readable(primary, (shade) => [
    menu,
    ...flat.flatMap((under) => [
      under,
      over(under, shade, action.hoverOpacity),
      over(under, action.selected),
      over(under, shade, action.selectedOpacity + action.hoverOpacity),
      over(under, shade, action.selectedOpacity + action.focusOpacity),
    ]),
  ]);
  // Text sits on hovered items and on the tinted sign-in page; a selected menu item keeps text.primary on a primary tint.
  const signInPage = over(surface.page, primaryMain, SIGN_IN_TINT);
  const textOf = (color: string, extra: string[] = []) =>
    readable(color, () => [signInPage, ...[...flat, menu].flatMap((under) => [under, over(under, action.hover)]), ...extra]);

  // A surface of this colour under white text: the sideblock column, filled alerts in dark mode, hovered buttons in light mode.
  const deepOf = (hue: string, main: string) =>
    shadeReaching(darken(hue, 0.3), {
      ratio: TEXT_RATIO,
      towards: 'darker',
      isMonochrome,
      pairs: (deep) => {
        const hovered = over(deep, action.hover);
        return [
          ['#fff', deep],
          [over(deep, '#fff', SIDEBLOCK_LINK_OPACITY), deep],
          [over(hovered, '#fff', SIDEBLOCK_LINK_OPACITY), hovered],
          ['#fff', over(deep, '#fff', SIDEBLOCK_SELECTED_OPACITY)],
          ['#fff', over(deep, main, action.selectedOpacity + action.hoverOpacity)],
        ];
      },
    });
  // Light mode: white on a main dark enough for white paper. Dark mode: the page colour on a main light enough for it.
  const contrastText = isDark ? surface.page : '#ffffff';
  const colorOf = (hue: string, main: string): SimplePaletteColorOptions => ({ main, dark: deepOf(hue, main), contrastText });

  return {
    mode,
    contrastThreshold: TEXT_RATIO,
    primary: colorOf(primary, primaryMain),
    secondary: colorOf(INTENT_COLORS.secondary, mainOf(INTENT_COLORS.secondary)),
    error: colorOf(INTENT_COLORS.error, mainOf(INTENT_COLORS.error)),
    warning: colorOf(INTENT_COLORS.warning, mainOf(INTENT_COLORS.warning)),
    info: colorOf(INTENT_COLORS.info, mainOf(INTENT_COLORS.info)),
    success: colorOf(INTENT_COLORS.success, mainOf(INTENT_COLORS.success)),
    background: { default: surface.page, paper: surface.paper },
    text: { primary: textOf(surface.text, selectedTints(primaryMain, menu)), secondary: textOf(surface.muted) },
  };
}
