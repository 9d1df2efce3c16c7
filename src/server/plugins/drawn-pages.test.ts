import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { PublicGame, PublicGameRules } from '../../shared/api/game';
import type { LegalOperator } from '../../shared/api/legal';
// The drawings the build makes for Node (webpack's `first-screen` build, dist/server/), here from the app's source.
import * as appDrawings from '../../client/app/first-screen-markup';
import { AppError } from '../errors';
import { buildTestApp } from '../test-helpers';

/** The frame scripts/first-screen.mjs writes from the build's index.html: the splash, the marks, the one small script. */
const FRAME =
  '<!doctype html><html lang="fr"><head><meta charset="utf-8"><title><!--title--></title>' +
  '<script defer src="/first-screen/start.0123abcd.js" data-app="/assets/main.0123abcd.js"></script></head>' +
  '<body><div id="root"><div id="splash" role="status"></div><!--drawing--></div></body></html>';
const INDEX =
  '<!doctype html><html lang="fr"><head><script defer src="/assets/main.0123abcd.js"></script></head><body><div id="root"></div></body></html>';

const GAME_ID = 'abcdefgh12345678';
const GAME: PublicGame = {
  businessName: 'Boulangerie Martin',
  nameKeepsArticle: false,
  logo: null,
  primaryColor: '#d97706',
  segments: [
    { id: 1, label: 'Un croissant offert', color: '#f59e0b', isPrize: true },
    { id: 2, label: 'Perdu', color: '#64748b', isPrize: false },
  ],
  closedReason: null,
};
const RULES: PublicGameRules = {
  businessName: 'Boulangerie Martin',
  rules: 'Article 1 – Organisation. Le jeu est gratuit et sans obligation d’achat.',
  updatedAt: '2026-11-30T10:00:00.000Z',
};
const LEGAL_PATHS = ['/legal/mentions-legales', '/legal/cgv', '/legal/confidentialite'];
/** An invitation mail's token: 43 base64url characters. */
const TOKEN = 'Zq7_v-3kLmN0pQrStUvWxYz0123456789AbCdEfGhIj';

/** Asks until `done` holds: the server draws ahead in its own time, and a loaded machine takes seconds per drawing. */
async function until(done: () => boolean, what: string, deadlineMs = 150_000) {
  const deadline = Date.now() + deadlineMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`never happened: ${what}`);
    await sleep(50);
  }
}

describe('the public pages the server sends drawn in, with the app’s own screens', () => {
  let app: FastifyInstance;
  let dir: string;
  let drawings: { legalDrawn: string[] };
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'bonavis-drawn-'));
    mkdirSync(path.join(dir, 'server'));
    writeFileSync(path.join(dir, 'index.html'), INDEX);
    writeFileSync(path.join(dir, 'drawn-page.html'), FRAME);
    // The server requires the drawings' module from the build; the test fills that module with the app's own drawings,
    // noting each legal document drawn.
    const drawingsPath = path.join(dir, 'server', 'first-screen-markup.cjs');
    writeFileSync(drawingsPath, 'module.exports = { legalDrawn: [] };');
    drawings = createRequire(drawingsPath)(drawingsPath) as { legalDrawn: string[] };
    Object.assign(drawings, appDrawings, {
      legalScreenMarkup: (pathname: appDrawings.LegalPath, operator: LegalOperator) => {
        drawings.legalDrawn.push(pathname);
        return appDrawings.legalScreenMarkup(pathname, operator);
      },
    });
    app = await buildTestApp({ STATIC_DIR: dir, OPERATOR_NAME: 'Avis Conseil', OPERATOR_DIRECTOR: 'Camille Durand' });
    app.game = {
      ...app.game,
      publicView: async (publicId) => {
        if (publicId !== GAME_ID) throw new AppError(404, 'GAME_NOT_FOUND', 'This game does not exist');
        return GAME;
      },
      publicRules: async (publicId) => {
        if (publicId !== GAME_ID) throw new AppError(404, 'GAME_NOT_FOUND', 'This game does not exist');
        return RULES;
      },
    };
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('draws the three legal documents once it is up, one after the other, and sends those to their visitors', async () => {
    await until(() => drawings.legalDrawn.length === 3, 'the three legal documents drawn after the start');
    expect([...drawings.legalDrawn]).toEqual(LEGAL_PATHS);
    for (const url of LEGAL_PATHS) expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    // No visitor waited for a drawing of their own.
    expect([...drawings.legalDrawn]).toEqual(LEGAL_PATHS);
  });

  it.each([
    [
      '/legal/mentions-legales',
      'Mentions légales',
      '>Mentions légales</h1>',
      ['>Éditeur du service</h2>', 'Avis Conseil', 'Camille Durand'],
    ],
    ['/legal/cgv', 'Conditions générales de vente', '>Conditions générales de vente</h1>', ['>1. Objet et acceptation</h2>']],
    ['/legal/confidentialite', 'Politique de confidentialité', '>Politique de confidentialité</h1>', ['>Vos droits</h2>']],
    [`/game/session?g=${GAME_ID}`, 'Jeu de Boulangerie Martin', '>Jeu de Boulangerie Martin</h1>', ['Un croissant', 'Lancer la roue']],
    [
      `/game/session/rules?g=${GAME_ID}`,
      'Règlement du jeu',
      '>Règlement du jeu – Boulangerie Martin</h1>',
      ['Mis à jour le 30 novembre 2026', 'Article 1 – Organisation. Le jeu est gratuit', `href="/game/session?g=${GAME_ID}"`],
    ],
  ])('sends %s in French with its screen in the HTML itself, as the app shows it', async (url, title, heading, texts) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/^<!doctype html><html lang="fr">/);
    expect(response.body).toContain(`<title>${title} | Bonavis</title>`);
    // Drawn into the page, in its shadow root, after the splash: a phone paints it before any script has run.
    const drawing = response.body.slice(response.body.indexOf('<div id="first-screen"'));
    expect(drawing).toMatch(/^<div id="first-screen" data-search="[^"]*"><template shadowrootmode="open">/);
    expect(drawing).toContain(heading);
    for (const text of texts) expect(drawing).toContain(text);
    // The app's scripts are not the page's: the small starter runs them at the visitor's first move.
    expect(response.body).not.toContain('<script defer src="/assets/');
    expect(response.body).toContain('<script defer src="/first-screen/start.0123abcd.js"');
  });

  it('sends an invitation mail’s page asking to sign in, its sign-in coming back to that invitation', async () => {
    const response = await app.inject({ method: 'GET', url: `/invitation?token=${TOKEN}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("<title>Rejoindre l'équipe | Bonavis</title>");
    const drawing = response.body.slice(response.body.indexOf('<div id="first-screen"'));
    // Shown for this link's query only: the starter drops a drawing made for another.
    expect(drawing).toMatch(new RegExp(`^<div id="first-screen" data-search="\\?token=${TOKEN}"><template shadowrootmode="open">`));
    expect(drawing).toContain('>Rejoindre l&#x27;équipe</h1>');
    expect(drawing).toContain('Connectez-vous avec l&#x27;adresse qui a reçu l&#x27;invitation.');
    const signIn = `href="/login?redirect=%2Finvitation%3Ftoken%3D${TOKEN}"`;
    expect(drawing.split(signIn)).toHaveLength(3);
    expect(drawing).toContain('>Se connecter</a>');
    // Each visitor's token, none of another's or of the drawing's.
    expect(drawing).not.toContain(appDrawings.DRAWN_INVITATION_TOKEN);
    const other = await app.inject({ method: 'GET', url: `/invitation?token=${'A'.repeat(43)}` });
    expect(other.body).toContain(`token%3D${'A'.repeat(43)}`);
    expect(other.body).not.toContain(TOKEN);
  });

  it.each([...LEGAL_PATHS, `/game/session?g=${GAME_ID}`, `/game/session/rules?g=${GAME_ID}`, `/invitation?token=${TOKEN}`])(
    'sends %s with a page’s caching and security headers, compressed for a browser that takes brotli',
    async (url) => {
      const plain = await app.inject({ method: 'GET', url });
      const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(response.headers).toMatchObject({
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
        vary: 'Accept-Encoding',
        'content-encoding': 'br',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'cross-origin-opener-policy': 'same-origin-allow-popups',
        'referrer-policy': 'no-referrer',
      });
      // Its own scripts only; its inline styles (the drawing's) allowed; never framed by another site.
      expect(response.headers['content-security-policy']).toContain("script-src 'self' https://apis.google.com;");
      expect(response.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline';");
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self';");
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(plain.body);
    },
  );

  it.each([
    `/game/session/rules?g=unknowngame12345`,
    `/game/session/rules?g=${GAME_ID}&utm_source=poster`,
    '/game/session/rules',
    '/invitation',
    `/invitation?token=${TOKEN.slice(1)}`,
    `/invitation?token=${TOKEN}%22`,
    `/invitation?token=${TOKEN}&utm_source=mail`,
  ])('sends %s the plain page: nothing to draw there, or an address other than the mail’s or the QR code’s link', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
  });
});
