import type { FastifyBaseLogger } from 'fastify';
import type { ContactReceipt } from '../../../shared/api/contact';
import type { MailTransport } from '../../adapters/mail/mail-transport';
import type { MailThrottle } from '../auth';
import type { Owner } from '../../plugins/authenticate';
import { contactCopyMail, contactSupportMail, type ContactMessage } from './contact-mails';

/**
 * The contact form's messages: each goes to support. The copy goes only to a signed-in owner's own verified address,
 * never to an address typed in the form: Bonavis would otherwise mail any text, under its name, to anyone.
 */
export function createContactDesk({
  mail,
  mailThrottle,
  supportAddress,
  log,
}: {
  mail: MailTransport;
  mailThrottle: MailThrottle;
  supportAddress: string;
  log: FastifyBaseLogger;
}) {
  async function receive(message: ContactMessage, sender: Owner | null): Promise<ContactReceipt> {
    await mail.send(contactSupportMail(supportAddress, message));
    if (!sender?.isEmailVerified) return { sent: true, copySent: false };
    // Support has the message: a copy that cannot leave (sent to this address a moment ago, relay refusal) must not
    // turn the answer into an error, or the sender would write again.
    const copy = { ...message, email: sender.email };
    const copySent = await mailThrottle
      .send(sender.email, 'contact-copy', `account:${sender.providerUid}`, () => mail.send(contactCopyMail(supportAddress, copy)))
      .then(
        () => true,
        (error: unknown) => {
          log.warn({ err: error }, 'contact copy not sent');
          return false;
        },
      );
    return { sent: true, copySent };
  }

  return { receive };
}

export type ContactDesk = ReturnType<typeof createContactDesk>;
