import type { Language } from '../../../shared/constants';
import { deBusiness, type NamedBusiness } from '../../../shared/french-names';
import { escapeHtml, renderBrandedMail } from '../../adapters/mail/branded-layout';
import type { MailMessage } from '../../adapters/mail/mail-transport';
import { oneClickForm, plainPage } from '../../plugins/one-click';

/** « de » and the business's name, its article kept as written when the owner marked it part of the trade mark. */
const ofBusiness = ({ name, nameKeepsArticle }: NamedBusiness) => deBusiness(name, { keepArticle: nameKeepsArticle });

/**
 * What a customer receives, in their language. Every customer gets the same words and the same link (nothing asks
 * whether they were satisfied first) and nothing is promised in return; the owner's own sentence, checked for
 * incentives when saved, is added as it is.
 */
const TEXTS = {
  fr: {
    subject: (business: string) => `Votre avis sur ${business}`,
    reminderSubject: (business: string) => `Rappel : votre avis sur ${business}`,
    greeting: (name: string) => `Bonjour ${name},`,
    thanks: (business: string) =>
      `Merci pour votre visite chez ${business}. Votre avis nous aide à progresser : il ne prend qu'une minute.`,
    action: 'Donner mon avis sur Google',
    footer: (business: NamedBusiness) =>
      `Vous recevez ce message car vous êtes client(e) ${ofBusiness(business)}. Vous ne souhaitez plus recevoir de demandes d'avis ? Désabonnez-vous en un clic :`,
    unsubscribe: 'Se désabonner',
    sms: (name: string, business: string) =>
      `Bonjour ${name}, merci pour votre visite chez ${business}. Votre avis nous aide à progresser : il ne prend qu'une minute.`,
    smsStop: 'STOP :',
    confirmTitle: "Se désabonner des demandes d'avis",
    confirmQuestion: (business: NamedBusiness) => `Ne plus recevoir de demandes d'avis ${ofBusiness(business)} ?`,
    unsubscribedTitle: 'Désabonnement confirmé',
    unsubscribed: (business: NamedBusiness) => `Vous ne recevrez plus de demandes d'avis ${ofBusiness(business)}.`,
    unknownLink: "Ce lien de désabonnement n'est pas ou plus valable.",
  },
  en: {
    subject: (business: string) => `Your review of ${business}`,
    reminderSubject: (business: string) => `Reminder: your review of ${business}`,
    greeting: (name: string) => `Hello ${name},`,
    thanks: (business: string) => `Thank you for visiting ${business}. Your review helps us improve: it only takes a minute.`,
    action: 'Review us on Google',
    footer: ({ name }: NamedBusiness) =>
      `You receive this message because you are a customer of ${name}. Don't want review requests any more? Unsubscribe in one click:`,
    unsubscribe: 'Unsubscribe',
    sms: (name: string, business: string) =>
      `Hello ${name}, thank you for visiting ${business}. Your review helps us improve: it only takes a minute.`,
    smsStop: 'STOP:',
    confirmTitle: 'Unsubscribe from review requests',
    confirmQuestion: ({ name }: NamedBusiness) => `Stop receiving review requests from ${name}?`,
    unsubscribedTitle: 'You are unsubscribed',
    unsubscribed: ({ name }: NamedBusiness) => `You will not receive review requests from ${name} any more.`,
    unknownLink: 'This unsubscribe link is not valid (any more).',
  },
  es: {
    subject: (business: string) => `Su opinión sobre ${business}`,
    reminderSubject: (business: string) => `Recordatorio: su opinión sobre ${business}`,
    greeting: (name: string) => `Hola ${name}:`,
    thanks: (business: string) => `Gracias por su visita a ${business}. Su opinión nos ayuda a mejorar: solo le llevará un minuto.`,
    action: 'Dar mi opinión en Google',
    footer: ({ name }: NamedBusiness) =>
      `Recibe este mensaje porque es cliente de ${name}. ¿No desea recibir más solicitudes de opinión? Dese de baja con un clic:`,
    unsubscribe: 'Darse de baja',
    sms: (name: string, business: string) =>
      `Hola ${name}, gracias por su visita a ${business}. Su opinión nos ayuda a mejorar: solo le llevará un minuto.`,
    smsStop: 'STOP:',
    confirmTitle: 'Darse de baja de las solicitudes de opinión',
    confirmQuestion: ({ name }: NamedBusiness) => `¿Dejar de recibir solicitudes de opinión de ${name}?`,
    unsubscribedTitle: 'Baja confirmada',
    unsubscribed: ({ name }: NamedBusiness) => `No recibirá más solicitudes de opinión de ${name}.`,
    unknownLink: 'Este enlace de baja no es válido (o ya no lo es).',
  },
} as const satisfies Record<Language, unknown>;

export type RequestMessage = {
  to: { name: string; email: string | null; phone: string | null; language: Language };
  business: NamedBusiness;
  customSentence: string;
  /** The request's own link (counts the open, then leads to Google's form). */
  link: string;
  unsubscribeUrl: string;
  replyTo: string;
  reminder: boolean;
};

/** The e-mail: from « <business> via Bonavis », Reply-To the business, with RFC 8058 one-click unsubscribe headers. */
export function requestMail(message: RequestMessage): MailMessage {
  const words = TEXTS[message.to.language];
  const mail = renderBrandedMail({
    to: message.to.email!,
    language: message.to.language,
    subject: (message.reminder ? words.reminderSubject : words.subject)(message.business.name),
    heading: words.greeting(message.to.name),
    paragraphs: [words.thanks(message.business.name), ...(message.customSentence ? [message.customSentence] : [])],
    action: { label: words.action, url: message.link },
    footer: `${words.footer(message.business)} ${message.unsubscribeUrl}`,
  });
  return {
    ...mail,
    fromName: `${message.business.name} via Bonavis`,
    replyTo: message.replyTo,
    headers: {
      'List-Unsubscribe': `<${message.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The SMS: the same words, short, ending with the one-click way to stop. */
export function requestSms(message: RequestMessage): string {
  const words = TEXTS[message.to.language];
  const custom = message.customSentence ? ` ${message.customSentence}` : '';
  return `${words.sms(message.to.name, message.business.name)}${custom} ${message.link} ${words.smsStop} ${message.unsubscribeUrl}`;
}

/** The page the unsubscribe link opens (GET): it changes nothing, and its one button unsubscribes (POST). */
export function unsubscribeConfirmPage(language: Language, business: NamedBusiness | null): string {
  const words = TEXTS[language];
  if (!business) return plainPage(language, words.confirmTitle, `<p>${words.unknownLink}</p>`);
  return plainPage(
    language,
    words.confirmTitle,
    `<h1>${escapeHtml(words.confirmTitle)}</h1><p>${escapeHtml(words.confirmQuestion(business))}</p>${oneClickForm(words.unsubscribe)}`,
  );
}

/** The page after the unsubscription (the page's button, or the mail client's one-click POST), in the contact's language. */
export function unsubscribePage(language: Language, business: NamedBusiness | null): string {
  const words = TEXTS[language];
  const body = business
    ? `<h1>${words.unsubscribedTitle}</h1><p>${escapeHtml(words.unsubscribed(business))}</p>`
    : `<p>${words.unknownLink}</p>`;
  return plainPage(language, words.unsubscribedTitle, body);
}
