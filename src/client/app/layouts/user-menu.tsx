import { useState, type MouseEvent } from 'react';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';

const LINKS = [
  { labelKey: 'userMenu.settings', to: '/settings/general', icon: SettingsOutlined },
  { labelKey: 'userMenu.appearance', to: '/settings/appearance', icon: PaletteOutlined },
  { labelKey: 'userMenu.billing', to: '/settings/billing', icon: ReceiptLongOutlined },
];

/** The account button of the header and its menu. */
export function UserMenu() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const handleOpen = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const handleClose = () => setAnchor(null);
  return (
    <>
      <Tooltip title={t('header.account')}>
        <IconButton
          onClick={handleOpen}
          aria-label={t('header.account')}
          aria-haspopup="menu"
          aria-controls={anchor ? 'user-menu' : undefined}
        >
          <Avatar sx={{ width: 34, height: 34, bgcolor: 'primary.main' }} />
        </IconButton>
      </Tooltip>
      <Menu
        id="user-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={handleClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {LINKS.map(({ labelKey, to, icon: Icon }) => (
          <MenuItem key={to} component={RouterLink} to={to} onClick={handleClose}>
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            {t(labelKey)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
