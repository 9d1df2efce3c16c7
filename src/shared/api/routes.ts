import { ActivityPageSchema } from './activity';
import { AiSettingsStateSchema, GeneratedReplySchema, QueuedReplySchema } from './ai';
import { ContactReceiptSchema } from './contact';
import { DashboardSummarySchema, EstablishmentRankingSchema } from './dashboard';
import {
  GameCouponPageSchema,
  GameCouponSchema,
  GameStateSchema,
  GameStatsSchema,
  PlayResultSchema,
  PublicGameRulesSchema,
  PublicGameSchema,
} from './game';
import { GoogleConnectionSchema, GoogleConsentStartSchema, GoogleReportLinkSchema } from './google';
import {
  ProfileFiguresSchema,
  ProfileHoursSchema,
  HolidayReminderSchema,
  ProfilePhotoSchema,
  ProfilePhotosSchema,
  ProfilePhotoUploadSchema,
  ProfilePostDraftSchema,
  ProfilePostSchema,
  ProfilePostsSchema,
} from './google-profile';
import { LegalOperatorSchema } from './legal';
import {
  EstablishmentGroupSchema,
  EstablishmentGroupsSchema,
  EstablishmentSchema,
  EstablishmentsSchema,
  InvitationSchema,
  MemberSchema,
  MembershipSchema,
  MembershipsSchema,
  TeamSchema,
} from './organizations';
import { ListingLookupSchema, ListingSchema, ListingStatusSchema, SyncJobSchema } from './listings';
import { StoredCompanyInformationSchema, StoredPersonalInformationSchema } from './onboarding';
import { ReviewAlertsSchema } from './review-integrity';
import { RemovedEstablishmentsSchema } from './removed-establishments';
import { ReviewPageSchema, ReviewSchema, ReviewVersionSchema } from './reviews';
import {
  FacebookLoginStartSchema,
  SourceDashboardSchema,
  SourceItemSchema,
  SourceListSchema,
  TheForkWebhookAddressSchema,
} from './review-sources';
import { AlertStateSchema } from './notifications';
import { ImportPreviewSchema, ReviewRequestPageSchema, ReviewRequestStateSchema, SendRequestsAnswerSchema } from './review-requests';
import {
  array,
  boolean,
  integer,
  literal,
  nullType,
  object,
  oneOf,
  optional,
  record,
  string,
  union,
  type Static,
  type TSchema,
} from './schema';
import { PaymentPlansSchema, SubscriptionSchema } from './subscriptions';
import { NotificationPreferencesSchema, ReferralsSchema, UserSchema } from './users';
import { WidgetStateSchema } from './widgets';

/**
 * Every route of the API, once: its method, its path under `/api` (`:name` for a parameter) and the schema of each
 * successful answer. The server registers no route this table lacks and attaches these schemas to its routes
 * (Fastify serialises with them and the OpenAPI document lists them); the client builds its URLs and reads its
 * answer types here; a test fails when the server and the table disagree.
 *
 * Requests are validated by the yup schemas of `src/shared/validation` (shared with the forms, with translated
 * messages), named per route beside this table in `route-requests.ts` (server-side only, with each private route's
 * access); answers are JSON Schema, which yup cannot produce and fast-json-stringify needs.
 */

/** A body that is not JSON (a file, a page): described for the documentation, sent as it is. */
const file = (mediaType: string, description: string) => string({ description, contentMediaType: mediaType });
/** An answer with no body. */
const NO_CONTENT = nullType('no content');

const SentSchema = object({ sent: boolean() });
const CodeSentSchema = object({ sent: boolean(), resendAfterSeconds: integer() });
const LinkSchema = object({ link: string() });
const ReplyPreviewSchema = object({ draft: string(), language: string() });
const HealthStatus = oneOf(['up', 'down'] as const);
const HealthSchema = object({
  status: oneOf(['ok', 'degraded'] as const),
  database: object({ status: HealthStatus }),
  identity: object({ mode: oneOf(['emulator', 'project'] as const), status: oneOf(['up', 'down', 'unchecked'] as const) }),
  mail: object({ status: HealthStatus }),
  adapters: record(string(), string()),
});

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RouteSpec = {
  method: HttpMethod;
  path: string;
  answers: Partial<Record<200 | 201 | 204, TSchema>>;
  /**
   * The path's parameters that are credentials (a hook's secret, a link's token): the request log writes
   * `[redacted]` in their place and the OpenAPI document marks them `format: password`.
   */
  secretParams?: readonly string[];
};

export const API_ROUTES = {
  // Anyone.
  health: { method: 'GET', path: '/health', answers: { 200: HealthSchema } },
  uploadedFile: { method: 'GET', path: '/uploads/:name', answers: { 200: file('image/*', 'an uploaded profile picture') } },
  sendMagicLink: { method: 'POST', path: '/users/auth/magic-link', answers: { 200: SentSchema } },
  sendOtp: { method: 'POST', path: '/users/auth/send-otp', answers: { 200: CodeSentSchema } },
  resendOtp: { method: 'POST', path: '/users/auth/resend-otp', answers: { 200: CodeSentSchema } },
  verifyOtp: { method: 'POST', path: '/users/auth/verify-otp', answers: { 200: LinkSchema } },
  checkUserExists: { method: 'GET', path: '/users/check-exist', answers: { 200: object({ userExist: boolean() }) } },
  sendContactMessage: { method: 'POST', path: '/users/contact-us', answers: { 200: ContactReceiptSchema } },
  resolveListing: { method: 'POST', path: '/reviews/resolve-original-url', answers: { 200: ListingLookupSchema } },
  checkNewReviews: {
    method: 'POST',
    path: '/reviews/check-new-reviews',
    answers: { 200: object({ listings: integer(), newReviews: integer() }) },
  },
  demoCover: { method: 'GET', path: '/reviews/demo-covers/:name', answers: { 200: file('image/svg+xml', "a demo listing's cover") } },
  paymentPlans: { method: 'GET', path: '/payments/plans', answers: { 200: PaymentPlansSchema } },
  paymentsWebhook: {
    method: 'POST',
    path: '/payments/webhook',
    answers: { 200: object({ received: literal(true), duplicate: optional(literal(true)) }) },
  },
  legalOperator: { method: 'GET', path: '/legal/operator', answers: { 200: LegalOperatorSchema } },
  publicGame: { method: 'GET', path: '/game/public/:publicId', answers: { 200: PublicGameSchema } },
  publicGameRules: { method: 'GET', path: '/game/public/:publicId/rules', answers: { 200: PublicGameRulesSchema } },
  confirmPrizeMail: {
    method: 'GET',
    path: '/game/public/prize-mail/:playId',
    answers: { 200: file('text/html', 'a page saying the prize was sent') },
  },
  playGame: { method: 'POST', path: '/game/public/:publicId/play', answers: { 200: PlayResultSchema } },
  digestUnsubscribe: {
    method: 'GET',
    path: '/users/digest/unsubscribe/:userId/:token',
    answers: { 200: file('text/html', 'a page whose button turns the weekly digest off (the link itself changes nothing)') },
    secretParams: ['token'],
  },
  digestUnsubscribeOneClick: {
    method: 'POST',
    path: '/users/digest/unsubscribe/:userId/:token',
    answers: { 200: file('text/html', 'a page saying the weekly digest is off') },
    secretParams: ['token'],
  },
  /**
   * TheFork's review events for one connection (`:id`); proved by the connection's secret (`?token=`) or an HMAC of
   * the raw body (`x-thefork-signature`), 401 otherwise; acknowledged at once, the review read by a job.
   */
  theForkWebhook: { method: 'POST', path: '/sources/thefork/webhook/:id', answers: { 200: object({ data: object({}) }) } },
  /** A till or booking tool posts a customer after a visit; the secret in the path is the listing's. */
  reviewRequestHook: {
    method: 'POST',
    path: '/reviews/requests/hook/:secret',
    answers: { 200: SendRequestsAnswerSchema },
    secretParams: ['secret'],
  },

  // The signed-in owner: the account.
  createProfile: { method: 'POST', path: '/users/private', answers: { 200: UserSchema, 201: UserSchema } },
  deleteAccount: { method: 'DELETE', path: '/users/private', answers: { 204: NO_CONTENT } },
  me: { method: 'GET', path: '/users/private/me', answers: { 200: UserSchema } },
  updateInfo: { method: 'PUT', path: '/users/private/update-info', answers: { 200: UserSchema } },
  notificationPreferences: { method: 'GET', path: '/users/private/notifications', answers: { 200: NotificationPreferencesSchema } },
  saveNotificationPreferences: { method: 'PUT', path: '/users/private/notifications', answers: { 200: NotificationPreferencesSchema } },
  sendTwoFactorCode: { method: 'POST', path: '/users/private/2fa/send-otp', answers: { 200: SentSchema } },
  verifyTwoFactorCode: { method: 'POST', path: '/users/private/2fa/verify-otp', answers: { 200: object({ twoFactorToken: string() }) } },
  sendEmailChangeCode: { method: 'POST', path: '/users/private/update-email/send-otp', answers: { 200: SentSchema } },
  updateEmail: { method: 'PUT', path: '/users/private/update-email', answers: { 200: UserSchema } },
  uploadPicture: { method: 'POST', path: '/users/private/upload-picture', answers: { 200: UserSchema } },
  referrals: { method: 'GET', path: '/users/private/referrals', answers: { 200: ReferralsSchema } },
  alertState: { method: 'GET', path: '/users/private/alerts', answers: { 200: AlertStateSchema } },
  saveAlertSettings: { method: 'PUT', path: '/users/private/alerts', answers: { 200: AlertStateSchema } },
  addPushDevice: { method: 'POST', path: '/users/private/alerts/devices', answers: { 201: object({ id: integer() }) } },
  removePushDevice: { method: 'DELETE', path: '/users/private/alerts/devices/:id', answers: { 204: NO_CONTENT } },
  exportData: { method: 'GET', path: '/users/private/export', answers: { 200: file('application/json', "the account's data, as a file") } },
  sendDeletionCode: { method: 'POST', path: '/users/private/delete-account/send-otp', answers: { 200: CodeSentSchema } },

  // Setup and the listing.
  completeOnboarding: {
    method: 'POST',
    path: '/users/private/onboarding',
    answers: { 200: object({ hasDoneProfileSetup: literal(true) }) },
  },
  replaceListing: { method: 'PUT', path: '/users/private/listing', answers: { 200: ListingSchema } },
  /** Whether the name's leading article is part of a trade mark (body: `{ nameKeepsArticle }`). */
  saveListingNameArticle: { method: 'PUT', path: '/users/private/listing/name-article', answers: { 200: ListingSchema } },
  personalInformation: { method: 'GET', path: '/users/private/infos', answers: { 200: StoredPersonalInformationSchema } },
  companyInformation: { method: 'GET', path: '/users/private/company-information', answers: { 200: StoredCompanyInformationSchema } },
  updatePersonalInformation: {
    method: 'PUT',
    path: '/users/private/update-personal-information',
    answers: { 200: StoredPersonalInformationSchema },
  },
  updateCompanyInformation: {
    method: 'PUT',
    path: '/users/private/update-company-information',
    answers: { 200: StoredCompanyInformationSchema },
  },
  /** A code mailed to the company's current address, to prove it (body: `{ language }`). */
  sendCompanyEmailCode: { method: 'POST', path: '/users/private/company-information/email/send-otp', answers: { 200: SentSchema } },
  verifyCompanyEmail: {
    method: 'POST',
    path: '/users/private/company-information/email/verify-otp',
    answers: { 200: StoredCompanyInformationSchema },
  },
  listing: { method: 'GET', path: '/reviews/private/location', answers: { 200: ListingStatusSchema } },
  initSynchronization: { method: 'PATCH', path: '/reviews/private/init-synchronization', answers: { 200: SyncJobSchema } },

  // Google Business Profile.
  googleConnection: { method: 'GET', path: '/users/private/google', answers: { 200: GoogleConnectionSchema } },
  disconnectGoogle: { method: 'DELETE', path: '/users/private/google', answers: { 200: GoogleConnectionSchema } },
  startGoogleConsent: { method: 'POST', path: '/users/private/oauth/redirect/url', answers: { 200: GoogleConsentStartSchema } },
  completeGoogleConsent: { method: 'POST', path: '/users/private/oauth/redirect/handler', answers: { 200: GoogleConnectionSchema } },
  chooseGoogleLocation: { method: 'PUT', path: '/users/private/google/location', answers: { 200: GoogleConnectionSchema } },

  // Reviews and replies.
  reviews: { method: 'GET', path: '/reviews/private', answers: { 200: ReviewPageSchema } },
  /** The inbox's view as a file: every review its filters give, up to 50,000 (400 `EXPORT_TOO_LARGE` beyond). */
  reviewsCsv: {
    method: 'GET',
    path: '/reviews/private.csv',
    answers: { 200: file('text/csv', "the reviews as CSV (the inbox's filters and `sort`, `&language=fr&separator=semicolon|comma`)") },
  },
  markReviewRead: { method: 'PATCH', path: '/reviews/private/:id/read', answers: { 200: ReviewSchema } },
  reviewAlerts: { method: 'GET', path: '/reviews/private/alerts', answers: { 200: ReviewAlertsSchema } },
  reviewHistory: { method: 'GET', path: '/reviews/private/:id/history', answers: { 200: array(ReviewVersionSchema) } },
  reviewEvidence: {
    method: 'GET',
    path: '/reviews/private/evidence',
    answers: { 200: file('application/pdf', 'the evidence file of some reviews (`?ids=1,2&format=pdf|csv&language=fr`; CSV as text/csv)') },
  },
  aiSettings: { method: 'GET', path: '/reviews/private/ai-settings', answers: { 200: AiSettingsStateSchema } },
  saveAiSettings: { method: 'PUT', path: '/reviews/private/ai-settings', answers: { 200: AiSettingsStateSchema } },
  previewReply: { method: 'POST', path: '/reviews/private/ai-settings/preview', answers: { 200: ReplyPreviewSchema } },
  generateReply: { method: 'POST', path: '/reviews/private/:id/reply/generate', answers: { 200: GeneratedReplySchema } },
  publishReply: { method: 'PUT', path: '/reviews/private/:id/reply', answers: { 200: ReviewSchema } },
  deleteReply: { method: 'DELETE', path: '/reviews/private/:id/reply', answers: { 200: ReviewSchema } },
  retryGoogleReply: { method: 'POST', path: '/reviews/private/:id/reply/retry', answers: { 200: ReviewSchema } },
  /**
   * Google's review management tool for this review's location, where the owner reports it; the report is logged
   * (« Signalé à Google », when, by whom) in the review's evidence file. Bonavis cannot remove a review.
   */
  reportReviewToGoogle: { method: 'POST', path: '/reviews/private/:id/report-to-google', answers: { 200: GoogleReportLinkSchema } },
  replyQueue: { method: 'GET', path: '/reviews/private/reply-queue', answers: { 200: array(QueuedReplySchema) } },
  approveQueuedReply: { method: 'POST', path: '/reviews/private/reply-queue/:id/approve', answers: { 200: ReviewSchema } },
  dismissQueuedReply: { method: 'DELETE', path: '/reviews/private/reply-queue/:id', answers: { 204: NO_CONTENT } },

  // Review requests.
  reviewRequestState: { method: 'GET', path: '/reviews/private/requests/settings', answers: { 200: ReviewRequestStateSchema } },
  saveReviewRequestSettings: { method: 'PUT', path: '/reviews/private/requests/settings', answers: { 200: ReviewRequestStateSchema } },
  /** A new secret for the till's hook: the old one is refused at once. */
  rotateRequestHookSecret: { method: 'POST', path: '/reviews/private/requests/hook-secret', answers: { 200: ReviewRequestStateSchema } },
  sendReviewRequests: { method: 'POST', path: '/reviews/private/requests', answers: { 200: SendRequestsAnswerSchema } },
  reviewRequests: { method: 'GET', path: '/reviews/private/requests', answers: { 200: ReviewRequestPageSchema } },
  previewRequestImport: { method: 'POST', path: '/reviews/private/requests/import/preview', answers: { 200: ImportPreviewSchema } },
  importReviewRequests: { method: 'POST', path: '/reviews/private/requests/import', answers: { 200: SendRequestsAnswerSchema } },

  // The dashboard and the game.
  dashboardSummary: { method: 'GET', path: '/dashboards/private/summary', answers: { 200: DashboardSummarySchema } },
  /** The ranking of the network's establishments (`?location=all` or `?locations=1,2`; one establishment's is a list of one). */
  dashboardLocations: { method: 'GET', path: '/dashboards/private/locations', answers: { 200: EstablishmentRankingSchema } },
  dashboardLocationsCsv: {
    method: 'GET',
    path: '/dashboards/private/locations.csv',
    answers: { 200: file('text/csv', 'the ranking as CSV (`?period=30d&language=fr&separator=semicolon|comma`)') },
  },
  /** Per source and combined (on five points, the conversion stated), over a period, for one establishment or the network. */
  sourceDashboard: { method: 'GET', path: '/dashboards/private/sources', answers: { 200: SourceDashboardSchema } },
  /** The Google profile's figures over a period (`?period=30d`), for one establishment or the network (`?location=all`). */
  profileFigures: { method: 'GET', path: '/dashboards/private/profile', answers: { 200: ProfileFiguresSchema } },
  monthlyReport: {
    method: 'GET',
    path: '/dashboards/private/report',
    answers: { 200: file('application/pdf', "a past month's report (`?month=YYYY-MM&language=fr`)") },
  },
  gameState: { method: 'GET', path: '/game/private/settings', answers: { 200: GameStateSchema } },
  saveGameSettings: { method: 'PUT', path: '/game/private/settings', answers: { 200: GameStateSchema } },
  gameStats: { method: 'GET', path: '/game/private/stats', answers: { 200: GameStatsSchema } },
  gameCoupons: { method: 'GET', path: '/game/private/coupons', answers: { 200: GameCouponPageSchema } },
  redeemCoupon: { method: 'POST', path: '/game/private/coupons/:code/redeem', answers: { 200: GameCouponSchema } },

  // The reviews widget of the owner's website (its public script and data are outside the API, under /widget).
  widgetState: { method: 'GET', path: '/widgets/private/settings', answers: { 200: WidgetStateSchema } },
  saveWidgetSettings: { method: 'PUT', path: '/widgets/private/settings', answers: { 200: WidgetStateSchema } },

  // Subscriptions and payments.
  subscriptions: { method: 'GET', path: '/subscriptions/private', answers: { 200: array(SubscriptionSchema) } },
  organizations: { method: 'GET', path: '/organizations/private', answers: { 200: MembershipsSchema } },
  /** The owner hands the organisation to a member (body: `{ userId, twoFactorToken }`); they become admin. */
  transferOwnership: { method: 'POST', path: '/organizations/private/transfer', answers: { 204: NO_CONTENT } },
  /** The organisation's activity journal, newest first (`?before=<id>` for the next page; owners and admins). */
  activity: { method: 'GET', path: '/organizations/private/activity', answers: { 200: ActivityPageSchema } },
  establishments: { method: 'GET', path: '/locations/private', answers: { 200: EstablishmentsSchema } },
  /** Adds the business of a short maps link (body: `{ url }`) to the organisation, and starts its synchronisation. */
  addEstablishment: { method: 'POST', path: '/locations/private', answers: { 201: EstablishmentSchema } },
  /** Removes an establishment and all its data (header `2faToken`: a one-time code just confirmed). */
  removeEstablishment: { method: 'DELETE', path: '/locations/private/:id', answers: { 204: NO_CONTENT } },
  /** The removed establishments whose reviews are still kept, for evidence, until `purgeAfter`. */
  removedEstablishments: { method: 'GET', path: '/locations/private/removed', answers: { 200: RemovedEstablishmentsSchema } },
  removedEstablishmentReviews: {
    method: 'GET',
    path: '/locations/private/removed/:id/reviews.csv',
    answers: { 200: file('text/csv', "a removed establishment's kept reviews, as the evidence file's CSV (`?language=fr`)") },
  },
  // An establishment's Google profile, through its Google Business Profile connection (docs/google-profile.md).
  /** Its regular and exceptional hours, and whether an edit still waits for Google's review. */
  profileHours: { method: 'GET', path: '/locations/private/:id/hours', answers: { 200: ProfileHoursSchema } },
  /** The next French public holiday within 14 days the profile has no special hours for, or null. */
  profileHolidayReminder: { method: 'GET', path: '/locations/private/:id/hours/reminder', answers: { 200: HolidayReminderSchema } },
  /** Replaces the hours (body: `{ regular, special }`); only what changed is sent to Google. */
  saveProfileHours: { method: 'PUT', path: '/locations/private/:id/hours', answers: { 200: ProfileHoursSchema } },
  profilePosts: { method: 'GET', path: '/locations/private/:id/posts', answers: { 200: ProfilePostsSchema } },
  /** Publishes a news, offer or event post at once, or schedules it (`publishAt`: `state: 'scheduled'`). */
  createProfilePost: { method: 'POST', path: '/locations/private/:id/posts', answers: { 201: ProfilePostSchema } },
  /** A post's text written by the AI in the establishment's tone (body: `{ kind, idea }`); nothing is published. */
  draftProfilePost: { method: 'POST', path: '/locations/private/:id/posts/draft', answers: { 200: ProfilePostDraftSchema } },
  /** Cancels a scheduled post (`scheduled-<n>`) or deletes a published one from Google. */
  deleteProfilePost: { method: 'DELETE', path: '/locations/private/:id/posts/:postId', answers: { 204: NO_CONTENT } },
  profilePhotos: { method: 'GET', path: '/locations/private/:id/photos', answers: { 200: ProfilePhotosSchema } },
  // An establishment's review sources beyond Google (docs/review-sources.md); `:id` is the establishment `?location=` chose.
  /** The four sources, in order, each with its state (Google's read-only, from its own connection). */
  reviewSources: { method: 'GET', path: '/locations/private/:id/sources', answers: { 200: SourceListSchema } },
  /**
   * Connects a source (body: TheFork `{ clientId, clientSecret, restaurantId }`, Tripadvisor `{ url }` or
   * `{ locationId }`, Facebook `{}`): the source's item, its first read queued; Facebook answers Meta's login URL.
   */
  connectReviewSource: {
    method: 'PUT',
    path: '/locations/private/:id/sources/:source',
    answers: { 200: union(SourceItemSchema, FacebookLoginStartSchema) },
  },
  /** The end of Meta's login (body: `{ code, state }`, as the app's callback page received them). */
  completeFacebookLogin: { method: 'POST', path: '/locations/private/:id/sources/facebook/callback', answers: { 200: SourceItemSchema } },
  /** TheFork's webhook address for this establishment's connection, its secret in it (409 while not connected). */
  theForkWebhookAddress: {
    method: 'GET',
    path: '/locations/private/:id/sources/thefork/webhook',
    answers: { 200: TheForkWebhookAddressSchema },
  },
  /** Disconnects a source (body: `{ keepReviews }`: its reviews kept, or deleted with their history). */
  disconnectReviewSource: { method: 'DELETE', path: '/locations/private/:id/sources/:source', answers: { 204: NO_CONTENT } },
  /**
   * Adds a photo Google fetches from a public address (body: `{ sourceUrl, category, description? }`): an https one,
   * or the `url` of `uploadProfilePhoto`.
   */
  addProfilePhoto: { method: 'POST', path: '/locations/private/:id/photos', answers: { 201: ProfilePhotoSchema } },
  /** Stores a photo's bytes (multipart `file`, JPEG or PNG, 2 MB at most) for a photo or a post: its public `url`. */
  uploadProfilePhoto: { method: 'POST', path: '/locations/private/:id/photos/upload', answers: { 201: ProfilePhotoUploadSchema } },
  deleteProfilePhoto: { method: 'DELETE', path: '/locations/private/:id/photos/:photoId', answers: { 204: NO_CONTENT } },
  team: { method: 'GET', path: '/members/private', answers: { 200: TeamSchema } },
  invite: { method: 'POST', path: '/members/private/invitations', answers: { 201: InvitationSchema } },
  revokeInvitation: { method: 'DELETE', path: '/members/private/invitations/:id', answers: { 204: NO_CONTENT } },
  /** The signed-in user joins the organisation of the invitation mailed to their address (body: `{ token }`). */
  acceptInvitation: { method: 'POST', path: '/members/private/invitations/accept', answers: { 200: MembershipSchema } },
  changeMember: { method: 'PATCH', path: '/members/private/:userId', answers: { 200: MemberSchema } },
  removeMember: { method: 'DELETE', path: '/members/private/:userId', answers: { 204: NO_CONTENT } },
  /**
   * The organisation's groups of establishments, by name (every member; one of a narrower scope gets the groups holding
   * establishments they see, with those only).
   */
  groups: { method: 'GET', path: '/groups/private', answers: { 200: EstablishmentGroupsSchema } },
  /** Makes a group (body: `{ name, locations }`; owners and admins). */
  createGroup: { method: 'POST', path: '/groups/private', answers: { 201: EstablishmentGroupSchema } },
  /** Renames a group and replaces its establishments (body: `{ name, locations }`); its members see them at once. */
  updateGroup: { method: 'PUT', path: '/groups/private/:id', answers: { 200: EstablishmentGroupSchema } },
  /** Deletes a group no member nor pending invitation is scoped to (409 `GROUP_IN_USE` otherwise). */
  deleteGroup: { method: 'DELETE', path: '/groups/private/:id', answers: { 204: NO_CONTENT } },
  trialEligibility: { method: 'GET', path: '/subscriptions/private/trial/eligible', answers: { 200: object({ isEligible: boolean() }) } },
  activateTrial: { method: 'POST', path: '/subscriptions/private/trial/activate', answers: { 200: SubscriptionSchema } },
  manageSubscriptionLink: { method: 'GET', path: '/payments/private/manage-subscription', answers: { 200: LinkSchema } },
  /** Without Stripe keys (outside production): a paid checkout through the local stand-in; 404 when Stripe is configured. */
  standInCheckout: { method: 'POST', path: '/payments/private/stand-in/checkout', answers: { 201: SubscriptionSchema } },
} as const satisfies Record<string, RouteSpec>;

export type RouteName = keyof typeof API_ROUTES;

/**
 * The links sent to customers, outside the API (`/r/…`, short enough for an SMS and a QR code): pages and redirects,
 * not JSON. Listed here for what the server must know of them at its boundary: which parameters are credentials. A
 * request's token both counts its open and unsubscribes its contact.
 */
export const LINK_ROUTES = {
  reviewLink: { method: 'GET', path: '/r/:slug' },
  requestLink: { method: 'GET', path: '/r/:slug/:token', secretParams: ['token'] },
  requestUnsubscribePage: { method: 'GET', path: '/r/unsubscribe/:token', secretParams: ['token'] },
  requestUnsubscribe: { method: 'POST', path: '/r/unsubscribe/:token', secretParams: ['token'] },
} as const satisfies Record<string, Omit<RouteSpec, 'answers'>>;

type Answers<N extends RouteName> = (typeof API_ROUTES)[N]['answers'];
/** The body of a route's successful answer (its 200, else its 201). */
export type AnswerOf<N extends RouteName> =
  Answers<N> extends { 200: infer S extends TSchema } ? Static<S> : Answers<N> extends { 201: infer S extends TSchema } ? Static<S> : void;

/** The names of a path's parameters: '/reviews/private/:id/read' → 'id'. */
export type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsOf<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
export type RouteParams<N extends RouteName> = Record<ParamsOf<(typeof API_ROUTES)[N]['path']>, string | number>;

/** The arguments after a route's name: its parameters, when its path has any. */
export type PathArgs<N extends RouteName> = ParamsOf<(typeof API_ROUTES)[N]['path']> extends never ? [] : [params: RouteParams<N>];

/** The URL of a route under the API's base, its parameters filled in and encoded. */
export function pathOf<N extends RouteName>(name: N, ...args: PathArgs<N>): string {
  const { path } = API_ROUTES[name];
  const params = args[0] as Record<string, string | number> | undefined;
  if (!params) return path;
  return path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(params[key])));
}
