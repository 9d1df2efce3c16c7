import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { validOnboarding } from '../../../shared/validation/onboarding-examples';
import { otpCodes } from '../../db/schema';
import { buildTestApp } from '../../test-helpers';
import { codeIn, injectAs, latestMailTo, uniqueEmail } from '../../test-emulator';
import { syncedOwner } from '../reviews/test-listing';

type Owner = Awaited<ReturnType<typeof syncedOwner>>;

/**
 * The company address typed in the settings is anyone's: review requests give it as their Reply-To only once a code
 * mailed to it came back, and only while it stays the company's address; else the owner's sign-in address.
 */
describe('the Reply-To of review requests', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const setCompanyEmail = (owner: Owner, companyEmail: string) =>
    injectAs(app, owner, {
      method: 'PUT',
      url: '/api/users/private/update-company-information',
      payload: { ...validOnboarding.companyInformation, companyEmail },
    });
  const sendCode = (owner: Owner, language = 'fr') =>
    injectAs(app, owner, { method: 'POST', url: '/api/users/private/company-information/email/send-otp', payload: { language } });
  const verify = (owner: Owner, otp: string) =>
    injectAs(app, owner, { method: 'POST', url: '/api/users/private/company-information/email/verify-otp', payload: { otp } });
  /** The Reply-To of the request mailed to a new customer. */
  const replyToOfNextRequest = async (owner: Owner) => {
    const customer = uniqueEmail('client');
    const since = Date.now();
    const sent = await injectAs(app, owner, {
      method: 'POST',
      url: '/api/reviews/private/requests',
      payload: { contacts: [{ name: 'Marie', email: customer }], channel: 'email', basis: 'customer' },
    });
    expect(sent.json()).toEqual({ queued: 1, postponed: 0, refused: [] });
    await app.jobs.idle();
    return (await latestMailTo(customer, since)).replyTo?.map((recipient) => recipient.address);
  };
  /** The company address's live code, as the owner reads it in the mail. */
  const mailedCode = async (owner: Owner, companyEmail: string, language?: string) => {
    const since = Date.now();
    expect((await sendCode(owner, language)).json()).toEqual({ sent: true });
    return latestMailTo(companyEmail, since);
  };

  it('is the owner’s address until the company’s is proven by its code, and again once it changes', async () => {
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/ReplyToProven', { trial: true });
    const companyEmail = uniqueEmail('entreprise');
    expect((await setCompanyEmail(owner, companyEmail)).json()).toMatchObject({ companyEmail, companyEmailVerifiedAt: null });
    expect(await replyToOfNextRequest(owner)).toEqual([owner.email]);

    const mail = await mailedCode(owner, companyEmail);
    expect(mail.subject).toBe('Confirmez l’adresse e-mail de votre entreprise');
    const verified = await verify(owner, codeIn(mail));
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ companyEmail, companyEmailVerifiedAt: expect.any(String) });
    expect(await replyToOfNextRequest(owner)).toEqual([companyEmail]);

    // Saving the same address keeps the proof; another address loses it.
    expect((await setCompanyEmail(owner, companyEmail)).json()).toMatchObject({ companyEmailVerifiedAt: expect.any(String) });
    const otherEmail = uniqueEmail('autre');
    expect((await setCompanyEmail(owner, otherEmail)).json()).toMatchObject({ companyEmail: otherEmail, companyEmailVerifiedAt: null });
    expect(await replyToOfNextRequest(owner)).toEqual([owner.email]);
    // Typing the proven address back does not prove it again: the proof went with the change.
    expect((await setCompanyEmail(owner, companyEmail)).json()).toMatchObject({ companyEmailVerifiedAt: null });
    expect(await replyToOfNextRequest(owner)).toEqual([owner.email]);
  });

  it('mails the code in the owner’s language', async () => {
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/ReplyToLanguage');
    const companyEmail = uniqueEmail('empresa');
    await setCompanyEmail(owner, companyEmail);
    expect((await mailedCode(owner, companyEmail, 'es')).subject).toBe('Confirma la dirección de correo de tu empresa');
  });

  it('refuses a wrong code (400), an expired one (400) and tries past the fifth (429), in French', async () => {
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/ReplyToRefusals');
    const companyEmail = uniqueEmail('refus');
    await setCompanyEmail(owner, companyEmail);
    const code = codeIn(await mailedCode(owner, companyEmail));
    // Another last digit: wrong whatever the code drawn.
    const wrong = `${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}`;

    const refused = await verify(owner, wrong);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'OTP_INVALID',
      message: 'Ce code est incorrect. Vérifiez-le et réessayez.',
      attemptsLeft: 4,
    });

    await app.database.db
      .update(otpCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(and(eq(otpCodes.email, companyEmail), eq(otpCodes.purpose, 'company-email')));
    const expired = await verify(owner, code);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ code: 'OTP_EXPIRED', message: 'Ce code a expiré, demandez-en un nouveau.' });

    for (let attempt = 3; attempt <= 5; attempt += 1) expect((await verify(owner, wrong)).statusCode).toBe(400);
    const tooMany = await verify(owner, code);
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json()).toMatchObject({ code: 'OTP_TOO_MANY_ATTEMPTS', message: 'Trop de tentatives, demandez un nouveau code.' });
    const company = await injectAs(app, owner, { method: 'GET', url: '/api/users/private/company-information' });
    expect(company.json()).toMatchObject({ companyEmailVerifiedAt: null });
  });

  it('asks a minute between two codes to the company address', async () => {
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/ReplyToResend');
    await setCompanyEmail(owner, uniqueEmail('attente'));
    expect((await sendCode(owner)).statusCode).toBe(200);
    const again = await sendCode(owner);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: 'RESEND_TOO_SOON' });
  });
});
