import type { FastifyInstance } from 'fastify';
import type { InferType } from 'yup';
import { emailOnlySchema, magicLinkSchema, verifyOtpSchema } from '../../../shared/validation/auth-schemas';
import { BODY_LIMITS } from '../../plugins/limits';
import { signInLinkMail } from './auth-mails';
import { RESEND_INTERVAL_MS } from './mail-throttle';
import { clientNetwork } from '../../plugins/client-network';
import { PATHS } from '../../../shared/app-paths';

/**
 * Passwordless sign-in: a magic link by mail, or a one-time code traded for a sign-in link.
 * Limited per IP (routes), per address and network (mails sent, codes tried), per address (mails) and per code (5 tries).
 */
export async function authRoutes(app: FastifyInstance) {
  // `redirect` and `referral` ride along in the link, so they survive opening it on another device.
  const signInLink = async (email: string, extra: { redirect?: string; referral?: string | null } = {}) => {
    const continueUrl = `${app.config.publicUrl}${PATHS.authRedirect}`;
    const params = await app.identity.createSignInLinkParams(email, continueUrl);
    if (extra.redirect) params.set('redirect', extra.redirect);
    if (extra.referral) params.set('referral', extra.referral);
    return `${continueUrl}?${params.toString()}`;
  };
  const sendRoute = (schema: typeof magicLinkSchema | typeof emailOnlySchema) => ({
    schema: { body: schema },
    bodyLimit: BODY_LIMITS.signIn,
    ...app.limits.perIp('sign-in-ip'),
  });

  app.post<{ Body: InferType<typeof magicLinkSchema> }>('/magic-link', sendRoute(magicLinkSchema), async (request) => {
    const { email, language, redirect, referral } = request.body;
    await app.mailThrottle.send(email, 'sign-in-link', clientNetwork(request.ip), async () =>
      app.mail.send(signInLinkMail(email, await signInLink(email, { redirect, referral }), language)),
    );
    return { sent: true };
  });

  const sendCode = async (request: { body: InferType<typeof emailOnlySchema>; ip: string }) => {
    const { email, language } = request.body;
    await app.codes.send(email, 'sign-in', clientNetwork(request.ip), language);
    return { sent: true, resendAfterSeconds: RESEND_INTERVAL_MS / 1000 };
  };
  type EmailBody = { Body: InferType<typeof emailOnlySchema> };
  app.post<EmailBody>('/send-otp', sendRoute(emailOnlySchema), sendCode);
  app.post<EmailBody>('/resend-otp', sendRoute(emailOnlySchema), sendCode);

  app.post<{ Body: InferType<typeof verifyOtpSchema> }>(
    '/verify-otp',
    { schema: { body: verifyOtpSchema }, bodyLimit: BODY_LIMITS.signIn, ...app.limits.perIp('verify-ip') },
    async (request) => {
      const { email, otp } = request.body;
      // Counted with the client's network: a stranger's wrong tries spend their budget, not the owner's.
      await app.limits.hit('verify-address', `${email} ${clientNetwork(request.ip)}`);
      await app.codes.verify(email, 'sign-in', otp);
      return { link: await signInLink(email) };
    },
  );
}
