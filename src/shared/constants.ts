/** Product-wide constants shared by the client and the server. */
export const APP_NAME = 'Bonavis';
export const TITLE_SUFFIX = ` | ${APP_NAME}`;

export const LANGUAGES = ['fr', 'en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fr';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A new one-time code can be asked for after this delay (the server enforces it too). */
export const OTP_RESEND_DELAY_SECONDS = 60;

/** One day in milliseconds: 24 hours of elapsed time (calendar days in Paris are counted by the database). */
export const DAY_MS = 86_400_000;
