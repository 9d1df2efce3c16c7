import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { hasSubscriptionAccess, type SubscriptionRow } from './service';

/**
 * The premium gate of the product routes (reviews, AI, dashboard, game management), the same rule
 * as the app's: an active or trialing subscription, or the free trial still to take. Else 402, which
 * the app answers with its plans page. The subscriptions were loaded with the owner at the start of
 * the request (for a member, those of the establishment's account: `plugins/authenticate.ts`).
 */
export async function premiumGate(request: FastifyRequest) {
  if (!request.trialStillToTake && !hasSubscriptionAccess(request.ownerSubscriptions)) {
    throw new AppError(402, 'PREMIUM_REQUIRED', 'A subscription (or the free trial) is needed for this feature');
  }
}

/**
 * What sending to third parties needs (review requests by mail or SMS): a trial actually started and still running, or
 * an active subscription. The trial still to take is not enough: an account made a minute ago would otherwise relay
 * messages with nothing but an e-mail address behind it.
 */
export function requireSubscriptionAccess(rows: readonly SubscriptionRow[], now = new Date()) {
  if (!hasSubscriptionAccess(rows, now)) {
    throw new AppError(
      402,
      'SUBSCRIPTION_REQUIRED',
      "Un essai en cours ou un abonnement actif est nécessaire pour envoyer des demandes d'avis",
    );
  }
}

/** The same rule as a route hook, on the subscriptions loaded with the owner. */
export async function subscriptionGate(request: FastifyRequest) {
  requireSubscriptionAccess(request.ownerSubscriptions);
}
