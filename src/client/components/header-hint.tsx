import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';

const SHOWN = { opacity: 1, visibility: 'visible', transitionDelay: '100ms' } as const;

/**
 * The name of a header icon button, shown under it on hover and on keyboard focus. Drawn with CSS
 * alone: MUI's Tooltip brings a positioning engine (Popper) into the sign-in screen's download. The
 * button carries the same text as its accessible name, so the hint is hidden from assistive
 * technologies; Escape hides it (a hint must be dismissible without moving the pointer or focus).
 * Right-aligned: header buttons sit at the right edge of the screen.
 */
export function HeaderHint({ title, children }: { title: string; children: ReactNode }) {
  const [dismissed, setDismissed] = useState(false);
  return (
    <Box
      onKeyDown={(event) => event.key === 'Escape' && setDismissed(true)}
      onMouseLeave={() => setDismissed(false)}
      onBlur={() => setDismissed(false)}
      sx={{
        position: 'relative',
        display: 'inline-flex',
        '@media (hover: hover)': { '&:hover > .header-hint': SHOWN },
        '&:has(:focus-visible) > .header-hint': SHOWN,
      }}
    >
      {children}
      {!dismissed && (
        <Box
          className="header-hint"
          aria-hidden
          sx={(theme) => ({
            position: 'absolute',
            top: '100%',
            right: 0,
            mt: 0.5,
            px: 1,
            py: 0.5,
            borderRadius: 1,
            bgcolor: alpha(theme.palette.grey[700], 0.92),
            color: 'common.white',
            fontSize: theme.typography.pxToRem(11),
            fontWeight: 500,
            lineHeight: 1.4,
            whiteSpace: 'nowrap',
            pointerEvents: 'none',
            zIndex: theme.zIndex.tooltip,
            opacity: 0,
            visibility: 'hidden',
            transition: theme.transitions.create(['opacity', 'visibility'], { duration: theme.transitions.duration.shorter }),
          })}
        >
          {title}
        </Box>
      )}
    </Box>
  );
}
