import type { IdentityProvider } from '../../adapters/identity/identity-provider';
import type { VerifiedTokenCache } from '../../adapters/identity/verified-token-cache';
import type { MailTransport } from '../../adapters/mail/mail-transport';
import { AppError } from '../../errors';
import { emailChangedMail, type CodeMails } from '../auth';
import type { Owner } from '../../plugins/authenticate';
import type { UsersService } from './service';

export type EmailChangeDependencies = {
  users: UsersService;
  codes: CodeMails;
  mail: MailTransport;
  identity: IdentityProvider;
  verifiedTokens: VerifiedTokenCache;
};

/**
 * Moving an account to a new address: the new address proves itself with a mailed code; then every session ends, so
 * each device signs in again with it, and the old address is told.
 */
export function createEmailChange({ users, codes, mail, identity, verifiedTokens }: EmailChangeDependencies) {
  const refuseTakenAddress = async (email: string) => {
    if (await users.byEmail(email)) throw new AppError(409, 'EMAIL_TAKEN', 'Another account already uses this e-mail address');
  };

  async function sendCode(owner: Owner, email: string, language?: string) {
    await refuseTakenAddress(email);
    await codes.send(email, 'change-email', `account:${owner.providerUid}`, language);
  }

  async function confirm(owner: Owner, email: string, code: string) {
    await refuseTakenAddress(email);
    await codes.verify(email, 'change-email', code);
    const updated = await users.changeEmail(owner.providerUid, email);
    await mail.send(emailChangedMail(owner.email, email));
    await identity.revokeSessions(owner.providerUid);
    await verifiedTokens.forget(owner.providerUid);
    return updated;
  }

  return { sendCode, confirm };
}

export type EmailChange = ReturnType<typeof createEmailChange>;
