import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../components/loading-screen';
import { useAllTexts } from '../../i18n/use-all-texts';
import { useAuthStatus } from './auth-status';
import { loginPathFor } from './redirect-target';
import { SetupGate } from './setup-gate';

/** The protected group's gate: loader while loading (the session, then the texts), then sign-in, then the setup, then the page. */
export function ProtectedGate() {
  const { t } = useTranslation();
  const location = useLocation();
  const { isLoading, isAuthenticated } = useAuthStatus();
  // Signed-in screens need every screen's texts; the sign-in screen came with its own only.
  const textsReady = useAllTexts(isAuthenticated);
  if (isLoading || (isAuthenticated && !textsReady)) return <LoadingScreen label={t('loading.app')} />;
  if (!isAuthenticated) return <Navigate to={loginPathFor(location.pathname, location.search)} replace />;
  return (
    <SetupGate>
      <Outlet />
    </SetupGate>
  );
}
