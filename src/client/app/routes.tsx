import { Navigate, Outlet, type RouteObject } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../components/coming-soon-page';
import { LoadingScreen } from '../components/loading-screen';
import { RouteProgressBar } from '../components/route-progress-bar';
import { NotFoundPage } from '../features/errors/not-found-page';
import { RouteErrorBoundary } from '../features/errors/route-error-boundary';
import { GhostGuard } from './guards/ghost-guard';
import { ProtectedGate } from './guards/protected-gate';
import { AppLayout } from './layouts/app-layout';
import { PublicLayout } from './layouts/public-layout';

/** Shown while the first route's lazy code loads. */
function HydrateFallback() {
  const { t } = useTranslation();
  return <LoadingScreen label={t('loading.page')} />;
}

function RootFrame() {
  return (
    <>
      <RouteProgressBar />
      <Outlet />
    </>
  );
}

const redirectTo = (to: string): RouteObject => ({ index: true, element: <Navigate to={to} replace /> });
const comingSoon = (path: string, titleKey: string): RouteObject => ({ path, element: <ComingSoonPage titleKey={titleKey} /> });

/** The route tree of spec §2: protected, ghost (logged-out only) and public groups. */
export function createRoutes(): RouteObject[] {
  return [
    {
      element: <RootFrame />,
      HydrateFallback,
      errorElement: <RouteErrorBoundary />,
      children: [
        {
          element: <ProtectedGate />,
          children: [
            {
              element: <AppLayout />,
              errorElement: <RouteErrorBoundary />,
              children: [
                redirectTo('/dashboards'),
                { path: 'dashboards', children: [redirectTo('/dashboards/home'), comingSoon('home', 'pages.dashboard')] },
                comingSoon('reviews/home', 'pages.reviews'),
                comingSoon('reviews/all', 'pages.reviews'),
                { path: 'aiAssistant', children: [{ index: true, element: <ComingSoonPage titleKey="pages.aiAssistant" /> }] },
                {
                  path: 'game',
                  children: [
                    redirectTo('/game/home'),
                    comingSoon('home', 'pages.gameHome'),
                    comingSoon('settings', 'pages.gameSettings'),
                    comingSoon('code', 'pages.gameCode'),
                  ],
                },
                {
                  path: 'subscription/home',
                  lazy: () => import(/* webpackChunkName: "subscription" */ '../features/subscription/subscription-page'),
                },
                {
                  path: 'settings',
                  lazy: () => import(/* webpackChunkName: "settings" */ '../features/settings/settings-layout'),
                  children: [
                    redirectTo('/settings/general'),
                    {
                      path: 'general',
                      lazy: () => import(/* webpackChunkName: "settings-general" */ '../features/settings/general-settings-page'),
                    },
                    {
                      path: 'appearance',
                      lazy: () => import(/* webpackChunkName: "settings-appearance" */ '../features/settings/appearance-settings-page'),
                    },
                    {
                      path: 'notifications',
                      lazy: () =>
                        import(/* webpackChunkName: "settings-notifications" */ '../features/settings/notification-settings-page'),
                    },
                    {
                      path: 'billing',
                      lazy: () => import(/* webpackChunkName: "settings-billing" */ '../features/settings/billing-settings-page'),
                    },
                  ],
                },
                comingSoon('oauth/callback', 'pages.oauthCallback'),
              ],
            },
          ],
        },
        {
          element: <GhostGuard />,
          children: [
            {
              element: <PublicLayout />,
              children: [
                { path: 'login', lazy: () => import(/* webpackChunkName: "login" */ '../features/auth/login-page') },
                {
                  path: 'auth/redirect',
                  lazy: () => import(/* webpackChunkName: "auth-redirect" */ '../features/auth/auth-redirect-page'),
                },
              ],
            },
          ],
        },
        {
          path: 'game/session',
          element: <PublicLayout />,
          children: [{ index: true, element: <ComingSoonPage titleKey="pages.gameSession" /> }],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
