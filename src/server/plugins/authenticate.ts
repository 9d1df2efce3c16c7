import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IdentityError, type VerifiedIdentity } from '../adapters/identity/identity-provider';
import type { users } from '../db/schema';
import { AppError } from '../errors';

export type Owner = typeof users.$inferSelect;

declare module 'fastify' {
  interface FastifyRequest {
    identity: VerifiedIdentity;
    /** The signed-in account, loaded once per request by the private scope. */
    owner: Owner;
  }
  interface FastifyContextConfig {
    /** The route serves a signed-in identity that may have no account yet (the first sign-in creates it). */
    accountOptional?: boolean;
  }
}

/** Reads the ID token, raw or with a `Bearer ` prefix (clients send either). */
export function tokenFrom(request: FastifyRequest): string | null {
  const header = request.headers.authorization?.trim();
  if (!header) return null;
  return header.replace(/^Bearer\s+/i, '').trim() || null;
}

/** Why a token was refused, as the client must understand it: 403 (and only then) means "this account may not use the app". */
export function toAuthError(error: unknown): AppError {
  const code = error instanceof IdentityError ? error.code : 'TOKEN_INVALID';
  switch (code) {
    case 'USER_DISABLED':
      return new AppError(403, 'ACCOUNT_DISABLED', 'This account is disabled');
    case 'TOKEN_REVOKED':
      return new AppError(403, 'ACCOUNT_REVOKED', 'This session was ended; please sign in again');
    case 'TOKEN_EXPIRED':
      return new AppError(401, 'TOKEN_EXPIRED', 'Session expired');
    case 'UNAVAILABLE':
      return new AppError(503, 'IDENTITY_UNAVAILABLE', 'The sign-in service cannot be reached; please retry');
    default:
      return new AppError(401, 'TOKEN_INVALID', 'Invalid authentication token');
  }
}

/**
 * One scope for every private route: a single hook verifies the ID token and loads the owner's
 * account (`request.owner`) once, or stops the request (401, 403, 404, 503). The routes are
 * registered inside it under their prefixes.
 */
export function authenticated(routes: [prefix: string, plugin: (app: FastifyInstance) => Promise<void>][]) {
  return async (scope: FastifyInstance) => {
    scope.decorateRequest('identity', null as unknown as VerifiedIdentity);
    scope.decorateRequest('owner', null as unknown as Owner);
    scope.addHook('onRequest', async (request) => {
      const token = tokenFrom(request);
      if (!token) throw new AppError(401, 'TOKEN_MISSING', 'Authentication required');
      try {
        request.identity = await scope.identity.verifyIdToken(token);
      } catch (error) {
        throw toAuthError(error);
      }
      if (request.routeOptions.config.accountOptional) return;
      const owner = await scope.users.byUid(request.identity.uid);
      if (!owner) throw new AppError(404, 'USER_NOT_FOUND', 'User not found');
      request.owner = owner;
    });
    for (const [prefix, plugin] of routes) await scope.register(plugin, { prefix });
  };
}
