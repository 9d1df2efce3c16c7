import type { PostRequest, ReplyLanguage } from './ai-provider';

type Voice = { formal: boolean; professional: boolean };

/** The fixed sentences of an offline post, per language: an opening by kind, a closing by voice. */
const TEXTS: Record<
  ReplyLanguage,
  { opening: Record<PostRequest['kind'], (business: string) => string>; closing: (voice: Voice) => string }
> = {
  fr: {
    opening: {
      news: (business) => `Du nouveau chez ${business} !`,
      offer: (business) => `Offre spéciale chez ${business} :`,
      event: (business) => `Rendez-vous chez ${business} !`,
    },
    closing: ({ formal, professional }) =>
      formal
        ? professional
          ? 'Au plaisir de vous accueillir.'
          : 'Nous avons hâte de vous accueillir !'
        : professional
          ? 'Au plaisir de t’accueillir.'
          : 'On a hâte de t’accueillir !',
  },
  en: {
    opening: {
      news: (business) => `News from ${business}!`,
      offer: (business) => `Special offer at ${business}:`,
      event: (business) => `Join us at ${business}!`,
    },
    closing: ({ professional }) => (professional ? 'We look forward to welcoming you.' : 'We can’t wait to see you!'),
  },
  es: {
    opening: {
      news: (business) => `¡Novedades en ${business}!`,
      offer: (business) => `Oferta especial en ${business}:`,
      event: (business) => `¡Cita en ${business}!`,
    },
    closing: ({ formal, professional }) =>
      formal
        ? professional
          ? 'Será un placer recibirle.'
          : '¡Le esperamos con ganas!'
        : professional
          ? 'Será un placer recibirte.'
          : '¡Te esperamos con ganas!',
  },
};

/** The idea as a sentence: its first letter capitalised, a full stop when it ends without punctuation. */
function sentenceOf(idea: string): string {
  const text = idea.trim().replace(/\s+/g, ' ');
  const capitalised = text.charAt(0).toLocaleUpperCase() + text.slice(1);
  return /[.!?…]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

/**
 * The offline writer's post: an opening by kind, the owner's idea as written, a closing in the establishment's voice
 * (tu/vous, a professional tone or not) and the signature. The same request always gives the same post.
 */
export function writeTemplatePost({ kind, idea, language, business, settings }: PostRequest): string {
  const texts = TEXTS[language];
  const voice = { formal: settings.address === 'vous', professional: settings.tone === 'professional' };
  const signature = settings.signature.trim() || business.name.trim();
  return `${texts.opening[kind](business.name.trim())} ${sentenceOf(idea)} ${texts.closing(voice)}\n\n${signature}`;
}
