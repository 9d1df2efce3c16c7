import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { buildTestApp, testDatabases } from '../test-helpers';
import { signUpOwner, injectAs } from '../test-emulator';
import { event, stripeTestApp, WEBHOOK_SECRET } from '../modules/payments/test-stripe';

const PRECOMPRESS = path.join(__dirname, '..', '..', '..', 'scripts', 'precompress.mjs');

/** A built app as webpack leaves it, then compressed by the build's second step. */
function fakeBuild() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bonavis-compressed-'));
  mkdirSync(path.join(dir, 'assets'));
  const files = {
    'index.html': `<!doctype html><html lang="fr"><head><title>Bonavis</title>${'<link rel="preload" href="/assets/x.js" as="script">'.repeat(40)}</head></html>`,
    'assets/main.0123abcd.js': Array.from(
      { length: 500 },
      (_, i) => `export const value${i} = { name: 'value ${i}', double: ${i * 2} };`,
    ).join('\n'),
    'assets/tiny.4567cdef.js': 'console.log(1)',
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  execFileSync(process.execPath, [PRECOMPRESS, dir], { stdio: 'pipe' });
  return { dir, files };
}

describe('the built app, compressed at build time', () => {
  let app: FastifyInstance;
  let build: ReturnType<typeof fakeBuild>;
  beforeAll(async () => {
    build = fakeBuild();
    app = await buildTestApp({ STATIC_DIR: build.dir });
  });
  afterAll(async () => {
    await app.close();
    rmSync(build.dir, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    app.inject({ method: 'GET', url, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });
  const script = 'assets/main.0123abcd.js';

  it('writes a brotli and a gzip copy of each file of 1 KiB or more, and none of a smaller one', () => {
    const at = (name: string) => path.join(build.dir, name);
    expect(brotliDecompressSync(readFileSync(at(`${script}.br`))).toString()).toBe(build.files[script]);
    expect(gunzipSync(readFileSync(at(`${script}.gz`))).toString()).toBe(build.files[script]);
    expect(existsSync(at('index.html.br'))).toBe(true);
    expect(existsSync(at('assets/tiny.4567cdef.js.br'))).toBe(false);
    expect(existsSync(at('assets/tiny.4567cdef.js.gz'))).toBe(false);
  });

  it.each([
    ['br', 'br', 'br', brotliDecompressSync],
    ['gzip', 'gzip', 'gz', gunzipSync],
    // What Chromium sends: brotli wins.
    ['gzip, deflate, br, zstd', 'br', 'br', brotliDecompressSync],
  ])('answers accept-encoding "%s" with the %s copy, still cached for a year', async (accepted, encoding, suffix, decompress) => {
    const response = await get(`/${script}`, accepted);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.rawPayload.equals(readFileSync(path.join(build.dir, `${script}.${suffix}`)))).toBe(true);
    expect(decompress(response.rawPayload).toString()).toBe(build.files[script]);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
  });

  it('answers the file itself to a client that accepts no compression, with the same caching and Vary', async () => {
    for (const accepted of [undefined, 'identity', 'deflate']) {
      const response = await get(`/${script}`, accepted);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe(build.files[script]);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('answers a file without copies as it is, whatever the browser accepts', async () => {
    const response = await get('/assets/tiny.4567cdef.js', 'br, gzip');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('console.log(1)');
  });

  it.each(['/login', '/dashboards/home', '/'])('falls back to the compressed index.html for %s, never cached', async (url) => {
    const response = await get(url, 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(build.files['index.html']);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
  });

  it('does not serve the copies under their own names', async () => {
    expect((await get(`/${script}.br`)).statusCode).toBe(404);
    expect((await get('/index.html.gz')).statusCode).toBe(404);
  });
});

describe("the API's JSON answers, compressed on the fly", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  // The OpenAPI document: a large JSON answer (hundreds of KiB).
  const docs = (encoding?: string) =>
    app.inject({ method: 'GET', url: '/api/docs/json', headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ])('compresses a large answer with %s when asked, to the same JSON', async (encoding, decompress) => {
    const plain = await docs();
    const compressed = await docs(encoding);
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe(encoding);
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(decompress(compressed.rawPayload).toString())).toEqual(plain.json());
  });

  it('answers a large answer as it is without Accept-Encoding, and says it could vary', async () => {
    const plain = await docs();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.json()).toMatchObject({ openapi: expect.any(String) });
  });

  it('leaves an answer under 1 KiB as it is', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/legal/operator', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual(expect.any(Object));
  });

  it('streams the personal data export compressed, still a JSON attachment', async () => {
    const owner = await signUpOwner(app);
    const response = await injectAs(app, owner, {
      method: 'GET',
      url: '/api/users/private/export',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="bonavis-export-/);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toMatchObject({ account: expect.any(Object) });
  });
});

describe('the Stripe webhook with compression on', () => {
  const [[, pglite]] = testDatabases();
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await stripeTestApp(pglite));
  });
  afterAll(() => close());

  it('verifies the signature on the exact bytes sent, whatever the sender accepts', async () => {
    // Over 1 KiB, as real events are.
    const body = JSON.stringify(
      event('customer.updated', { object: 'customer', id: 'cus_compression', metadata: { note: 'x'.repeat(2000) } }),
    );
    const signature = new Stripe('sk_test_bonavis').webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET });
    const response = await app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature, 'accept-encoding': 'gzip, br' },
      payload: body,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
  });
});
