import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { NotificationPreferences } from '../../../shared/api/users';
import { AppError } from '../../errors';
import { optionalIdentity } from '../../plugins/authenticate';
import { BODY_LIMITS } from '../../plugins/limits';
import { route } from '../../plugins/route';
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

  route(app, 'checkUserExists', app.limits.perIp('check-exist-ip'), async (request) => {
    if (!(await app.users.byEmail(request.query.email))) throw new AppError(404, 'USER_NOT_FOUND', 'User not found');
    return { userExist: true };
  });

  route(app, 'sendContactMessage', { bodyLimit: BODY_LIMITS.message, ...app.limits.perIp('contact-ip') }, async (request) =>
    app.contactDesk.receive(request.body, await signedInOwner(request)),
  );
}

/** The signed-in owner's account (`/users/private`): profile, identity changes with their codes, picture. */
export async function usersPrivateRoutes(app: FastifyInstance) {
  route(app, 'createProfile', { config: { accountOptional: true } }, async (request, reply) => {
    // The provider's photo, not one of our uploads: a stored upload address is deleted with its owner's account.
    if (storedPictureName(request.body.profilePicture ?? null, app.config.publicUrl)) refuseOtherPicture();
    const { user, created } = await app.users.createProfile(request.identity, request.body);
    return reply.status(created ? 201 : 200).send(toApiUser(user));
  });

  route(app, 'me', async (request) => toApiUser(request.owner));

  route(app, 'updateInfo', async (request) => {
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
  route(app, 'notificationPreferences', async (request) => preferencesOf(request.owner));
  route(app, 'saveNotificationPreferences', async (request) =>
    preferencesOf(await app.users.update(request.owner.providerUid, { newReviewMail: request.body.newReviewMail })),
  );

  route(app, 'sendTwoFactorCode', async (request) => {
    const { email, providerUid } = request.owner;
    await app.limits.hit('two-factor-account', providerUid);
    await app.codes.send(email, 'two-factor', `account:${providerUid}`);
    return { sent: true };
  });

  route(app, 'verifyTwoFactorCode', async (request) => {
    const { email, providerUid } = request.owner;
    await app.limits.hit('two-factor-account', providerUid);
    await app.codes.verify(email, 'two-factor', request.body.otp);
    return { twoFactorToken: createTwoFactorToken(app.config.secret, providerUid) };
  });

  route(app, 'sendEmailChangeCode', async (request) => {
    requireTwoFactor(app, request);
    const { email, language } = request.body;
    await app.limits.hit('email-change-account', request.owner.providerUid);
    await app.emailChange.sendCode(request.owner, email, language);
    return { sent: true };
  });

  // The new address is proven by its code, the owner by the 2FA token.
  route(app, 'updateEmail', { config: { freshToken: true } }, async (request) => {
    requireTwoFactor(app, request);
    await app.limits.hit('email-change-account', request.owner.providerUid);
    return toApiUser(await app.emailChange.confirm(request.owner, request.body.email, request.body.otp));
  });

  await pictureRoutes(app);
  await accountRoutes(app);
}
