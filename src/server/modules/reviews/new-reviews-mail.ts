import { renderBrandedMail } from '../../adapters/mail/branded-layout';
import type { MailMessage } from '../../adapters/mail/mail-transport';

type NewReview = { authorName: string; reviewRate: number; reviewContent: string | null };

const EXCERPT_LENGTH = 140;
/** A digest lists a few reviews; the inbox has the rest. */
const LISTED_REVIEWS = 5;

const excerpt = (text: string | null) => {
  if (!text) return '(sans commentaire)';
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : text;
};

/**
 * The digest of new reviews found by one check, in French (the server does not know the owner's
 * interface language; French is the product's default).
 */
export function newReviewsMail(to: string, listingName: string, found: NewReview[], inboxUrl: string): MailMessage {
  const count = found.length;
  const listed = found
    .slice(0, LISTED_REVIEWS)
    .map(
      (review) =>
        `${'★'.repeat(review.reviewRate)}${'☆'.repeat(5 - review.reviewRate)} ${review.authorName} : « ${excerpt(review.reviewContent)} »`,
    );
  return renderBrandedMail({
    to,
    language: 'fr',
    subject: count === 1 ? `Nouvel avis sur ${listingName}` : `${count} nouveaux avis sur ${listingName}`,
    heading: count === 1 ? 'Un nouvel avis vient d’arriver' : `${count} nouveaux avis viennent d’arriver`,
    paragraphs: [
      ...listed,
      ...(count > LISTED_REVIEWS ? [`… et ${count - LISTED_REVIEWS} autre(s).`] : []),
      'Répondre vite, c’est montrer à vos clients que leur avis compte.',
    ],
    action: { label: 'Lire et répondre', url: inboxUrl },
    footer: 'Vous recevez ce message car les alertes de nouveaux avis sont activées. Désactivez-les dans Paramètres → Notifications.',
  });
}
