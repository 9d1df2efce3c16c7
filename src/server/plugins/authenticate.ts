import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IdentityError, type VerifiedIdentity } from '../adapters/identity/identity-provider';
import type { users } from '../db/schema';
import type { Account } from '../modules/users/service';
import { AppError } from '../errors';
import { networkAskOf, type EstablishmentChoice } from '../modules/organizations';
import { hasSubscriptionAccess } from '../modules/subscriptions';
import { accessOfRoute, type RouteAccess } from '../../shared/api/route-requests';
import { roleCan, type Role } from '../../shared/roles';

export type Owner = typeof users.$inferSelect;

declare module 'fastify' {
  interface FastifyRequest {
    identity: VerifiedIdentity;
    /** The signed-in account, loaded once per request by the private scope. */
    owner: Owner;
    /** The establishment the request acts on (the owner's listing, or the one `?location=` chose). */
    ownerListing: Account['listing'];
    /**
     * The subscriptions that give access on this request, read by the premium gate: the user's own, or for a member
     * acting on another account's establishment, that account's (a member's access follows the organisation's plan).
     */
    ownerSubscriptions: Account['subscriptions'];
    /** Whether the free trial is still to take, which the premium gate lets in: only ever for the user's own plan. */
    trialStillToTake: boolean;
    /** The user's role in the organisation the request acts in; null when they belong to none (the setup is not done). */
    role: Role | null;
    /** Why a route that acts on an establishment has none: several are seen and `?location=` chose none. */
    listingMissing: EstablishmentChoice['missing'];
    /** The organisation the request acts in (the establishment's, else the user's only one); null when none. */
    organizationId: number | null;
    /**
     * The establishments of a network request (`?location=all`, `?locations=`, on a route whose access says
     * `network`), by name; null when the request acts on one establishment. Read with `establishmentsOf`.
     */
    establishments: readonly ListingRow[] | null;
  }
  interface FastifyContextConfig {
    /** The route serves a signed-in identity that may have no account yet (the first sign-in creates it). */
    accountOptional?: boolean;
    /** The route serves an owner who has not accepted the terms yet: their own account, the acceptance itself, their data rights. */
    beforeTerms?: boolean;
    /** The route changes who owns the account or its money: its token is checked with the identity provider, never the cache. */
    freshToken?: boolean;
  }
}

/** Reads the ID token, raw or with a `Bearer ` prefix (clients send either). */
export function tokenFrom(request: FastifyRequest): string | null {
  const header = request.headers.authorization?.trim();
  if (!header) return null;
  return header.replace(/^Bearer\s+/i, '').trim() || null;
}

/**
 * On a public route that may also be called signed in (the contact form, the wizard's lookup): the identity
 * of a valid token, through the same verified-token cache as the private routes, or null.
 */
export async function optionalIdentity(app: FastifyInstance, request: FastifyRequest): Promise<VerifiedIdentity | null> {
  const token = tokenFrom(request);
  return token ? app.verifiedTokens.verify(token).catch(() => null) : null;
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
 * account (`request.owner`) once, or stops the request (401, 403, 404, 503, and 428 until the
 * terms are accepted, except in groups marked `beforeTerms`). The routes are registered inside it
 * under their prefixes.
 */
export type PrivateRouteGroup = [
  prefix: string,
  plugin: (app: FastifyInstance) => Promise<void>,
  options?: { beforeTerms?: true; freshToken?: true },
];

export function authenticated(routes: PrivateRouteGroup[]) {
  return async (scope: FastifyInstance) => {
    scope.decorateRequest('identity', null as unknown as VerifiedIdentity);
    scope.decorateRequest('owner', null as unknown as Owner);
    scope.decorateRequest('ownerListing', null);
    scope.decorateRequest('ownerSubscriptions', null as unknown as Account['subscriptions']);
    scope.decorateRequest('role', null);
    scope.decorateRequest('trialStillToTake', false);
    scope.decorateRequest('organizationId', null);
    scope.decorateRequest('listingMissing', undefined);
    scope.decorateRequest('establishments', null);
    scope.addHook('onRequest', async (request) => {
      const token = tokenFrom(request);
      if (!token) throw new AppError(401, 'TOKEN_MISSING', 'Authentication required');
      try {
        request.identity = await scope.verifiedTokens.verify(token, { fresh: request.routeOptions.config.freshToken });
      } catch (error) {
        throw toAuthError(error);
      }
      if (request.routeOptions.config.accountOptional) return;
      const account = await scope.users.accountOf(request.identity.uid);
      if (!account) throw new AppError(404, 'USER_NOT_FOUND', 'User not found');
      const { owner, subscriptions: ownPlan } = account;
      // Nothing of the product works until the owner has accepted the terms of sale and the privacy policy.
      if (owner.termsAcceptedAt === null && !request.routeOptions.config.beforeTerms) {
        throw new AppError(428, 'TERMS_NOT_ACCEPTED', 'Accept the terms of sale and the privacy policy first');
      }
      request.owner = owner;
      request.ownerSubscriptions = account.subscriptions;
      request.trialStillToTake = account.subscriptions.length === 0 && !owner.trialTakenBefore;
      const access = accessOf(request);
      const networkAsk = access.permission !== 'account' && access.network ? networkAskOf((name) => queryValueOf(request, name)) : null;
      if (access.permission !== 'account' && networkAsk) {
        // Several establishments of one organisation: the scope, the organisation and the role grid are checked there.
        const network = await scope.organizations.networkFor(account, networkAsk, access.permission);
        request.establishments = network.listings;
        request.role = network.role;
        request.organizationId = network.organizationId;
        // A handler that reads one establishment on a network request is told to name one.
        request.listingMissing = 'LOCATION_REQUIRED';
        await usePlanOf(new Set(network.listings.map((listing) => listing.userId)));
        return;
      }
      const organizationAsked =
        access.permission !== 'account' && !access.establishment ? queryValueOf(request, 'organization') : undefined;
      const choice =
        organizationAsked === undefined
          ? await scope.organizations.establishmentFor(account, establishmentRoute(access) ? locationOf(request) : undefined)
          : organizationChoice(account, organizationAsked);
      request.ownerListing = choice.listing;
      request.role = choice.role;
      request.listingMissing = choice.missing;
      request.organizationId = choice.organizationId;
      if (choice.listing) await usePlanOf(new Set([choice.listing.userId]));
      // The role grid, for every route at once: no handler checks a role itself.
      if (access.permission !== 'account' && choice.role && !roleCan(choice.role, access.permission)) {
        throw new AppError(403, 'ROLE_FORBIDDEN', 'Your role does not allow this action');
      }

      /**
       * The plan the premium gate reads: that of the account paying for the establishments (`locations.user_id`).
       * A member pays nothing of their own: the establishment's plan decides, and it has no trial to give them. Every
       * establishment of an organisation has the one payer (its owner's account, set as each is added, moved together
       * by a transfer), and a network request stays in one organisation; were there several, each must give access.
       */
      async function usePlanOf(payers: ReadonlySet<number>) {
        if (payers.size === 1 && payers.has(owner.id)) return;
        request.trialStillToTake = false;
        const plans = await Promise.all([...payers].map((payer) => (payer === owner.id ? ownPlan : scope.subscriptions.list(payer))));
        request.ownerSubscriptions = plans.find((plan) => !hasSubscriptionAccess(plan)) ?? plans[0];
      }
    });
    for (const [prefix, plugin, options] of routes) {
      await scope.register(async (group) => {
        // Marks every route of the group at once, so a route added to it later cannot forget.
        if (options?.beforeTerms) group.addHook('onRoute', (route) => void (route.config = { ...route.config, beforeTerms: true }));
        if (options?.freshToken) group.addHook('onRoute', (route) => void (route.config = { ...route.config, freshToken: true }));
        await group.register(plugin, { prefix });
      });
    }
  };
}

/**
 * What the route needs of the user: its access in the route table (`src/shared/api/route-requests.ts`), found by the
 * name `route()` gave the route (HEAD routes are GET's copies, config included). A private route without one is a bug.
 */
function accessOf(request: FastifyRequest): RouteAccess {
  const name = request.routeOptions.config.routeName;
  const access = name && accessOfRoute(name);
  if (!access) throw new AppError(500, 'INTERNAL_ERROR', `No access is declared for ${request.method} ${request.routeOptions.url ?? ''}`);
  return access;
}

/** Routes that act on an establishment or its organisation: `?location=` chooses which. */
const establishmentRoute = (access: RouteAccess) => access.permission !== 'account';

/** The establishment asked for with `?location=`, as sent (checked where it is resolved); the first when repeated. */
function locationOf(request: FastifyRequest): string | undefined {
  return queryValueOf(request, 'location');
}

function queryValueOf(request: FastifyRequest, name: string): string | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
}

/**
 * An organisation-wide route may name its organisation with `?organization=<id>` (a member of several): the user's
 * role there. One they do not belong to answers as if it did not exist (404 `ORGANIZATION_NOT_FOUND`).
 */
function organizationChoice(account: Account, asked: string): EstablishmentChoice {
  if (!/^[1-9][0-9]{0,9}$/.test(asked) || Number(asked) > 2 ** 31 - 1) {
    throw new AppError(400, 'VALIDATION_ERROR', 'organization must be an organisation id', {
      fields: { organization: 'validation.id.invalid' },
    });
  }
  const membership = account.memberships.find((member) => member.organizationId === Number(asked));
  if (!membership) throw new AppError(404, 'ORGANIZATION_NOT_FOUND', 'No such organisation');
  return { listing: null, role: membership.role, organizationId: membership.organizationId };
}

/**
 * The listing a private request acts on, resolved with the owner when the request began (404 before the setup linked
 * one). Services are given this listing; none looks up "the owner's listing" itself, so choosing among several
 * listings later changes this function, not every service.
 */
export function listingOf(request: FastifyRequest) {
  if (request.listingMissing === 'LOCATION_REQUIRED') {
    throw new AppError(400, 'LOCATION_REQUIRED', 'Several establishments: say which one with ?location=<id>');
  }
  if (!request.ownerListing) throw new AppError(404, 'LOCATION_NOT_FOUND', 'No listing is linked to this account yet');
  return request.ownerListing;
}

export type ListingRow = NonNullable<Account['listing']>;

/**
 * The establishments a request acts on: those of a network request (`?location=all`, `?locations=1,2`, on a route
 * whose access says `network`), by name, or the list of the one `listingOf` gives.
 */
export function establishmentsOf(request: FastifyRequest): readonly ListingRow[] {
  return request.establishments ?? [listingOf(request)];
}

/** Whether the request asked for the network view (several establishments, or every one: even when that is one). */
export const isNetworkRequest = (request: FastifyRequest) => request.establishments !== null;

/**
 * Who a private request acts for and on which listing: what the services are handed. The owner's uid addresses their
 * realtime pushes; the listing is the one `listingOf` chose.
 */
export type OwnerScope = { owner: Pick<Owner, 'id' | 'providerUid'>; listing: ListingRow };

export function scopeOf(request: FastifyRequest): OwnerScope {
  return { owner: request.owner, listing: listingOf(request) };
}

/** The organisation an organisation-wide route acts in: that of `?location=`, else the user's only one. */
export function organizationOf(request: FastifyRequest): number {
  if (request.organizationId === null) {
    if (request.listingMissing === 'LOCATION_REQUIRED') {
      throw new AppError(400, 'LOCATION_REQUIRED', 'Several organisations: say which one with ?location=<id of one of its establishments>');
    }
    throw new AppError(404, 'ORGANIZATION_NOT_FOUND', 'This account belongs to no organisation yet');
  }
  return request.organizationId;
}
