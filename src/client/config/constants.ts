/** Settings only the browser app uses (the server has none of them). */

/** The breakpoints of the layout, in pixels. */
export const BREAKPOINTS = { xs: 0, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;

/** Every key the app keeps in the browser's local storage. */
export const STORAGE_KEYS = {
  authToken: 'authToken',
  user: 'user',
  email: 'email',
  ref: 'ref',
  twoFactorToken: '2faToken',
  settings: 'settings',
  language: 'i18nextLng',
  /** When the owner turned down installing the app (an ISO date): the offer is not made again. */
  installOfferDeclined: 'installOfferDeclined',
  /** The id the server gave this device's push subscription, so « Désactiver sur cet appareil » removes it there too. */
  pushDeviceId: 'pushDeviceId',
  /**
   * The token of an invitation link being accepted, in this tab's session storage (not local storage): it survives the
   * sign-in round trip and goes once used, or with the tab.
   */
  invitationToken: 'invitationToken',
} as const;

/** The app forces a fresh identity token this often, well before the provider's one-hour expiry. */
export const FORCED_TOKEN_REFRESH_MS = 40 * 60 * 1000;

/**
 * How long a two-factor token is reused: the server accepts it for 10 minutes from when it made it
 * (`two-factor-token.ts`); the margin covers the request in flight and a clock that runs ahead.
 */
export const TWO_FACTOR_TOKEN_REUSE_MS = 10 * 60 * 1000 - 30 * 1000;

/** Longest birth date input: DD/MM/YYYY. */
export const BIRTH_DATE_INPUT_MAX_LENGTH = 10;

/** Wait between the end of onboarding and the start of the listing sync, so the server has stored the listing. */
export const SYNC_START_DELAY_MS = 1500;
