import type { MailTransport } from '../../adapters/mail/mail-transport';
import { otpMail } from './auth-mails';
import type { MailPurpose, MailRequester, MailThrottle } from './mail-throttle';
import type { OtpPurpose, OtpService } from './otp-service';

/** The mail throttle's budget each kind of code is counted in. */
const MAIL_PURPOSE_OF: Record<OtpPurpose, MailPurpose> = {
  'sign-in': 'sign-in-code',
  'two-factor': 'two-factor',
  'change-email': 'change-email',
  'delete-account': 'delete-account',
  'company-email': 'company-email',
};

/**
 * One-time codes by mail, for every purpose (sign-in, two-factor, a new address, the account's deletion, the company's
 * address): issued and mailed within the address's mail budgets, and checked (5 wrong tries kill the code).
 */
export function createCodeMails({ otp, mail, mailThrottle }: { otp: OtpService; mail: MailTransport; mailThrottle: MailThrottle }) {
  async function send(email: string, purpose: OtpPurpose, requester: MailRequester, language?: string): Promise<void> {
    await mailThrottle.send(email, MAIL_PURPOSE_OF[purpose], requester, async () =>
      mail.send(otpMail(email, await otp.issue(email, purpose), purpose, language)),
    );
  }

  async function verify(email: string, purpose: OtpPurpose, code: string): Promise<void> {
    await otp.verify(email, purpose, code);
  }

  return { send, verify };
}

export type CodeMails = ReturnType<typeof createCodeMails>;
