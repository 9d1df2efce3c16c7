import { Navigate, Outlet, type RouteObject } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '../components/errors/not-found-page';
import { RouteErrorBoundary } from '../components/errors/route-error-boundary';
import { LoadingScreen } from '../components/loading-screen';
import { RouteProgressBar } from '../components/route-progress-bar';
import { PATHS } from '../config/paths';
import { loadAllTexts } from '../i18n';
import { GhostGuard } from './guards/ghost-guard';
import { ProtectedGate } from './guards/protected-gate';
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

/** A lazy route that also needs every screen's texts (all but the sign-in screens): both download together. */
const withAllTexts =
  <Route,>(load: () => Promise<Route>) =>
  () =>
    Promise.all([load(), loadAllTexts()]).then(([route]) => route);

const redirect = (path: string, to: string): RouteObject => ({ path, element: <Navigate to={to} replace /> });

/**
 * The route tree: a protected group (signed in, set up, subscribed), a ghost group (signed-out
 * visitors only) and public pages. Pages load lazily, each in its own chunk.
 */
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
              // The app's frame loads with the first signed-in page and every screen's texts: /login downloads neither.
              lazy: withAllTexts(() =>
                import(/* webpackChunkName: "app-layout" */ './layouts/app-layout').then((module) => ({ Component: module.AppLayout })),
              ),
              errorElement: <RouteErrorBoundary />,
              children: [
                redirect(PATHS.home, PATHS.dashboards),
                redirect(PATHS.dashboards, PATHS.dashboardHome),
                {
                  path: PATHS.dashboardHome,
                  lazy: () =>
                    import(/* webpackChunkName: "dashboard" */ '../features/dashboard/dashboard-page').then((module) => ({
                      Component: module.DashboardPage,
                    })),
                },
                {
                  path: PATHS.dashboardNetwork,
                  lazy: () =>
                    import(/* webpackChunkName: "dashboard" */ './network-route').then((module) => ({ Component: module.NetworkRoute })),
                },
                {
                  path: PATHS.reviewsHome,
                  lazy: () =>
                    import(/* webpackChunkName: "reviews" */ '../features/reviews/reviews-page').then((module) => ({
                      Component: module.ReviewsPage,
                    })),
                },
                {
                  path: PATHS.reviewsAll,
                  lazy: () =>
                    import(/* webpackChunkName: "reviews" */ '../features/reviews/reviews-page').then((module) => ({
                      Component: module.ReviewsPage,
                    })),
                },
                {
                  path: PATHS.reviewsNetwork,
                  lazy: () =>
                    import(/* webpackChunkName: "reviews" */ './network-reviews-route').then((module) => ({
                      Component: module.NetworkReviewsRoute,
                    })),
                },
                {
                  path: PATHS.reviewRequests,
                  lazy: () =>
                    import(/* webpackChunkName: "review-requests" */ './review-requests-route').then((module) => ({
                      Component: module.ReviewRequestsRoute,
                    })),
                },
                {
                  path: PATHS.aiAssistant,
                  lazy: () =>
                    import(/* webpackChunkName: "ai-assistant" */ '../features/ai-assistant/ai-assistant-page').then((module) => ({
                      Component: module.AiAssistantPage,
                    })),
                },
                {
                  path: PATHS.googleProfile,
                  lazy: () =>
                    import(/* webpackChunkName: "google-profile" */ './google-profile-route').then((module) => ({
                      Component: module.GoogleProfileRoute,
                    })),
                },
                redirect(PATHS.game, PATHS.gameHome),
                {
                  path: PATHS.gameHome,
                  lazy: () =>
                    import(/* webpackChunkName: "game" */ '../features/game/game-home-page').then((module) => ({
                      Component: module.GameHomePage,
                    })),
                },
                {
                  path: PATHS.gameSettings,
                  lazy: () =>
                    import(/* webpackChunkName: "game" */ '../features/game/game-settings-page').then((module) => ({
                      Component: module.GameSettingsPage,
                    })),
                },
                {
                  path: PATHS.gameCode,
                  lazy: () =>
                    import(/* webpackChunkName: "game-code" */ '../features/game/game-code-page').then((module) => ({
                      Component: module.GameCodePage,
                    })),
                },
                {
                  path: PATHS.subscription,
                  lazy: () =>
                    import(/* webpackChunkName: "subscription" */ '../features/subscription/subscription-page').then((module) => ({
                      Component: module.SubscriptionPage,
                    })),
                },
                {
                  path: PATHS.settings,
                  lazy: () =>
                    import(/* webpackChunkName: "settings" */ '../features/settings/settings-layout').then((module) => ({
                      Component: module.SettingsLayout,
                    })),
                  children: [
                    { index: true, element: <Navigate to={PATHS.settingsGeneral} replace /> },
                    {
                      path: PATHS.settingsGeneral,
                      lazy: () =>
                        import(/* webpackChunkName: "settings-general" */ '../features/settings/general-settings-page').then((module) => ({
                          Component: module.GeneralSettingsPage,
                        })),
                    },
                    {
                      path: PATHS.settingsAppearance,
                      lazy: () =>
                        import(/* webpackChunkName: "settings-appearance" */ '../features/settings/appearance-settings-page').then(
                          (module) => ({ Component: module.AppearanceSettingsPage }),
                        ),
                    },
                    {
                      path: PATHS.settingsNotifications,
                      lazy: () =>
                        import(/* webpackChunkName: "settings-notifications" */ '../features/settings/notification-settings-page').then(
                          (module) => ({ Component: module.NotificationSettingsPage }),
                        ),
                    },
                    {
                      path: PATHS.settingsWidget,
                      lazy: () =>
                        import(/* webpackChunkName: "settings-widget" */ '../features/widget/widget-settings-page').then((module) => ({
                          Component: module.WidgetSettingsPage,
                        })),
                    },
                    {
                      path: PATHS.settingsTeam,
                      lazy: () =>
                        import(/* webpackChunkName: "settings-team" */ './team-route').then((module) => ({
                          Component: module.TeamRoute,
                        })),
                    },
                    {
                      path: PATHS.settingsActivity,
                      lazy: () =>
                        import(/* webpackChunkName: "settings-activity" */ './activity-route').then((module) => ({
                          Component: module.ActivityRoute,
                        })),
                    },
                    {
                      path: PATHS.settingsSources,
                      lazy: () =>
                        import(/* webpackChunkName: "settings-sources" */ './review-sources-route').then((module) => ({
                          Component: module.ReviewSourcesRoute,
                        })),
                    },
                    {
                      path: PATHS.settingsBilling,
                      lazy: () =>
                        import(/* webpackChunkName: "settings-billing" */ '../features/subscription/billing-settings-page').then(
                          (module) => ({ Component: module.BillingSettingsPage }),
                        ),
                    },
                  ],
                },
                {
                  path: PATHS.facebookSourceCallback,
                  lazy: () =>
                    import(/* webpackChunkName: "settings-sources" */ './review-sources-route').then((module) => ({
                      Component: module.FacebookCallbackRoute,
                    })),
                },
                {
                  path: PATHS.oauthCallback,
                  lazy: () =>
                    import(/* webpackChunkName: "oauth-callback" */ '../features/google/oauth-callback-page').then((module) => ({
                      Component: module.OAuthCallbackPage,
                    })),
                },
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
                {
                  path: PATHS.login,
                  lazy: () =>
                    import(/* webpackChunkName: "login" */ '../features/auth/login-page').then((module) => ({
                      Component: module.LoginPage,
                    })),
                },
                {
                  path: PATHS.authRedirect,
                  lazy: () =>
                    import(/* webpackChunkName: "auth-redirect" */ '../features/auth/auth-redirect-page').then((module) => ({
                      Component: module.AuthRedirectPage,
                    })),
                },
              ],
            },
          ],
        },
        {
          // Opened from an invitation mail: signed out it says how to sign in; signed in it needs the terms, not the setup.
          path: PATHS.invitation,
          lazy: withAllTexts(() =>
            import(/* webpackChunkName: "invitation" */ './invitation-route').then((module) => ({ Component: module.InvitationRoute })),
          ),
        },
        {
          // Contact and legal pages: for everyone, signed in or not, set up or not.
          lazy: withAllTexts(() =>
            import(/* webpackChunkName: "info-layout" */ './layouts/info-layout').then((module) => ({ Component: module.InfoLayout })),
          ),
          children: [
            {
              path: PATHS.contact,
              lazy: () =>
                import(/* webpackChunkName: "contact" */ './contact-route').then((module) => ({ Component: module.ContactRoute })),
            },
            {
              path: PATHS.legalNotice,
              lazy: () =>
                import(/* webpackChunkName: "legal" */ '../features/legal/legal-page').then((module) => ({
                  Component: module.LegalNoticePage,
                })),
            },
            {
              path: PATHS.legalTerms,
              lazy: () =>
                import(/* webpackChunkName: "legal" */ '../features/legal/legal-page').then((module) => ({
                  Component: module.TermsOfSalePage,
                })),
            },
            {
              path: PATHS.legalPrivacy,
              lazy: () =>
                import(/* webpackChunkName: "legal" */ '../features/legal/legal-page').then((module) => ({
                  Component: module.PrivacyPolicyPage,
                })),
            },
          ],
        },
        {
          path: PATHS.gameSession,
          element: <PublicLayout />,
          // The customers' side: no account, opened from the QR code (`?g=<publicId>`).
          children: [
            {
              index: true,
              lazy: withAllTexts(() =>
                import(/* webpackChunkName: "game-session" */ '../features/game/session/game-session-page').then((module) => ({
                  Component: module.GameSessionPage,
                })),
              ),
            },
            {
              path: PATHS.gameRules,
              lazy: withAllTexts(() =>
                import(/* webpackChunkName: "game-session" */ '../features/game/session/game-rules-page').then((module) => ({
                  Component: module.GameRulesPage,
                })),
              ),
            },
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
