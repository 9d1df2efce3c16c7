import type { GoogleConnection } from '../../shared/api/google';
import type { SourceDashboard } from '../../shared/api/review-sources';
import type { ProfileFigures } from '../../shared/api/google-profile';
import type { ListingLookup, ListingStatus, SyncJob } from '../../shared/api/listings';
import type { AiModel, AiSettingsState } from '../../shared/api/ai';
import type { DashboardSummary } from '../../shared/api/dashboard';
import type { LegalOperator } from '../../shared/api/legal';
import { DEFAULT_PUSH_CHOICES, type AlertState } from '../../shared/api/notifications';
import type { InboxReview, Review, ReviewPage } from '../../shared/api/reviews';
import type { PaymentPlans, Subscription } from '../../shared/api/subscriptions';
import type { User } from '../../shared/api/users';
import type { AnswerOf } from '../../shared/api/routes';
import type { Establishment } from '../../shared/api/organizations';
import type { SessionUser } from '../session/local-session';

/** Typed builders for what the API answers in component tests: a complete, valid object, changed by `overrides`. */

export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    email: 'marie@boulangerie.fr',
    providerUid: 'uid-1',
    profilePicture: 'https://api.dicebear.com/shapes/marie.svg',
    referralId: 'MARIE123',
    isEmailVerified: true,
    name: 'Marie',
    phone: null,
    referredBy: null,
    hasDoneProfileSetup: true,
    aiCredits: 0,
    isActive: true,
    createdAt: '2026-11-01T09:00:00.000Z',
    termsAcceptedAt: '2026-11-01T09:01:00.000Z',
    ...overrides,
  };
}

export function aHealthReport(overrides: Partial<AnswerOf<'health'>> = {}): AnswerOf<'health'> {
  return {
    status: 'ok',
    database: { status: 'up' },
    identity: { mode: 'emulator', status: 'up' },
    mail: { status: 'up' },
    adapters: { maps: 'demo' },
    ...overrides,
  };
}

export function aSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: 1,
    status: 'ACTIVE',
    planPeriod: 'MONTHLY',
    quantity: 1,
    isTrial: false,
    startDate: '2026-11-01T00:00:00.000Z',
    endDate: null,
    cancelAtPeriodEnd: false,
    trialDaysLeft: null,
    ...overrides,
  };
}

/** What `GET /payments/plans` answers on a server without payments configured (demo and tests). */
export function aPaymentPlans(overrides: Partial<PaymentPlans> = {}): PaymentPlans {
  return { paymentLinks: { monthly: null, yearly: null }, payments: 'disabled', ...overrides };
}

export function aSyncJob(overrides: Partial<SyncJob> = {}): SyncJob {
  return { id: 1, status: 'running', percent: 0, fetched: 0, total: null, ...overrides };
}

export function aListingStatus(overrides: Partial<ListingStatus> = {}): ListingStatus {
  return {
    providerId: 'demo-x',
    cover: null,
    name: 'Boulangerie du Port',
    nameKeepsArticle: false,
    category: null,
    address: null,
    averageRating: null,
    url: null,
    shortUrl: 'https://maps.app.goo.gl/PortBakery29',
    hasBeenSynchronized: true,
    demo: true,
    synchronization: null,
    ...overrides,
  };
}

/** An establishment as `GET /locations/private` lists it: the owner's synchronised bakery. */
export function anEstablishment(overrides: Partial<Establishment> = {}): Establishment {
  return {
    id: 1,
    organizationId: 1,
    name: 'Boulangerie',
    address: '1 rue du Port, 75001 Paris',
    averageRating: 4.6,
    reviewCount: 120,
    hasBeenSynchronized: true,
    ...overrides,
  };
}

export function aListingLookup(overrides: Partial<ListingLookup> = {}): ListingLookup {
  return {
    id: 'demo-PortBakery29',
    name: 'Boulangerie du Port',
    categories: ['Boulangerie'],
    address: { full: '12 quai des Pêcheurs, 29900 Concarneau' },
    rating: { rating: 4.6, count: 95 },
    media: [],
    url: 'https://www.google.com/maps/place/x',
    demo: true,
    ...overrides,
  };
}

/** The signed-in identity as the store keeps it. */
export function aSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return { uid: 'uid-1', email: 'marie@boulangerie.fr', emailVerified: true, displayName: 'Marie', photoURL: null, ...overrides };
}

export function aReview(overrides: Partial<Review> = {}): Review {
  return {
    id: 1,
    authorName: 'Julien P.',
    authorPictUrl: null,
    reviewRate: 5,
    date: '2026-11-20T10:00:00.000Z',
    isLocalGuide: false,
    reviewContent: 'Très bon accueil, pain délicieux.',
    language: 'fr',
    hasResponse: false,
    pictures: [],
    google: null,
    edited: null,
    removedAt: null,
    response: null,
    hasBeenReadd: false,
    repliedBy: null,
    // Google's, as every review before issue 46: its rating is `reviewRate`, its reply works through `google`.
    source: 'google',
    sourceRating: null,
    scale: 5,
    recommends: null,
    replyTarget: null,
    ...overrides,
  };
}

/** A review of the inbox: of establishment 1 (`anEstablishment`) unless it names its own. */
export function anInboxReview(overrides: Partial<InboxReview> = {}): InboxReview {
  return { ...aReview(), location: { id: 1, name: 'Boulangerie' }, ...overrides };
}

/**
 * A page of reviews with counts that match its items (every item unread and unanswered unless said otherwise), each of
 * establishment 1 (`anEstablishment`) unless it names its own.
 */
export function aReviewPage(reviews: (Review | InboxReview)[] = [], overrides: Partial<ReviewPage> = {}): ReviewPage {
  const items = reviews.map((review) => ({ location: { id: 1, name: 'Boulangerie' }, ...review }));
  const byRating = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const review of items) byRating[review.reviewRate as keyof typeof byRating] += 1;
  const answered = items.filter((review) => review.hasResponse).length;
  return {
    items,
    total: items.length,
    page: 1,
    pageSize: 20,
    counts: {
      all: items.length,
      unread: items.filter((review) => !review.hasBeenReadd).length,
      answered,
      unanswered: items.length - answered,
      removed: items.filter((review) => review.removedAt !== null).length,
      byRating,
    },
    ...overrides,
  };
}

/** The AI writer's settings as the server answers them before the owner saved any, with the offline templates. */
export function anAiSettingsState(
  overrides: Partial<AiSettingsState['settings']> = {},
  model: AiModel = { kind: 'templates', offline: true },
): AiSettingsState {
  return {
    settings: {
      tone: 'warm',
      address: 'vous',
      signature: '',
      length: 'medium',
      instructions: '',
      manualWords: ['hygiène', 'intoxication', 'avocat', 'police'],
      autoReply: { mode: 'off', minRating: 4 },
      ...overrides,
    },
    model,
    aiCredits: 30,
  };
}

/** The dashboard of a listing without any review yet (what the empty inbox goes with), for the last 30 days. */
export function anEmptyDashboardSummary(overrides: Partial<DashboardSummary> = {}): DashboardSummary {
  const none = { current: null, previous: null };
  return {
    period: '30d',
    range: { from: '2026-10-22T10:00:00.000Z', to: '2026-11-21T10:00:00.000Z' },
    listing: {
      name: 'Boulangerie',
      category: null,
      address: null,
      cover: null,
      googleRating: null,
      url: null,
      demo: true,
      lastSyncAt: null,
    },
    figures: {
      averageRating: none,
      averageRatingShown: none,
      removedReviews: { current: 0, previous: 0 },
      newReviews: { current: 0, previous: 0 },
      totalReviews: 0,
      responseRate: none,
      medianResponseHours: none,
      unread: 0,
      aiCredits: 0,
    },
    distribution: [1, 2, 3, 4, 5].map((rating) => ({ rating, count: 0 })),
    monthly: [],
    themes: [],
    timeline: [],
    actions: [],
    requests: { sent: 0, opened: 0, reviewsReceived: 0 },
    ...overrides,
  };
}

/** A listing connected to its Google Business Profile, with nothing left to do. */
export function aGoogleConnection(overrides: Partial<GoogleConnection> = {}): GoogleConnection {
  return {
    available: true,
    demo: false,
    status: 'connected',
    account: { name: 'accounts/1', displayName: 'Marie Dupont' },
    location: {
      name: 'locations/1',
      title: 'Boulangerie Dupont',
      address: '3 rue Haute, 69001 Lyon',
      verified: true,
      account: { name: 'accounts/1', displayName: 'Marie Dupont' },
    },
    candidates: [],
    lastSuccessAt: '2026-11-24T09:30:00.000Z',
    problem: null,
    ...overrides,
  };
}

/** The operator a configured server names on its legal pages (every field set). */
export function aLegalOperator(overrides: Partial<LegalOperator> = {}): LegalOperator {
  return {
    name: 'Avis Conseil',
    legalForm: 'SAS',
    shareCapital: '10 000 €',
    address: '12 rue de la République, 69002 Lyon, France',
    phone: '+33 4 00 00 00 00',
    siren: '123 456 789',
    rcsCity: 'Lyon',
    vatNumber: 'FR12123456789',
    director: 'Camille Durand',
    email: 'legal@bonavis.fr',
    host: 'Hébergeur SAS, 1 rue Exemple, 75000 Paris, +33 1 00 00 00 00',
    unset: [],
    ...overrides,
  };
}

/** A server's VAPID public key (base64url of an uncompressed P-256 point), as `alertState` sends it. */
export const A_VAPID_PUBLIC_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

/** The alerts of an account that never changed them: the default push choices, the digest on Mondays, no device. */
export function anAlertState(overrides: Partial<AlertState> = {}): AlertState {
  return {
    settings: { push: { ...DEFAULT_PUSH_CHOICES }, digestDay: 'monday' },
    vapidPublicKey: A_VAPID_PUBLIC_KEY,
    devices: [],
    ...overrides,
  };
}

/** The Google profile's figures over 30 days of a connected establishment (the profile card of the dashboard). */
export function aProfileFigures(overrides: Partial<ProfileFigures> = {}): ProfileFigures {
  const values = (calls: number) => ({
    BUSINESS_IMPRESSIONS_DESKTOP_MAPS: 10,
    BUSINESS_IMPRESSIONS_DESKTOP_SEARCH: 20,
    BUSINESS_IMPRESSIONS_MOBILE_MAPS: 30,
    BUSINESS_IMPRESSIONS_MOBILE_SEARCH: 40,
    CALL_CLICKS: calls,
    BUSINESS_DIRECTION_REQUESTS: 2 * calls,
    WEBSITE_CLICKS: 3,
    BUSINESS_BOOKINGS: 0,
    BUSINESS_FOOD_ORDERS: 0,
  });
  return {
    period: '30d',
    range: { from: '2026-11-06', to: '2026-12-05' },
    totals: { ...values(42), BUSINESS_DIRECTION_REQUESTS: 87, WEBSITE_CLICKS: 31 },
    impressions: 1834,
    days: [
      { date: '2026-12-04', values: values(2), impressions: 100 },
      { date: '2026-12-05', values: values(3), impressions: 120 },
    ],
    previous: { totals: { ...values(35), BUSINESS_DIRECTION_REQUESTS: 90, WEBSITE_CLICKS: 31 }, impressions: 1700 },
    months: [],
    keywords: [
      { keyword: 'boulangerie lyon', impressions: 312, fewerThan: false },
      { keyword: 'galette des rois', impressions: 15, fewerThan: true },
    ],
    establishments: [{ id: 1, name: 'Boulangerie', connected: true, problem: null }],
    demo: false,
    ...overrides,
  };
}

/** `GET /dashboards/private/sources` of an establishment read from Google only: the « Par source » card stays hidden. */
export function aSourceDashboard(overrides: Partial<SourceDashboard> = {}): SourceDashboard {
  const none = { averageRating: null, reviews: 0, averageOnFive: null, recommendShare: null };
  return {
    items: [
      { source: 'google', scale: 5, averageRating: 4.4, reviews: 12, averageOnFive: 4.4, recommendShare: null },
      { source: 'thefork', scale: 10, ...none },
      { source: 'tripadvisor', scale: 5, ...none },
      { source: 'facebook', scale: 'recommendation', ...none },
    ],
    combined: { averageOnFive: 4.4, reviews: 12, conversion: 'thefork-out-of-10-halved' },
    ...overrides,
  };
}
