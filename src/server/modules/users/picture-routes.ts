import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { PICTURE_MAX_BYTES, UPLOAD_LIMITS } from '../../plugins/limits';
import { route } from '../../plugins/route';
import { toApiUser } from './service';

/** Recognises the image by its first bytes, not by what the browser claims. */
export function pictureExtension(bytes: Buffer): 'png' | 'jpg' | 'webp' | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.subarray(0, 4).toString('ascii') === 'RIFF' && bytes.subarray(8, 12).toString('ascii') === 'WEBP') return 'webp';
  return null;
}

const UPLOADS_PATH = '/api/uploads/';

/** The stored file an uploaded-picture URL names, or null for any other picture (a generated avatar, a provider's photo). */
export function storedPictureName(url: string | null, publicUrl: string): string | null {
  const prefix = `${publicUrl}${UPLOADS_PATH}`;
  return url?.startsWith(prefix) ? url.slice(prefix.length) : null;
}

/** A profile picture the owner did not upload through `upload-picture`. */
export function refuseOtherPicture(): never {
  throw new AppError(400, 'PICTURE_NOT_UPLOADED', 'Change the picture by uploading it');
}

/** Room for the part's own headers and boundaries around a picture of the largest size. */
const UPLOAD_ENVELOPE_BYTES = 16 * 1024;

/**
 * The parser's refusals, answered with the contract's codes. Only the request's bytes are read here, so any
 * other failure (no boundary, a part cut short, a malformed part header) is the client's: 400, never 500.
 */
function uploadRefusal(error: { code?: string; statusCode?: number }): unknown {
  if (error.code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(413, 'FILE_TOO_LARGE', 'The picture must be 2 MB or less');
  if (error.code === 'FST_PARTS_LIMIT' || error.code === 'FST_FILES_LIMIT' || error.code === 'FST_FIELDS_LIMIT') {
    return new AppError(413, 'PAYLOAD_TOO_LARGE', 'Send the picture alone, as one file');
  }
  if (error.statusCode && error.statusCode < 500) return error;
  return new AppError(400, 'BAD_REQUEST', 'The upload is not a readable multipart form');
}

/** The body's one file, read to its end: a second part of any kind is refused, not ignored. */
async function readOnlyFile(request: FastifyRequest): Promise<Buffer | null> {
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: UPLOAD_LIMITS })) {
      if (part.type === 'file') bytes = await part.toBuffer();
    }
  } catch (error) {
    throw uploadRefusal(error as { code?: string });
  }
  return bytes;
}

/** Profile picture upload (multipart field `file`): PNG, JPEG or WebP up to 2 MB; the previous upload is deleted. */
export async function pictureRoutes(app: FastifyInstance) {
  route(app, 'uploadPicture', async (request) => {
    await app.limits.hit('upload-account', request.owner.providerUid);
    if (!request.isMultipart()) throw new AppError(415, 'MULTIPART_REQUIRED', 'Send the picture as multipart/form-data');
    // A declared size over the limit is refused before a byte is read.
    if (Number(request.headers['content-length'] ?? 0) > PICTURE_MAX_BYTES + UPLOAD_ENVELOPE_BYTES) {
      throw new AppError(413, 'FILE_TOO_LARGE', 'The picture must be 2 MB or less');
    }
    const bytes = await readOnlyFile(request);
    if (!bytes) throw new AppError(400, 'FILE_REQUIRED', 'No file received');
    const extension = pictureExtension(bytes);
    if (!extension) throw new AppError(415, 'UNSUPPORTED_IMAGE', 'Only PNG, JPEG and WebP pictures are accepted');
    const previous = storedPictureName(request.owner.profilePicture, app.config.publicUrl);
    const name = await app.storage.save(bytes, extension);
    const updated = await app.users.update(request.owner.providerUid, { profilePicture: `${app.config.publicUrl}${UPLOADS_PATH}${name}` });
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
