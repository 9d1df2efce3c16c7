import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IdentityError, type VerifiedIdentity } from '../adapters/identity/identity-provider';
import { AppError } from './error-handler';

declare module 'fastify' {
  interface FastifyRequest {
    identity: VerifiedIdentity;
  }
}

/** Reads the ID token, raw or with a `Bearer ` prefix (both readings of the spec). */
export function tokenFrom(request: FastifyRequest): string | null {
  const header = request.headers.authorization?.trim();
  if (!header) return null;
  return header.replace(/^Bearer\s+/i, '').trim() || null;
}

/**
 * Registers `routes` under `prefix` behind one authentication hook: every private
 * route gets a verified identity, or the request stops with 401 (or 403 if disabled).
 */
export async function registerPrivate(app: FastifyInstance, prefix: string, routes: (scope: FastifyInstance) => Promise<void>) {
  await app.register(
    async (scope) => {
      scope.decorateRequest('identity', null as unknown as VerifiedIdentity);
      scope.addHook('onRequest', async (request) => {
        const token = tokenFrom(request);
        if (!token) throw new AppError(401, 'TOKEN_MISSING', 'Authentication required');
        try {
          request.identity = await app.identity.verifyIdToken(token);
        } catch (error) {
          if (error instanceof IdentityError && error.code === 'USER_DISABLED') {
            throw new AppError(403, 'ACCOUNT_DISABLED', 'This account is disabled');
          }
          const expired = error instanceof IdentityError && error.code === 'TOKEN_EXPIRED';
          throw new AppError(
            401,
            expired ? 'TOKEN_EXPIRED' : 'TOKEN_INVALID',
            expired ? 'Session expired' : 'Invalid authentication token',
          );
        }
      });
      await routes(scope);
    },
    { prefix },
  );
}
