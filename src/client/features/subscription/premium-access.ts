import { ACCESS_STATUSES } from '../../../shared/subscriptions';
import type { Subscription } from '../../../shared/api/subscriptions';

/** What the protected gate does once setup is done. */
export type PremiumAccess = 'loading' | 'allowed' | 'trial-offered' | 'premium-required';

/**
 * No ACTIVE or TRIALING subscription and no trial eligibility → 'Abonnement premium requis'.
 * Step 5: otherwise the page shows; an eligible owner is let in and offered the free trial.
 */
export function premiumAccess(subscriptions: Subscription[] | undefined, isEligible: boolean | undefined): PremiumAccess {
  if (subscriptions === undefined) return 'loading';
  if (subscriptions.some((subscription) => ACCESS_STATUSES.includes(subscription.status))) return 'allowed';
  if (isEligible === undefined) return 'loading';
  return isEligible ? 'trial-offered' : 'premium-required';
}
