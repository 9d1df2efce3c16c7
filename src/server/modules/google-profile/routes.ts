import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { establishmentsOf, listingOf } from '../../plugins/authenticate';
import { readImageUpload, uploadUrlOf } from '../../plugins/image-upload';
import { route } from '../../plugins/route';
import { premiumGate } from '../subscriptions';
import { profileFigures } from './figures';
import { draftPost } from './post-draft';
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
 * A photo's address in a post or a photo: a public https one, or one of Bonavis's stored uploads, which must be there
 * (an http address is accepted for those only: outside production Bonavis may have no https address).
 */
async function checkPhotoAddress(app: FastifyInstance, field: 'photoUrl' | 'sourceUrl', url: string | null) {
  if (url === null) return;
  const prefix = uploadUrlOf(app.config.publicUrl, '');
  const stored = url.startsWith(prefix) && (await app.storage.read(url.slice(prefix.length))) !== null;
  if (stored || (!url.startsWith(prefix) && url.startsWith('https:'))) return;
  throw new AppError(400, 'VALIDATION_ERROR', "Cette photo n'a pas été envoyée à Bonavis", { fields: { [field]: 'validation.invalid' } });
}

/**
 * An establishment's Google profile under /locations/private/:id (docs/google-profile.md « The API »): its hours,
 * posts and photos, read by every member who sees it and edited with the `profile` permission, behind the premium gate.
 */
export async function googleProfileRoutes(app: FastifyInstance) {
  const gated = { preValidation: premiumGate };

  route(app, 'profileHours', gated, async (request) => profileOf(app).getHours(establishmentOf(request)));

  route(app, 'profileHolidayReminder', gated, async (request) => profileOf(app).holidayReminder(establishmentOf(request)));

  route(app, 'saveProfileHours', gated, async (request) =>
    profileOf(app).saveHours(await editedEstablishmentOf(app, request), request.body),
  );

  route(app, 'profilePosts', gated, async (request) => profileOf(app).listPosts(establishmentOf(request)));

  route(app, 'createProfilePost', gated, async (request, reply) => {
    await checkPhotoAddress(app, 'photoUrl', request.body.photoUrl);
    const listingId = await editedEstablishmentOf(app, request);
    return reply.status(201).send(await profileOf(app).createPost(listingId, request.owner.id, request.body));
  });

  route(app, 'draftProfilePost', gated, async (request) => {
    const listingId = await editedEstablishmentOf(app, request);
    const listing = listingOf(request);
    return draftPost(app.aiProvider, {
      kind: request.body.kind,
      idea: request.body.idea,
      business: { name: listing.name, trade: listing.category },
      settings: await app.ai.settingsOf(listingId),
    });
  });

  route(app, 'deleteProfilePost', gated, async (request, reply) => {
    await profileOf(app).deletePost(await editedEstablishmentOf(app, request), request.params.postId);
    return reply.status(204).send();
  });

  route(app, 'profilePhotos', gated, async (request) => profileOf(app).listPhotos(establishmentOf(request)));

  route(app, 'addProfilePhoto', gated, async (request, reply) => {
    await checkPhotoAddress(app, 'sourceUrl', request.body.sourceUrl);
    return reply.status(201).send(await profileOf(app).addPhoto(await editedEstablishmentOf(app, request), request.body));
  });

  // The bytes are stored by Bonavis and Google fetches them from its public address: `url` goes in a photo or a post.
  route(app, 'uploadProfilePhoto', gated, async (request, reply) => {
    const listingId = await editedEstablishmentOf(app, request);
    if (!(await profileOf(app).access.locationOf(listingId))) throw notConnected();
    const { bytes, extension } = await readImageUpload(request, ['jpg', 'png']);
    const name = await app.storage.save(bytes, extension);
    return reply.status(201).send({ url: uploadUrlOf(app.config.publicUrl, name) });
  });

  route(app, 'deleteProfilePhoto', gated, async (request, reply) => {
    await profileOf(app).deletePhoto(await editedEstablishmentOf(app, request), request.params.photoId);
    return reply.status(204).send();
  });
}

/** The profile's figures on the dashboard (`/dashboards/private/profile`), for one establishment or the network. */
export async function googleProfileFiguresRoutes(app: FastifyInstance) {
  route(app, 'profileFigures', { preValidation: premiumGate }, async (request) =>
    app.googleProfile
      ? app.googleProfile.figures(establishmentsOf(request), request.query.period)
      : profileFigures(null, establishmentsOf(request), request.query.period),
  );
}
