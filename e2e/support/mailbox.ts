import { expect } from '@playwright/test';

/** MailDev's REST API: the mails the app really sent over SMTP. */
const MAILDEV = `http://localhost:${process.env.MAILDEV_WEB_PORT ?? '1080'}`;

type Mail = { subject: string; html: string; text: string; to: { address: string }[] };

export const uniqueEmail = (prefix = 'owner') => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.bonavis.test`;

/** Waits for the newest mail sent to `address` (with this subject, when given), and returns it. */
export async function latestMailTo(address: string, subject?: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        // MailDev filters on its side: the whole run's mails in each poll would slow every journey after.
        const query = new URLSearchParams({ 'to.address': address.toLowerCase() });
        const mails = (await (await fetch(`${MAILDEV}/email?${query}`)).json()) as Mail[];
        found = mails.reverse().find((mail) => subject === undefined || mail.subject === subject);
        return Boolean(found);
      },
      { timeout: 15_000, message: `a mail to ${address}${subject ? ` about « ${subject} »` : ''}` },
    )
    .toBe(true);
  return found!;
}

export const codeIn = (mail: Mail) => /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';

export const signInLinkIn = (mail: Mail) => /https?:\/\/\S+\/auth\/redirect\?[^\s"<>]+/.exec(mail.text)?.[0]?.replace(/&amp;/g, '&') ?? '';
