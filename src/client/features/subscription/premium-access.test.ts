import type { Subscription } from '../../../shared/api/subscriptions';
import { premiumAccess } from './premium-access';

const subscription = (status: Subscription['status']): Subscription => ({
  id: 1,
  status,
  planPeriod: 'MONTHLY',
  quantity: 1,
  isTrial: status === 'TRIALING',
  startDate: '2026-11-01T00:00:00.000Z',
  endDate: null,
  cancelAtPeriodEnd: false,
  trialDaysLeft: null,
});

describe('premium gate: a subscription with access, else the trial still to take, else the plans', () => {
  it.each([
    ['loading subscriptions', undefined, undefined, 'loading'],
    ['ACTIVE', [subscription('ACTIVE')], false, 'allowed'],
    ['TRIALING', [subscription('TRIALING')], false, 'allowed'],
    ['CANCELLED, not eligible', [subscription('CANCELLED')], false, 'premium-required'],
    ['SUSPENDED, not eligible', [subscription('SUSPENDED')], false, 'premium-required'],
    ['CANCELLED then ACTIVE again', [subscription('CANCELLED'), subscription('ACTIVE')], false, 'allowed'],
    ['nothing yet, eligible', [], true, 'trial-offered'],
    ['nothing, eligibility loading', [], undefined, 'loading'],
    ['nothing, not eligible', [], false, 'premium-required'],
  ] as const)('%s → %s', (_case, subscriptions, eligible, expected) => {
    expect(premiumAccess(subscriptions as Subscription[] | undefined, eligible)).toBe(expected);
  });
});
