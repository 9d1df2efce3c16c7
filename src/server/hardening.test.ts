import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { buildTestApp, testConfig } from './test-helpers';
import { signUpOwner } from './test-emulator';

/** The e-mail that made the old pattern backtrack quadratically: 1 MB of "a." with a space before the end. */
const PATHOLOGICAL_EMAIL = `a@${'a.'.repeat(500_000)} x`;

describe('input that used to hold the server', () => {
  let app: FastifyInstance;
  let headers: Record<string, string>;
  beforeAll(async () => {
    app = await buildTestApp();
    ({ headers } = await signUpOwner(app));
  });
  afterAll(() => app.close());

  const routes = [
    { method: 'POST', url: '/api/users/auth/magic-link', payload: { email: PATHOLOGICAL_EMAIL } },
    { method: 'POST', url: '/api/users/auth/send-otp', payload: { email: PATHOLOGICAL_EMAIL } },
    { method: 'POST', url: '/api/users/auth/resend-otp', payload: { email: PATHOLOGICAL_EMAIL } },
    { method: 'POST', url: '/api/users/auth/verify-otp', payload: { email: PATHOLOGICAL_EMAIL, otp: '123456' } },
    {
      method: 'POST',
      url: '/api/users/contact-us',
      payload: { name: 'Léa', email: PATHOLOGICAL_EMAIL, subject: 'Question', message: 'Bonjour, une question.' },
    },
    { method: 'GET', url: `/api/users/check-exist?email=${encodeURIComponent(PATHOLOGICAL_EMAIL)}` },
    {
      method: 'POST',
      url: '/api/users/private/onboarding',
      private: true,
      payload: { companyInformation: { companyEmail: PATHOLOGICAL_EMAIL } },
    },
    { method: 'POST', url: '/api/users/private/update-email/send-otp', private: true, payload: { email: PATHOLOGICAL_EMAIL } },
    { method: 'PUT', url: '/api/users/private/update-email', private: true, payload: { email: PATHOLOGICAL_EMAIL, otp: '123456' } },
  ] as const;

  it.each(routes)('$method $url refuses a 1 MB pathological e-mail with 400 or 413, and health answers right after', async (route) => {
    const refused = app.inject({
      method: route.method,
      url: route.url,
      remoteAddress: `10.99.${routes.indexOf(route)}.1`,
      ...('payload' in route && { payload: route.payload }),
      ...('private' in route && { headers }),
    });
    const health = app.inject({ method: 'GET', url: '/api/health' });
    const [answer, healthAnswer] = await Promise.all([refused, health]);
    expect([400, 413, 428]).toContain(answer.statusCode);
    expect(answer.json().code).toEqual(expect.any(String));
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
});

describe('/api/health', () => {
  it('probes the outside services at most once per few seconds, however often it is asked', async () => {
    const app = await buildTestApp();
    try {
      const ping = jest.spyOn(app.database, 'ping');
      await Promise.all(Array.from({ length: 20 }, () => app.inject({ method: 'GET', url: '/api/health' })));
      await app.inject({ method: 'GET', url: '/api/health' });
      expect(ping).toHaveBeenCalledTimes(1);
    } finally {
      await app.close();
    }
  });
});
