import { useState } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

/**
 * The rule: open by default at xl and wider; crossing down to lg or narrower
 * closes it (and crossing back up opens it). Within one band the user's choice stays.
 */
export function sidebarOpenAfterResize(open: boolean, wasWide: boolean, isWide: boolean): boolean {
  return wasWide === isWide ? open : isWide;
}

export function useSidebar() {
  const theme = useTheme();
  const isWide = useMediaQuery(theme.breakpoints.up('xl'), { noSsr: true });
  const isDesktop = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const [state, setState] = useState({ open: isWide, isWide });
  // Adjusting state while rendering is React's pattern for "reset on prop change".
  if (state.isWide !== isWide) setState({ open: sidebarOpenAfterResize(state.open, state.isWide, isWide), isWide });

  return {
    open: state.open,
    /** Below lg the sidebar floats over the page and closes after a choice. */
    isOverlay: !isDesktop,
    toggle: () => setState((current) => ({ ...current, open: !current.open })),
    close: () => setState((current) => ({ ...current, open: false })),
  };
}
