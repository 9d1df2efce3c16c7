import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import type { SubscriptionsService } from './service';

/**
 * The premium gate of the product routes (reviews, AI, dashboard, game management), the same rule
 * as the app's: an active or trialing subscription, or the free trial still to take. Else 402, which
 * the app answers with its plans page.
 */
export function premiumGate(subscriptions: Pick<SubscriptionsService, 'mayUsePremium'>) {
  return async (request: FastifyRequest) => {
    if (!(await subscriptions.mayUsePremium(request.owner.id))) {
      throw new AppError(402, 'PREMIUM_REQUIRED', 'A subscription (or the free trial) is needed for this feature');
    }
  };
}
