import type { CSSProperties, ReactNode } from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import { useTheme, type Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';
import { useAppSelector } from '../state/typed-hooks';

/** Alt+T takes the keyboard to the toasts (sonner reads each entry as an event flag or a key's code). */
const HOTKEY = ['altKey', 'KeyT'];
const TOASTER_CLASS = 'app-toaster';
const VARIANTS = ['success', 'info', 'warning', 'error'] as const;
/** Where sonner lays the toasts across a phone's width, its margins on either side. */
const PHONE_QUERY = '@media (max-width: 600px)';

/** Sonner's colour variables, from the MUI palette: paper and text read at AA (the theme checks them), with the theme's edge. */
function paletteVariables(theme: Theme): CSSProperties {
  const { palette } = theme;
  return {
    '--normal-bg': palette.background.paper,
    '--normal-text': palette.text.primary,
    // As outlined paper: the divider all but vanishes on dark paper, so the edge is the controls' one there.
    '--normal-border': palette.mode === 'dark' ? palette.controlBorder : palette.divider,
    '--border-radius': `${theme.shape.borderRadius}px`,
  } as CSSProperties;
}

/**
 * The app's type and colours on sonner's toasts, and their width: 356 px, or on a narrower screen its width less the
 * margins (sonner alone stretches them across any screen up to 600 px).
 */
function toasterStyles(theme: Theme) {
  const { palette } = theme;
  const focusRing = { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 };
  const toaster = `.${TOASTER_CLASS}[data-sonner-toaster]`;
  return {
    [toaster]: {
      fontFamily: theme.typography.fontFamily,
      '& [data-sonner-toast][data-styled=true]': {
        fontSize: theme.typography.body2.fontSize,
        lineHeight: theme.typography.body2.lineHeight,
        boxShadow: theme.shadows[6],
      },
      '& [data-sonner-toast]:focus-visible': focusRing,
      // The icon tells the kind apart; each intent's `main` reads at AA on paper.
      ...Object.fromEntries(VARIANTS.map((variant) => [`& [data-type=${variant}] [data-icon]`, { color: palette[variant].main }])),
      '& [data-sonner-toast][data-styled=true] [data-button][data-action]': {
        height: 'auto',
        minHeight: 32,
        padding: '4px 12px',
        fontFamily: 'inherit',
        fontSize: theme.typography.button.fontSize,
        fontWeight: theme.typography.button.fontWeight,
        borderRadius: theme.shape.borderRadius,
        background: palette.primary.main,
        color: palette.primary.contrastText,
        '&:focus-visible': focusRing,
      },
    },
    [PHONE_QUERY]: {
      [`${toaster}[data-x-position]`]: {
        left: 'var(--mobile-offset-left)',
        right: 'var(--mobile-offset-right)',
        width: 'auto',
        transform: 'none',
      },
      [`${toaster} [data-sonner-toast]`]: { width: 'min(var(--width), 100%)' },
      [`${toaster}[data-x-position=right] [data-sonner-toast]`]: { left: 'auto', right: 0 },
      [`${toaster}[data-x-position=left] [data-sonner-toast]`]: { left: 0, right: 'auto' },
      [`${toaster}[data-x-position=center] [data-sonner-toast]`]: { marginInline: 'auto' },
    },
  };
}

/**
 * The notifications region, drawn from the interface settings (position, how many toasts show, how long, expanded),
 * in the app's theme; `components/notify.ts` puts toasts in it.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const { position, visibleToasts, duration, isExpanded } = useAppSelector((state) => state.settings.notification);
  return (
    <>
      {children}
      <GlobalStyles styles={toasterStyles(theme)} />
      <Toaster
        position={position}
        visibleToasts={visibleToasts}
        duration={duration}
        expand={isExpanded}
        hotkey={HOTKEY}
        customAriaLabel={t('a11y.notifications')}
        theme={theme.palette.mode}
        className={TOASTER_CLASS}
        style={paletteVariables(theme)}
      />
    </>
  );
}
