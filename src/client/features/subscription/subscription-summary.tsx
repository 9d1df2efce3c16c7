import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { notify } from '../../components/notify';
import { useTranslation } from 'react-i18next';
import { MANAGE_SUBSCRIPTION_ACTIONS, type ManageSubscriptionAction, type SubscriptionStatus } from '../../../shared/subscriptions';
import { errorCodeOf } from '../../api/api-error';
import type { ApiErrorCode } from '../../../shared/api/errors';
import type { Subscription } from '../../../shared/api/subscriptions';
import type { User } from '../../../shared/api/users';
import { useManageSubscriptionLinkMutation } from '../../api/subscriptions-api';
import { formatDate } from '../../i18n/dates';

const STATUS_COLORS: Record<SubscriptionStatus, 'success' | 'info' | 'default' | 'warning'> = {
  ACTIVE: 'success',
  TRIALING: 'info',
  CANCELLED: 'default',
  SUSPENDED: 'warning',
};

export const planNameKey = (subscription: Subscription) =>
  subscription.isTrial ? 'pricing.trial.name' : subscription.planPeriod === 'YEARLY' ? 'pricing.yearly.name' : 'pricing.monthly.name';

/** What the billing portal link's refusals say; any other failure is unknown. */
const MANAGE_ERROR_KEYS: Partial<Record<ApiErrorCode, string>> = {
  NO_STRIPE_CUSTOMER: 'subscription.errors.noCustomer',
  PAYMENTS_UNAVAILABLE: 'subscription.errors.unavailable',
  PAYMENTS_DISABLED: 'subscription.errors.unavailable',
};

/** Opens the billing portal page of an action in a new tab; explains when it cannot. */
export function useManageSubscription() {
  const { t } = useTranslation();
  const [getLink, { isLoading, originalArgs }] = useManageSubscriptionLinkMutation();
  const open = async (action: ManageSubscriptionAction) => {
    try {
      const { link } = await getLink(action).unwrap();
      window.open(link, '_blank', 'noopener,noreferrer');
    } catch (error) {
      const code = errorCodeOf(error);
      notify(t((code && MANAGE_ERROR_KEYS[code]) ?? 'subscription.errors.unknown'), 'error');
    }
  };
  return { open: (action: ManageSubscriptionAction) => void open(action), pendingAction: isLoading ? originalArgs : undefined };
}

/** The current plan: status, trial days left or renewal date, AI credits, and the portal actions. */
export function SubscriptionSummary({ subscription, user }: { subscription: Subscription; user: User }) {
  const { t } = useTranslation();
  const { open, pendingAction } = useManageSubscription();
  const endDate = subscription.endDate ? formatDate(subscription.endDate) : null;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
          {t(planNameKey(subscription))}
        </Typography>
        <Chip size="small" color={STATUS_COLORS[subscription.status]} label={t(`subscription.statuses.${subscription.status}`)} />
      </Box>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 1, m: 0 }}>
        {subscription.trialDaysLeft !== null && (
          <>
            <Typography component="dt" color="text.secondary">
              {t('subscription.trialLeft')}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
              {t('subscription.days', { count: subscription.trialDaysLeft })}
            </Typography>
          </>
        )}
        {endDate && subscription.trialDaysLeft === null && (
          <>
            <Typography component="dt" color="text.secondary">
              {t(subscription.cancelAtPeriodEnd || subscription.status === 'CANCELLED' ? 'subscription.endsOn' : 'subscription.renewsOn')}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
              {endDate}
            </Typography>
          </>
        )}
        <Typography component="dt" color="text.secondary">
          {t('subscription.aiCredits')}
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
          {user.aiCredits}
        </Typography>
      </Box>
      {!subscription.isTrial && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {MANAGE_SUBSCRIPTION_ACTIONS.map((action) => (
            <Button
              key={action}
              variant={action === 'manage_subscription' ? 'contained' : 'outlined'}
              onClick={() => open(action)}
              loading={pendingAction === action}
            >
              {t(`subscription.actions.${action}`)}
            </Button>
          ))}
        </Box>
      )}
    </Box>
  );
}
