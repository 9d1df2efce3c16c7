import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../components/loading-screen';
import { useAllTexts } from '../../i18n/use-all-texts';
import { useAuthStatus } from './auth-status';
import { loginPathFor } from './redirect-target';

// The setup checks (and the account menu they show) are for signed-in owners: not in the sign-in screen's download.
const loadSetupGate = () => import(/* webpackChunkName: "setup-gate" */ './setup-gate');
const SetupGate = lazy(() => loadSetupGate().then((module) => ({ default: module.SetupGate })));

/** The protected group's gate: loader while loading (the session, then the texts), then sign-in, then the setup, then the page. */
export function ProtectedGate() {
  const { t } = useTranslation();
  const location = useLocation();
  const { isLoading, isAuthenticated } = useAuthStatus();
  // Signed-in screens need every screen's texts; the sign-in screen came with its own only.
  const textsReady = useAllTexts(isAuthenticated);
  // The setup checks' code downloads alongside the texts; a failure shows when the gate renders them.
  useEffect(() => {
    if (isAuthenticated) loadSetupGate().catch(() => undefined);
  }, [isAuthenticated]);
  const loading = <LoadingScreen label={t('loading.app')} />;
  if (isLoading || (isAuthenticated && !textsReady)) return loading;
  if (!isAuthenticated) return <Navigate to={loginPathFor(location.pathname, location.search)} replace />;
  return (
    <Suspense fallback={loading}>
      <SetupGate>
        <Outlet />
      </SetupGate>
    </Suspense>
  );
}
