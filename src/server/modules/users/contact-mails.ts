import type { InferType } from 'yup';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../shared/constants';
import type { contactSchema } from '../../../shared/validation/auth-schemas';
import { renderBrandedMail } from '../../adapters/mail/branded-layout';
import type { MailMessage } from '../../adapters/mail/mail-transport';

export type ContactMessage = InferType<typeof contactSchema>;

/** The words of the copy sent back to whoever wrote to support, in each language the app speaks. */
const COPY_TEXTS: Record<Language, { subject: string; heading: string; intro: string; subjectLabel: string; footer: string }> = {
  fr: {
    subject: 'Copie de votre message au support Bonavis',
    heading: 'Nous avons bien reçu votre message',
    intro: 'Bonjour {name}, merci de nous avoir écrit. Voici une copie de votre message ; nous vous répondrons à cette adresse.',
    subjectLabel: 'Sujet :',
    footer:
      'Vous recevez cet e-mail parce que ce message a été envoyé avec votre adresse depuis le formulaire de contact de Bonavis. Si ce n’est pas vous, ignorez-le.',
  },
  en: {
    subject: 'Copy of your message to Bonavis support',
    heading: 'We have received your message',
    intro: 'Hello {name}, thank you for writing to us. Here is a copy of your message; we will reply to this address.',
    subjectLabel: 'Subject:',
    footer:
      'You are receiving this e-mail because this message was sent with your address from the Bonavis contact form. If it was not you, please ignore it.',
  },
  es: {
    subject: 'Copia de tu mensaje al soporte de Bonavis',
    heading: 'Hemos recibido tu mensaje',
    intro: 'Hola {name}, gracias por escribirnos. Aquí tienes una copia de tu mensaje; te responderemos a esta dirección.',
    subjectLabel: 'Asunto:',
    footer:
      'Recibes este correo porque este mensaje se envió con tu dirección desde el formulario de contacto de Bonavis. Si no fuiste tú, ignóralo.',
  },
};

/** The message's lines as paragraphs: the branded layout escapes each one, and blank lines are dropped. */
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trimEnd())
    .filter(Boolean);

const escape = (text: string) => text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);

/** What support receives: who wrote (reply goes straight to them), the subject, the message as typed. */
export function contactSupportMail(supportAddress: string, { name, email, subject, message }: ContactMessage): MailMessage {
  return {
    to: supportAddress,
    replyTo: email,
    subject: `[Contact] ${subject}`,
    text: `${name} <${email}>\n\n${message}`,
    html: `<p><strong>${escape(name)}</strong> &lt;${escape(email)}&gt;</p><p style="white-space:pre-wrap">${escape(message)}</p>`,
  };
}

/**
 * The sender's copy, in their language. Replies go to support. The footer says why it arrived, since anyone
 * can type any address into a public form (the route limits these copies per address as well as per IP).
 */
export function contactCopyMail(supportAddress: string, { name, email, subject, message, language }: ContactMessage): MailMessage {
  const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  const words = COPY_TEXTS[lang];
  const mail = renderBrandedMail({
    to: email,
    language: lang,
    subject: words.subject,
    heading: words.heading,
    paragraphs: [words.intro.replace('{name}', name), `${words.subjectLabel} ${subject}`, ...linesOf(message)],
    footer: words.footer,
  });
  return { ...mail, replyTo: supportAddress };
}
