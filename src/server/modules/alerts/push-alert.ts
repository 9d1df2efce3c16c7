import type { GoogleProblem } from '../../../shared/api/google';
import { approvalLinkOf, type PushPayload } from '../../../shared/api/notifications';
import type { PushOptions } from '../../adapters/push';
import { PATHS } from '../../../shared/app-paths';
import { reviewsScreenPath } from '../../../shared/review-screen-url';

/**
 * One alert as it waits in the job queue for one device, and the text it becomes. Texts are French: the owner's
 * interface language is not known on the server, and French is the product's default.
 */

/** What an alert says of a review: enough for the lock screen, nothing more. */
export type ReviewGist = { id: number; rating: number; author: string; excerpt: string | null };

export type PushAlert =
  | { kind: 'reviews'; listingName: string; reviews: ReviewGist[] }
  | { kind: 'approvals'; listingName: string; reviews: ReviewGist[] }
  | { kind: 'sync-done'; listingName: string; jobId: number; fetched: number }
  /** `day` (YYYY-MM-DD, Paris) makes a connection problem alert once a day at most; a refused reply alerts once per review. */
  | { kind: 'google-problem'; problem: GoogleProblem; reviewId: number; day: string }
  | { kind: 'removals'; listingName: string; reviews: ReviewGist[] };

/** Where each alert leads in the app: the reviews screen with a filter, or the general settings. */
export const ALERT_PATHS = {
  unreadReviews: reviewsScreenPath({ unread: true }),
  removedReviews: reviewsScreenPath({ removed: true }),
  reviews: reviewsScreenPath(),
  googleConnection: PATHS.settingsGeneral,
};

/** The start of a review's text shown on the lock screen. */
export const EXCERPT_LENGTH = 100;

export function excerptOf(text: string | null): string | null {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!flat) return null;
  return flat.length <= EXCERPT_LENGTH ? flat : `${flat.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…`;
}

const stars = (rating: number) => '★'.repeat(rating) + '☆'.repeat(Math.max(0, 5 - rating));
const plural = (count: number, one: string, many: string) => (count > 1 ? many : one);

/** What a device is sent once for each alert: a review is pushed at most once per device, whatever finds it again. */
export function tagsOf(alert: PushAlert): string[] {
  switch (alert.kind) {
    case 'reviews':
      return alert.reviews.map((review) => `review-${review.id}`);
    case 'approvals':
      return alert.reviews.map((review) => `approval-${review.id}`);
    case 'removals':
      return alert.reviews.map((review) => `removed-${review.id}`);
    case 'sync-done':
      return [`sync-${alert.jobId}`];
    case 'google-problem':
      return [alert.problem === 'REPLY_REJECTED' ? `google-reply-${alert.reviewId}` : `google-${alert.problem}-${alert.day}`];
  }
}

/** The alert narrowed to what this device was not sent yet (`claimed`: the tags just claimed for it). */
export function narrowedTo(alert: PushAlert, claimed: Set<string>): PushAlert | null {
  if (alert.kind === 'reviews' || alert.kind === 'approvals' || alert.kind === 'removals') {
    const prefix = { reviews: 'review', approvals: 'approval', removals: 'removed' }[alert.kind];
    const reviews = alert.reviews.filter((review) => claimed.has(`${prefix}-${review.id}`));
    return reviews.length ? { ...alert, reviews } : null;
  }
  return tagsOf(alert).every((tag) => claimed.has(tag)) ? alert : null;
}

const GOOGLE_PROBLEM_TEXTS: Partial<Record<GoogleProblem, string>> = {
  TOKEN_REVOKED: "L'accès de Bonavis à votre fiche Google a été retiré : reconnectez-la pour y publier vos réponses.",
  API_ACCESS_NOT_GRANTED: "Google n'a pas encore ouvert l'accès à votre fiche : vos réponses n'y sont pas publiées.",
  LOCATION_NOT_VERIFIED: "Votre fiche Google n'est pas validée : vos réponses ne peuvent pas y être publiées.",
  REPLY_REJECTED: 'Google a refusé une de vos réponses. Modifiez-la pour la publier.',
};

/** The problems that need the owner: the others (Google busy, unreachable) are retried by themselves. */
export const ALERTED_GOOGLE_PROBLEMS = Object.keys(GOOGLE_PROBLEM_TEXTS) as GoogleProblem[];

const DAY_SECONDS = 24 * 3600;

/** A review alert: one review named with its stars and its first words, several grouped into one. */
function reviewsPush({ listingName, reviews }: Extract<PushAlert, { kind: 'reviews' }>, url: string) {
  const low = reviews.some((review) => review.rating <= 3);
  const options: PushOptions = { ttl: DAY_SECONDS, urgency: low ? 'high' : 'normal' };
  if (reviews.length === 1) {
    const [{ id, rating, author, excerpt }] = reviews;
    const body = excerpt
      ? `« ${excerpt} » — ${author}`
      : `${author} a laissé ${rating} ${plural(rating, 'étoile', 'étoiles')}, sans commentaire.`;
    return { payload: { title: `${listingName} · ${stars(rating)}`, body, url, tag: `review-${id}` }, options };
  }
  const ratings = reviews.map((review) => review.rating).sort((a, b) => a - b);
  const shown = ratings.slice(0, 8).map((rating) => `${rating}★`);
  const body = `Notes : ${shown.join(', ')}${ratings.length > shown.length ? '…' : ''}. Touchez pour les lire.`;
  return { payload: { title: `${reviews.length} nouveaux avis · ${listingName}`, body, url, tag: 'reviews' }, options };
}

/** An approval alert opens the queue; for one reply, that reply at its top, ready to approve in one tap. */
function approvalsPush({ listingName, reviews }: Extract<PushAlert, { kind: 'approvals' }>, publicUrl: string) {
  const options: PushOptions = { ttl: 3 * DAY_SECONDS, urgency: 'normal' };
  if (reviews.length === 1) {
    const [{ id, rating, author }] = reviews;
    // The same tag as the review's own alert: on the device, this one replaces it.
    const body = `Votre réponse à l'avis ${stars(rating)} de ${author} attend votre accord.`;
    const url = `${publicUrl}${approvalLinkOf(id)}`;
    return { payload: { title: `Réponse à valider · ${listingName}`, body, url, tag: `review-${id}` }, options };
  }
  const body = 'Des réponses automatiques attendent votre accord avant d’être publiées.';
  const url = `${publicUrl}${approvalLinkOf(null)}`;
  return { payload: { title: `${reviews.length} réponses à valider · ${listingName}`, body, url, tag: 'approvals' }, options };
}

/** Reviews the source stopped showing: named when one, counted when several; the inbox's « Retirés » filter lists them. */
function removalsPush({ listingName, reviews }: Extract<PushAlert, { kind: 'removals' }>, url: string) {
  const options: PushOptions = { ttl: 3 * DAY_SECONDS, urgency: 'normal' };
  const body =
    reviews.length === 1
      ? `L'avis ${stars(reviews[0].rating)} de ${reviews[0].author} n'apparaît plus sur votre fiche. Bonavis en garde la copie.`
      : `${reviews.length} avis n'apparaissent plus sur votre fiche. Bonavis en garde les copies.`;
  const title = `${reviews.length > 1 ? `${reviews.length} avis retirés` : 'Avis retiré'} · ${listingName}`;
  return { payload: { title, body, url, tag: 'removals' }, options };
}

/** The notification a device shows for `alert`, and how the push service should carry it. */
export function pushOf(alert: PushAlert, publicUrl: string): { payload: PushPayload; options: PushOptions } {
  switch (alert.kind) {
    case 'reviews':
      return reviewsPush(alert, `${publicUrl}${ALERT_PATHS.unreadReviews}`);
    case 'approvals':
      return approvalsPush(alert, publicUrl);
    case 'removals':
      return removalsPush(alert, `${publicUrl}${ALERT_PATHS.removedReviews}`);
    case 'sync-done': {
      const body = alert.fetched
        ? `${alert.fetched} ${plural(alert.fetched, 'avis est à jour', 'avis sont à jour')} dans Bonavis.`
        : 'Vos avis sont à jour dans Bonavis.';
      return {
        payload: { title: `Synchronisation terminée · ${alert.listingName}`, body, url: `${publicUrl}${ALERT_PATHS.reviews}`, tag: 'sync' },
        options: { ttl: 6 * 3600, urgency: 'low', topic: 'sync-done' },
      };
    }
    case 'google-problem': {
      const path = alert.problem === 'REPLY_REJECTED' ? ALERT_PATHS.reviews : ALERT_PATHS.googleConnection;
      const body = GOOGLE_PROBLEM_TEXTS[alert.problem] ?? 'Vos réponses ne peuvent pas être publiées sur Google pour le moment.';
      return {
        payload: { title: 'Google : action requise', body, url: `${publicUrl}${path}`, tag: 'google' },
        options: { ttl: DAY_SECONDS, urgency: 'normal', topic: 'google-problem' },
      };
    }
  }
}
