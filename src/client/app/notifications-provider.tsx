import { useEffect, useRef, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';
import { SnackbarProvider, useSnackbar, type SnackbarOrigin } from 'notistack';
import { useTranslation } from 'react-i18next';
import { attachToaster } from '../components/notify';
import type { ToastPosition } from '../features/settings/settings-slice';
import { useAppSelector } from '../state/typed-hooks';
import { ToastContent } from './toast-content';

const CONTENT = { default: ToastContent, success: ToastContent, info: ToastContent, warning: ToastContent, error: ToastContent };
/** The toast under focus is its paper, which `toast-content.tsx` puts in the tab order. */
const FOCUSABLE_TOAST = '[data-toast] > [tabindex]';

function anchorOf(position: ToastPosition): SnackbarOrigin {
  const [vertical, horizontal] = position.split('-') as [SnackbarOrigin['vertical'], SnackbarOrigin['horizontal']];
  return { vertical, horizontal };
}

/** Lends notistack to `components/notify.ts` while the provider is on screen. */
function ToasterBridge() {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  useEffect(
    () =>
      attachToaster({
        show: ({ message, variant, key, persist = false, action }) =>
          void enqueueSnackbar(message, {
            variant,
            key,
            persist,
            preventDuplicate: key !== undefined,
            action: action && (
              <Button size="small" variant="contained" sx={{ flexShrink: 0 }} onClick={action.onAction}>
                {action.label}
              </Button>
            ),
          }),
        dismiss: (key) => closeSnackbar(key),
      }),
    [enqueueSnackbar, closeSnackbar],
  );
  return null;
}

/**
 * Alt+T (by the key's code, so it works whatever the layout types with it: Option+T types « † » on a Mac) takes the
 * keyboard to the newest toast. Leaving the toasts with the keyboard (Tab past them, Shift+Tab, Escape) or a toast
 * under focus going away gives it back to where it was; a click elsewhere keeps it there.
 */
function useToastsHotkey(region: HTMLElement | null) {
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!region) return;
    const giveBack = () => {
      const target = returnTo.current;
      returnTo.current = null;
      if (target?.isConnected) target.focus({ preventScroll: true });
    };
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && region.contains(document.activeElement)) return giveBack();
      if (!event.altKey || event.ctrlKey || event.metaKey || event.code !== 'KeyT') return;
      event.preventDefault();
      if (!region.contains(document.activeElement)) returnTo.current = document.activeElement as HTMLElement | null;
      const toasts = region.querySelectorAll<HTMLElement>(FOCUSABLE_TOAST);
      (toasts[toasts.length - 1] ?? region).focus();
    };
    const handleFocusOut = (event: FocusEvent) => {
      if (!region.contains(event.relatedTarget as Node | null)) giveBack();
    };
    const handlePointerDown = (event: PointerEvent) => {
      if (!region.contains(event.target as Node)) returnTo.current = null;
    };
    // A toast removed while it has the focus leaves it on the page's body, without a focusout.
    const observer = new MutationObserver(() => {
      if (returnTo.current && (document.activeElement === document.body || document.activeElement === null)) giveBack();
    });
    document.addEventListener('keydown', handleKeyDown);
    document.addEventListener('pointerdown', handlePointerDown, true);
    region.addEventListener('focusout', handleFocusOut);
    observer.observe(region, { childList: true, subtree: true });
    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      document.removeEventListener('pointerdown', handlePointerDown, true);
      region.removeEventListener('focusout', handleFocusOut);
      observer.disconnect();
    };
  }, [region]);
}

/**
 * The notifications region, drawn from the interface settings (position, how many toasts show, how long, expanded),
 * in the app's theme; `components/notify.ts` puts toasts in it. notistack keeps the toasts past the visible count
 * waiting, and shows them as those on screen go. It has no expanded stack: a collapsed one (the default) is drawn with
 * the tighter spacing.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { position, visibleToasts, duration, isExpanded } = useAppSelector((state) => state.settings.notification);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [region, setRegion] = useState<HTMLElement | null>(null);
  useToastsHotkey(region);
  return (
    <>
      <SnackbarProvider
        maxSnack={visibleToasts}
        autoHideDuration={duration}
        anchorOrigin={anchorOf(position)}
        dense={!isExpanded}
        Components={CONTENT}
        domRoot={region ?? undefined}
        transitionDuration={reducedMotion ? { enter: 0, exit: 0 } : undefined}
      >
        {children}
        {/* Toasts asked for early wait until their region is there to hold them. */}
        {region && <ToasterBridge />}
      </SnackbarProvider>
      <section ref={setRegion} aria-label={t('a11y.notifications')} aria-live="polite" aria-relevant="additions" tabIndex={-1} />
    </>
  );
}
