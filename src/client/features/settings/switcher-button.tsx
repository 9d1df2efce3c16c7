import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import UnfoldMoreOutlined from '@mui/icons-material/UnfoldMoreOutlined';

type SwitcherButtonProps = {
  /** The id of the menu the button opens. */
  menuId: string;
  isOpen: boolean;
  /** What the button shows and what pressing it does, for assistive technologies. */
  label: string;
  icon: ReactNode;
  onOpen: (anchor: HTMLElement) => void;
  sx?: SxProps<Theme>;
  children: ReactNode;
};

/** The app bar's button of a switcher: what is shown, and a menu of the others. */
export function SwitcherButton({ menuId, isOpen, label, icon, onOpen, sx = [], children }: SwitcherButtonProps) {
  return (
    <Button
      color="inherit"
      onClick={(event) => onOpen(event.currentTarget)}
      aria-haspopup="menu"
      aria-expanded={isOpen}
      aria-controls={isOpen ? menuId : undefined}
      aria-label={label}
      startIcon={icon}
      endIcon={<UnfoldMoreOutlined />}
      sx={[{ textTransform: 'none', minWidth: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Button>
  );
}
