import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import LoginOutlined from '@mui/icons-material/LoginOutlined';
import { Link as RouterLink, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../config/paths';
import { useAuthStatus } from '../guards/auth-status';
import { PublicFrame } from './public-layout';

/** Back to the app when signed in, else to sign-in; nothing while the session is still unknown. */
function WayBack() {
  const { t } = useTranslation();
  const { isLoading, isAuthenticated } = useAuthStatus();
  if (isLoading) return null;
  const [label, to, Icon] = isAuthenticated
    ? [t('footer.backToApp'), PATHS.home, DashboardOutlined]
    : [t('footer.signIn'), PATHS.login, LoginOutlined];
  return (
    <Tooltip title={label}>
      <IconButton component={RouterLink} to={to} aria-label={label}>
        <Icon />
      </IconButton>
    </Tooltip>
  );
}

/** Pages for everyone, signed in or not (contact, legal texts): the public frame, with a way back. */
export function InfoLayout() {
  return (
    <PublicFrame actions={<WayBack />}>
      <Outlet />
    </PublicFrame>
  );
}
