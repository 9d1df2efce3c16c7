import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiErrorBody } from '../errors';
import type { PublicGame, PublicGameRules } from '../../shared/api/game';
import type { LegalOperator } from '../../shared/api/legal';
import { loadDrawnPages, type DrawnPage } from './drawn-pages';
import { PATHS } from '../../shared/app-paths';

/** The page sent for /login, with the sign-in screen drawn in (scripts/first-screen.mjs). */
const SIGN_IN_PAGE = 'login.html';

/** A game's public id, as its API checks it: 16 lowercase letters and digits. */
const PUBLIC_ID = /^[0-9a-z]{16}$/;

/** An invitation mail's query, its token as the API checks it: 43 base64url characters, nothing else. */
const INVITATION_QUERY = /^token=([A-Za-z0-9_-]{43})$/;

/** The copy a browser takes, brotli first (`Accept-Encoding: gzip, br`), none where it names neither or refuses them (`q=0`). */
function encodingFor(accepted: string | undefined): 'br' | 'gzip' | null {
  const taken = new Set(
    (accepted ?? '')
      .split(',')
      .map((part) => part.split(';').map((piece) => piece.trim().toLowerCase()))
      .filter(([, quality]) => quality === undefined || !/^q=0(\.0*)?$/.test(quality))
      .map(([name]) => name),
  );
  return taken.has('br') ? 'br' : taken.has('gzip') ? 'gzip' : null;
}

type SpaOptions = {
  staticDir: string;
  /** A game's public view, for its page drawn in (the same as `GET /api/game/public/:publicId` answers). */
  publicGame?: (publicId: string) => Promise<PublicGame>;
  /** A game's published rules, for their page drawn in (the same as `GET /api/game/public/:publicId/rules` answers). */
  publicGameRules?: (publicId: string) => Promise<PublicGameRules>;
  /** Who runs the service, named by the legal documents drawn in (the same as `GET /api/legal/operator` answers). */
  operator?: LegalOperator;
};

/** A content-hashed asset, or its brotli or gzip copy: its name changes with its content. */
const HASHED = /\.[0-9a-f]{8,}\.(js|css|png|svg|woff2?)(\.br|\.gz)?$/;

/**
 * Serves the built SPA: content-hashed assets are cached for a year, index.html never,
 * and every client route falls back to index.html. Unknown `/api` paths answer JSON 404.
 * Files are sent as the build compressed them (scripts/precompress.mjs): the `.br` copy to a
 * browser that accepts brotli, else the `.gz` one, else the file itself. `/login` gets the page with the
 * sign-in screen drawn in, a game's `/game/session?g=…` the page with its wheel drawn in (`/game/session/rules?g=…`, its
 * rules), a legal document's `/legal/…` the page with the document drawn in, an invitation mail's
 * `/invitation?token=…` the page that asks to sign in (drawn-pages.ts).
 */
export const spa = fp(async (app: FastifyInstance, options: SpaOptions) => {
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
      // The drawn screens' module for Node (server/) and the frame the server fills (drawn-page.html) are not served.
      globIgnore: ['**/*.br', '**/*.gz', 'widget/**', 'server/**', 'drawn-page.html'],
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

  const drawnPages = hasBuild ? loadDrawnPages(root) : null;
  const { publicGame, publicGameRules } = options;
  // The legal documents are drawn once the server is up, one after the other, rather than by their first visitor: a
  // drawing holds the thread 0.3–0.8 s here, which that visitor waited for (Lighthouse's time to first byte).
  const { operator } = options;
  if (drawnPages && operator) {
    app.addHook('onReady', async () => {
      const drawNext = (paths: string[]) => {
        const [next, ...rest] = paths;
        if (next === undefined) return;
        drawnPages.legalPage(next, operator).then(
          () => setImmediate(drawNext, rest),
          (error: unknown) => app.log.warn({ err: error, path: next }, 'a legal document could not be drawn ahead'),
        );
      };
      setImmediate(drawNext, [PATHS.legalNotice, PATHS.legalTerms, PATHS.legalPrivacy]);
    });
  }

  /**
   * The customers' wheel or the game's rules drawn into its page, or null for the plain page (no such game, no drawing
   * in the build).
   */
  async function gamePage(pathname: string, search: string): Promise<DrawnPage | null> {
    const publicId = new URLSearchParams(search).get('g');
    // Only the address the QR code gives: any other query would make another page to draw (and keep) for one game.
    if (!drawnPages || !publicId || !PUBLIC_ID.test(publicId) || search !== `?g=${publicId}`) return null;
    if (pathname === PATHS.gameRules) {
      const rules = publicGameRules && (await publicGameRules(publicId).catch(() => null));
      return rules ? drawnPages.rulesPage(publicId, rules, search) : null;
    }
    const game = publicGame && (await publicGame(publicId).catch(() => null));
    return game ? drawnPages.gamePage(publicId, game, search) : null;
  }

  /** An invitation mail's page with its screen drawn in, for the mail's link only; null for the plain page. */
  function invitationPage(query: string | undefined): DrawnPage | null {
    const token = query === undefined ? undefined : INVITATION_QUERY.exec(query)?.[1];
    return drawnPages && token ? drawnPages.invitationPage(token) : null;
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    const [pathname, query] = request.url.split('?');
    if (!isApi && wantsPage && hasBuild && !path.extname(pathname)) {
      reply.header('Cache-Control', 'no-cache');
      const drawn =
        pathname === PATHS.gameSession || pathname === PATHS.gameRules
          ? await gamePage(pathname, query === undefined ? '' : `?${query}`)
          : pathname === PATHS.invitation
            ? invitationPage(query)
            : // A legal document is drawn for its address alone: a query (a campaign's tag) gets the plain page.
              query === undefined && drawnPages && operator
              ? await drawnPages.legalPage(pathname, operator)
              : null;
      if (drawn) {
        reply.type('text/html; charset=utf-8').header('Vary', 'Accept-Encoding');
        const encoding = encodingFor(request.headers['accept-encoding']);
        return encoding ? reply.header('Content-Encoding', encoding).send(drawn[encoding]) : reply.send(drawn.html);
      }
      return reply.sendFile(pathname === PATHS.login ? signInPage : 'index.html');
    }
    const body: ApiErrorBody = {
      statusCode: 404,
      code: 'NOT_FOUND',
      message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
    };
    return reply.status(404).send(body);
  });
});
