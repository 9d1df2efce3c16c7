import type { WonCoupon } from '../../../shared/api/game';
import type { Language } from '../../../shared/constants';
import { deBusiness, type NamedBusiness } from '../../../shared/french-names';
import { renderBrandedMail } from '../../adapters/mail/branded-layout';
import type { MailMessage } from '../../adapters/mail/mail-transport';

type CouponMailTexts = {
  subject: (business: string) => string;
  heading: string;
  hello: (firstName: string) => string;
  prize: (label: string, business: NamedBusiness) => string;
  conditions: (conditions: string) => string;
  expires: (date: string) => string;
  counter: string;
  footer: string;
  locale: string;
};

const TEXTS: Record<Language, CouponMailTexts> = {
  fr: {
    subject: (business) => `Votre gain chez ${business}`,
    heading: 'Bravo, vous avez gagné !',
    hello: (firstName) => `Bonjour ${firstName},`,
    prize: (label, business) =>
      `Vous avez gagné « ${label} » au jeu ${deBusiness(business.name, { keepArticle: business.nameKeepsArticle })}.`,
    conditions: (conditions) => `Conditions : ${conditions}.`,
    expires: (date) => `Valable jusqu’au ${date}.`,
    counter: 'Présentez ce code en boutique :',
    footer:
      'Vous recevez cet e-mail parce que vous avez joué à ce jeu gratuit sans obligation d’achat. Votre adresse ne sert à rien d’autre.',
    locale: 'fr-FR',
  },
  en: {
    subject: (business) => `Your prize at ${business}`,
    heading: 'Congratulations, you won!',
    hello: (firstName) => `Hello ${firstName},`,
    prize: (label, business) => `You won “${label}” in ${business.name}'s game.`,
    conditions: (conditions) => `Conditions: ${conditions}.`,
    expires: (date) => `Valid until ${date}.`,
    counter: 'Show this code in the shop:',
    footer:
      'You are receiving this e-mail because you played this free game, no purchase necessary. Your address is used for nothing else.',
    locale: 'en-GB',
  },
  es: {
    subject: (business) => `Tu premio en ${business}`,
    heading: '¡Enhorabuena, has ganado!',
    hello: (firstName) => `Hola ${firstName}:`,
    prize: (label, business) => `Has ganado «${label}» en el juego de ${business.name}.`,
    conditions: (conditions) => `Condiciones: ${conditions}.`,
    expires: (date) => `Válido hasta el ${date}.`,
    counter: 'Presenta este código en la tienda:',
    footer: 'Recibes este correo porque has jugado a este juego gratuito sin obligación de compra. Tu dirección no se usa para nada más.',
    locale: 'es-ES',
  },
};

/** The coupon sent to a winner: the prize, its conditions, its expiry and the code, in the player's language. */
export function couponMail(
  to: { firstName: string; email: string },
  business: NamedBusiness,
  coupon: WonCoupon,
  language: Language,
): MailMessage {
  const words = TEXTS[language];
  const expiry = new Intl.DateTimeFormat(words.locale, { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(new Date(coupon.expiresAt));
  return renderBrandedMail({
    to: to.email,
    language,
    subject: words.subject(business.name),
    heading: words.heading,
    paragraphs: [
      words.hello(to.firstName),
      words.prize(coupon.label, business),
      ...(coupon.conditions ? [words.conditions(coupon.conditions)] : []),
      words.expires(expiry),
      words.counter,
    ],
    code: coupon.code,
    footer: words.footer,
  });
}
