import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { establishmentsOf, listingOf } from '../../plugins/authenticate';
import { route } from '../../plugins/route';
import { premiumGate } from '../subscriptions';
import { profileFigures } from './figures';
import { notConnected } from './profile-access';
import type { ProfileService } from './service';

/** The profile's service, or the refusal of a server without Google: no establishment can be connected there. */
function profileOf(app: FastifyInstance): ProfileService {
  if (!app.googleProfile) throw notConnected();
  return app.googleProfile;
}

/**
 * The establishment of `/locations/private/:id/…`: the one the access hook resolved (`?location=`, as every
 * establishment route) and the role grid allowed. Another id answers as an establishment that does not exist.
 */
function establishmentOf(request: FastifyRequest<{ Params: { id: number } }>): number {
  const listing = listingOf(request);
  if (listing.id !== request.params.id) throw new AppError(404, 'LOCATION_NOT_FOUND', 'No such establishment');
  return listing.id;
}

/** An edit's establishment, its edit counted first: each one is a call within Google's quota shared by all. */
async function editedEstablishmentOf(app: FastifyInstance, request: FastifyRequest<{ Params: { id: number } }>): Promise<number> {
  const listingId = establishmentOf(request);
  await app.limits.hit('google-profile-listing', String(listingId));
  return listingId;
}

/**
 * An establishment's Google profile under /locations/private/:id (docs/google-profile.md « The API »): its hours,
 * posts and photos, read by every member who sees it and edited with the `profile` permission, behind the premium gate.
 */
export async function googleProfileRoutes(app: FastifyInstance) {
  const gated = { preValidation: premiumGate };

  route(app, 'profileHours', gated, async (request) => profileOf(app).getHours(establishmentOf(request)));

  route(app, 'saveProfileHours', gated, async (request) =>
    profileOf(app).saveHours(await editedEstablishmentOf(app, request), request.body),
  );

  route(app, 'profilePosts', gated, async (request) => profileOf(app).listPosts(establishmentOf(request)));

  route(app, 'createProfilePost', gated, async (request, reply) =>
    reply.status(201).send(await profileOf(app).createPost(await editedEstablishmentOf(app, request), request.owner.id, request.body)),
  );

  route(app, 'deleteProfilePost', gated, async (request, reply) => {
    await profileOf(app).deletePost(await editedEstablishmentOf(app, request), request.params.postId);
    return reply.status(204).send();
  });

  route(app, 'profilePhotos', gated, async (request) => profileOf(app).listPhotos(establishmentOf(request)));

  route(app, 'addProfilePhoto', gated, async (request, reply) =>
    reply.status(201).send(await profileOf(app).addPhoto(await editedEstablishmentOf(app, request), request.body)),
  );

  route(app, 'deleteProfilePhoto', gated, async (request, reply) => {
    await profileOf(app).deletePhoto(await editedEstablishmentOf(app, request), request.params.photoId);
    return reply.status(204).send();
  });
}

/** The profile's figures on the dashboard (`/dashboards/private/profile`), for one establishment or the network. */
export async function googleProfileFiguresRoutes(app: FastifyInstance) {
  route(app, 'profileFigures', { preValidation: premiumGate }, async (request) =>
    profileFigures(app.googleProfile?.access ?? null, establishmentsOf(request), request.query.period),
  );
}
