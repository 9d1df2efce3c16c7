import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiErrorBody } from '../errors';
import { PATHS } from '../../shared/app-paths';

/** The page sent for /login, with the sign-in screen drawn in (scripts/first-screen.mjs). */
const SIGN_IN_PAGE = 'login.html';

/** A content-hashed asset, or its brotli or gzip copy: its name changes with its content. */
const HASHED = /\.[0-9a-f]{8,}\.(js|css|png|svg|woff2?)(\.br|\.gz)?$/;

/**
 * Serves the built SPA: content-hashed assets are cached for a year, index.html never,
 * and every client route falls back to index.html. Unknown `/api` paths answer JSON 404.
 * Files are sent as the build compressed them (scripts/precompress.mjs): the `.br` copy to a
 * browser that accepts brotli, else the `.gz` one, else the file itself.
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
      preCompressed: true,
      // The copies are sent in place of their file, never under their own URL; the widget's script has its own route
      // (modules/widgets: any origin, its own caching).
      globIgnore: ['**/*.br', '**/*.gz', 'widget/**'],
      // Called with the path of the file sent: `main.1a2b3c4d.js.br` when the brotli copy goes out.
      setHeaders: (res, filePath) => {
        res.setHeader('Cache-Control', HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
        // Any file may have compressed copies: a cache must not hand one browser's answer to another.
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  } else {
    app.log.warn({ root }, 'no client build found: run `npm run build` to serve the app');
  }

  // The sign-in page has its screen drawn into the page by the build (scripts/first-screen.mjs), when it has one.
  const signInPage = existsSync(path.join(root, SIGN_IN_PAGE)) ? SIGN_IN_PAGE : 'index.html';

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    const pathname = request.url.split('?')[0];
    if (!isApi && wantsPage && hasBuild && !path.extname(pathname)) {
      return reply.header('Cache-Control', 'no-cache').sendFile(pathname === PATHS.login ? signInPage : 'index.html');
    }
    const body: ApiErrorBody = {
      statusCode: 404,
      code: 'NOT_FOUND',
      message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
    };
    return reply.status(404).send(body);
  });
});
