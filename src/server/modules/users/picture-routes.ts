import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors';
import { readImageUpload, UPLOADS_PATH, uploadUrlOf } from '../../plugins/image-upload';
import { route } from '../../plugins/route';
import { toApiUser } from './service';

/** The stored file an uploaded-picture URL names, or null for any other picture (a generated avatar, a provider's photo). */
export function storedPictureName(url: string | null, publicUrl: string): string | null {
  const prefix = `${publicUrl}${UPLOADS_PATH}`;
  return url?.startsWith(prefix) ? url.slice(prefix.length) : null;
}

/** A profile picture the owner did not upload through `upload-picture`. */
export function refuseOtherPicture(): never {
  throw new AppError(400, 'PICTURE_NOT_UPLOADED', 'Change the picture by uploading it');
}

/** Profile picture upload (multipart field `file`): PNG, JPEG or WebP up to 2 MB; the previous upload is deleted. */
export async function pictureRoutes(app: FastifyInstance) {
  route(app, 'uploadPicture', async (request) => {
    await app.limits.hit('upload-account', request.owner.providerUid);
    const { bytes, extension } = await readImageUpload(request, ['png', 'jpg', 'webp']);
    const previous = storedPictureName(request.owner.profilePicture, app.config.publicUrl);
    const name = await app.storage.save(bytes, extension);
    const updated = await app.users.update(request.owner.providerUid, { profilePicture: uploadUrlOf(app.config.publicUrl, name) });
    if (previous) await app.storage.remove(previous);
    return toApiUser(updated);
  });
}

const CONTENT_TYPES = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const;

/** Serves stored pictures back (public: avatars are shown in mails and shared pages). */
export async function uploadsRoutes(app: FastifyInstance) {
  route(app, 'uploadedFile', async (request, reply) => {
    const bytes = await app.storage.read(request.params.name);
    if (!bytes) throw new AppError(404, 'NOT_FOUND', 'File not found');
    const extension = request.params.name.split('.').pop() as keyof typeof CONTENT_TYPES;
    return reply.type(CONTENT_TYPES[extension]).header('Cache-Control', 'public, max-age=31536000, immutable').send(bytes);
  });
}
