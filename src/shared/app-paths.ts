/**
 * Every address of the app, in one table: the client's routes, links and redirects, and the links the server writes
 * into mails, alerts and redirects, use these, never a literal path.
 */
export const PATHS = {
  home: '/',
  login: '/login',
  authRedirect: '/auth/redirect',
  dashboards: '/dashboards',
  dashboardHome: '/dashboards/home',
  /** « Tous les établissements »: the ranking of every establishment the user sees. */
  dashboardNetwork: '/dashboards/network',
  reviewsHome: '/reviews/home',
  reviewsAll: '/reviews/all',
  /** « Tous les établissements »: the reviews of every establishment the user sees, together. */
  reviewsNetwork: '/reviews/network',
  reviewRequests: '/reviews/requests',
  aiAssistant: '/aiAssistant',
  /** « Profil Google »: the establishment's Google profile (hours, posts, photos), `?tab=`. */
  googleProfile: '/google-profile',
  game: '/game',
  gameHome: '/game/home',
  gameSettings: '/game/settings',
  gameCode: '/game/code',
  gameSession: '/game/session',
  gameRules: '/game/session/rules',
  subscription: '/subscription/home',
  settings: '/settings',
  settingsGeneral: '/settings/general',
  settingsAppearance: '/settings/appearance',
  settingsNotifications: '/settings/notifications',
  settingsWidget: '/settings/widget',
  settingsTeam: '/settings/team',
  /** The organisation's activity journal (owners and admins). */
  settingsActivity: '/settings/activity',
  settingsBilling: '/settings/billing',
  /** « Sources d'avis »: TheFork, Tripadvisor and Facebook connected per establishment, beside Google's state. */
  settingsSources: '/settings/sources',
  oauthCallback: '/oauth/callback',
  /** Where Meta's login sends the owner back (`?code=…&state=…`) after connecting a Facebook Page as a review source. */
  facebookSourceCallback: '/sources/facebook/callback',
  /** Opened from an invitation mail (`?token=`), signed in or not. */
  invitation: '/invitation',
  // Public pages, signed in or not.
  contact: '/contact',
  legalNotice: '/legal/mentions-legales',
  legalTerms: '/legal/cgv',
  legalPrivacy: '/legal/confidentialite',
} as const;

export type AppPath = (typeof PATHS)[keyof typeof PATHS];
