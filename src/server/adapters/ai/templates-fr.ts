import type { ReviewTheme } from './ai-provider';
import { listWith } from '../../../shared/text';
import type { TemplateContext, TemplateTexts } from './template-texts';
import { deBusiness } from '../../../shared/french-names';

/** Tutoiement or vouvoiement: every sentence that addresses the reviewer has both forms. */
const v = (c: TemplateContext, vous: string, tu: string) => (c.formal ? vous : tu);

const PRAISED: Record<ReviewTheme, string> = {
  welcome: "l'accueil",
  price: 'nos prix',
  waiting: "le peu d'attente",
  cleanliness: 'la propreté des lieux',
  quality: 'la qualité',
  staff: "l'équipe",
  ambiance: "l'ambiance",
  service: 'le service',
};

const BLAMED: Record<ReviewTheme, string> = {
  welcome: "l'accueil",
  price: 'nos prix',
  waiting: "l'attente",
  cleanliness: 'la propreté',
  quality: 'la qualité',
  staff: "l'attitude de l'équipe",
  ambiance: "l'ambiance",
  service: 'le service',
};

const list = listWith('et');

export const FRENCH_TEXTS: TemplateTexts = {
  list,
  greeting: (c) => {
    const name = c.name ? ` ${c.name}` : '';
    if (c.tone === 'casual' && !c.formal) return [`Salut${name} !`, `Coucou${name} !`];
    if (c.tone === 'professional') return [`Bonjour${name},`];
    return [`Bonjour${name} !`, `Bonjour${name},`];
  },
  opener: (c) => {
    const note = c.hasText ? v(c, 'votre avis', 'ton avis') : v(c, 'votre note', 'ta note');
    if (c.band === 'complaint')
      return [
        `Merci d'avoir pris le temps de partager ${note} sur ${c.business}.`,
        `Merci pour ${note} sur ${c.business} : nous le lisons avec attention.`,
      ];
    if (c.band === 'mixed')
      return [
        `Merci pour ${note} sur ${c.business}, et pour ${v(c, 'votre', 'ta')} franchise.`,
        `Merci d'avoir partagé ${note} sur ${c.business}.`,
      ];
    return [
      `Un grand merci pour ${note} sur ${c.business} !`,
      `Merci beaucoup pour ${note}, toute l'équipe ${deBusiness(c.business, { keepArticle: c.keepArticle })} est ravie.`,
      `Quel plaisir de lire ${note} sur ${c.business} !`,
    ];
  },
  praise: (_c, themes) => {
    const named = list(themes.map((theme) => PRAISED[theme]));
    return [
      `Merci d'avoir souligné ${named}, cela nous fait très plaisir.`,
      `Nous sommes heureux que ${named} ${themes.length > 1 ? 'aient' : 'ait'} fait la différence.`,
    ];
  },
  apology: (c, themes) => {
    const named = list(themes.map((theme) => BLAMED[theme]));
    return [
      `Nous sommes sincèrement désolés de ce que ${v(c, 'vous nous dites', 'tu nous dis')} concernant ${named}.`,
      `Nous regrettons vraiment ${v(c, 'votre', 'ta')} déception concernant ${named}.`,
    ];
  },
  generalApology: (c) => [
    `Nous sommes sincèrement désolés que ${v(c, 'votre', 'ta')} visite n'ait pas été à la hauteur.`,
    `Nous regrettons vraiment que ${v(c, 'votre', 'ton')} expérience ait été décevante.`,
  ],
  nextStep: (c) => [
    `${v(c, "N'hésitez pas", "N'hésite pas")} à revenir nous voir ou à contacter directement ${c.business} pour en parler : nous tenons à comprendre ce qui s'est passé.`,
    `${v(c, 'Pourriez-vous', 'Pourrais-tu')} nous contacter directement ou passer nous voir ? Nous aimerions en parler avec ${v(c, 'vous', 'toi')}.`,
  ],
  tradeLine: (c) => {
    const you = v(c, 'vous', 'te');
    switch (c.trade) {
      case 'bakery':
        return [`Au plaisir de ${you} régaler encore avec notre pain et nos douceurs !`, `À très vite au comptoir !`];
      case 'restaurant':
        return [
          `Au plaisir de ${you} recevoir de nouveau à notre table !`,
          `Nous serons ravis de ${you} accueillir pour un prochain repas.`,
        ];
      case 'hairdresser':
        return [
          `Au plaisir de prendre soin de ${v(c, 'vos', 'tes')} cheveux lors de ${v(c, 'votre', 'ton')} prochain passage !`,
          `À bientôt au salon !`,
        ];
      case 'garage':
        return [
          `Nous restons à ${v(c, 'votre', 'ta')} disposition pour l'entretien de ${v(c, 'votre', 'ton')} véhicule.`,
          `À bientôt à l'atelier !`,
        ];
      default:
        return [`Au plaisir de ${you} revoir très bientôt !`, `Nous serons ravis de ${you} accueillir de nouveau.`];
    }
  },
  extra: (c) =>
    c.band === 'complaint'
      ? ['Chaque retour nous aide à progresser.', `Un avis comme ${v(c, 'le vôtre', 'le tien')} nous aide à nous améliorer.`]
      : [
          'Les avis comme celui-ci donnent beaucoup de cœur à l’ouvrage à toute l’équipe.',
          'Chaque avis nous aide à faire connaître notre travail.',
        ],
  warmth: (c) =>
    c.band === 'complaint'
      ? [`${v(c, 'Votre', 'Ton')} retour compte vraiment pour nous.`]
      : [`${v(c, 'Votre', 'Ton')} message nous a fait chaud au cœur.`],
  closing: (c) => {
    if (c.tone === 'professional') return ['Cordialement,', 'Bien cordialement,'];
    if (c.band === 'complaint') return [`Bien à ${v(c, 'vous', 'toi')},`];
    if (c.tone === 'casual') return ['À bientôt !', 'À très vite !'];
    return [`Belle journée à ${v(c, 'vous', 'toi')} !`, 'Avec toute notre gratitude,'];
  },
};
