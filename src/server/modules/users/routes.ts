import type { FastifyInstance, FastifyRequest } from 'fastify';
import { boolean, object, type InferType } from 'yup';
import type { NotificationPreferences } from '../../../shared/api/users';
import {
  checkExistQuerySchema,
  contactSchema,
  createProfileSchema,
  emailOnlySchema,
  otpField,
  updateEmailSchema,
  updateInfoSchema,
} from '../../../shared/validation/auth-schemas';
import { AppError } from '../../errors';
import { optionalIdentity } from '../../plugins/authenticate';
import { BODY_LIMITS } from '../../plugins/limits';
import { toApiUser } from './service';
import { createTwoFactorToken, requireTwoFactor } from '../../plugins/two-factor-token';
import { pictureRoutes, refuseOtherPicture, storedPictureName } from './picture-routes';
import { accountRoutes } from './account-routes';

/** Public account routes (`/users`): does an account exist, and the contact form. */
export async function usersPublicRoutes(app: FastifyInstance) {
  // A public route may still be called signed in: the owner of a valid token, if any.
  const signedInOwner = async (request: FastifyRequest) => {
    const identity = await optionalIdentity(app, request);
    return identity ? app.users.byUid(identity.uid) : null;
  };

  app.get<{ Querystring: InferType<typeof checkExistQuerySchema> }>(
    '/check-exist',
    { schema: { querystring: checkExistQuerySchema }, ...app.limits.perIp('check-exist-ip') },
    async (request) => {
      if (!(await app.users.byEmail(request.query.email))) throw new AppError(404, 'USER_NOT_FOUND', 'User not found');
      return { userExist: true };
    },
  );

  app.post<{ Body: InferType<typeof contactSchema> }>(
    '/contact-us',
    { schema: { body: contactSchema }, bodyLimit: BODY_LIMITS.message, ...app.limits.perIp('contact-ip') },
    async (request) => app.contactDesk.receive(request.body, await signedInOwner(request)),
  );
}

/** The signed-in owner's account (`/users/private`): profile, identity changes with their codes, picture. */
export async function usersPrivateRoutes(app: FastifyInstance) {
  app.post<{ Body: InferType<typeof createProfileSchema> }>(
    '/',
    { schema: { body: createProfileSchema }, config: { accountOptional: true } },
    async (request, reply) => {
      // The provider's photo, not one of our uploads: a stored upload address is deleted with its owner's account.
      if (storedPictureName(request.body.profilePicture ?? null, app.config.publicUrl)) refuseOtherPicture();
      const { user, created } = await app.users.createProfile(request.identity, request.body);
      return reply.status(created ? 201 : 200).send(toApiUser(user));
    },
  );

  app.get('/me', async (request) => toApiUser(request.owner));

  app.put<{ Body: InferType<typeof updateInfoSchema> }>('/update-info', { schema: { body: updateInfoSchema } }, async (request) => {
    const { name, phone, profilePicture, hasAcceptedTerms } = request.body;
    // A new picture comes only through upload-picture (the app's own avatars too): an address set here could
    // name another owner's upload, which the next change of picture or the account's deletion would remove.
    if (profilePicture !== undefined && profilePicture !== request.owner.profilePicture) refuseOtherPicture();
    if (name !== undefined || phone !== undefined) requireTwoFactor(app, request);
    const updated = await app.users.update(request.owner.providerUid, { name, phone, hasAcceptedTerms });
    return toApiUser(updated);
  });

  // Which mails the owner wants: for now, the digest of new reviews.
  const preferencesOf = (owner: { newReviewMail: boolean }): NotificationPreferences => ({ newReviewMail: owner.newReviewMail });
  app.get('/notifications', async (request) => preferencesOf(request.owner));
  app.put<{ Body: NotificationPreferences }>(
    '/notifications',
    { schema: { body: object({ newReviewMail: boolean().required('validation.notifications.invalid') }) } },
    async (request) => preferencesOf(await app.users.update(request.owner.providerUid, { newReviewMail: request.body.newReviewMail })),
  );

  app.post('/2fa/send-otp', async (request) => {
    const { email, providerUid } = request.owner;
    await app.limits.hit('two-factor-account', providerUid);
    await app.codes.send(email, 'two-factor', `account:${providerUid}`);
    return { sent: true };
  });

  app.post<{ Body: { otp: string } }>('/2fa/verify-otp', { schema: { body: object({ otp: otpField }) } }, async (request) => {
    const { email, providerUid } = request.owner;
    await app.limits.hit('two-factor-account', providerUid);
    await app.codes.verify(email, 'two-factor', request.body.otp);
    return { twoFactorToken: createTwoFactorToken(app.config.secret, providerUid) };
  });

  app.post<{ Body: InferType<typeof emailOnlySchema> }>(
    '/update-email/send-otp',
    { schema: { body: emailOnlySchema } },
    async (request) => {
      requireTwoFactor(app, request);
      const { email, language } = request.body;
      await app.limits.hit('email-change-account', request.owner.providerUid);
      await app.emailChange.sendCode(request.owner, email, language);
      return { sent: true };
    },
  );

  // The new address is proven by its code, the owner by the 2FA token.
  app.put<{ Body: InferType<typeof updateEmailSchema> }>(
    '/update-email',
    { schema: { body: updateEmailSchema }, config: { freshToken: true } },
    async (request) => {
      requireTwoFactor(app, request);
      await app.limits.hit('email-change-account', request.owner.providerUid);
      return toApiUser(await app.emailChange.confirm(request.owner, request.body.email, request.body.otp));
    },
  );

  await pictureRoutes(app);
  await accountRoutes(app);
}
