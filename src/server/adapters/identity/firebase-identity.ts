import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { IdentityError, type IdentityProvider } from './identity-provider';

type FirebaseIdentityOptions = { projectId: string; emulatorHost: string | null };

const ERROR_BY_FIREBASE_CODE: Record<string, IdentityError['code']> = {
  'auth/id-token-expired': 'TOKEN_EXPIRED',
  'auth/user-disabled': 'USER_DISABLED',
  'auth/id-token-revoked': 'TOKEN_REVOKED',
  'auth/argument-error': 'TOKEN_INVALID',
  'auth/invalid-id-token': 'TOKEN_INVALID',
  'auth/user-not-found': 'USER_NOT_FOUND',
  'auth/email-already-exists': 'EMAIL_TAKEN',
  // The identity service could not be asked: not the token's fault.
  'app/network-error': 'UNAVAILABLE',
  'app/network-timeout': 'UNAVAILABLE',
  'auth/internal-error': 'UNAVAILABLE',
};

function toIdentityError(error: unknown): IdentityError {
  const code = (error as { code?: string }).code ?? '';
  return new IdentityError(ERROR_BY_FIREBASE_CODE[code] ?? 'TOKEN_INVALID', (error as Error).message);
}

/**
 * Firebase Auth through firebase-admin. With `emulatorHost` the SDK talks to the local
 * emulator (it reads FIREBASE_AUTH_EMULATOR_HOST), and accepts the emulator's unsigned tokens.
 */
export function createFirebaseIdentity({
  projectId,
  emulatorHost,
}: FirebaseIdentityOptions): IdentityProvider & { close: () => Promise<void> } {
  if (emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
  // A named app per server instance: tests build several apps in one process.
  const app: App = initializeApp({ projectId }, `bonavis-${Math.random().toString(36).slice(2)}`);
  const auth: Auth = getAuth(app);

  return {
    kind: emulatorHost ? 'firebase-emulator' : 'firebase-project',
    verifyIdToken: async (token) => {
      try {
        // checkRevoked also rejects disabled accounts (auth/user-disabled).
        const decoded = await auth.verifyIdToken(token, true);
        return {
          uid: decoded.uid,
          expiresAt: new Date(decoded.exp * 1000),
          email: decoded.email ?? null,
          emailVerified: decoded.email_verified ?? false,
          displayName: (decoded.name as string | undefined) ?? null,
          pictureUrl: decoded.picture ?? null,
        };
      } catch (error) {
        throw toIdentityError(error);
      }
    },
    createSignInLinkParams: async (email, continueUrl) => {
      const link = await auth.generateSignInWithEmailLink(email, { url: continueUrl, handleCodeInApp: true });
      const generated = new URL(link).searchParams;
      const params = new URLSearchParams();
      for (const key of ['apiKey', 'oobCode', 'mode', 'lang']) {
        const value = generated.get(key);
        if (value) params.set(key, value);
      }
      return params;
    },
    updateEmail: async (uid, email) => {
      try {
        await auth.updateUser(uid, { email, emailVerified: true });
      } catch (error) {
        throw toIdentityError(error);
      }
    },
    revokeSessions: async (uid) => {
      try {
        await auth.revokeRefreshTokens(uid);
      } catch (error) {
        throw toIdentityError(error);
      }
    },
    deleteUser: async (uid) => {
      try {
        await auth.deleteUser(uid);
      } catch (error) {
        // A retry after a deletion whose database commit failed finds nothing left to delete.
        if ((error as { code?: string }).code === 'auth/user-not-found') return;
        throw toIdentityError(error);
      }
    },
    close: () => deleteApp(app),
  };
}
