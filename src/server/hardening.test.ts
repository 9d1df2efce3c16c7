import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { API_ROUTES, LINK_ROUTES } from '../shared/api/routes';
import { buildApp } from './app';
import { buildTestApp, testConfig } from './test-helpers';
import { signUpOwner } from './test-emulator';

/**
 * The shape that made the old e-mail pattern backtrack quadratically ("a." again and again, a space before
 * the end), as long as an address may be (254 characters): the length check lets it through, so the
 * pattern itself must refuse it. Longer, it would be stopped by the body limit or the length check first
 * and never reach the pattern (the 413 is tested below).
 */
const PATHOLOGICAL_EMAIL = `a@${'a.'.repeat(125)} x`;
/** The route's payload if it has one, and the owner's headers for a private route. */
const injectExtras = (route: object, headers: Record<string, string>) => ({
  ...('payload' in route ? { payload: route.payload as Record<string, unknown> } : {}),
  ...('private' in route ? { headers } : {}),
});

/** A route's path with its secret params filled with a recognisable value (SECRET…), the others with an id. */
const filledPath = (path: string, secretParams: readonly string[], index: number) =>
  path.replace(/:(\w+)/g, (_, name: string) => (secretParams.includes(name) ? `SECRET${index}x${name}` : '7'));

/** An OpenAPI operation's parameters (none when it has none). */
const parametersOf = <T>(operation: { parameters?: T[] }) => operation.parameters ?? [];

describe('input that used to hold the server', () => {
  let app: FastifyInstance;
  let headers: Record<string, string>;
  beforeAll(async () => {
    app = await buildTestApp();
    ({ headers } = await signUpOwner(app));
  });
  afterAll(() => app.close());

  // Each route that reads an e-mail address, and the field that carries it.
  const routes = [
    { method: 'POST', url: '/api/users/auth/magic-link', field: 'email', payload: { email: PATHOLOGICAL_EMAIL } },
    { method: 'POST', url: '/api/users/auth/send-otp', field: 'email', payload: { email: PATHOLOGICAL_EMAIL } },
    { method: 'POST', url: '/api/users/auth/resend-otp', field: 'email', payload: { email: PATHOLOGICAL_EMAIL } },
    { method: 'POST', url: '/api/users/auth/verify-otp', field: 'email', payload: { email: PATHOLOGICAL_EMAIL, otp: '123456' } },
    {
      method: 'POST',
      url: '/api/users/contact-us',
      field: 'email',
      payload: { name: 'Léa', email: PATHOLOGICAL_EMAIL, subject: 'Question', message: 'Bonjour, une question.' },
    },
    { method: 'GET', url: `/api/users/check-exist?email=${encodeURIComponent(PATHOLOGICAL_EMAIL)}`, field: 'email' },
    {
      method: 'POST',
      url: '/api/users/private/onboarding',
      field: 'companyInformation.companyEmail',
      private: true,
      payload: { companyInformation: { companyEmail: PATHOLOGICAL_EMAIL } },
    },
    {
      method: 'POST',
      url: '/api/users/private/update-email/send-otp',
      field: 'email',
      private: true,
      payload: { email: PATHOLOGICAL_EMAIL },
    },
    {
      method: 'PUT',
      url: '/api/users/private/update-email',
      field: 'email',
      private: true,
      payload: { email: PATHOLOGICAL_EMAIL, otp: '123456' },
    },
  ] as const;

  it.each(routes)('$method $url: the pattern refuses the pathological e-mail (400), and health answers right after', async (route) => {
    expect(PATHOLOGICAL_EMAIL).toHaveLength(254);
    const refused = app.inject({
      method: route.method,
      url: route.url,
      remoteAddress: `10.99.${routes.indexOf(route)}.1`,
      ...injectExtras(route, headers),
    });
    const health = app.inject({ method: 'GET', url: '/api/health' });
    const [answer, healthAnswer] = await Promise.all([refused, health]);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields: { [route.field]: 'validation.email.invalid' } });
    expect(healthAnswer.statusCode).toBe(200);
  });

  it('refuses a sign-in body over a few KB with 413 before reading it', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/users/auth/send-otp',
      payload: { email: 'a@b.fr', padding: 'x'.repeat(4096) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('request logs', () => {
  it('keep no query string for sign-in links and account lookups', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp({ ...testConfig(), logLevel: 'info' }, { logStream: stream });
    try {
      await app.inject({ method: 'GET', url: '/auth/redirect?mode=signIn&oobCode=SECRET-OOB&apiKey=k' });
      await app.inject({ method: 'GET', url: '/api/users/check-exist?email=lea.secret%40example.fr' });
      await app.inject({ method: 'GET', url: '/api/health?probe=kept' });
      const logged = lines.join('');
      expect(logged).toContain('/auth/redirect?[hidden]');
      expect(logged).toContain('/api/users/check-exist?[hidden]');
      expect(logged).not.toMatch(/SECRET-OOB|lea\.secret/);
      expect(logged).toContain('/api/health?probe=kept');
    } finally {
      await app.close();
    }
  });

  it('write [redacted] for every credential in a path, as the route table names them, and the API document marks them', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp({ ...testConfig(), logLevel: 'info' }, { logStream: stream });
    try {
      const withSecrets = [
        ...Object.values(API_ROUTES).map((route) => ({ ...route, path: `/api${route.path}` })),
        ...Object.values(LINK_ROUTES),
      ].filter((route): route is typeof route & { secretParams: readonly string[] } => 'secretParams' in route);
      for (const [index, route] of withSecrets.entries()) {
        const url = filledPath(route.path, route.secretParams, index);
        await app.inject({ method: route.method, url, remoteAddress: `10.98.0.${index}` });
      }
      const logged = lines.join('');
      expect(logged).not.toContain('SECRET');
      const urls = lines.map((line) => (JSON.parse(line) as { req?: { url: string } }).req?.url).filter(Boolean);
      expect(urls).toEqual([
        '/api/users/digest/unsubscribe/7/[redacted]',
        '/api/users/digest/unsubscribe/7/[redacted]',
        '/api/reviews/requests/hook/[redacted]',
        '/r/7/[redacted]',
        '/r/unsubscribe/[redacted]',
        '/r/unsubscribe/[redacted]',
      ]);

      const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
        paths: Record<string, Record<string, { parameters?: { name: string; schema: { format?: string } }[] }>>;
      };
      const marked = Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.entries(operations).flatMap(([method, operation]) =>
          parametersOf(operation)
            .filter((parameter) => parameter.schema.format === 'password')
            .map((parameter) => `${method} ${path} ${parameter.name}`),
        ),
      );
      expect(marked.sort()).toEqual(
        [
          'get /api/users/digest/unsubscribe/{userId}/{token} token',
          'post /api/users/digest/unsubscribe/{userId}/{token} token',
          'post /api/reviews/requests/hook/{secret} secret',
        ].sort(),
      );
    } finally {
      await app.close();
    }
  });
});
