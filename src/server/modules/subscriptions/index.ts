// The subscriptions module as other modules see it: its service, the premium gate, and Stripe's changes.
export {
  createSubscriptionsService,
  effectiveStatus,
  hasPremiumAccess,
  hasSubscriptionAccess,
  toApiSubscription,
  withSubscriptionAccess,
  type SubscriptionRow,
  type SubscriptionsService,
} from './service';
export { premiumGate, requireSubscriptionAccess, subscriptionGate } from './premium-gate';
export * as stripeChanges from './stripe-changes';
export type { ChangeOrder, SubscriptionChange } from './stripe-changes';
export { createTrialAddresses, type TrialAddresses } from './trial-addresses';
