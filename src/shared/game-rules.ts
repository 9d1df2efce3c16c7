import type { GameSettings } from './api/game';
import type { Language } from './constants';

/** Who organises the game, from the company details given at setup and the listing. */
export type GameOrganiser = { businessName: string; companyName: string | null; address: string | null; siret: string | null };

/**
 * The sentences every published rules text carries, whatever the owner edits: the game is free,
 * open to all, and no prize depends on a review. The server appends any that an edit removed.
 */
export const MANDATORY_RULES: Record<Language, string[]> = {
  fr: [
    'Jeu gratuit sans obligation d’achat.',
    'La participation et les gains ne dépendent en aucun cas du dépôt, du contenu ou de la note d’un avis en ligne.',
  ],
  en: [
    'Free game, no purchase necessary.',
    'Taking part and winning never depend on posting an online review, on its content or on its rating.',
  ],
  es: [
    'Juego gratuito sin obligación de compra.',
    'La participación y los premios no dependen en ningún caso de publicar una reseña en línea, de su contenido ni de su nota.',
  ],
};

/**
 * The rules with the mandatory sentences: unchanged when they are all there in one of the app's
 * languages, else with those of `language` that are missing appended.
 */
export function withMandatoryRules(rules: string, language: Language): string {
  const complete = Object.values(MANDATORY_RULES).some((sentences) => sentences.every((sentence) => rules.includes(sentence)));
  if (complete) return rules;
  const missing = MANDATORY_RULES[language].filter((sentence) => !rules.includes(sentence));
  return `${rules.trimEnd()}\n\n${missing.join('\n')}`;
}

const percent = (value: number, language: Language) =>
  `${new Intl.NumberFormat(language === 'en' ? 'en-GB' : language, { maximumFractionDigits: 1 }).format(value)} %`;

const dayOf = (day: string | null, language: Language) =>
  day
    ? new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${day}T00:00:00Z`),
      )
    : null;

type RulesText = {
  title: string;
  organiser: (organiser: GameOrganiser) => string;
  period: (from: string | null, to: string | null) => string;
  who: string;
  how: (intervalDays: number, perDay: number | null) => string;
  prizesTitle: string;
  prize: (label: string, chance: string, stock: number | null, validityDays: number, conditions: string) => string;
  losing: (label: string, chance: string) => string;
  draw: string;
  data: string;
};

const TEXTS: Record<Language, RulesText> = {
  fr: {
    title: 'Règlement du jeu',
    organiser: ({ businessName, companyName, address, siret }) =>
      `Article 1 – Organisateur\nLe jeu est organisé par ${companyName ?? businessName}${companyName && companyName !== businessName ? ` (${businessName})` : ''}${address ? `, ${address}` : ''}${siret ? `, SIRET ${siret}` : ''}.`,
    period: (from, to) =>
      `Article 2 – Durée\n${from && to ? `Le jeu est ouvert du ${from} au ${to} inclus.` : from ? `Le jeu est ouvert à partir du ${from}.` : to ? `Le jeu est ouvert jusqu’au ${to} inclus.` : 'Le jeu est ouvert tant que l’organisateur le propose.'}`,
    who: 'Article 3 – Participation\nLe jeu est ouvert à toute personne physique, sans condition d’achat ni d’avis. Il suffit d’indiquer un prénom et une adresse e-mail valide.',
    how: (days, perDay) =>
      `Article 4 – Déroulement\nChaque participant lance la roue une fois ${days === 1 ? 'par jour' : `tous les ${days} jours`} (par adresse e-mail et par appareil).${perDay ? ` Le jeu accepte au plus ${perDay} participations par jour.` : ''}`,
    prizesTitle: 'Article 5 – Dotations',
    prize: (label, chance, stock, days, conditions) =>
      `- ${label} : probabilité ${chance}${stock === null ? '' : `, ${stock} lot(s) au total`}, valable ${days} jour(s)${conditions ? `, ${conditions}` : ''}.`,
    losing: (label, chance) => `- ${label} : probabilité ${chance}, sans lot.`,
    draw: 'Article 6 – Attribution\nLe résultat est tiré au sort par le serveur, avec une source aléatoire cryptographique, selon les probabilités ci-dessus ; un lot épuisé ne peut plus être tiré. Le gain est un code remis à l’écran et par e-mail, à présenter en boutique avant sa date de validité. Il n’est ni échangeable ni remboursable.',
    data: 'Article 7 – Données personnelles\nLe prénom et l’adresse e-mail servent uniquement à gérer la participation et à envoyer le gain. Ils ne sont pas utilisés à d’autres fins ni cédés. Chacun peut demander leur suppression à l’organisateur.',
  },
  en: {
    title: 'Game rules',
    organiser: ({ businessName, companyName, address, siret }) =>
      `Article 1 – Organiser\nThe game is organised by ${companyName ?? businessName}${companyName && companyName !== businessName ? ` (${businessName})` : ''}${address ? `, ${address}` : ''}${siret ? `, SIRET ${siret}` : ''}.`,
    period: (from, to) =>
      `Article 2 – Period\n${from && to ? `The game is open from ${from} to ${to} inclusive.` : from ? `The game is open from ${from}.` : to ? `The game is open until ${to} inclusive.` : 'The game is open for as long as the organiser offers it.'}`,
    who: 'Article 3 – Who may play\nAnyone may play, with no purchase and no review required. A first name and a valid e-mail address are enough.',
    how: (days, perDay) =>
      `Article 4 – How to play\nEach player spins the wheel once ${days === 1 ? 'a day' : `every ${days} days`} (per e-mail address and per device).${perDay ? ` The game accepts at most ${perDay} plays a day.` : ''}`,
    prizesTitle: 'Article 5 – Prizes',
    prize: (label, chance, stock, days, conditions) =>
      `- ${label}: chance ${chance}${stock === null ? '' : `, ${stock} in total`}, valid ${days} day(s)${conditions ? `, ${conditions}` : ''}.`,
    losing: (label, chance) => `- ${label}: chance ${chance}, no prize.`,
    draw: 'Article 6 – Draw\nThe result is drawn by the server with a cryptographic random source, with the chances above; a prize that has run out can no longer be drawn. A prize is a code shown on screen and sent by e-mail, to show in the shop before it expires. It cannot be exchanged or refunded.',
    data: 'Article 7 – Personal data\nThe first name and e-mail address are used only to run the game and send the prize. They are used for nothing else and never sold. Anyone may ask the organiser to delete them.',
  },
  es: {
    title: 'Bases del juego',
    organiser: ({ businessName, companyName, address, siret }) =>
      `Artículo 1 – Organizador\nEl juego lo organiza ${companyName ?? businessName}${companyName && companyName !== businessName ? ` (${businessName})` : ''}${address ? `, ${address}` : ''}${siret ? `, SIRET ${siret}` : ''}.`,
    period: (from, to) =>
      `Artículo 2 – Duración\n${from && to ? `El juego está abierto del ${from} al ${to}, ambos incluidos.` : from ? `El juego está abierto a partir del ${from}.` : to ? `El juego está abierto hasta el ${to} incluido.` : 'El juego está abierto mientras el organizador lo ofrezca.'}`,
    who: 'Artículo 3 – Participación\nPuede participar cualquier persona, sin compra ni reseña. Basta con un nombre y una dirección de correo válida.',
    how: (days, perDay) =>
      `Artículo 4 – Desarrollo\nCada participante gira la ruleta una vez ${days === 1 ? 'al día' : `cada ${days} días`} (por correo y por dispositivo).${perDay ? ` El juego acepta como máximo ${perDay} participaciones al día.` : ''}`,
    prizesTitle: 'Artículo 5 – Premios',
    prize: (label, chance, stock, days, conditions) =>
      `- ${label}: probabilidad ${chance}${stock === null ? '' : `, ${stock} en total`}, válido ${days} día(s)${conditions ? `, ${conditions}` : ''}.`,
    losing: (label, chance) => `- ${label}: probabilidad ${chance}, sin premio.`,
    draw: 'Artículo 6 – Sorteo\nEl resultado lo sortea el servidor con una fuente aleatoria criptográfica, según las probabilidades anteriores; un premio agotado ya no puede salir. El premio es un código mostrado en pantalla y enviado por correo, que se presenta en la tienda antes de su caducidad. No es canjeable ni reembolsable.',
    data: 'Artículo 7 – Datos personales\nEl nombre y el correo solo sirven para gestionar la participación y enviar el premio. No se usan para nada más ni se ceden. Cualquiera puede pedir al organizador que los borre.',
  },
};

/** The rules generated from the settings and the organiser's details, ending with the mandatory sentences. */
export function generateGameRules(
  settings: Pick<GameSettings, 'startsOn' | 'endsOn' | 'segments' | 'playIntervalDays' | 'maxPlaysPerDay'>,
  organiser: GameOrganiser,
  language: Language,
): string {
  const text = TEXTS[language];
  const prizes = settings.segments.map((segment) =>
    segment.isPrize
      ? text.prize(segment.label, percent(segment.probability, language), segment.stock, segment.validityDays, segment.conditions)
      : text.losing(segment.label, percent(segment.probability, language)),
  );
  return [
    `${text.title} – ${organiser.businessName}`,
    text.organiser(organiser),
    text.period(dayOf(settings.startsOn, language), dayOf(settings.endsOn, language)),
    text.who,
    text.how(settings.playIntervalDays, settings.maxPlaysPerDay),
    [text.prizesTitle, ...prizes].join('\n'),
    text.draw,
    text.data,
    MANDATORY_RULES[language].join('\n'),
  ].join('\n\n');
}
