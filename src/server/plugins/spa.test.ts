import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../test-helpers';
import { AppError } from '../errors';
import type { PublicGame } from '../../shared/api/game';

const INDEX = '<!doctype html><html lang="fr"><body><div id="root">splash</div></body></html>';
const SIGN_IN = '<!doctype html><html lang="fr"><body><div id="root"><div id="first-screen">Bienvenue</div></div></body></html>';

function buildWith(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bonavis-spa-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

/** The frame the build writes for drawn pages, and a stand-in for its drawings' module that counts what it draws. */
const FRAME = '<!doctype html><html><head><title><!--title--></title></head><body><div id="root">splash<!--drawing--></div></body></html>';
const DRAWINGS = `exports.DRAWN_PAGE_MARKS = { drawing: '<!--drawing-->', title: '<!--title-->' };
let drawn = 0;
exports.gameScreenMarkup = async (publicId, game, search) => {
  drawn += 1;
  return { markup: '<div id="first-screen">' + game.businessName + ' ' + publicId + ' ' + search + ' $& #' + drawn + '</div>', title: 'Jeu de ' + game.businessName };
};
exports.LEGAL_PATHS = ['/legal/mentions-legales', '/legal/cgv', '/legal/confidentialite'];
exports.legalScreenMarkup = async (path, operator) => {
  drawn += 1;
  return { markup: '<div id="first-screen"><h1>Mentions légales</h1><p>Éditeur : ' + operator.name + ' ' + path + ' #' + drawn + '</p></div>', title: 'Mentions légales | Bonavis' };
};`;
const GAME_ID = 'abcdefgh12345678';
const GAME: PublicGame = {
  businessName: 'Boulangerie Martin',
  nameKeepsArticle: false,
  logo: null,
  primaryColor: '#d97706',
  segments: [],
  closedReason: null,
};

describe('the app pages', () => {
  describe('with the sign-in screen drawn by the build', () => {
    let app: FastifyInstance;
    let dir: string;
    beforeAll(async () => {
      dir = buildWith({ 'index.html': INDEX, 'login.html': SIGN_IN });
      app = await buildTestApp({ STATIC_DIR: dir });
    });
    afterAll(async () => {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it.each(['/login', '/login?ref=ABCD2345&redirect=%2Freviews'])('sends %s the page with the drawn screen, never cached', async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(SIGN_IN);
    });

    it.each(['/', '/dashboards/home', '/game/session', '/login/other'])(
      'sends %s the plain page: the drawing is of the sign-in screen only',
      async (url) => {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(200);
        expect(response.body).toBe(INDEX);
      },
    );
  });

  describe('with a build that has no drawn screen', () => {
    let app: FastifyInstance;
    let dir: string;
    beforeAll(async () => {
      dir = buildWith({ 'index.html': INDEX });
      app = await buildTestApp({ STATIC_DIR: dir });
    });
    afterAll(async () => {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it('sends /login the plain page', async () => {
      const response = await app.inject({ method: 'GET', url: '/login' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX);
    });
  });

  describe("with the customers' wheel drawn per request", () => {
    let app: FastifyInstance;
    let dir: string;
    beforeAll(async () => {
      dir = buildWith({ 'index.html': INDEX, 'drawn-page.html': FRAME, 'server/first-screen-markup.cjs': DRAWINGS });
      app = await buildTestApp({ STATIC_DIR: dir });
      app.game = {
        ...app.game,
        publicView: async (publicId) => {
          if (publicId !== GAME_ID) throw new AppError(404, 'GAME_NOT_FOUND', 'This game does not exist');
          return GAME;
        },
      };
    });
    afterAll(async () => {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it('sends a game’s page with its wheel drawn in and its title, never cached, drawn once while the game is the same', async () => {
      const url = `/game/session?g=${GAME_ID}`;
      const first = await app.inject({ method: 'GET', url });
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(first.headers['cache-control']).toBe('no-cache');
      expect(first.body).toBe(
        `<!doctype html><html><head><title>Jeu de Boulangerie Martin</title></head><body><div id="root">splash` +
          `<div id="first-screen">Boulangerie Martin ${GAME_ID} ?g=${GAME_ID} $& #1</div></div></body></html>`,
      );
      expect((await app.inject({ method: 'GET', url })).body).toBe(first.body);
    });

    it.each([
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip;q=1, br;q=0', 'gzip', gunzipSync],
    ] as const)('sends the page compressed to a browser that accepts %s: %s', async (accepted, encoding, decompress) => {
      const url = `/game/session?g=${GAME_ID}`;
      const plain = await app.inject({ method: 'GET', url });
      const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': accepted } });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(decompress(response.rawPayload).toString()).toBe(plain.body);
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    });

    it.each([
      '/game/session',
      '/game/session?g=unknowngame12345',
      '/game/session?g=not-an-id',
      `/game/session?g=${GAME_ID}&utm_source=poster`,
      '/game/session/rules?g=abcdefgh12345678',
    ])('sends %s the plain page: no game to draw there, or an address other than the QR code’s', async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX);
    });

    it('sends a legal document with its text drawn into the page itself, naming the configured operator, drawn once', async () => {
      const first = await app.inject({ method: 'GET', url: '/legal/mentions-legales' });
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(first.headers['cache-control']).toBe('no-cache');
      expect(first.body).toContain('<title>Mentions légales | Bonavis</title>');
      // In the HTML itself, after the splash: the heading and the text, before any script has run.
      expect(first.body).toContain(
        `<div id="root">splash<div id="first-screen"><h1>Mentions légales</h1><p>Éditeur : ${app.config.operator.name} /legal/mentions-legales #`,
      );
      expect((await app.inject({ method: 'GET', url: '/legal/mentions-legales' })).body).toBe(first.body);
      const compressed = await app.inject({ method: 'GET', url: '/legal/mentions-legales', headers: { 'accept-encoding': 'br' } });
      expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(first.body);
    });

    it.each(['/legal/mentions-legales?utm_source=mail', '/legal/autre', '/legal'])(
      'sends %s the plain page: no document drawn for it',
      async (url) => {
        expect((await app.inject({ method: 'GET', url })).body).toBe(INDEX);
      },
    );

    it.each(['/server/first-screen-markup.cjs', '/drawn-page.html'])('never serves %s, the server’s own', async (url) => {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    });
  });
});
