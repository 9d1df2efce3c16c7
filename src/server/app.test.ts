import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './test-helpers';

describe('API basics', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    // A body-reading route, so parsing is tested on a route that exists (outside /api: every API route is in the route table).
    app.post('/test-echo', async (request) => ({ received: request.body }));
  });
  afterAll(() => app.close());

  it('GET /api/health answers 200 with the state of each outside service', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.database).toEqual({ status: 'up' });
    // A busy test machine may miss a 1 s probe: the shape is what matters here (the browser tests see both up).
    expect(body.identity).toEqual({ mode: 'emulator', status: expect.stringMatching(/^(up|down)$/) });
    expect(body.mail).toEqual({ status: expect.stringMatching(/^(up|down)$/) });
    // Anyone may read it: no host, port, address nor project id.
    expect(response.body).not.toMatch(/127\.0\.0\.1|:1025|:9099|demo-bonavis|smtp:/);
    expect(body.adapters).toEqual({
      database: 'pglite',
      identity: 'firebase-emulator',
      mail: 'smtp',
      storage: 'local-disk',
      maps: 'demo',
      payments: 'stand-in',
      ai: 'templates',
      jobs: 'in-process',
      google: 'demo',
      googleProfile: 'stand-in',
      thefork: 'demo',
      tripadvisor: 'demo',
      facebook: 'demo',
    });
  });

  it('describes the API as OpenAPI 3.1 at /api/docs, from the shared schemas', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(document.openapi).toBe('3.1.0');
    const sendOtp = document.paths['/api/users/auth/send-otp'].post;
    expect(sendOtp.requestBody.content['application/json'].schema.properties.email).toMatchObject({ type: 'string' });
    expect(document.paths['/api/users/private/me'].get.security).toEqual([{ idToken: [] }]);
    expect(document.paths['/api/health'].get.security).toBeUndefined();
    // Only the API: not the app's pages.
    expect(Object.keys(document.paths).filter((path) => !/^\/api\/(?!docs)/.test(path))).toEqual([]);
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });

  it('sends a JSON answer, a success or a refusal, the headers that keep it from being sniffed, framed or read elsewhere', async () => {
    const answers = await Promise.all(['/api/health', '/api/users/private/me'].map((url) => app.inject({ method: 'GET', url })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401]);
    for (const { headers } of answers) {
      expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      // A page's policies say nothing to a JSON answer.
      expect(headers['cross-origin-opener-policy']).toBeUndefined();
      expect(headers['referrer-policy']).toBeUndefined();
    }
  });

  it('sends a page, and any answer of a route not known to answer JSON only, the page security headers', async () => {
    const answers = await Promise.all(
      ['/api/game/public/prize-mail/1?token=nope', '/api/no-such-route'].map((url) => app.inject({ method: 'GET', url })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404]);
    expect(answers[0].headers['content-type']).toMatch(/^text\/html/);
    for (const { headers } of answers) {
      expect(headers['content-security-policy']).toContain("default-src 'self'");
      expect(headers['content-security-policy']).toContain("script-src 'self' https://apis.google.com");
      // Local runs are plain http: no upgrade of every request to https.
      expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    }
  });

  it('answers a JSON 404 for an unknown /api route', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nope?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Route GET /api/nope not found' });
  });

  it('parses a well-formed JSON body', async () => {
    const response = await app.inject({ method: 'POST', url: '/test-echo', payload: { email: 'a@b.fr' } });
    expect(response.json()).toEqual({ received: { email: 'a@b.fr' } });
  });

  it('answers 400, never 500, to malformed JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/test-echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' });
  });

  it('answers 415 to an unsupported content type', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/test-echo',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'hello',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('health when the database is down', () => {
  it('answers 503', async () => {
    const app = await buildTestApp();
    await app.database.close();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'degraded', database: { status: 'down' } });
    await app.close();
  });
});

describe('serving the built SPA', () => {
  let app: FastifyInstance;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(tmpdir(), 'bonavis-spa-'));
    mkdirSync(path.join(staticDir, 'assets'));
    writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Bonavis</title>');
    writeFileSync(path.join(staticDir, 'assets', 'main.0123456789abcdef.js'), 'console.log(1)');
    app = await buildTestApp({ STATIC_DIR: staticDir });
  });
  afterAll(async () => {
    await app.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it.each(['/', '/login', '/dashboards/home', '/settings/appearance?tab=1'])('falls back to index.html for %s', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Bonavis</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets with a long cache', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/main.0123456789abcdef.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers 404 for a missing asset instead of index.html', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(response.statusCode).toBe(404);
  });
});
