import type { FastifyInstance } from 'fastify';
import { emailOnlySchema, magicLinkSchema, verifyOtpSchema } from '../../../shared/validation/auth-schemas';
import { otpMail, signInLinkMail } from './auth-mails';
import { OTP_RESEND_INTERVAL_MS } from './otp-service';

type EmailBody = { email: string; language?: string };

/** Per-IP limits; per-address limits live in the one-time code service. */
const PER_IP = { send: { max: 10, timeWindow: '10 minutes' }, verify: { max: 30, timeWindow: '10 minutes' } };

/** Passwordless sign-in: a magic link by mail, or a one-time code traded for a sign-in link. */
export async function authRoutes(app: FastifyInstance) {
  // `redirect` rides along so the page the visitor was heading for opens once signed in.
  const signInLink = async (email: string, redirect?: string) => {
    const continueUrl = `${app.config.publicUrl}/auth/redirect`;
    const params = await app.identity.createSignInLinkParams(email, continueUrl);
    if (redirect) params.set('redirect', redirect);
    return `${continueUrl}?${params.toString()}`;
  };

  app.post<{ Body: EmailBody & { referral?: string | null; redirect?: string } }>(
    '/magic-link',
    { schema: { body: magicLinkSchema }, config: { rateLimit: PER_IP.send } },
    async (request) => {
      const { email, language, redirect } = request.body;
      await app.mail.send(signInLinkMail(email, await signInLink(email, redirect), language));
      return { sent: true };
    },
  );

  const sendCode = async (request: { body: EmailBody }) => {
    const { email, language } = request.body;
    const code = await app.otp.issue(email, 'sign-in');
    await app.mail.send(otpMail(email, code, 'sign-in', language));
    return { sent: true, resendAfterSeconds: OTP_RESEND_INTERVAL_MS / 1000 };
  };
  const sendOptions = { schema: { body: emailOnlySchema }, config: { rateLimit: PER_IP.send } };
  app.post<{ Body: EmailBody }>('/send-otp', sendOptions, sendCode);
  app.post<{ Body: EmailBody }>('/resend-otp', sendOptions, sendCode);

  app.post<{ Body: { email: string; otp: string } }>(
    '/verify-otp',
    { schema: { body: verifyOtpSchema }, config: { rateLimit: PER_IP.verify } },
    async (request) => {
      const { email, otp } = request.body;
      await app.otp.verify(email, 'sign-in', otp);
      return { link: await signInLink(email) };
    },
  );
}
