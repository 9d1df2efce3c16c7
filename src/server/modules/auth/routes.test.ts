import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test-helpers';
import { codeIn, latestMailTo, linkIn, signInWithEmailLink, uniqueEmail } from '../../test-emulator';

describe('/api/users/auth', () => {
  let app: FastifyInstance;
  let ip = 0;
  // Each test comes from its own address, so per-IP limits only bite where a test wants them to.
  const post = (url: string, payload: object, remoteAddress = `10.0.0.${++ip}`) =>
    app.inject({ method: 'POST', url: `/api/users/auth${url}`, payload, remoteAddress });

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('mails a magic link to /auth/redirect that signs the owner in', async () => {
    const email = uniqueEmail();
    const since = Date.now();
    const response = await post('/magic-link', { email, referral: null });
    expect(response.statusCode).toBe(200);

    const mail = await latestMailTo(email, since);
    expect(mail.subject).toBe('Votre lien de connexion à Bonavis');
    expect(mail.html).toContain('Me connecter');
    const link = linkIn(mail);
    expect(link).toMatch(/^http:\/\/localhost:8080\/auth\/redirect\?/);
    const params = new URL(link).searchParams;
    expect(params.get('mode')).toBe('signIn');
    expect(params.get('apiKey')).toBeTruthy();
    await expect(signInWithEmailLink(email, link)).resolves.toMatchObject({ idToken: expect.any(String) });
  });

  it('carries the page the visitor was heading for, and refuses an off-site one', async () => {
    const email = uniqueEmail();
    const since = Date.now();
    expect((await post('/magic-link', { email, redirect: '/reviews/all?rating=5' })).statusCode).toBe(200);
    const link = linkIn(await latestMailTo(email, since));
    expect(new URL(link).searchParams.get('redirect')).toBe('/reviews/all?rating=5');

    const offSite = await post('/magic-link', { email, redirect: '//evil.example/x' });
    expect(offSite.statusCode).toBe(400);
    expect(offSite.json().fields.redirect).toBe('validation.redirect.invalid');
  });

  it('writes the mail in the asked language', async () => {
    const email = uniqueEmail();
    const since = Date.now();
    await post('/magic-link', { email, language: 'es' });
    expect((await latestMailTo(email, since)).subject).toBe('Tu enlace de acceso a Bonavis');
  });

  it.each([{}, { email: 'not-an-email' }, { email: '' }])('refuses a bad e-mail (%o) with 400 and the field key', async (payload) => {
    const response = await post('/magic-link', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.email).toMatch(/^validation\.email\.(required|invalid)$/);
  });

  it('trades a mailed one-time code for a sign-in link', async () => {
    const email = uniqueEmail();
    const since = Date.now();
    expect((await post('/send-otp', { email })).json()).toEqual({ sent: true, resendAfterSeconds: 60 });
    const code = codeIn(await latestMailTo(email, since));
    expect(code).toMatch(/^\d{6}$/);

    const verified = await post('/verify-otp', { email, otp: code });
    expect(verified.statusCode).toBe(200);
    await expect(signInWithEmailLink(email, verified.json().link)).resolves.toMatchObject({ idToken: expect.any(String) });
    // A code works once.
    expect((await post('/verify-otp', { email, otp: code })).statusCode).toBe(400);
  });

  it('answers 400 OTP_INVALID to a wrong code, and locks after 5 tries', async () => {
    const email = uniqueEmail();
    const since = Date.now();
    await post('/send-otp', { email });
    const code = codeIn(await latestMailTo(email, since));
    const wrong = code === '111111' ? '222222' : '111111';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await post('/verify-otp', { email, otp: wrong });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('OTP_INVALID');
    }
    const locked = await post('/verify-otp', { email, otp: code });
    expect(locked.statusCode).toBe(400);
    expect(locked.json().code).toBe('OTP_TOO_MANY_ATTEMPTS');
  });

  it('refuses a malformed code with 400 before checking it', async () => {
    const response = await post('/verify-otp', { email: uniqueEmail(), otp: '12ab' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ otp: 'validation.otp.invalid' });
  });

  it('throttles resend-otp to once a minute per address', async () => {
    const email = uniqueEmail();
    await post('/send-otp', { email });
    const again = await post('/resend-otp', { email });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: 'OTP_RESEND_TOO_SOON', retryAfterSeconds: expect.any(Number) });
  });

  it('rate-limits sends per IP address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await post('/send-otp', { email: uniqueEmail() }, '10.9.9.9')).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
