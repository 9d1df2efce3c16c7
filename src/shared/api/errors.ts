import type { GameClosedReason } from './game';
import type { GoogleProblem } from './google';
import { SOURCE_ERROR_CODES } from './review-sources';

/**
 * The codes a signed-out visitor can meet (the generic ones, the session checks, the sign-in calls): their
 * texts load with the sign-in screen, the others' with the screens after it.
 */
export const SIGN_IN_ERROR_CODES = [
  // Input and protocol (the error handler's generic codes).
  'VALIDATION_ERROR',
  'BAD_REQUEST',
  'NOT_FOUND',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'INTERNAL_ERROR',
  // Sign-in and session.
  'TOKEN_MISSING',
  'TOKEN_INVALID',
  'TOKEN_EXPIRED',
  'ACCOUNT_DISABLED',
  'ACCOUNT_REVOKED',
  'IDENTITY_UNAVAILABLE',
  'OTP_INVALID',
  'OTP_EXPIRED',
  'OTP_TOO_MANY_ATTEMPTS',
  'RESEND_TOO_SOON',
  'ADDRESS_LIMIT',
  'USER_NOT_FOUND',
  'EMAIL_NOT_VERIFIED',
] as const;

/**
 * Every `code` an API error body can carry. The app turns a code into a translated message
 * (a test checks each has fr, en and es text); it never guesses the reason from the status.
 */
export const API_ERROR_CODES = [
  ...SIGN_IN_ERROR_CODES,
  // Signed-in session.
  'TWO_FACTOR_REQUIRED',
  'TERMS_NOT_ACCEPTED',
  // Accounts.
  'EMAIL_REQUIRED',
  'EMAIL_TAKEN',
  'REFERRAL_ID_COLLISION',
  'MULTIPART_REQUIRED',
  'FILE_REQUIRED',
  'FILE_TOO_LARGE',
  'UNSUPPORTED_IMAGE',
  'PICTURE_NOT_UPLOADED',
  // Setup, listing and reviews.
  'ONBOARDING_ALREADY_DONE',
  'SETUP_REQUIRED',
  'PERSONAL_INFORMATION_NOT_FOUND',
  'COMPANY_INFORMATION_NOT_FOUND',
  'LOCATION_NOT_FOUND',
  'LISTING_NOT_FOUND',
  'LOOKUP_LIMIT',
  'MAPS_BUSY',
  'MAPS_MISCONFIGURED',
  'MAPS_UNAVAILABLE',
  'SYNC_COOLDOWN',
  'SYNC_BUDGET_EXHAUSTED',
  'REVIEW_NOT_FOUND',
  'EXPORT_TOO_LARGE',
  'CRON_SECRET_INVALID',
  // AI replies.
  'NO_AI_CREDITS',
  'AI_MISCONFIGURED',
  'AI_BUSY',
  'AI_UNAVAILABLE',
  'AI_INVALID_OUTPUT',
  'QUEUED_REPLY_NOT_FOUND',
  // Subscriptions and payments.
  'PREMIUM_REQUIRED',
  'SUBSCRIPTION_REQUIRED',
  'TRIAL_NOT_AVAILABLE',
  'NO_STRIPE_CUSTOMER',
  'PAYMENTS_DISABLED',
  'PAYMENTS_UNAVAILABLE',
  'BAD_SIGNATURE',
  'CUSTOMER_NOT_LINKED',
  // The game.
  'GAME_NOT_FOUND',
  'GAME_CLOSED',
  'GAME_ALREADY_PLAYED',
  'COUPON_NOT_FOUND',
  'COUPON_ALREADY_REDEEMED',
  'COUPON_EXPIRED',
  // Google Business Profile.
  'GOOGLE_NOT_CONFIGURED',
  'GOOGLE_STATE_INVALID',
  'GOOGLE_NOT_CONNECTED',
  'GOOGLE_LOCATION_UNKNOWN',
  'GOOGLE_REFUSED',
  'REVIEW_REMOVED',
  // The establishment's Google profile (hours, posts, photos, figures): Google's refusals, by what the owner can do.
  'PROFILE_RATE_LIMITED',
  'PROFILE_BUDGET_SPENT',
  'PROFILE_INVALID',
  'PROFILE_FORBIDDEN',
  'PROFILE_NOT_FOUND',
  'PROFILE_TOKEN_REVOKED',
  'PROFILE_UNAVAILABLE',
  // Review requests.
  'INCENTIVE_FORBIDDEN',
  'LINK_FORBIDDEN',
  // Push alerts.
  'PUSH_ENDPOINT_INVALID',
  // Organisations.
  'OWNER_MUST_TRANSFER',
  'LOCATION_REQUIRED',
  'ROLE_FORBIDDEN',
  'ORGANIZATION_NOT_FOUND',
  'ALREADY_MEMBER',
  'PLAN_REQUIRED',
  'INVITATION_EXPIRED',
  'INVITATION_EMAIL_MISMATCH',
  'MEMBER_PROTECTED',
  'ESTABLISHMENT_EXISTS',
  'ESTABLISHMENT_LIMIT',
  'LAST_ESTABLISHMENT',
  'SUBSCRIPTION_STILL_ACTIVE',
  'REMOVED_ESTABLISHMENT_NOT_FOUND',
  'GROUP_NOT_FOUND',
  'GROUP_EXISTS',
  'GROUP_IN_USE',
  // Review sources beyond Google (docs/review-sources.md): the platform's refusal, with its own `platformCode`.
  'SOURCE_NOT_CONFIGURABLE',
  'SOURCE_NOT_CONNECTED',
  'SOURCE_STATE_INVALID',
  ...SOURCE_ERROR_CODES,
  'WEBHOOK_SIGNATURE_MISSING',
  'WEBHOOK_SIGNATURE_INVALID',
  'WEBHOOK_BODY_INVALID',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** The one JSON shape of every API error. `fields` maps a field to its first failing rule's message key. */
export type ApiErrorBody = {
  statusCode: number;
  code: ApiErrorCode;
  message: string;
  fields?: Record<string, string>;
  /** With a 429: how long to wait. */
  retryAfterSeconds?: number;
  /** With a wrong one-time code: tries left. */
  attemptsLeft?: number;
  /** With GAME_ALREADY_PLAYED: when this person may play again (ISO date). */
  nextPlayAt?: string;
  /** With GAME_CLOSED: why the wheel refuses plays. */
  reason?: GameClosedReason;
  /** With COUPON_ALREADY_REDEEMED: when it was given (ISO date). */
  redeemedAt?: string;
  /** With GOOGLE_REFUSED: what Google's refusal means for the owner. */
  problem?: GoogleProblem;
  /** With INCENTIVE_FORBIDDEN: the words of the text that promise something in return. */
  incentive?: string;
  /** With LINK_FORBIDDEN: the link, e-mail address or phone number found, as written. */
  link?: string;
  /** With a SOURCE_* refusal: the platform's own code (Meta's `190/463`), to show beside the translated text. */
  platformCode?: string | null;
};

/** What an error adds to its code and message. */
export type ApiErrorDetails = Omit<ApiErrorBody, 'statusCode' | 'code' | 'message'>;

export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && (API_ERROR_CODES as readonly string[]).includes(value);
}
