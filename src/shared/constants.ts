/** Product-wide constants shared by the client and the server. */
export const APP_NAME = 'Bonavis';
export const TITLE_SUFFIX = ` | ${APP_NAME}`;

export const LANGUAGES = ['fr', 'en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fr';

/** The spec's breakpoints, in pixels. */
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
} as const;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The client forces a fresh identity token this often (spec §9). */
export const FORCED_TOKEN_REFRESH_MS = 40 * 60 * 1000;

/** A new one-time code can be asked for after this delay (the server enforces it too). */
export const OTP_RESEND_DELAY_SECONDS = 60;

/** Longest birth date input: DD/MM/YYYY (spec §9). */
export const BIRTH_DATE_INPUT_MAX_LENGTH = 10;

/** Wait between the end of onboarding and the start of the listing sync (spec §9). */
export const SYNC_START_DELAY_MS = 1500;
