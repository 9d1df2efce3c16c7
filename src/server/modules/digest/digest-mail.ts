import { renderBrandedMail } from '../../adapters/mail/branded-layout';
import type { MailMessage } from '../../adapters/mail/mail-transport';

export type DigestContent = {
  to: string;
  business: string;
  /** The week's average rating and the week before's, null without reviews. */
  rating: { current: number | null; previous: number | null };
  newReviews: number;
  /** New reviews of the week per star rating, 1 to 5. */
  byStars: { rating: number; count: number }[];
  /** Share of the week's reviews answered, 0 to 1, null without reviews. */
  responseRate: number | null;
  unanswered: { authorName: string; rating: number; excerpt: string; url: string }[];
  requestsSent: number;
  /** One thing to do, in plain French. */
  suggestion: string;
  appUrl: string;
  unsubscribeUrl: string;
  /** The previous month's report, with the first digest of a month: its month (« octobre 2026 ») and the PDF. */
  report?: { monthLabel: string; filename: string; pdf: Buffer };
};

const decimal = (value: number, digits: number) => value.toFixed(digits).replace('.', ',');
const stars = (rating: number) => `${'★'.repeat(rating)}${'☆'.repeat(5 - rating)}`;

function ratingLine({ current, previous }: DigestContent['rating']): string {
  if (current === null) return 'Note de la semaine : aucun nouvel avis.';
  if (previous === null) return `Note de la semaine : ${decimal(current, 1)} / 5.`;
  const delta = Math.round((current - previous) * 10) / 10;
  const change = delta === 0 ? 'stable' : `${delta > 0 ? '+' : '−'}${decimal(Math.abs(delta), 1)} par rapport à la semaine précédente`;
  return `Note de la semaine : ${decimal(current, 1)} / 5 (${change}).`;
}

/**
 * The weekly digest, in French (the server does not know the owner's interface language; French is the product's
 * default): the week's rating and its change, new reviews by stars, the reviews left unanswered with a link to each,
 * the response rate, the review requests sent, one suggestion, and a one-click unsubscribe; the first of a month
 * carries the previous month's report.
 */
export function digestMail(content: DigestContent): MailMessage {
  const byStars = [...content.byStars]
    .sort((a, b) => b.rating - a.rating)
    .filter((row) => row.count > 0)
    .map((row) => `${stars(row.rating)} : ${row.count}`)
    .join(' · ');
  const paragraphs = [
    ratingLine(content.rating),
    content.newReviews === 0 ? 'Aucun nouvel avis cette semaine.' : `${content.newReviews} nouvel(s) avis : ${byStars}.`,
    content.responseRate === null
      ? 'Taux de réponse : rien à répondre cette semaine.'
      : `Taux de réponse : ${Math.round(content.responseRate * 100)} %.`,
    ...(content.unanswered.length
      ? [
          `Sans réponse (${content.unanswered.length}) :`,
          ...content.unanswered.map(
            (review) => `${stars(review.rating)} ${review.authorName} : « ${review.excerpt} » — Répondre : ${review.url}`,
          ),
        ]
      : ['Tous les avis de la semaine ont une réponse.']),
    `Demandes d'avis envoyées : ${content.requestsSent}.`,
    `À faire cette semaine : ${content.suggestion}`,
    ...(content.report ? [`Votre rapport mensuel de ${content.report.monthLabel} est joint à ce message (PDF).`] : []),
  ];
  const mail = renderBrandedMail({
    to: content.to,
    language: 'fr',
    subject: `${content.business} : votre semaine d'avis`,
    heading: `Votre semaine sur ${content.business}`,
    paragraphs,
    action: { label: 'Ouvrir le tableau de bord', url: content.appUrl },
    footer: `Vous recevez ce résumé chaque semaine. Ne plus le recevoir, en un clic : ${content.unsubscribeUrl}`,
  });
  return {
    ...mail,
    headers: { 'List-Unsubscribe': `<${content.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    ...(content.report && {
      attachments: [{ filename: content.report.filename, content: content.report.pdf, contentType: 'application/pdf' }],
    }),
  };
}

/** One suggestion, the most useful first: answer the unanswered, then ask for reviews, then keep going. */
export function suggestionFor(content: Pick<DigestContent, 'unanswered' | 'newReviews' | 'requestsSent' | 'rating'>): string {
  const low = content.unanswered.filter((review) => review.rating <= 3).length;
  if (low > 0) return `répondez aux ${low} avis de 3 étoiles ou moins : une réponse calme et rapide rassure les prochains clients.`;
  if (content.unanswered.length > 0) return `répondez aux ${content.unanswered.length} avis sans réponse : remercier compte aussi.`;
  if (content.newReviews === 0 && content.requestsSent === 0)
    return 'demandez un avis à vos clients de la semaine : le lien et le QR code sont dans « Demandes d’avis ».';
  return 'continuez ainsi : répondre à chaque avis entretient votre note.';
}
