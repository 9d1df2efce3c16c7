import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../components/loading-screen';
import { useAuthStatus } from './auth-status';
import { safeRedirectTarget } from './redirect-target';

/** Logged-out-only pages: a signed-in visitor goes on to `redirect`, else the dashboard. */
export function GhostGuard() {
  const { t } = useTranslation();
  const location = useLocation();
  const { isLoading, isAuthenticated } = useAuthStatus();
  if (isLoading) return <LoadingScreen label={t('loading.app')} />;
  if (isAuthenticated) return <Navigate to={safeRedirectTarget(location.search)} replace />;
  return <Outlet />;
}
