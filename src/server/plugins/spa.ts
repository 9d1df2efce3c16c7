import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiErrorBody } from '../errors';

/**
 * Serves the built SPA: content-hashed assets are cached for a year, index.html never,
 * and every client route falls back to index.html. Unknown `/api` paths answer JSON 404.
 */
export const spa = fp(async (app: FastifyInstance, options: { staticDir: string }) => {
  const root = path.resolve(options.staticDir);
  const hasBuild = existsSync(path.join(root, 'index.html'));

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const hashed = /\.[0-9a-f]{8,}\.(js|css|png|svg|woff2?)$/.test(filePath);
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ root }, 'no client build found: run `npm run build` to serve the app');
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!isApi && wantsPage && hasBuild && !path.extname(request.url.split('?')[0])) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    const body: ApiErrorBody = {
      statusCode: 404,
      code: 'NOT_FOUND',
      message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
    };
    return reply.status(404).send(body);
  });
});
