/** The verified owner of an ID token. */
export type VerifiedIdentity = {
  uid: string;
  /** When the token stops being valid. */
  expiresAt: Date;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
  pictureUrl: string | null;
};

export type IdentityErrorCode =
  'TOKEN_INVALID' | 'TOKEN_EXPIRED' | 'TOKEN_REVOKED' | 'USER_DISABLED' | 'EMAIL_TAKEN' | 'USER_NOT_FOUND' | 'UNAVAILABLE';

export class IdentityError extends Error {
  constructor(
    readonly code: IdentityErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'IdentityError';
  }
}

/** What the server asks of the identity service (Firebase Auth, or its emulator locally). */
export type IdentityProvider = {
  kind: 'firebase-emulator' | 'firebase-project';
  /** Verifies an ID token, and that the account is neither disabled nor revoked. */
  verifyIdToken: (token: string) => Promise<VerifiedIdentity>;
  /** A one-use e-mail sign-in link's parameters (oobCode, apiKey, mode, lang). */
  createSignInLinkParams: (email: string, continueUrl: string) => Promise<URLSearchParams>;
  updateEmail: (uid: string, email: string) => Promise<void>;
  /** Ends every session of the account: its ID tokens stop verifying and cannot be refreshed. */
  revokeSessions: (uid: string) => Promise<void>;
  /** Deletes the identity for good, so the address can sign up again; an identity already gone counts as deleted. */
  deleteUser: (uid: string) => Promise<void>;
};
