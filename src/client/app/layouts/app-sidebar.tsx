import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';

export const SIDEBAR_WIDTH = 264;

type AppSidebarProps = {
  open: boolean;
  isOverlay: boolean;
  onClose: () => void;
  children: ReactNode;
  sx?: object;
};

/** Docked beside the page from lg up; floating over it (with a backdrop) on smaller screens. */
export function AppSidebar({ open, isOverlay, onClose, children, sx }: AppSidebarProps) {
  if (isOverlay) {
    return (
      <Drawer id="app-sidebar" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH, ...sx } } }}>
        {children}
      </Drawer>
    );
  }
  return (
    <Box
      id="app-sidebar"
      component="aside"
      aria-hidden={!open}
      inert={!open}
      sx={{
        width: open ? SIDEBAR_WIDTH : 0,
        flexShrink: 0,
        overflow: 'hidden',
        transition: (theme) => theme.transitions.create('width'),
        borderRight: open ? 1 : 0,
        borderColor: 'divider',
        ...sx,
      }}
    >
      <Box sx={{ width: SIDEBAR_WIDTH, position: 'sticky', top: 0 }}>{children}</Box>
    </Box>
  );
}
