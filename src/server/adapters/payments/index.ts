import type { ServerConfig } from '../../config';
import type { PaymentsProvider } from './payments-provider';
import { createPaymentsStandIn } from './stand-in';
import { createDisabledPayments, createStripePayments } from './stripe-payments';

/**
 * Stripe when its keys are set; without them, the local stand-in, so every paid feature can be tried offline; never
 * the stand-in in production, where it would give subscriptions away: payments are disabled there instead.
 */
export function createPaymentsProvider(config: Pick<ServerConfig, 'stripe' | 'env'>): PaymentsProvider {
  if (config.stripe) return createStripePayments(config.stripe);
  return config.env === 'production' ? createDisabledPayments() : createPaymentsStandIn();
}
