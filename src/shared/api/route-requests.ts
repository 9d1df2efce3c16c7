import type { AnySchema, InferType } from 'yup';
import type { Permission } from '../roles';
import { deleteAccountSchema, deletionCodeSchema, notificationPreferencesSchema } from '../validation/account-schemas';
import { aiSettingsSchema } from '../validation/ai-settings-schema';
import { alertSettingsSchema, pushDeviceSchema } from '../validation/alert-schemas';
import {
  checkExistQuerySchema,
  contactSchema,
  createProfileSchema,
  emailOnlySchema,
  languageOnlySchema,
  magicLinkSchema,
  otpOnlySchema,
  updateEmailSchema,
  updateInfoSchema,
  verifyOtpSchema,
} from '../validation/auth-schemas';
import { standInCheckoutSchema } from '../validation/checkout-schemas';
import { evidenceQuerySchema } from '../validation/evidence-schemas';
import {
  couponCodeParamsSchema,
  gameCouponsQuerySchema,
  gamePublicIdParamsSchema,
  gameStatsQuerySchema,
  playIdParamsSchema,
  prizeMailQuerySchema,
} from '../validation/game-route-schemas';
import { gameSettingsSchema, playSchema } from '../validation/game-schemas';
import { googleCallbackSchema, googleLocationSchema } from '../validation/google-schemas';
import { groupSchema } from '../validation/group-schemas';
import {
  acceptInvitationSchema,
  invitationSchema,
  memberChangeSchema,
  memberParamsSchema,
  transferSchema,
} from '../validation/member-schemas';
import {
  companyInfoSchema,
  listingNameArticleSchema,
  listingUrlSchema,
  onboardingBodySchema,
  personalInfoSchema,
} from '../validation/onboarding-schemas';
import { activityQuerySchema, manageSubscriptionQuerySchema } from '../validation/organization-schemas';
import {
  profileFiguresQuerySchema,
  profileHoursSchema,
  profilePhotoParamsSchema,
  profilePhotoSchema,
  profilePostDraftSchema,
  profilePostParamsSchema,
  profilePostSchema,
} from '../validation/profile-schemas';
import { approveReplySchema, generateReplySchema, publishReplySchema, replyPreviewSchema } from '../validation/reply-schemas';
import { dashboardSummaryQuerySchema, rankingCsvQuerySchema, reportQuerySchema } from '../validation/report-schemas';
import { demoCoverParamsSchema, reviewListQuerySchema, reviewsCsvQuerySchema } from '../validation/review-query-schemas';
import {
  historyQuerySchema,
  importSchema,
  requestHookSchema,
  requestSettingsSchema,
  sendRequestsSchema,
} from '../validation/review-request-schemas';
import {
  disconnectSourceSchema,
  facebookCallbackSchema,
  sourceDashboardQuerySchema,
  sourceParamsSchema,
  sourceSettingsSchema,
  theForkWebhookParamsSchema,
  theForkWebhookQuerySchema,
} from '../validation/review-source-schemas';
import { idParamsSchema } from '../validation/route-params';
import { digestUnsubscribeParamsSchema, requestHookParamsSchema } from '../validation/secret-params';
import { widgetSettingsSchema } from '../validation/widget-schemas';
import type { API_ROUTES, ParamsOf, RouteName } from './routes';

/**
 * What each route of the API (`API_ROUTES`, by the same names) asks of a request: who may call it, and the yup
 * schemas of its input. The server registers each handler from here (`route(app, name, handler)`,
 * `src/server/plugins/route.ts`): the schemas validate the request (shared with the forms, with their translated
 * messages) and type the handler's `params`, `query` and `body`, and the authentication hook enforces the access.
 *
 * Server-side only: the client never imports this file, so none of these schemas reaches its bundle unless a form uses it.
 */

/**
 * What a private route needs of the signed-in user: `account` routes serve the user's own account (anyone signed in);
 * the others need a permission of the role grid (`src/shared/roles.ts`), in the organisation of the establishment
 * they act on (`establishment: true`, chosen by `?location=`) or of the user's organisation. One hook enforces it
 * (`plugins/authenticate.ts`); the client hides what a role lacks. A route of the network view (`network: true`)
 * also takes several establishments of one organisation: `?location=all`, `?locations=1,2` (docs/network.md).
 */
export type RouteAccess = { permission: 'account' } | { permission: Permission; establishment: boolean; network?: boolean };

/** The private routes: those under a `/private` prefix. */
export type PrivateRouteName = {
  [N in RouteName]: (typeof API_ROUTES)[N]['path'] extends `${string}/private${string}` ? N : never;
}[RouteName];

/** The parts of a request a route validates; a part without a schema is taken as it comes. */
export type RequestSchemas = { params?: AnySchema; querystring?: AnySchema; body?: AnySchema; headers?: AnySchema };

/** A route's entry: its request schemas, and its access when it is private (a public route has none). */
export type RouteRequest<N extends RouteName> = RequestSchemas &
  (N extends PrivateRouteName ? { access: RouteAccess } : { access?: never });

const ACCOUNT = { permission: 'account' } as const;
const on = (permission: Permission) => ({ permission, establishment: true }) as const;
const organization = (permission: Permission) => ({ permission, establishment: false }) as const;
/** On one establishment as `on`, or on several of the network view (`establishmentsOf(request)` in the handler). */
const onNetwork = (permission: Permission) => ({ permission, establishment: true, network: true }) as const;

export const ROUTE_REQUESTS = {
  // Anyone.
  health: {},
  uploadedFile: {},
  sendMagicLink: { body: magicLinkSchema },
  sendOtp: { body: emailOnlySchema },
  resendOtp: { body: emailOnlySchema },
  verifyOtp: { body: verifyOtpSchema },
  checkUserExists: { querystring: checkExistQuerySchema },
  sendContactMessage: { body: contactSchema },
  resolveListing: { body: listingUrlSchema },
  checkNewReviews: {},
  demoCover: { params: demoCoverParamsSchema },
  paymentPlans: {},
  paymentsWebhook: {},
  legalOperator: {},
  publicGame: { params: gamePublicIdParamsSchema },
  publicGameRules: { params: gamePublicIdParamsSchema },
  confirmPrizeMail: { params: playIdParamsSchema, querystring: prizeMailQuerySchema },
  playGame: { params: gamePublicIdParamsSchema, body: playSchema },
  digestUnsubscribe: { params: digestUnsubscribeParamsSchema },
  digestUnsubscribeOneClick: { params: digestUnsubscribeParamsSchema },
  reviewRequestHook: { params: requestHookParamsSchema, body: requestHookSchema },
  // The body is checked by its signature over the raw bytes, then by the adapter (thefork-webhook.ts).
  theForkWebhook: { params: theForkWebhookParamsSchema, querystring: theForkWebhookQuerySchema },

  // The user's own account, settings and alerts.
  createProfile: { access: ACCOUNT, body: createProfileSchema },
  deleteAccount: { access: ACCOUNT, body: deleteAccountSchema },
  me: { access: ACCOUNT },
  updateInfo: { access: ACCOUNT, body: updateInfoSchema },
  notificationPreferences: { access: ACCOUNT },
  saveNotificationPreferences: { access: ACCOUNT, body: notificationPreferencesSchema },
  sendTwoFactorCode: { access: ACCOUNT },
  verifyTwoFactorCode: { access: ACCOUNT, body: otpOnlySchema },
  sendEmailChangeCode: { access: ACCOUNT, body: emailOnlySchema },
  updateEmail: { access: ACCOUNT, body: updateEmailSchema },
  uploadPicture: { access: ACCOUNT },
  referrals: { access: ACCOUNT },
  alertState: { access: ACCOUNT },
  saveAlertSettings: { access: ACCOUNT, body: alertSettingsSchema },
  addPushDevice: { access: ACCOUNT, body: pushDeviceSchema() },
  removePushDevice: { access: ACCOUNT, params: idParamsSchema },
  exportData: { access: ACCOUNT },
  sendDeletionCode: { access: ACCOUNT, body: deletionCodeSchema },
  personalInformation: { access: ACCOUNT },
  updatePersonalInformation: { access: ACCOUNT, body: personalInfoSchema },
  // Where the user belongs, and their own plan.
  organizations: { access: ACCOUNT },
  establishments: { access: ACCOUNT },
  subscriptions: { access: ACCOUNT },
  trialEligibility: { access: ACCOUNT },
  activateTrial: { access: ACCOUNT },
  // Joining: the invitation says which organisation, and must be to the user's address.
  acceptInvitation: { access: ACCOUNT, body: acceptInvitationSchema },
  // The setup wizard founds the user's own organisation.
  completeOnboarding: { access: ACCOUNT, body: onboardingBodySchema },

  // The company that pays, and its billing.
  companyInformation: { access: organization('billing') },
  updateCompanyInformation: { access: organization('billing'), body: companyInfoSchema },
  sendCompanyEmailCode: { access: organization('billing'), body: languageOnlySchema },
  verifyCompanyEmail: { access: organization('billing'), body: otpOnlySchema },
  manageSubscriptionLink: { access: organization('billing'), querystring: manageSubscriptionQuerySchema },
  transferOwnership: { access: organization('billing'), body: transferSchema },
  standInCheckout: { access: organization('billing'), body: standInCheckoutSchema },

  // Its establishments, added to the organisation.
  addEstablishment: { access: organization('establishments'), body: listingUrlSchema },
  removeEstablishment: { access: organization('establishments'), params: idParamsSchema },
  removedEstablishments: { access: organization('establishments') },
  removedEstablishmentReviews: { access: organization('establishments'), params: idParamsSchema, querystring: languageOnlySchema },
  // An establishment's Google profile: `:id` is the establishment `?location=` chose (docs/google-profile.md).
  profileHours: { access: on('read'), params: idParamsSchema },
  profileHolidayReminder: { access: on('read'), params: idParamsSchema },
  saveProfileHours: { access: on('profile'), params: idParamsSchema, body: profileHoursSchema },
  profilePosts: { access: on('read'), params: idParamsSchema },
  createProfilePost: { access: on('profile'), params: idParamsSchema, body: profilePostSchema },
  draftProfilePost: { access: on('profile'), params: idParamsSchema, body: profilePostDraftSchema },
  deleteProfilePost: { access: on('profile'), params: profilePostParamsSchema },
  profilePhotos: { access: on('read'), params: idParamsSchema },
  addProfilePhoto: { access: on('profile'), params: idParamsSchema, body: profilePhotoSchema },
  uploadProfilePhoto: { access: on('profile'), params: idParamsSchema },
  deleteProfilePhoto: { access: on('profile'), params: profilePhotoParamsSchema },
  // Its review sources: every member reads them; owners, admins and managers connect and disconnect (docs/teams.md).
  reviewSources: { access: on('read'), params: idParamsSchema },
  connectReviewSource: { access: on('configure'), params: sourceParamsSchema, body: sourceSettingsSchema },
  completeFacebookLogin: { access: on('configure'), params: idParamsSchema, body: facebookCallbackSchema },
  disconnectReviewSource: { access: on('configure'), params: sourceParamsSchema, body: disconnectSourceSchema },
  theForkWebhookAddress: { access: on('configure'), params: idParamsSchema },

  // The team, and what its members did (the owners' and admins' to read).
  team: { access: organization('members') },
  invite: { access: organization('members'), body: invitationSchema },
  revokeInvitation: { access: organization('members'), params: idParamsSchema },
  changeMember: { access: organization('members'), params: memberParamsSchema, body: memberChangeSchema },
  removeMember: { access: organization('members'), params: memberParamsSchema },
  activity: { access: organization('members'), querystring: activityQuerySchema },
  // Groups of establishments: every member reads them (a filter); those who add and remove establishments arrange them.
  groups: { access: organization('read') },
  createGroup: { access: organization('establishments'), body: groupSchema },
  updateGroup: { access: organization('establishments'), params: idParamsSchema, body: groupSchema },
  deleteGroup: { access: organization('establishments'), params: idParamsSchema },

  // The establishment itself and its Google connection.
  listing: { access: on('read') },
  replaceListing: { access: on('establishments'), body: listingUrlSchema },
  saveListingNameArticle: { access: on('configure'), body: listingNameArticleSchema },
  initSynchronization: { access: on('configure') },
  googleConnection: { access: on('read') },
  disconnectGoogle: { access: on('establishments') },
  startGoogleConsent: { access: on('establishments') },
  completeGoogleConsent: { access: on('establishments'), body: googleCallbackSchema },
  chooseGoogleLocation: { access: on('establishments'), body: googleLocationSchema },

  // Reviews and replies.
  reviews: { access: onNetwork('read'), querystring: reviewListQuerySchema },
  reviewsCsv: { access: onNetwork('read'), querystring: reviewsCsvQuerySchema },
  markReviewRead: { access: on('reply'), params: idParamsSchema },
  reviewAlerts: { access: onNetwork('read') },
  reviewHistory: { access: on('read'), params: idParamsSchema },
  reviewEvidence: { access: on('read'), querystring: evidenceQuerySchema },
  aiSettings: { access: on('read') },
  saveAiSettings: { access: on('configure'), body: aiSettingsSchema },
  previewReply: { access: on('configure'), body: replyPreviewSchema },
  generateReply: { access: on('reply'), params: idParamsSchema, body: generateReplySchema },
  publishReply: { access: on('reply'), params: idParamsSchema, body: publishReplySchema },
  deleteReply: { access: on('reply'), params: idParamsSchema },
  retryGoogleReply: { access: on('reply'), params: idParamsSchema },
  reportReviewToGoogle: { access: on('reply'), params: idParamsSchema },
  replyQueue: { access: on('read') },
  approveQueuedReply: { access: on('reply'), params: idParamsSchema, body: approveReplySchema },
  dismissQueuedReply: { access: on('reply'), params: idParamsSchema },

  // Review requests.
  reviewRequestState: { access: on('read') },
  saveReviewRequestSettings: { access: on('configure'), body: requestSettingsSchema },
  rotateRequestHookSecret: { access: on('configure') },
  sendReviewRequests: { access: on('configure'), body: sendRequestsSchema },
  reviewRequests: { access: onNetwork('read'), querystring: historyQuerySchema },
  previewRequestImport: { access: on('configure'), body: importSchema },
  importReviewRequests: { access: on('configure'), body: importSchema },

  // Dashboard, game and widget.
  dashboardSummary: { access: onNetwork('read'), querystring: dashboardSummaryQuerySchema },
  dashboardLocations: { access: onNetwork('read'), querystring: dashboardSummaryQuerySchema },
  dashboardLocationsCsv: { access: onNetwork('read'), querystring: rankingCsvQuerySchema },
  monthlyReport: { access: onNetwork('read'), querystring: reportQuerySchema },
  profileFigures: { access: onNetwork('read'), querystring: profileFiguresQuerySchema },
  sourceDashboard: { access: onNetwork('read'), querystring: sourceDashboardQuerySchema },
  gameState: { access: on('read') },
  saveGameSettings: { access: on('configure'), body: gameSettingsSchema },
  gameStats: { access: on('read'), querystring: gameStatsQuerySchema },
  gameCoupons: { access: on('read'), querystring: gameCouponsQuerySchema },
  redeemCoupon: { access: on('configure'), params: couponCodeParamsSchema },
  widgetState: { access: on('read') },
  saveWidgetSettings: { access: on('configure'), body: widgetSettingsSchema },
} satisfies { [N in RouteName]: RouteRequest<N> };

type Entry<N extends RouteName> = (typeof ROUTE_REQUESTS)[N];
/** A part's value once its schema validated it (defaults filled in, strings trimmed…), or `fallback` without one. */
type Validated<N extends RouteName, Part extends keyof RequestSchemas, Fallback> =
  Entry<N> extends { [P in Part]: infer S extends AnySchema } ? InferType<S> : Fallback;

/**
 * A route's request as its handler receives it, in Fastify's terms: each part its schema's type; a path's parameters
 * without a schema are strings, other parts without one are unknown.
 */
export type RequestOf<N extends RouteName> = {
  Params: Validated<N, 'params', { [K in ParamsOf<(typeof API_ROUTES)[N]['path']>]: string }>;
  Querystring: Validated<N, 'querystring', unknown>;
  Body: Validated<N, 'body', unknown>;
  Headers: Validated<N, 'headers', unknown>;
};

/** A route's access, or undefined for a public route. */
export const accessOfRoute = (name: RouteName): RouteAccess | undefined =>
  (ROUTE_REQUESTS[name] as RequestSchemas & { access?: RouteAccess }).access;
