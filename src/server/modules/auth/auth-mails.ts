import { DEFAULT_LANGUAGE, isLanguage } from '../../../shared/constants';
import { renderBrandedMail } from '../../adapters/mail/branded-layout';
import type { MailMessage } from '../../adapters/mail/mail-transport';
import { AUTH_MAIL_TEXTS } from './mail-texts';
import type { OtpPurpose } from './otp-service';

const textsFor = (language: string | undefined) => AUTH_MAIL_TEXTS[isLanguage(language) ? language : DEFAULT_LANGUAGE];

export function signInLinkMail(to: string, link: string, language?: string): MailMessage {
  const texts = textsFor(language);
  const { signInLink } = texts;
  return renderBrandedMail({
    to,
    language: isLanguage(language) ? language : DEFAULT_LANGUAGE,
    subject: signInLink.subject,
    heading: signInLink.heading,
    paragraphs: [signInLink.intro, signInLink.expiry, signInLink.ignore],
    action: { label: signInLink.button, url: link },
    footer: texts.footer,
  });
}

export function otpMail(to: string, code: string, purpose: OtpPurpose, language?: string): MailMessage {
  const texts = textsFor(language);
  const words = texts.otp[purpose];
  return renderBrandedMail({
    to,
    language: isLanguage(language) ? language : DEFAULT_LANGUAGE,
    subject: words.subject,
    heading: words.heading,
    paragraphs: [words.intro],
    code,
    footer: `${texts.otp.expiry} ${texts.otp.ignore} ${texts.footer}`,
  });
}

/** Tells the old address that the account now uses another one (sent after the change). */
export function emailChangedMail(oldAddress: string, newAddress: string, language?: string): MailMessage {
  const texts = textsFor(language);
  const words = texts.emailChanged;
  return renderBrandedMail({
    to: oldAddress,
    language: isLanguage(language) ? language : DEFAULT_LANGUAGE,
    subject: words.subject,
    heading: words.heading,
    paragraphs: [words.intro.replace('{email}', newAddress), words.notYou],
    footer: texts.footer,
  });
}
