import { forwardRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import { useSnackbar, type CustomContentProps } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { NotifyVariant } from '../components/notify';
import { useSwipeToDismiss } from './use-swipe-to-dismiss';

/** The most a toast takes across; a narrower screen gives it its width less the margins. */
export const TOAST_WIDTH_PX = 356;

const ICONS: Record<NotifyVariant, ReactNode> = {
  success: <CheckCircleOutlined fontSize="small" />,
  info: <InfoOutlined fontSize="small" />,
  warning: <WarningAmberOutlined fontSize="small" />,
  error: <ErrorOutlineOutlined fontSize="small" />,
};

const kindOf = (variant: CustomContentProps['variant']): NotifyVariant => (variant === 'default' ? 'info' : variant);

/**
 * One toast, in the app's theme: an icon of its kind, the message, its action, and a close button. An error is
 * announced at once (`alert`), the others when the reader is idle (`status`). A toast that persists is the app's to
 * take away: no close button, no swipe. notistack gives this element its slide in and out (`ref`, `style`).
 */
export const ToastContent = forwardRef<HTMLDivElement, CustomContentProps>(function ToastContent(
  { id, message, variant, action, persist, anchorOrigin, style, className },
  ref,
) {
  const { t } = useTranslation();
  const { closeSnackbar } = useSnackbar();
  const swipe = useSwipeToDismiss(() => closeSnackbar(id), !persist);
  const kind = kindOf(variant);
  return (
    <Box
      ref={ref}
      style={style}
      className={className}
      data-toast={kind}
      sx={{
        // Its own width, never a share of notistack's column: from 600 px up that column is as wide as its content, so a
        // width in % followed the text's fonts. On a phone the column is the screen less its margins, which caps it.
        width: TOAST_WIDTH_PX,
        maxWidth: '100%',
        // Against the side it is anchored to, on a phone too (notistack stretches its column there).
        ml: anchorOrigin.horizontal === 'left' ? 0 : 'auto',
        mr: anchorOrigin.horizontal === 'right' ? 0 : 'auto',
      }}
    >
      <Paper
        role={kind === 'error' ? 'alert' : 'status'}
        // In the tab order, as the toasts' region is: Alt+T or Tab reaches each one and its reader reads it.
        tabIndex={0}
        elevation={6}
        {...swipe.handlers}
        style={swipe.style}
        sx={(theme) => ({
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          py: 1,
          pl: 2,
          pr: persist ? 2 : 1,
          minHeight: 52,
          boxSizing: 'border-box',
          // The paper's own colour, as the theme checks it for contrast, without the lighter overlay of dark elevation.
          backgroundImage: 'none',
          // As outlined paper: the divider all but vanishes on dark paper, so the edge is the controls' one there.
          border: `1px solid ${theme.palette.mode === 'dark' ? theme.palette.controlBorder : theme.palette.divider}`,
          ...theme.typography.body2,
          '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
        })}
      >
        {/* The icon tells the kind apart; each intent's `main` reads at AA on paper. */}
        <Box data-toast-icon sx={{ display: 'flex', color: `${kind}.main` }} aria-hidden>
          {ICONS[kind]}
        </Box>
        <Box data-toast-message sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {message}
        </Box>
        {typeof action === 'function' ? action(id) : action}
        {!persist && (
          <IconButton size="small" aria-label={t('a11y.closeNotification')} onClick={() => closeSnackbar(id)}>
            <CloseOutlined fontSize="small" />
          </IconButton>
        )}
      </Paper>
    </Box>
  );
});
