import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSubscriptionsQuery, useTrialEligibilityQuery } from '../../api/subscriptions-api';
import { useMeQuery } from '../../api/users-api';
import { Page } from '../../components/page';
import { PricingTable } from './pricing-table';
import { SubscriptionSummary } from './subscription-summary';
import { useStartTrial } from './use-start-trial';

/** `/subscription/home`: the current plan and its actions, and the plans to choose from. */
export function SubscriptionPage() {
  const { t } = useTranslation();
  const { data: me } = useMeQuery();
  const { data: subscriptions } = useSubscriptionsQuery(undefined, { refetchOnFocus: true });
  const { data: eligibility } = useTrialEligibilityQuery();
  const { start, isStarting } = useStartTrial();
  const current = subscriptions?.[0];
  if (!me) return null;
  return (
    <Page title={t('pages.subscription')}>
      <Card>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {t('subscription.current')}
          </Typography>
          {current ? (
            <SubscriptionSummary subscription={current} user={me} />
          ) : (
            <Typography color="text.secondary">{t('subscription.none')}</Typography>
          )}
        </CardContent>
      </Card>
      {(!current || current.isTrial || current.status === 'CANCELLED') && (
        <>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {t('subscription.choosePlan')}
          </Typography>
          <PricingTable
            email={me.email ?? ''}
            providerUid={me.providerUid}
            trial={eligibility?.isEligible ? { onStart: start, isStarting } : undefined}
          />
        </>
      )}
    </Page>
  );
}
