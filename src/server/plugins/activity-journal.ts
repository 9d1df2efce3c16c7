import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ActivityAction } from '../../shared/api/activity';
import { listingOf, organizationOf } from './authenticate';

type Details = Record<string, string | number | boolean | null>;

/**
 * The activity journal, written by the routes once their action succeeded: the signed-in member acting, in the
 * organisation and on the establishment the authentication hook chose for the request. Shared by the modules' routes,
 * which never name the organisations module.
 */
export async function journalOnEstablishment(app: FastifyInstance, request: FastifyRequest, action: ActivityAction, details?: Details) {
  const listing = listingOf(request);
  await app.activity.record({ organizationId: listing.organizationId, userId: request.owner.id, locationId: listing.id, action, details });
}

/** An action on the organisation as a whole (its members, its establishments added or removed). */
export async function journalInOrganization(
  app: FastifyInstance,
  request: FastifyRequest,
  action: ActivityAction,
  details?: Details,
  locationId?: number,
) {
  await app.activity.record({ organizationId: organizationOf(request), userId: request.owner.id, locationId, action, details });
}
