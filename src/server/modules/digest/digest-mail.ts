import { renderBrandedMail } from '../../adapters/mail/branded-layout';
import type { MailMessage } from '../../adapters/mail/mail-transport';

/** One establishment's week, as the digest tells it. */
export type DigestWeek = {
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
  /** A French public holiday near without special hours on the Google profile (« Le 25 décembre approche »), or none. */
  holiday?: { date: string; name: string } | null;
  /** Where the owner sets the hours. */
  hoursUrl?: string;
};

/**
 * A previous month's report, attached to the first digest of a month: its month (« octobre 2026 »), what it covers
 * (an establishment, or an organisation whose `establishments` the network's PDF ranks) and the file.
 */
export type DigestReport = { monthLabel: string; covers: string; establishments: number; filename: string; pdf: Buffer };

/** Who the digest goes to, and its links. */
export type DigestRecipient = { to: string; appUrl: string; unsubscribeUrl: string };

/** A digest of one establishment. */
export type DigestContent = DigestRecipient & DigestWeek;

const decimal = (value: number, digits: number) => value.toFixed(digits).replace('.', ',');
const stars = (rating: number) => `${'★'.repeat(rating)}${'☆'.repeat(5 - rating)}`;

function ratingLine({ current, previous }: DigestWeek['rating']): string {
  if (current === null) return 'Note de la semaine : aucun nouvel avis.';
  if (previous === null) return `Note de la semaine : ${decimal(current, 1)} / 5.`;
  const delta = Math.round((current - previous) * 10) / 10;
  const change = delta === 0 ? 'stable' : `${delta > 0 ? '+' : '−'}${decimal(Math.abs(delta), 1)} par rapport à la semaine précédente`;
  return `Note de la semaine : ${decimal(current, 1)} / 5 (${change}).`;
}

/** One establishment's lines: the same whether the mail tells one week or several. */
const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

/** « Le 25 décembre approche : vos horaires ? » (« Le 1er mai … »), the app's words for a holiday near. */
export function holidayLine(holiday: { date: string; name: string }, hoursUrl?: string): string {
  const day = Number(holiday.date.slice(8, 10));
  const text = `Le ${day === 1 ? '1er' : day} ${MONTHS[Number(holiday.date.slice(5, 7)) - 1]} approche : vos horaires ?`;
  return hoursUrl ? `${text} (${holiday.name}) Vos horaires sur Google : ${hoursUrl}` : `${text} (${holiday.name})`;
}

function weekLines(week: DigestWeek): string[] {
  const byStars = [...week.byStars]
    .sort((a, b) => b.rating - a.rating)
    .filter((row) => row.count > 0)
    .map((row) => `${stars(row.rating)} : ${row.count}`)
    .join(' · ');
  return [
    ratingLine(week.rating),
    week.newReviews === 0 ? 'Aucun nouvel avis cette semaine.' : `${week.newReviews} nouvel(s) avis : ${byStars}.`,
    week.responseRate === null
      ? 'Taux de réponse : rien à répondre cette semaine.'
      : `Taux de réponse : ${Math.round(week.responseRate * 100)} %.`,
    ...(week.unanswered.length
      ? [
          `Sans réponse (${week.unanswered.length}) :`,
          ...week.unanswered.map(
            (review) => `${stars(review.rating)} ${review.authorName} : « ${review.excerpt} » — Répondre : ${review.url}`,
          ),
        ]
      : ['Tous les avis de la semaine ont une réponse.']),
    `Demandes d'avis envoyées : ${week.requestsSent}.`,
    `À faire cette semaine : ${week.suggestion}`,
    ...(week.holiday ? [holidayLine(week.holiday, week.hoursUrl)] : []),
  ];
}

/** What a report attached to a mail of several establishments covers, and its file. */
function reportLine(report: DigestReport): string {
  if (report.establishments === 1) {
    return `Le rapport mensuel de ${report.monthLabel} de ${report.covers} est joint à ce message (PDF : ${report.filename}).`;
  }
  return (
    `Le rapport mensuel de ${report.monthLabel} de ${report.covers} (${report.establishments} établissements) est joint à ce ` +
    `message (PDF : ${report.filename}) : les chiffres du réseau, le classement des établissements et ceux qui ont le plus bougé.`
  );
}

/**
 * The weekly digest, in French (the server does not know the member's interface language; French is the product's
 * default): for each establishment the member sees, the week's rating and its change, new reviews by stars, the
 * reviews left unanswered with a link to each, the response rate, the review requests sent and one suggestion; and a
 * one-click unsubscribe. One establishment reads as it always did; several get a section each under their name, in
 * one mail. The first of a month carries the previous month's report: an establishment's own, or for several of an
 * organisation the network's (its page, then each establishment's), one file per organisation.
 */
export function digestMail(recipient: DigestRecipient, weeks: readonly DigestWeek[], reports: readonly DigestReport[] = []): MailMessage {
  const [only] = weeks;
  const several = weeks.length > 1;
  const mail = renderBrandedMail({
    to: recipient.to,
    language: 'fr',
    subject: several ? `Vos ${weeks.length} établissements : votre semaine d'avis` : `${only.business} : votre semaine d'avis`,
    heading: several ? `Votre semaine sur vos ${weeks.length} établissements` : `Votre semaine sur ${only.business}`,
    paragraphs: several
      ? [...weeks.flatMap((week) => [week.business, ...weekLines(week)]), ...reports.map(reportLine)]
      : [...weekLines(only), ...reports.map((report) => `Votre rapport mensuel de ${report.monthLabel} est joint à ce message (PDF).`)],
    action: { label: 'Ouvrir le tableau de bord', url: recipient.appUrl },
    footer: `Vous recevez ce résumé chaque semaine. Ne plus le recevoir, en un clic : ${recipient.unsubscribeUrl}`,
  });
  const attachments = reports.map((report) => ({ filename: report.filename, content: report.pdf, contentType: 'application/pdf' }));
  return {
    ...mail,
    headers: { 'List-Unsubscribe': `<${recipient.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    ...(attachments.length > 0 && { attachments }),
  };
}

/** One suggestion, the most useful first: answer the unanswered, then ask for reviews, then keep going. */
export function suggestionFor(content: Pick<DigestWeek, 'unanswered' | 'newReviews' | 'requestsSent' | 'rating'>): string {
  const low = content.unanswered.filter((review) => review.rating <= 3).length;
  if (low > 0) return `répondez aux ${low} avis de 3 étoiles ou moins : une réponse calme et rapide rassure les prochains clients.`;
  if (content.unanswered.length > 0) return `répondez aux ${content.unanswered.length} avis sans réponse : remercier compte aussi.`;
  if (content.newReviews === 0 && content.requestsSent === 0)
    return 'demandez un avis à vos clients de la semaine : le lien et le QR code sont dans « Demandes d’avis ».';
  return 'continuez ainsi : répondre à chaque avis entretient votre note.';
}
