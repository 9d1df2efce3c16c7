import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

/** Answers smaller than this go as they are: they fit in a packet or two, so compressing saves no round trip. */
export const COMPRESSION_THRESHOLD = 1024;

/** JSON (`application/json`, `application/problem+json`…): what the API answers. */
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;

const isApi = (url: string) => url === '/api' || url.startsWith('/api/');

const toArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/**
 * A JSON answer may be compressed for one browser and not for another: shared caches must key it on
 * Accept-Encoding even when this one went out as it is (too small, or not asked for).
 */
async function varyOnEncoding(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const type = reply.getHeader('content-type');
  if (typeof type !== 'string' || !JSON_TYPE.test(type)) return payload;
  const vary = reply.getHeader('vary');
  const values = (Array.isArray(vary) ? vary.join(',') : String(vary ?? '')).toLowerCase();
  // Lower case as @fastify/compress writes it, so that it does not add the name a second time.
  if (!values.includes('accept-encoding')) reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  return payload;
}

/**
 * Compresses the API's JSON answers of 1 KiB and more on the fly, brotli or gzip as the browser asks.
 *
 * Only routes under /api: the built app's files are compressed once at build time and sent as they are
 * (spa.ts), and the review links answer small pages. Only JSON: a file download of another type, an event
 * stream or an image goes out untouched (socket.io answers on the HTTP server before Fastify). Request
 * bodies are never decompressed: no client sends them compressed, and the Stripe webhook must read the
 * exact bytes its signature covers.
 */
export const compression = fp(
  async (app: FastifyInstance) => {
    // Added before @fastify/compress's own onRoute hook, so that it sees `compress: false` on the other routes.
    app.addHook('onRoute', (route: RouteOptions) => {
      if (route.compress !== undefined) return;
      if (!isApi(route.url)) {
        route.compress = false;
        return;
      }
      route.onSend = [...toArray(route.onSend), varyOnEncoding];
    });
    await app.register(fastifyCompress, {
      global: true,
      globalDecompression: false,
      encodings: ['br', 'gzip'],
      threshold: COMPRESSION_THRESHOLD,
      customTypes: JSON_TYPE,
      // Compressed on every request, so cheap: brotli's quality 4 is about as fast as gzip's default and a
      // little smaller, where 11 (the build's, once per file) costs some hundred times the CPU per byte.
      brotliOptions: { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compression' },
);
