import { deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test-helpers';
import { codeIn, createAccount, disableAccount, injectAs, latestMailTo, mailsTo, uniqueEmail } from '../../test-emulator';
import { wrongCodeFor } from '../../test-codes';

/** A real 1×1 PNG, so the upload is a picture by its bytes, not by its name. */
function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => (bytes.reduce((c, byte) => crcTable[(c ^ byte) & 0xff] ^ (c >>> 8), 0xffffffff) ^ 0xffffffff) >>> 0;
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, check]);
  };
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function multipart(file: Buffer, filename: string, contentType: string) {
  const boundary = '----bonavis-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('/api/users', () => {
  let app: FastifyInstance;
  let ip = 0;
  const privateRoutes: { method: string; url: string }[] = [];

  beforeAll(async () => {
    app = await buildTestApp();
    // Every private route, as the API's own OpenAPI document lists them.
    const docs = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    for (const [path, operations] of Object.entries(docs.paths)) {
      if (!path.includes('/private')) continue;
      for (const method of Object.keys(operations))
        privateRoutes.push({ method: method.toUpperCase(), url: path.replace(/\{\w+\}/g, '1') });
    }
  });
  afterAll(() => app.close());

  const as = (idToken: string, headers: Record<string, string> = {}) => ({ authorization: idToken, ...headers });
  const newOwner = async (email = uniqueEmail()) => {
    const account = await createAccount(email);
    const created = await injectAs(app, account, { method: 'POST', url: '/api/users/private', payload: {} });
    return { ...account, user: created.json(), status: created.statusCode };
  };

  it('rejects every private route without a token with 401', async () => {
    expect(privateRoutes.length).toBeGreaterThanOrEqual(8);
    for (const route of privateRoutes) {
      const response = await app.inject({ method: route.method as 'GET', url: route.url });
      expect({ route, status: response.statusCode }).toEqual({ route, status: 401 });
      expect(response.json().code).toBe('TOKEN_MISSING');
    }
  });

  it('rejects a forged token with 401 and a disabled account with 403', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/users/private/me', headers: as('not-a-token') })).statusCode).toBe(401);
    const owner = await newOwner();
    await disableAccount(owner.uid);
    const response = await injectAs(app, owner, { method: 'GET', url: '/api/users/private/me' });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('ACCOUNT_DISABLED');
  });

  it('creates the profile once, with name, avatar and referral code, and reads it back', async () => {
    const email = uniqueEmail('boulangerie.martin');
    const owner = await newOwner(email);
    expect(owner.status).toBe(201);
    expect(owner.user).toMatchObject({
      email,
      providerUid: owner.uid,
      name: email.split('@')[0],
      profilePicture: expect.stringMatching(/^data:image\/svg\+xml/),
      referralId: expect.stringMatching(/^[A-Z2-9]{8}$/),
      hasDoneProfileSetup: false,
      aiCredits: 0,
      isActive: true,
      referredBy: null,
    });

    const again = await injectAs(app, owner, { method: 'POST', url: '/api/users/private', payload: {} });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(owner.user.id);

    // The Bearer reading of the spec works too.
    const me = await app.inject({ method: 'GET', url: '/api/users/private/me', headers: { authorization: `Bearer ${owner.idToken}` } });
    expect(me.json()).toEqual(owner.user);
  });

  it('resolves the referral code and prefers the provider display name', async () => {
    const referrer = await newOwner();
    const account = await createAccount(uniqueEmail(), 'Coiffure Léa');
    const created = await app.inject({
      method: 'POST',
      url: '/api/users/private',
      headers: as(account.idToken),
      payload: { referredBy: referrer.user.referralId },
    });
    expect(created.json()).toMatchObject({ name: 'Coiffure Léa', referredBy: referrer.user.id });
  });

  it('answers 404 User not found before the profile exists', async () => {
    const account = await createAccount();
    const response = await injectAs(app, account, { method: 'GET', url: '/api/users/private/me' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('User not found');
  });

  it('tells whether an account exists for an e-mail', async () => {
    const owner = await newOwner();
    expect(
      (await app.inject({ method: 'GET', url: `/api/users/check-exist?email=${encodeURIComponent(owner.email.toUpperCase())}` })).json(),
    ).toEqual({ userExist: true });
    expect((await app.inject({ method: 'GET', url: `/api/users/check-exist?email=${uniqueEmail()}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/users/check-exist?email=nope' })).statusCode).toBe(400);
  });

  it('changes name and phone only with a 2faToken', async () => {
    const owner = await newOwner();
    const update = (payload: object, headers: Record<string, string> = {}) =>
      injectAs(app, owner, { method: 'PUT', url: '/api/users/private/update-info', headers, payload });

    // A new picture comes only through upload-picture (picture-ownership.test.ts).
    expect((await update({ profilePicture: 'https://example.fr/me.png' })).json().code).toBe('PICTURE_NOT_UPLOADED');
    expect((await update({ hasAcceptedTerms: true })).statusCode).toBe(200);
    // 428, never 403: the app asks for the code instead of signing the owner out.
    const withoutCode = await update({ name: 'Martin', phone: '+33 612345678' });
    expect(withoutCode.statusCode).toBe(428);
    expect(withoutCode.json().code).toBe('TWO_FACTOR_REQUIRED');
    expect((await update({ name: 'Martin' }, { '2faToken': 'forged.token.value' })).statusCode).toBe(428);
    // The wizard's phone rule: spaces between digits, 7 to 15 digits.
    expect((await update({ phone: '+33 6 12 34 56 78' })).statusCode).toBe(428);
    expect((await update({ phone: '+33 6 12 34 56 78 90 12 34' })).json().fields).toEqual({ phone: 'validation.phone.invalid' });
    expect((await update({ phone: 'abc' })).json().fields).toEqual({ phone: 'validation.phone.invalid' });
    expect((await update({})).statusCode).toBe(400);

    const since = Date.now();
    await injectAs(app, owner, { method: 'POST', url: '/api/users/private/2fa/send-otp' });
    const otp = codeIn(await latestMailTo(owner.email, since));
    const { twoFactorToken } = (
      await injectAs(app, owner, { method: 'POST', url: '/api/users/private/2fa/verify-otp', payload: { otp } })
    ).json();
    const updated = await update({ name: 'Martin', phone: '+33 612345678' }, { '2faToken': twoFactorToken });
    expect(updated.json()).toMatchObject({ name: 'Martin', phone: '+33 612345678' });
  });

  /** A fresh `2faToken` for the owner: the code mailed to their address, traded for the token. */
  const twoFactorTokenOf = async (owner: { idToken: string; email: string }) => {
    const since = Date.now();
    await injectAs(app, owner, { method: 'POST', url: '/api/users/private/2fa/send-otp' });
    const otp = codeIn(await latestMailTo(owner.email, since));
    const verified = await app.inject({
      method: 'POST',
      url: '/api/users/private/2fa/verify-otp',
      headers: as(owner.idToken),
      payload: { otp },
    });
    return verified.json().twoFactorToken as string;
  };

  it('changes the e-mail with the 2FA token and a code sent to the new address; tells the old one and ends every session', async () => {
    const owner = await newOwner();
    const newEmail = uniqueEmail('nouvelle');
    const sendCode = (headers: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/users/private/update-email/send-otp',
        headers: as(owner.idToken, headers),
        payload: { email: newEmail },
      });
    expect((await sendCode()).statusCode).toBe(428);
    const twoFactor = { '2faToken': await twoFactorTokenOf(owner) };
    const since = Date.now();
    expect((await sendCode(twoFactor)).statusCode).toBe(200);
    const otp = codeIn(await latestMailTo(newEmail, since));
    const change = (payload: object, headers: Record<string, string> = twoFactor) =>
      injectAs(app, owner, { method: 'PUT', url: '/api/users/private/update-email', headers, payload });
    expect((await change({ email: newEmail, otp }, {})).statusCode).toBe(428);
    expect((await change({ email: newEmail, otp: wrongCodeFor(otp) })).statusCode).toBe(400);
    // Firebase ends sessions signed in before the revocation, to the second: let the sign-in's second pass.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const changed = await change({ email: newEmail, otp });
    expect(changed.json().email).toBe(newEmail);
    // The identity account now answers to the new address.
    await expect(createAccount(newEmail)).rejects.toThrow('EMAIL_EXISTS');
    // The old address is told.
    const notice = await latestMailTo(owner.email, since);
    expect(notice.subject).toBe('L’adresse e-mail de votre compte Bonavis a changé');
    expect(notice.text).toContain(newEmail);
    // Every session ended: the token in hand is refused with 403, which signs the app out.
    const after = await injectAs(app, owner, { method: 'GET', url: '/api/users/private/me' });
    expect(after.statusCode).toBe(403);
    expect(after.json().code).toBe('ACCOUNT_REVOKED');
  });

  it('answers 409, not 500, when the new address belongs to another account', async () => {
    const owner = await newOwner();
    const other = await newOwner();
    const response = await app.inject({
      method: 'POST',
      url: '/api/users/private/update-email/send-otp',
      headers: as(owner.idToken, { '2faToken': await twoFactorTokenOf(owner) }),
      payload: { email: other.email },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('EMAIL_TAKEN');
    // Taken in the identity service only (no profile here yet): still 409 at the change itself.
    const identityOnly = await createAccount();
    const moved = await app.users
      .changeEmail(owner.uid, identityOnly.email)
      .catch((error: { statusCode?: number; code?: string }) => error);
    expect(moved).toMatchObject({ statusCode: 409, code: 'EMAIL_TAKEN' });
  });

  it('takes a PNG picture and serves it back; refuses other types and big files', async () => {
    const owner = await newOwner();
    const upload = (file: Buffer, name: string, type: string) =>
      app.inject({
        method: 'POST',
        url: '/api/users/private/upload-picture',
        ...multipart(file, name, type),
        headers: { ...multipart(file, name, type).headers, ...as(owner.idToken) },
      });

    const png = tinyPng();
    const uploaded = await upload(png, 'me.png', 'image/png');
    expect(uploaded.statusCode).toBe(200);
    const url = new URL(uploaded.json().profilePicture);
    const served = await app.inject({ method: 'GET', url: url.pathname });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);

    // A new picture replaces the file of the previous one.
    const replaced = await upload(png, 'again.png', 'image/png');
    expect(new URL(replaced.json().profilePicture).pathname).not.toBe(url.pathname);
    expect((await app.inject({ method: 'GET', url: url.pathname })).statusCode).toBe(404);

    expect((await upload(Buffer.from('just text, named like a picture'), 'me.png', 'image/png')).json().code).toBe('UNSUPPORTED_IMAGE');
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);
    expect((await upload(big, 'big.png', 'image/png')).statusCode).toBe(413);
    expect((await app.inject({ method: 'GET', url: '/api/uploads/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
  });

  it('reads one file part and nothing else: text fields, a second file or a declared oversize answer 413 with a code', async () => {
    const owner = await newOwner();
    const boundary = '----bonavis-bounds';
    const part = (headers: string, body: Buffer | string) =>
      Buffer.concat([Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`), Buffer.from(body), Buffer.from('\r\n')]);
    const filePart = (name: string) =>
      part(`Content-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png`, tinyPng());
    const send = (parts: Buffer[], extraHeaders: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/users/private/upload-picture',
        payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...as(owner.idToken), ...extraHeaders },
      });

    // The attack seen: big text fields before a small picture, each kept in memory by the parser's defaults.
    const fields = Array.from({ length: 8 }, (_, index) =>
      part(`Content-Disposition: form-data; name="f${index}"`, 'x'.repeat(256 * 1024)),
    );
    const withFields = await send([...fields, filePart('me.png')]);
    expect(withFields.statusCode).toBe(413);
    expect(withFields.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });

    const twoFiles = await send([filePart('one.png'), filePart('two.png')]);
    expect(twoFiles.statusCode).toBe(413);
    expect(twoFiles.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });

    const declaredHuge = await send([filePart('me.png')], { 'content-length': String(50 * 1024 * 1024) });
    expect(declaredHuge.statusCode).toBe(413);
    expect(declaredHuge.json()).toMatchObject({ code: 'FILE_TOO_LARGE' });

    // Nothing of it changed the picture; a lone file still does.
    expect((await send([filePart('me.png')])).statusCode).toBe(200);
  });

  it('mails the contact form to support, validated and rate-limited; an anonymous sender gets no copy', async () => {
    const remoteAddress = `10.1.0.${++ip}`;
    const message = { name: 'Léa Martin', email: uniqueEmail('lea'), subject: 'Question', message: 'Bonjour, comment répondre aux avis ?' };
    const since = Date.now();
    const sent = await app.inject({ method: 'POST', url: '/api/users/contact-us', payload: message, remoteAddress });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ sent: true, copySent: false });
    const mail = await latestMailTo('support@bonavis.fr', since);
    expect(mail.subject).toBe('[Contact] Question');
    expect(mail.replyTo?.[0].address).toBe(message.email);

    const invalid = await app.inject({
      method: 'POST',
      url: '/api/users/contact-us',
      payload: { ...message, message: 'court' },
      remoteAddress,
    });
    expect(invalid.json().fields).toEqual({ message: 'validation.contact.messageTooShort' });
    const statuses = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push((await app.inject({ method: 'POST', url: '/api/users/contact-us', payload: message, remoteAddress })).statusCode);
    expect(statuses.at(-1)).toBe(429);
  });

  it('mails a signed-in owner a copy at their own address, in their language, at most one a minute', async () => {
    const owner = await newOwner();
    // The address typed in the form is where support answers; the copy never goes there.
    const typed = uniqueEmail('someone-else');
    const message = {
      name: 'Ana <b>García</b>',
      email: typed,
      subject: 'Facturación',
      message: 'Hola,\n¿puedo cambiar de plan a mitad de mes?',
      language: 'es',
    };
    const post = () =>
      app.inject({
        method: 'POST',
        url: '/api/users/contact-us',
        payload: message,
        headers: as(owner.idToken),
        remoteAddress: `10.1.0.${++ip}`,
      });
    const since = Date.now();
    expect((await post()).json()).toEqual({ sent: true, copySent: true });

    const copy = await latestMailTo(owner.email, since);
    expect(copy.subject).toBe('Copia de tu mensaje al soporte de Bonavis');
    expect(copy.replyTo?.[0].address).toBe('support@bonavis.fr');
    expect(copy.text).toContain('Asunto: Facturación');
    expect(copy.text).toContain('¿puedo cambiar de plan a mitad de mes?');
    // The sender's words are text, never markup.
    expect(copy.html).toContain('Ana &lt;b&gt;García&lt;/b&gt;');
    expect(copy.html).not.toContain('<b>García');

    // A second message right away still reaches support, but no second copy is promised.
    const again = await post();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ sent: true, copySent: false });
    expect(await mailsTo(typed)).toEqual([]);
  });

  it('writes the copy in French when no language is given', async () => {
    const owner = await newOwner();
    const since = Date.now();
    const payload = { name: 'Léa Martin', email: owner.email, subject: 'Question', message: 'Bonjour, comment répondre aux avis ?' };
    await app.inject({
      method: 'POST',
      url: '/api/users/contact-us',
      payload,
      headers: as(owner.idToken),
      remoteAddress: `10.1.0.${++ip}`,
    });
    expect((await latestMailTo(owner.email, since)).subject).toBe('Copie de votre message au support Bonavis');
  });
});

describe('/api/users limits per account', () => {
  it('limits picture uploads and two-factor codes per account', async () => {
    const app = await buildTestApp({ RATE_LIMITS: 'upload-account=2/3600,two-factor-account=1/600' });
    try {
      const account = await createAccount();
      const headers = { authorization: account.idToken };
      await app.inject({ method: 'POST', url: '/api/users/private', headers, payload: {} });
      const upload = () => {
        const body = multipart(tinyPng(), 'me.png', 'image/png');
        return app.inject({
          method: 'POST',
          url: '/api/users/private/upload-picture',
          payload: body.payload,
          headers: { ...body.headers, ...headers },
        });
      };
      expect((await upload()).statusCode).toBe(200);
      expect((await upload()).statusCode).toBe(200);
      expect((await upload()).json()).toMatchObject({ statusCode: 429, code: 'TOO_MANY_REQUESTS' });

      expect((await app.inject({ method: 'POST', url: '/api/users/private/2fa/send-otp', headers })).statusCode).toBe(200);
      const tooMany = await app.inject({ method: 'POST', url: '/api/users/private/2fa/verify-otp', headers, payload: { otp: '123456' } });
      expect(tooMany.statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});
