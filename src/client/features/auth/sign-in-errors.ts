/** Errors from the identity provider carry a code such as `auth/popup-closed-by-user`. */
export function identityErrorCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  const { code } = error as { code: unknown };
  return typeof code === 'string' ? code.replace(/^auth\//, '') : null;
}

/** Identity provider codes with their own message, under `auth.providerErrors.<code>`. */
export const PROVIDER_ERROR_CODES = [
  'email-already-in-use',
  'wrong-password',
  'user-not-found',
  'invalid-credential',
  'too-many-requests',
  'user-disabled',
  'expired-action-code',
  'invalid-action-code',
  'password-does-not-meet-requirements',
  'requires-recent-login',
  'invalid-user-token',
  'user-token-expired',
  'network-request-failed',
  'popup-closed-by-user',
  'popup-blocked',
  'cancelled-popup-request',
  'unauthorized-domain',
  'multi-factor-auth-required',
  'account-exists-with-different-credential',
  'operation-not-allowed',
  'invalid-email',
  'missing-recaptcha-token',
  'invalid-recaptcha-token',
] as const;

/** Codes that mean the sign-in link can no longer be used: offer a new one. */
export const UNUSABLE_LINK_CODES = new Set(['expired-action-code', 'invalid-action-code']);

/** A sign-in step that failed, with the translation key of what to tell the user. */
export class SignInError extends Error {
  constructor(readonly messageKey: string) {
    super(messageKey);
    this.name = 'SignInError';
  }
}

/** Thunks hand errors back serialized ({ name, message, code }), so the class alone cannot tell. */
function isSignInError(error: unknown): error is { message: string } {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'SignInError';
}

/** The translation key for whatever a sign-in step threw. */
export function signInErrorKey(error: unknown): string {
  if (isSignInError(error)) return error.message;
  const code = identityErrorCode(error);
  return code && (PROVIDER_ERROR_CODES as readonly string[]).includes(code) ? `auth.providerErrors.${code}` : 'auth.providerErrors.unknown';
}
