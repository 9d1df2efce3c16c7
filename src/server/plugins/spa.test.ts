import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../test-helpers';

const INDEX = '<!doctype html><html lang="fr"><body><div id="root">splash</div></body></html>';
const SIGN_IN = '<!doctype html><html lang="fr"><body><div id="root"><div id="first-screen">Bienvenue</div></div></body></html>';

function buildWith(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bonavis-spa-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

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
});
