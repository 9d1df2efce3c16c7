import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test-helpers';
import { codeIn, latestMailTo, linkIn, signInWithEmailLink, uniqueEmail } from '../../test-emulator';
import { wrongCodeFor } from '../../test-codes';

describe('/api/users/auth', () => {
  let app: FastifyInstance;
  let ip = 0;
  // Each test comes from its own address, so per-IP limits only bite where a test wants them to.
  const post = (url: string, payload: object, remoteAddress = `10.0.0.${++ip}`) =>
    app.inject({ method: 'POST', url: `/api/users/auth${url}`, payload, remoteAddress });

  beforeAll(async () => {
    // Room for the 50 parallel tries below: the per-address limit is tested on its own further down.
    app = await buildTestApp({ RATE_LIMITS: 'verify-address=100/3600' });
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
    const wrong = wrongCodeFor(code);
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

  it('throttles resend-otp to once a minute per address and network', async () => {
    const email = uniqueEmail();
    await post('/send-otp', { email }, '10.8.0.1');
    const again = await post('/resend-otp', { email }, '10.8.0.1');
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: 'RESEND_TOO_SOON', retryAfterSeconds: expect.any(Number) });
  });

  it('rate-limits sends per IP address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await post('/send-otp', { email: uniqueEmail() }, '10.9.9.9')).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('carries the referral through the link, so it survives opening the link on another device', async () => {
    const email = uniqueEmail();
    const since = Date.now();
    expect((await post('/magic-link', { email, referral: 'ABCD2345' })).statusCode).toBe(200);
    expect(new URL(linkIn(await latestMailTo(email, since))).searchParams.get('referral')).toBe('ABCD2345');
  });

  it('counts a code try before comparing it: of 50 parallel wrong codes at most 5 count, then the right one is refused', async () => {
    const email = uniqueEmail();
    const since = Date.now();
    await post('/send-otp', { email });
    const code = codeIn(await latestMailTo(email, since));
    const wrong = wrongCodeFor(code);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => post('/verify-otp', { email, otp: wrong }, `10.50.0.${i}`)));
    expect(answers.every((answer) => answer.statusCode === 400)).toBe(true);
    expect(answers.filter((answer) => answer.json().code === 'OTP_INVALID').length).toBeLessThanOrEqual(5);
    expect((await post('/verify-otp', { email, otp: code })).json().code).toBe('OTP_TOO_MANY_ATTEMPTS');
  });

  it('gives exactly one sign-in link for 10 parallel uses of the right code', async () => {
    const email = uniqueEmail();
    const since = Date.now();
    await post('/send-otp', { email });
    const code = codeIn(await latestMailTo(email, since));
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => post('/verify-otp', { email, otp: code }, `10.51.0.${i}`)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
  });
});

describe('/api/users/auth limits per address and per network', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ RATE_LIMITS: 'verify-address=3/3600,sign-in-ip=2/600' });
  });
  afterAll(() => app.close());
  const post = (url: string, payload: object, remoteAddress: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: `/api/users/auth${url}`, payload, remoteAddress, headers });

  it("limits the codes tried for one address from one network; a stranger's tries leave the owner's network free", async () => {
    const email = uniqueEmail();
    const since = Date.now();
    for (let i = 0; i < 3; i += 1) expect((await post('/verify-otp', { email, otp: '123456' }, '2001:db8:60::1')).statusCode).toBe(400);
    const over = await post('/verify-otp', { email, otp: '123456' }, '2001:db8:60::2');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'ADDRESS_LIMIT', retryAfterSeconds: expect.any(Number) });

    // The owner, on their own network, asks for a code and signs in: the stranger locked out nobody.
    expect((await post('/send-otp', { email }, '10.61.0.1')).statusCode).toBe(200);
    const code = codeIn(await latestMailTo(email, since));
    const signedIn = await post('/verify-otp', { email, otp: code }, '10.61.0.1');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ link: expect.any(String) });
  });

  it("lets a stranger spend only their own network's mail budget for an address, not the owner's", async () => {
    const email = uniqueEmail();
    expect((await post('/send-otp', { email }, '10.62.0.1')).statusCode).toBe(200);
    const strangerAgain = await post('/send-otp', { email }, '10.62.0.1');
    expect(strangerAgain.json()).toMatchObject({ statusCode: 429, code: 'RESEND_TOO_SOON' });
    // Within the same minute, the owner elsewhere still gets their code.
    expect((await post('/send-otp', { email }, '10.63.0.1')).statusCode).toBe(200);
  });

  it('kills a code after 5 wrong tries, not the address: a new code can be asked for and works', async () => {
    const email = uniqueEmail();
    const network = '10.64.0.1';
    let since = Date.now();
    expect((await post('/send-otp', { email }, network)).statusCode).toBe(200);
    const first = codeIn(await latestMailTo(email, since));
    const wrong = wrongCodeFor(first);
    // Tries from several networks, so the per-network limit (3 here) is not what stops them.
    for (let i = 0; i < 5; i += 1) await post('/verify-otp', { email, otp: wrong }, `10.65.0.${i}`);
    expect((await post('/verify-otp', { email, otp: first }, network)).json()).toMatchObject({ code: 'OTP_TOO_MANY_ATTEMPTS' });

    since = Date.now();
    expect((await post('/send-otp', { email }, '10.66.0.1')).statusCode).toBe(200);
    const second = codeIn(await latestMailTo(email, since));
    expect((await post('/verify-otp', { email, otp: second }, '10.66.0.1')).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64', async () => {
    expect((await post('/send-otp', { email: uniqueEmail() }, '2001:db8:1:1::1')).statusCode).toBe(200);
    expect((await post('/send-otp', { email: uniqueEmail() }, '2001:db8:1:1::2')).statusCode).toBe(200);
    const sameNetwork = await post('/send-otp', { email: uniqueEmail() }, '2001:db8:1:1:ffff::3');
    expect(sameNetwork.statusCode).toBe(429);
    expect(sameNetwork.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: expect.any(Number) });
    expect((await post('/send-otp', { email: uniqueEmail() }, '2001:db8:1:2::1')).statusCode).toBe(200);
  });

  it('without TRUST_PROXY, ignores X-Forwarded-For: clients behind one address share its limit', async () => {
    const forwarded = (client: string) => post('/send-otp', { email: uniqueEmail() }, '10.70.0.1', { 'x-forwarded-for': client });
    expect((await forwarded('198.51.100.1')).statusCode).toBe(200);
    expect((await forwarded('198.51.100.2')).statusCode).toBe(200);
    expect((await forwarded('198.51.100.3')).statusCode).toBe(429);
  });
});

describe('/api/users/auth behind a trusted proxy (TRUST_PROXY=1)', () => {
  it('limits each client by its forwarded address, not the proxy’s', async () => {
    const app = await buildTestApp({ RATE_LIMITS: 'sign-in-ip=2/600', TRUST_PROXY: '1' });
    try {
      const viaProxy = (client: string) =>
        app.inject({
          method: 'POST',
          url: '/api/users/auth/send-otp',
          payload: { email: uniqueEmail() },
          remoteAddress: '10.80.0.1',
          headers: { 'x-forwarded-for': client },
        });
      for (const client of ['198.51.100.1', '198.51.100.1', '198.51.100.2', '198.51.100.3']) {
        expect((await viaProxy(client)).statusCode).toBe(200);
      }
      expect((await viaProxy('198.51.100.1')).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});
