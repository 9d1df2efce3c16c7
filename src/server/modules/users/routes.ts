import type { FastifyInstance } from 'fastify';
import { object } from 'yup';
import {
  checkExistQuerySchema,
  contactSchema,
  createProfileSchema,
  emailOnlySchema,
  otpField,
  updateEmailSchema,
  updateInfoSchema,
} from '../../../shared/validation/auth-schemas';
import { AppError } from '../../plugins/error-handler';
import { registerPrivate } from '../../plugins/authenticate';
import { otpMail } from '../auth/auth-mails';
import { toApiUser, type ProfileInput } from './service';
import { createTwoFactorToken, isValidTwoFactorToken } from './two-factor-token';
import { pictureRoutes } from './picture-routes';

type UpdateInfoBody = { profilePicture?: string; name?: string; phone?: string; hasAcceptedTerms?: boolean };

/** Public account routes: does an account exist, and the contact form. */
export async function usersRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { email: string } }>(
    '/check-exist',
    { schema: { querystring: checkExistQuerySchema }, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request) => {
      if (!(await app.users.byEmail(request.query.email))) throw new AppError(404, 'USER_NOT_FOUND', 'User not found');
      return { userExist: true };
    },
  );

  app.post<{ Body: { name: string; email: string; subject: string; message: string } }>(
    '/contact-us',
    { schema: { body: contactSchema }, config: { rateLimit: { max: 5, timeWindow: '1 hour' } } },
    async (request) => {
      const { name, email, subject, message } = request.body;
      await app.mail.send({
        to: app.config.mail.supportAddress,
        replyTo: email,
        subject: `[Contact] ${subject}`,
        text: `${name} <${email}>\n\n${message}`,
        html: `<p><strong>${escape(name)}</strong> &lt;${escape(email)}&gt;</p><p style="white-space:pre-wrap">${escape(message)}</p>`,
      });
      return { sent: true };
    },
  );

  await registerPrivate(app, '/private', privateUsersRoutes);
}

const escape = (text: string) => text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);

async function privateUsersRoutes(app: FastifyInstance) {
  app.post<{ Body: ProfileInput }>('/', { schema: { body: createProfileSchema } }, async (request, reply) => {
    const { user, created } = await app.users.createProfile(request.identity, request.body);
    return reply.status(created ? 201 : 200).send(toApiUser(user));
  });

  app.get('/me', async (request) => toApiUser(await app.users.requireByUid(request.identity.uid)));

  // Name and phone are identity details: changing them needs a fresh one-time code (2faToken).
  app.put<{ Body: UpdateInfoBody }>('/update-info', { schema: { body: updateInfoSchema } }, async (request) => {
    const { name, phone, profilePicture, hasAcceptedTerms } = request.body;
    const user = await app.users.requireByUid(request.identity.uid);
    if (
      (name !== undefined || phone !== undefined) &&
      !isValidTwoFactorToken(app.config.secret, user.providerUid, request.headers['2fatoken'])
    ) {
      throw new AppError(403, 'TWO_FACTOR_REQUIRED', 'Confirm this change with a one-time code first');
    }
    return toApiUser(await app.users.update(user.providerUid, { name, phone, profilePicture, hasAcceptedTerms }));
  });

  app.post('/2fa/send-otp', { config: { rateLimit: { max: 10, timeWindow: '10 minutes' } } }, async (request) => {
    const user = await app.users.requireByUid(request.identity.uid);
    await app.mail.send(otpMail(user.email, await app.otp.issue(user.email, 'two-factor'), 'two-factor'));
    return { sent: true };
  });

  app.post<{ Body: { otp: string } }>('/2fa/verify-otp', { schema: { body: object({ otp: otpField }) } }, async (request) => {
    const user = await app.users.requireByUid(request.identity.uid);
    await app.otp.verify(user.email, 'two-factor', request.body.otp);
    return { twoFactorToken: createTwoFactorToken(app.config.secret, user.providerUid) };
  });

  app.post<{ Body: { email: string; language?: string } }>(
    '/update-email/send-otp',
    { schema: { body: emailOnlySchema }, config: { rateLimit: { max: 10, timeWindow: '10 minutes' } } },
    async (request) => {
      const { email, language } = request.body;
      if (await app.users.byEmail(email)) throw new AppError(409, 'EMAIL_TAKEN', 'Another account already uses this e-mail address');
      await app.mail.send(otpMail(email, await app.otp.issue(email, 'change-email'), 'change-email', language));
      return { sent: true };
    },
  );

  app.put<{ Body: { email: string; otp: string } }>('/update-email', { schema: { body: updateEmailSchema } }, async (request) => {
    const { email, otp } = request.body;
    const user = await app.users.requireByUid(request.identity.uid);
    if (await app.users.byEmail(email)) throw new AppError(409, 'EMAIL_TAKEN', 'Another account already uses this e-mail address');
    await app.otp.verify(email, 'change-email', otp);
    await app.identity.updateEmail(user.providerUid, email);
    return toApiUser(await app.users.update(user.providerUid, { email, isEmailVerified: true }));
  });

  await pictureRoutes(app);
}
