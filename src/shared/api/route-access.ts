import type { Permission } from '../roles';
import { API_ROUTES, type RouteName } from './routes';

/**
 * What each private route needs of the signed-in user, beside the route table: `account` routes serve the user's own
 * account (anyone signed in); the others need a permission of the role grid (`src/shared/roles.ts`), in the
 * organisation of the establishment they act on (`establishment: true`, chosen by `?location=`) or of the user's
 * organisation. The server enforces it in one hook (`plugins/authenticate.ts`); the client hides what a role lacks.
 */
export type RouteAccess = { permission: 'account' } | { permission: Permission; establishment: boolean };

const ACCOUNT = { permission: 'account' } as const;
const on = (permission: Permission) => ({ permission, establishment: true }) as const;
const organization = (permission: Permission) => ({ permission, establishment: false }) as const;

/** The private routes: those under a `/private` prefix. */
export type PrivateRouteName = {
  [N in RouteName]: (typeof API_ROUTES)[N]['path'] extends `${string}/private${string}` ? N : never;
}[RouteName];

export const ROUTE_ACCESS: Record<PrivateRouteName, RouteAccess> = {
  // The user's own account, settings and alerts, and where they belong.
  createProfile: ACCOUNT,
  deleteAccount: ACCOUNT,
  me: ACCOUNT,
  updateInfo: ACCOUNT,
  notificationPreferences: ACCOUNT,
  saveNotificationPreferences: ACCOUNT,
  sendTwoFactorCode: ACCOUNT,
  verifyTwoFactorCode: ACCOUNT,
  sendEmailChangeCode: ACCOUNT,
  updateEmail: ACCOUNT,
  uploadPicture: ACCOUNT,
  referrals: ACCOUNT,
  alertState: ACCOUNT,
  saveAlertSettings: ACCOUNT,
  addPushDevice: ACCOUNT,
  removePushDevice: ACCOUNT,
  exportData: ACCOUNT,
  sendDeletionCode: ACCOUNT,
  personalInformation: ACCOUNT,
  updatePersonalInformation: ACCOUNT,
  organizations: ACCOUNT,
  establishments: ACCOUNT,
  subscriptions: ACCOUNT,
  trialEligibility: ACCOUNT,
  activateTrial: ACCOUNT,
  // Joining: the invitation says which organisation, and must be to the user's address.
  acceptInvitation: ACCOUNT,
  // The setup wizard founds the user's own organisation.
  completeOnboarding: ACCOUNT,

  // The company that pays, and its billing.
  companyInformation: organization('billing'),
  updateCompanyInformation: organization('billing'),
  sendCompanyEmailCode: organization('billing'),
  verifyCompanyEmail: organization('billing'),
  manageSubscriptionLink: organization('billing'),
  transferOwnership: organization('billing'),
  standInCheckout: organization('billing'),

  // Its establishments, added to the organisation.
  addEstablishment: organization('establishments'),
  removeEstablishment: organization('establishments'),
  removedEstablishments: organization('establishments'),
  removedEstablishmentReviews: organization('establishments'),

  // The team.
  team: organization('members'),
  invite: organization('members'),
  revokeInvitation: organization('members'),
  changeMember: organization('members'),
  removeMember: organization('members'),
  // What the members did: the owners' and admins' to read.
  activity: organization('members'),

  // The establishment itself and its Google connection.
  listing: on('read'),
  replaceListing: on('establishments'),
  saveListingNameArticle: on('configure'),
  initSynchronization: on('configure'),
  googleConnection: on('read'),
  disconnectGoogle: on('establishments'),
  startGoogleConsent: on('establishments'),
  completeGoogleConsent: on('establishments'),
  chooseGoogleLocation: on('establishments'),

  // Reviews and replies.
  reviews: on('read'),
  markReviewRead: on('reply'),
  reviewAlerts: on('read'),
  reviewHistory: on('read'),
  reviewEvidence: on('read'),
  aiSettings: on('read'),
  saveAiSettings: on('configure'),
  previewReply: on('configure'),
  generateReply: on('reply'),
  publishReply: on('reply'),
  deleteReply: on('reply'),
  retryGoogleReply: on('reply'),
  replyQueue: on('read'),
  approveQueuedReply: on('reply'),
  dismissQueuedReply: on('reply'),

  // Review requests.
  reviewRequestState: on('read'),
  saveReviewRequestSettings: on('configure'),
  rotateRequestHookSecret: on('configure'),
  sendReviewRequests: on('configure'),
  reviewRequests: on('read'),
  previewRequestImport: on('configure'),
  importReviewRequests: on('configure'),

  // Dashboard, game and widget.
  dashboardSummary: on('read'),
  monthlyReport: on('read'),
  gameState: on('read'),
  saveGameSettings: on('configure'),
  gameStats: on('read'),
  gameCoupons: on('read'),
  redeemCoupon: on('configure'),
  widgetState: on('read'),
  saveWidgetSettings: on('configure'),
};

/** Each private route's access by `METHOD path` (the path under `/api`, `:name` for a parameter). */
export const ACCESS_BY_ROUTE: ReadonlyMap<string, RouteAccess> = new Map(
  (Object.entries(ROUTE_ACCESS) as [PrivateRouteName, RouteAccess][]).map(([name, access]) => [
    `${API_ROUTES[name].method} ${API_ROUTES[name].path}`,
    access,
  ]),
);
