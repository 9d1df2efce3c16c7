import nodemailer, { type Transporter } from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string; html: string; replyTo?: string };

/** Outgoing mail: SMTP (MailDev locally, any relay in production). */
export type MailTransport = {
  kind: 'smtp';
  target: string;
  send: (message: MailMessage) => Promise<void>;
  /** Resolves true when the SMTP server answers within the timeout. */
  isReachable: (timeoutMs: number) => Promise<boolean>;
  close: () => void;
};

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter: Transporter = nodemailer.createTransport(smtpUrl);
  const parsed = new URL(smtpUrl);
  return {
    kind: 'smtp',
    // Never expose credentials embedded in the URL.
    target: `${parsed.protocol}//${parsed.host}`,
    send: async (message) => void (await transporter.sendMail({ from, ...message })),
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
