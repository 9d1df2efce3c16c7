import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../test-helpers';
import { injectAs, latestMailTo, signUpOwner, uniqueEmail } from '../test-emulator';
import { syncedOwner } from '../modules/reviews/test-listing';

/** The headers every plain page gets: its own kind of answer, and a policy that lets its one form post to itself only. */
function expectPageHeaders(headers: Record<string, unknown>) {
  expect(headers).toMatchObject({
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'SAMEORIGIN',
    'referrer-policy': 'no-referrer',
  });
  expect(headers['content-security-policy']).toContain("form-action 'self';");
  expect(headers['content-security-policy']).toContain("script-src 'self' https://apis.google.com;");
}

/**
 * The pages of the links sent by mail (a review request's unsubscribe link, the weekly digest's): plain HTML the server
 * writes, in the reader's language, with the app's icon (else the browser asks for /favicon.ico, a 404) and a
 * description (search engines and Lighthouse's SEO audit ask for one).
 */
describe('the unsubscribe pages opened from a mail', () => {
  let app: FastifyInstance;
  const links = new Map<string, string>();
  beforeAll(async () => {
    app = await buildTestApp();
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/OneClickPages', { trial: true });
    const contacts = [
      { name: 'Jeanne', email: uniqueEmail('jeanne'), language: 'fr' },
      { name: 'Lucy', email: uniqueEmail('lucy'), language: 'en' },
    ];
    const sent = await injectAs(app, owner, {
      method: 'POST',
      url: '/api/reviews/private/requests',
      payload: { contacts, channel: 'email', basis: 'customer' },
    });
    if (sent.statusCode !== 200) throw new Error(`sending the requests answered ${sent.statusCode}: ${sent.body}`);
    await app.jobs.idle();
    for (const { email, language } of contacts) {
      const mail = await latestMailTo(email);
      links.set(language, /http:\/\/localhost:8080(\/r\/unsubscribe\/[\w-]+)/.exec(mail.text)![1]);
    }
  });
  afterAll(() => app.close());

  it.each([
    ['fr', 'Se désabonner des demandes d&#39;avis', 'Ne plus recevoir de demandes d&#39;avis', 'Se désabonner</button>'],
    ['en', 'Unsubscribe from review requests', 'Stop receiving review requests from', 'Unsubscribe</button>'],
  ])(
    'shows a review request’s unsubscribe page in the customer’s language (%s), with its icon and description',
    async (language, title, question, button) => {
      const page = await app.inject({ method: 'GET', url: links.get(language)! });
      expect(page.statusCode).toBe(200);
      expectPageHeaders(page.headers);
      expect(page.body).toMatch(new RegExp(`^<!doctype html><html lang="${language}"><head>`));
      expect(page.body).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
      expect(page.body).toContain(`<meta name="description" content="${title}">`);
      expect(page.body).toContain(`<title>${title}</title>`);
      expect(page.body).toContain(`<h1>${title}</h1>`);
      expect(page.body).toContain(question);
      expect(page.body).toContain(button);
    },
  );

  it('answers a link it does not know in the language the link names, with the icon and description too', async () => {
    const page = await app.inject({ method: 'GET', url: `/r/unsubscribe/${'x'.repeat(32)}?lang=es` });
    expect(page.statusCode).toBe(404);
    expectPageHeaders(page.headers);
    expect(page.body).toMatch(/^<!doctype html><html lang="es"><head>/);
    expect(page.body).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    expect(page.body).toContain('<meta name="description" content="Darse de baja de las solicitudes de opinión">');
    expect(page.body).toContain('Este enlace de baja no es válido (o ya no lo es).');
  });

  it('shows the weekly digest’s unsubscribe page in French, with its icon and description', async () => {
    const owner = await signUpOwner(app);
    const page = await app.inject({ method: 'GET', url: new URL(app.weeklyDigest.unsubscribeUrlOf(owner.user.id)).pathname });
    expect(page.statusCode).toBe(200);
    expectPageHeaders(page.headers);
    expect(page.body).toMatch(/^<!doctype html><html lang="fr"><head>/);
    expect(page.body).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    expect(page.body).toContain('<meta name="description" content="Résumé hebdomadaire">');
    expect(page.body).toContain('<title>Résumé hebdomadaire</title>');
    expect(page.body).toContain('<h1>Résumé hebdomadaire</h1>');
    expect(page.body).toContain('Ne plus recevoir le résumé hebdomadaire de vos avis ?');
    expect(page.body).toContain('Me désabonner</button>');
  });
});
