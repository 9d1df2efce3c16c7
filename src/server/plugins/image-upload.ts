import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { PICTURE_MAX_BYTES, UPLOAD_LIMITS } from './limits';

/**
 * An image sent as the one file of a multipart body, within the pictures' bounds (UPLOAD_LIMITS: one part, 2 MB): the
 * profile picture, and the photos of a Google profile.
 */

export type ImageExtension = 'png' | 'jpg' | 'webp';

/** Where Bonavis serves its stored uploads (`uploadedFile`), under its public address. */
export const UPLOADS_PATH = '/api/uploads/';
/** The public address of a stored upload. */
export const uploadUrlOf = (publicUrl: string, name: string) => `${publicUrl}${UPLOADS_PATH}${name}`;

/** Recognises the image by its first bytes, not by what the browser claims. */
export function pictureExtension(bytes: Buffer): ImageExtension | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.subarray(0, 4).toString('ascii') === 'RIFF' && bytes.subarray(8, 12).toString('ascii') === 'WEBP') return 'webp';
  return null;
}

const IMAGE_NAMES: Record<ImageExtension, string> = { png: 'PNG', jpg: 'JPEG', webp: 'WebP' };

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

/**
 * The image of a multipart upload (field `file`), of one of the `accepted` kinds: 415 MULTIPART_REQUIRED for another
 * body, 413 FILE_TOO_LARGE past 2 MB (a declared size over it before a byte is read), 400 FILE_REQUIRED without a file,
 * 415 UNSUPPORTED_IMAGE for another kind.
 */
export async function readImageUpload(
  request: FastifyRequest,
  accepted: readonly ImageExtension[],
): Promise<{ bytes: Buffer; extension: ImageExtension }> {
  if (!request.isMultipart()) throw new AppError(415, 'MULTIPART_REQUIRED', 'Send the picture as multipart/form-data');
  if (Number(request.headers['content-length'] ?? 0) > PICTURE_MAX_BYTES + UPLOAD_ENVELOPE_BYTES) {
    throw new AppError(413, 'FILE_TOO_LARGE', 'The picture must be 2 MB or less');
  }
  const bytes = await readOnlyFile(request);
  if (!bytes) throw new AppError(400, 'FILE_REQUIRED', 'No file received');
  const extension = pictureExtension(bytes);
  if (!extension || !accepted.includes(extension)) {
    const names = accepted.map((kind) => IMAGE_NAMES[kind]);
    throw new AppError(415, 'UNSUPPORTED_IMAGE', `Only ${names.slice(0, -1).join(', ')} and ${names.at(-1)} pictures are accepted`);
  }
  return { bytes, extension };
}
