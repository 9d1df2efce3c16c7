import type { FastifyInstance } from 'fastify';
import { aiReplyRoutes } from './modules/ai/routes';
import { authRoutes } from './modules/auth/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { gamePrivateRoutes, gamePublicRoutes } from './modules/game/routes';
import { healthRoutes } from './modules/health/routes';
import { legalRoutes } from './modules/legal/routes';
import { establishmentChangesRoutes, onboardingRoutes } from './modules/onboarding/routes';
import { paymentsPrivateRoutes, paymentsPublicRoutes } from './modules/payments/routes';
import { reviewsExportRoutes, reviewsPrivateRoutes, reviewsPublicRoutes } from './modules/reviews/routes';
import { subscriptionsRoutes } from './modules/subscriptions/routes';
import { syncRoutes } from './modules/sync/routes';
import { uploadsRoutes } from './modules/users/picture-routes';
import { usersPrivateRoutes, usersPublicRoutes } from './modules/users/routes';
import { authenticated, type PrivateRouteGroup } from './plugins/authenticate';
import { googleRoutes } from './modules/google/routes';
import { googleReportRoutes } from './modules/google-profile/review-reports';
import { googleProfileFiguresRoutes, googleProfileRoutes } from './modules/google-profile/routes';
import { reviewRequestHookRoutes, reviewRequestsPrivateRoutes } from './modules/review-requests/routes';
import { digestPublicRoutes } from './modules/digest/routes';
import { createGoogleStandIn } from './adapters/google/stand-in';
import { demoPlaces } from './modules/google/demo-places';
import { alertsRoutes } from './modules/alerts/routes';
import { widgetsPrivateRoutes } from './modules/widgets/routes';
import { establishmentsRoutes, groupsRoutes, membersRoutes, organizationsRoutes } from './modules/organizations/routes';
import { GOOGLE_DEMO_ROUTE } from './config';
import { reviewSourcesDashboardRoutes, reviewSourcesRoutes, theForkWebhookRoutes } from './modules/review-sources/routes';

type RoutePlugin = (app: FastifyInstance) => Promise<void>;

/** Routes anyone may call, by prefix under /api. */
const PUBLIC_ROUTES: [prefix: string, routes: RoutePlugin][] = [
  ['', healthRoutes],
  ['', uploadsRoutes],
  ['/users/auth', authRoutes],
  ['/users', usersPublicRoutes],
  ['/reviews', reviewsPublicRoutes],
  ['/payments', paymentsPublicRoutes],
  ['/legal', legalRoutes],
  ['/game/public', gamePublicRoutes],
  ['/reviews/requests', reviewRequestHookRoutes],
  ['/users/digest', digestPublicRoutes],
  ['/sources', theForkWebhookRoutes],
];

/** Routes of the signed-in owner, by prefix under /api: all behind one authentication hook. */
export const PRIVATE_ROUTES: PrivateRouteGroup[] = [
  // The owner's own account (including accepting the terms, exporting and deleting it) works before the terms are accepted.
  ['/users/private', usersPrivateRoutes, { beforeTerms: true }],
  ['/users/private', onboardingRoutes],
  ['/users/private', googleRoutes],
  ['/users/private', alertsRoutes],
  ['/reviews/private', syncRoutes],
  ['/reviews/private', reviewsPrivateRoutes],
  // `/reviews/private.csv`, the inbox's file: beside the inbox's path, not under it.
  ['/reviews', reviewsExportRoutes],
  ['/reviews/private', aiReplyRoutes],
  ['/reviews/private', googleReportRoutes],
  ['/reviews/private/requests', reviewRequestsPrivateRoutes],
  ['/dashboards/private', dashboardRoutes],
  ['/dashboards/private', googleProfileFiguresRoutes],
  ['/dashboards/private', reviewSourcesDashboardRoutes],
  ['/game/private', gamePrivateRoutes],
  ['/widgets/private', widgetsPrivateRoutes],
  ['/subscriptions/private', subscriptionsRoutes],
  ['/organizations/private', organizationsRoutes],
  ['/locations/private', establishmentsRoutes],
  ['/locations/private', establishmentChangesRoutes],
  ['/locations/private', googleProfileRoutes],
  ['/locations/private', reviewSourcesRoutes],
  ['/members/private', membersRoutes],
  ['/groups/private', groupsRoutes],
  // Payments: a revoked or disabled account is refused at once, not after the token cache's lifetime.
  ['/payments/private', paymentsPrivateRoutes, { freshToken: true }],
];

/** The API's mount table. */
export async function apiRoutes(api: FastifyInstance) {
  for (const [prefix, routes] of PUBLIC_ROUTES) await api.register(routes, { prefix });
  const { google } = api.config;
  if (google.kind === 'demo') {
    // Offline, Google's consent page and APIs are played by the stand-in, over the demo listings.
    const standIn = createGoogleStandIn(demoPlaces(api.database.db, api.maps), {
      clientId: google.clientId,
      redirectUris: [google.redirectUrl],
    });
    await api.register(standIn.plugin, { prefix: GOOGLE_DEMO_ROUTE });
  }
  await api.register(authenticated(PRIVATE_ROUTES));
}
