import type { FastifyInstance } from 'fastify';
import { route, type TableHandler } from '../../plugins/route';
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
  const sendRoute = { bodyLimit: BODY_LIMITS.signIn, ...app.limits.perIp('sign-in-ip') };

  route(app, 'sendMagicLink', sendRoute, async (request) => {
    const { email, language, redirect, referral } = request.body;
    await app.mailThrottle.send(email, 'sign-in-link', clientNetwork(request.ip), async () =>
      app.mail.send(signInLinkMail(email, await signInLink(email, { redirect, referral }), language)),
    );
    return { sent: true };
  });

  // The same request and answer for both.
  const sendCode: TableHandler<'sendOtp' | 'resendOtp'> = async (request) => {
    const { email, language } = request.body;
    await app.codes.send(email, 'sign-in', clientNetwork(request.ip), language);
    return { sent: true, resendAfterSeconds: RESEND_INTERVAL_MS / 1000 };
  };
  route(app, 'sendOtp', sendRoute, sendCode);
  route(app, 'resendOtp', sendRoute, sendCode);

  route(app, 'verifyOtp', { bodyLimit: BODY_LIMITS.signIn, ...app.limits.perIp('verify-ip') }, async (request) => {
    const { email, otp } = request.body;
    // Counted with the client's network: a stranger's wrong tries spend their budget, not the owner's.
    await app.limits.hit('verify-address', `${email} ${clientNetwork(request.ip)}`);
    await app.codes.verify(email, 'sign-in', otp);
    return { link: await signInLink(email) };
  });
}
