import { DAY_MS } from '../../../shared/constants';
import type { RatingScale, SourceKind, SourceReview } from './review-source';
import { pick, seededRandom } from '../seeded-random';

/*
 * The stand-ins' demonstration reviews: French, a mix of good and bad, some answered, derived from the connection's
 * id alone (the same id gives the same reviews, on any machine) and the period of the read. Each carries
 * `demo: true`, which the inbox shows as a label, as it does for the maps provider's demonstration listings.
 */

const FIRST_NAMES = ['Camille', 'Julien', 'Sophie', 'Thomas', 'Manon', 'Nicolas', 'Léa', 'Antoine', 'Chloé', 'Hugo', 'Inès', 'Claire'];
const INITIALS = 'BDGLMPRST';

/** Texts by how the diner felt: 0 bad, 1 mixed, 2 good. */
const TEXTS: readonly (readonly string[])[] = [
  [
    'Attente interminable et plat arrivé froid. Dommage.',
    'Accueil glacial, nous ne reviendrons pas.',
    'Réservation oubliée, on nous a fait patienter 40 minutes.',
  ],
  [
    'Cuisine correcte mais service un peu lent ce soir-là.',
    'Bon rapport qualité-prix, salle bruyante.',
    'Le dessert était excellent, le plat principal moins.',
  ],
  [
    'Excellent repas, équipe aux petits soins. Merci !',
    'Une adresse à recommander les yeux fermés.',
    'Produits frais, assiettes généreuses et accueil chaleureux.',
    'Parfait pour un dîner entre amis, nous reviendrons.',
  ],
];
const REPLIES = [
  'Merci beaucoup pour votre message, toute l’équipe a hâte de vous accueillir à nouveau !',
  'Merci pour votre retour. Nous sommes désolés de cette expérience et en avons parlé avec l’équipe.',
];

/** Mood 0 (bad) to 2 (good), mostly good as for small French businesses. */
const moodOf = (roll: number) => (roll < 0.15 ? 0 : roll < 0.35 ? 1 : 2);

function ratingFor(mood: number, scale: RatingScale, random: () => number): { rating: number | null; recommends?: boolean } {
  if (scale === 'recommendation') return { rating: null, recommends: mood > 0 };
  if (scale === 10) return { rating: [3, 6, 8.5][mood] + Math.round(random() * 15) / 10 };
  return { rating: [1, 3, 4][mood] + (mood === 2 && random() < 0.6 ? 1 : 0) };
}

/** A new demonstration review arrives every three days, so the newest ones move on as the stand-in is used. */
export const DEMO_PERIOD_MS = 3 * DAY_MS;

/** The review of period number `period` (of DEMO_PERIOD_MS since 1970), dated in its first day, answered the day after. */
export function demoReview(source: SourceKind, connectionId: string, period: number, scale: RatingScale): SourceReview {
  const random = seededRandom(`${source}:${connectionId}:${period}`);
  const mood = moodOf(random());
  const date = new Date(period * DEMO_PERIOD_MS + Math.floor(random() * DAY_MS));
  const replyDate = date.getTime() + DAY_MS;
  const answered = random() < 0.4;
  return {
    source,
    externalId: `demo-${source}-${connectionId}-${period}`,
    authorName: `${pick(random, FIRST_NAMES)} ${pick(random, [...INITIALS])}.`,
    ...ratingFor(mood, scale, random),
    scale,
    text: pick(random, TEXTS[mood]),
    language: 'fr',
    date,
    reply: answered ? { text: REPLIES[mood === 2 ? 0 : 1], date: new Date(replyDate) } : null,
    demo: true,
  };
}

/** A connection's `count` newest demonstration reviews at `now`, newest first: the same id and day give the same ones. */
export function demoReviews(source: SourceKind, connectionId: string, count: number, scale: RatingScale, now: number): SourceReview[] {
  // The last finished period: its review and its reply are both in the past.
  const newest = Math.floor(now / DEMO_PERIOD_MS) - 1;
  return Array.from({ length: count }, (_, index) => demoReview(source, connectionId, newest - index, scale));
}
