import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSubscriptionsQuery } from '../../api/subscriptions-api';
import { useMeQuery } from '../../api/users-api';
import { SettingsSection } from '../../components/settings-section';
import { PATHS } from '../../config/paths';
import { SubscriptionSummary, useManageSubscription } from './subscription-summary';

/** Settings → Billing: the subscription summary and the invoice history (in the billing portal). */
export function BillingSettingsPage() {
  const { t } = useTranslation();
  const { data: me } = useMeQuery();
  const { data: subscriptions } = useSubscriptionsQuery(undefined, { refetchOnFocus: true });
  const { open, pendingAction } = useManageSubscription();
  const current = subscriptions?.[0];
  const paid = subscriptions?.some((subscription) => !subscription.isTrial);
  return (
    <SettingsSection title={t('settings.tabs.billing')} description={t('settings.billing.description')}>
      {current && me ? (
        <SubscriptionSummary subscription={current} user={me} />
      ) : (
        <Typography color="text.secondary">{t('subscription.none')}</Typography>
      )}
      {paid ? (
        <Button
          variant="text"
          onClick={() => open('manage_subscription')}
          loading={pendingAction === 'manage_subscription'}
          sx={{ justifySelf: 'start' }}
        >
          {t('subscription.invoices')}
        </Button>
      ) : (
        <Button component={RouterLink} to={PATHS.subscription} variant="outlined" sx={{ justifySelf: 'start' }}>
          {t('subscription.seePlans')}
        </Button>
      )}
    </SettingsSection>
  );
}
