import { useState, type MouseEvent } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMeQuery } from '../../api/users-api';
import { logoutUser } from '../../features/auth/auth-session';
import { PATHS } from '../../config/paths';
import { useAppDispatch, useAppSelector } from '../../state/typed-hooks';
import { HeaderHint } from '../../components/header-hint';
import { defaultNameOf } from '../../../shared/text';

const LINKS = [
  { labelKey: 'userMenu.settings', to: PATHS.settingsGeneral, icon: SettingsOutlined },
  { labelKey: 'userMenu.appearance', to: PATHS.settingsAppearance, icon: PaletteOutlined },
  { labelKey: 'userMenu.billing', to: PATHS.settingsBilling, icon: ReceiptLongOutlined },
  { labelKey: 'contact.menuLink', to: PATHS.contact, icon: SupportAgentOutlined },
];

/** The profile's name and picture, else what the identity provider knows. */
function useAccountIdentity() {
  const sessionUser = useAppSelector((state) => state.auth.user);
  const { data: me } = useMeQuery(undefined, { skip: !sessionUser });
  return {
    name: me?.name ?? defaultNameOf(sessionUser?.email, sessionUser?.displayName),
    email: me?.email ?? sessionUser?.email ?? '',
    picture: me?.profilePicture ?? sessionUser?.photoURL ?? undefined,
  };
}

/** The account button of the header and its menu: who is signed in, shortcuts, logout. */
export function UserMenu() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { name, email, picture } = useAccountIdentity();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const handleOpen = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const handleClose = () => setAnchor(null);
  const handleLogout = () => {
    handleClose();
    void dispatch(logoutUser());
  };
  return (
    <>
      <HeaderHint title={t('header.account')}>
        <IconButton
          onClick={handleOpen}
          aria-label={t('header.account')}
          aria-haspopup="menu"
          aria-controls={anchor ? 'user-menu' : undefined}
        >
          <Avatar src={picture} alt={name} sx={{ width: 34, height: 34, bgcolor: 'primary.main' }} />
        </IconButton>
      </HeaderHint>
      <Menu
        id="user-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={handleClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {/* A list subheader, which the menu's keyboard focus skips: the first arrow press lands on a real item. */}
        <ListSubheader
          sx={{
            px: 2,
            py: 1,
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            maxWidth: 280,
            position: 'static',
            lineHeight: 'normal',
            color: 'text.primary',
          }}
        >
          <Avatar src={picture} alt="" sx={{ width: 40, height: 40, bgcolor: 'primary.main' }} />
          <Box sx={{ minWidth: 0 }}>
            <Typography noWrap sx={{ fontWeight: 600 }}>
              {name}
            </Typography>
            <Typography noWrap variant="body2" color="text.secondary">
              {email}
            </Typography>
          </Box>
        </ListSubheader>
        <Divider />
        {LINKS.map(({ labelKey, to, icon: Icon }) => (
          <MenuItem key={to} component={RouterLink} to={to} onClick={handleClose}>
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            {t(labelKey)}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={handleLogout}>
          <ListItemIcon>
            <LogoutOutlined fontSize="small" />
          </ListItemIcon>
          {t('userMenu.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
