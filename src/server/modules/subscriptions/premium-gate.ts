import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { hasPremiumAccess } from './service';

/**
 * The premium gate of the product routes (reviews, AI, dashboard, game management), the same rule
 * as the app's: an active or trialing subscription, or the free trial still to take. Else 402, which
 * the app answers with its plans page. The subscriptions were loaded with the owner at the start of
 * the request.
 */
export async function premiumGate(request: FastifyRequest) {
  if (!hasPremiumAccess(request.owner, request.ownerSubscriptions)) {
    throw new AppError(402, 'PREMIUM_REQUIRED', 'A subscription (or the free trial) is needed for this feature');
  }
}
