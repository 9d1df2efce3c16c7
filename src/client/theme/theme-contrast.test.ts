import { darken, getOverlayAlpha, lighten, type CSSObject, type Theme } from '@mui/material/styles';
import { createAppTheme, type AppThemeOptions } from './create-app-theme';
import { DARK_COLOR_SCHEMES, LIGHT_COLOR_SCHEMES, PRIMARY_COLOR_SCHEMES } from './color-schemes';
import { contrastSeen, grayscale, over } from './contrast';

const TEXT = 4.5;
const INTENTS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;
type Intent = (typeof INTENTS)[number];

type Pair = { what: string; foreground: string; background: string; minimum: number };

const keysOf = <T extends object>(record: T) => Object.keys(record) as (keyof T & string)[];

/** Every theme a user can get: each primary colour × each light and dark scheme, monochrome or not. */
const THEMES: AppThemeOptions[] = keysOf(PRIMARY_COLOR_SCHEMES).flatMap((primary) =>
  [true, false].flatMap((isMonochrome) => [
    ...keysOf(LIGHT_COLOR_SCHEMES).map((light) => ({
      mode: 'light' as const,
      primary,
      light,
      dark: 'navy' as const,
      isMonochrome,
      cardSkin: 'shadow-sm' as const,
    })),
    ...keysOf(DARK_COLOR_SCHEMES).map((dark) => ({
      mode: 'dark' as const,
      primary,
      light: 'slate' as const,
      dark,
      isMonochrome,
      cardSkin: 'shadow-sm' as const,
    })),
  ]),
);

const nameOf = (options: AppThemeOptions) =>
  `${options.primary} on ${options.mode === 'light' ? options.light : options.dark} (${options.mode}${options.isMonochrome ? ', monochrome' : ''})`;

/** In dark mode MUI lays a white veil over raised paper, unless the theme removes it. */
function raisedPaper(theme: Theme, elevation: number, paperOverride: unknown): string {
  const { background, mode } = theme.palette;
  const isFlat = (paperOverride as CSSObject | undefined)?.backgroundImage === 'none';
  return mode === 'dark' && !isFlat ? over(background.paper, '#fff', getOverlayAlpha(elevation)) : background.paper;
}

/** The page, paper (cards, header, docked sidebar), the sidebar drawer (elevation 16) and menus (elevation 8). */
function surfacesOf(theme: Theme): Record<string, string> {
  return {
    page: theme.palette.background.default,
    paper: theme.palette.background.paper,
    drawer: raisedPaper(theme, 16, theme.components?.MuiDrawer?.styleOverrides?.paper),
    menu: raisedPaper(theme, 8, theme.components?.MuiMenu?.styleOverrides?.paper),
  };
}

/** The border colour a component's style override gives one of its slots, or MUI's own (the divider). */
function borderOf(theme: Theme, component: 'MuiToggleButton' | 'MuiPaper', slot: 'root' | 'outlined'): string {
  const overrides = theme.components?.[component]?.styleOverrides as Record<string, CSSObject | undefined> | undefined;
  return (overrides?.[slot]?.borderColor as string | undefined) ?? theme.palette.divider;
}

/** What a contained button of this colour paints under its label on hover, read from the theme's own overrides. */
function containedHoverBackground(theme: Theme, color: Intent): string {
  const rootOverride = theme.components?.MuiButton?.styleOverrides?.root;
  const styles = (
    typeof rootOverride === 'function' ? rootOverride({ theme, ownerState: { color, variant: 'contained' } } as never) : {}
  ) as CSSObject;
  const hover = ((styles['@media (hover: hover)'] as CSSObject | undefined)?.['&:hover'] ?? {}) as CSSObject;
  return (hover['--variant-containedBg'] as string | undefined) ?? theme.palette[color].dark;
}

function pairsOnSurface(theme: Theme, name: string, surface: string): Pair[] {
  const { action, primary, text } = theme.palette;
  const pair = (what: string, foreground: string, background: string): Pair => ({
    what: `${what} on ${name}`,
    foreground,
    background,
    minimum: TEXT,
  });
  const tint = (opacity: number) => over(surface, primary.main, opacity);
  const pairs = [
    pair('text.primary', text.primary, surface),
    pair('text.secondary', text.secondary, surface),
    pair('text.primary on a hovered item', text.primary, over(surface, action.hover)),
    pair('text.secondary on a hovered item', text.secondary, over(surface, action.hover)),
    // A link, a text or outlined button, a selected tab.
    pair('primary.main', primary.main, surface),
    pair('primary.main on a hovered outlined button', primary.main, tint(action.hoverOpacity)),
    // The edge of a text field, a code box or a neutral outlined button: a component boundary, 3:1.
    { what: `a form control's border on ${name}`, foreground: theme.palette.controlBorder, background: surface, minimum: 3 },
    // Outlined chips and buttons (the demo data badge) write their label in main: text, so 4.5 rather than 3.
    ...INTENTS.filter((intent) => intent !== 'primary').map((intent) => pair(`${intent}.main`, theme.palette[intent].main, surface)),
  ];
  if (name === 'menu') {
    // A selected menu item (the current language) keeps text.primary on a primary tint.
    pairs.push(
      pair('a selected menu item', text.primary, tint(action.selectedOpacity)),
      pair('a selected menu item, hovered', text.primary, tint(action.selectedOpacity + action.hoverOpacity)),
      pair('a selected menu item, focused', text.primary, tint(action.selectedOpacity + action.focusOpacity)),
    );
  } else {
    // The sidebar's selected item: primary.main on `action.selected` (sidebar-nav.tsx); MUI tints it with primary when hovered or focused.
    pairs.push(
      pair('the selected nav item', primary.main, over(surface, action.selected)),
      pair('the selected nav item, hovered', primary.main, tint(action.selectedOpacity + action.hoverOpacity)),
      pair('the selected nav item, focused', primary.main, tint(action.selectedOpacity + action.focusOpacity)),
    );
  }
  return pairs;
}

/**
 * Edges that set a component apart, 3:1 wherever one sits: a toggle button's, and in dark mode an outlined card's or
 * panel's (there the divider all but vanishes; light mode keeps its faint divider for them). Besides the page, paper
 * and menus, a raised card (elevation 1, the default skin), which outlined panels and toggle groups sit on, and a
 * dialog (elevation 24).
 */
function edgePairs(theme: Theme): Pair[] {
  const surfaces = {
    ...surfacesOf(theme),
    card: raisedPaper(theme, 1, undefined),
    dialog: raisedPaper(theme, 24, undefined),
  };
  const edges = { "a toggle button's border": borderOf(theme, 'MuiToggleButton', 'root') };
  if (theme.palette.mode === 'dark') Object.assign(edges, { "an outlined surface's border": borderOf(theme, 'MuiPaper', 'outlined') });
  return Object.entries(edges).flatMap(([what, edge]) =>
    Object.entries(surfaces).map(([name, surface]) => ({ what: `${what} on ${name}`, foreground: edge, background: surface, minimum: 3 })),
  );
}

/** The Alert colours MUI derives from each colour's `light` shade (standard and outlined variants). */
function alertPairs({ palette }: Theme): Pair[] {
  const textOf = palette.mode === 'light' ? darken : lighten;
  const backgroundOf = palette.mode === 'light' ? lighten : darken;
  return INTENTS.filter((intent) => intent !== 'primary' && intent !== 'secondary').flatMap((intent) => {
    const filled = palette.mode === 'dark' ? palette[intent].dark : palette[intent].main;
    return [
      {
        what: `${intent} alert`,
        foreground: textOf(palette[intent].light, 0.6),
        background: backgroundOf(palette[intent].light, 0.9),
        minimum: TEXT,
      },
      { what: `${intent} filled alert`, foreground: palette.getContrastText(filled), background: filled, minimum: TEXT },
    ];
  });
}

/** Labels of contained buttons and filled chips (the "Essai en cours" chip), at rest and on hover. */
function containedPairs(theme: Theme): Pair[] {
  return INTENTS.flatMap((intent) => {
    const { main, contrastText } = theme.palette[intent];
    return [
      { what: `${intent}.contrastText on ${intent}.main`, foreground: contrastText, background: main, minimum: TEXT },
      {
        what: `${intent}.contrastText on a hovered contained button`,
        foreground: contrastText,
        background: containedHoverBackground(theme, intent),
        minimum: TEXT,
      },
    ];
  });
}

/** The sideblock layout: a `primary.dark` column, white links at 82 %, the selected one in white on a white veil. */
function sideblockPairs({ palette }: Theme): Pair[] {
  const { action, primary } = palette;
  const link = (background: string) => over(background, '#fff', 0.82);
  const hovered = over(primary.dark, action.hover);
  return [
    { what: 'a sideblock link', foreground: link(primary.dark), background: primary.dark, minimum: TEXT },
    { what: 'a hovered sideblock link', foreground: link(hovered), background: hovered, minimum: TEXT },
    { what: 'the selected sideblock link', foreground: '#fff', background: over(primary.dark, '#fff', 0.16), minimum: TEXT },
    {
      what: 'the selected sideblock link, hovered',
      foreground: '#fff',
      background: over(primary.dark, primary.main, action.selectedOpacity + action.hoverOpacity),
      minimum: TEXT,
    },
  ];
}

/** The sign-in pages tint the page with `${primary.main}22`. */
function publicPagePairs({ palette }: Theme): Pair[] {
  const tinted = over(palette.background.default, palette.primary.main, 0x22 / 0xff);
  return [
    { what: 'text.primary on the tinted sign-in page', foreground: palette.text.primary, background: tinted, minimum: TEXT },
    { what: 'text.secondary on the tinted sign-in page', foreground: palette.text.secondary, background: tinted, minimum: TEXT },
  ];
}

function pairsOf(theme: Theme): Pair[] {
  return [
    ...Object.entries(surfacesOf(theme)).flatMap(([name, surface]) => pairsOnSurface(theme, name, surface)),
    ...edgePairs(theme),
    ...containedPairs(theme),
    ...alertPairs(theme),
    ...sideblockPairs(theme),
    ...publicPagePairs(theme),
  ];
}

describe('colour contrast (WCAG 2.2 AA)', () => {
  it('lays colours over one another and greys them as the browser does', () => {
    expect(over('#ffffff', '#000000', 0.5)).toBe('#808080');
    expect(over('#111827', 'rgba(255, 255, 255, 0.16)')).toBe('#373d4a');
    expect(grayscale('#ff0000')).toBe('#363636');
    expect(contrastSeen('#000000', '#ffffff', true)).toBe(21);
  });

  it.each(THEMES.map((options) => [nameOf(options), options] as const))(
    '%s: every pair that matters reaches its ratio',
    (_name, options) => {
      const theme = createAppTheme(options);
      const failures = pairsOf(theme)
        .map((pair) => ({ ...pair, ratio: Math.round(contrastSeen(pair.foreground, pair.background, options.isMonochrome) * 100) / 100 }))
        .filter(({ ratio, minimum }) => ratio < minimum)
        .map(({ what, foreground, background, ratio }) => `${what}: ${foreground} on ${background} = ${ratio}`);
      expect(failures).toEqual([]);
    },
  );
});
