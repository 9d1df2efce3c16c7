import nodemailer, { type Transporter } from 'nodemailer';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** The sender's display name, instead of the configured one (a business's requests: « Boulangerie Martin via Bonavis »). */
  fromName?: string;
  /** Extra headers (List-Unsubscribe). */
  headers?: Record<string, string>;
  /** Files sent with the mail (the monthly report with the first digest of a month). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
};

/** Outgoing mail: SMTP (MailDev locally, any relay in production). */
export type MailTransport = {
  kind: 'smtp';
  target: string;
  send: (message: MailMessage) => Promise<void>;
  /** Resolves true when the SMTP server answers within the timeout. */
  isReachable: (timeoutMs: number) => Promise<boolean>;
  close: () => void;
};

/** `Name <address>` or a bare address: the address. */
const bareAddressOf = (from: string) =>
  from
    .slice(from.lastIndexOf('<') + 1)
    .replace('>', '')
    .trim();

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter: Transporter = nodemailer.createTransport(smtpUrl);
  const parsed = new URL(smtpUrl);
  return {
    kind: 'smtp',
    // Never expose credentials embedded in the URL.
    target: `${parsed.protocol}//${parsed.host}`,
    send: async ({ fromName, ...message }) =>
      void (await transporter.sendMail({ from: fromName ? { name: fromName, address: bareAddressOf(from) } : from, ...message })),
    isReachable: (timeoutMs) =>
      Promise.race([
        transporter.verify().then(
          () => true,
          () => false,
        ),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeoutMs).unref()),
      ]),
    close: () => transporter.close(),
  };
}
