import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { TRIAL_DAYS } from '../../../shared/subscriptions';
import { useSubscriptionsQuery, useTrialEligibilityQuery } from '../../api/subscriptions-api';
import { useMeQuery } from '../../api/users-api';
import { premiumAccess } from './premium-access';
import { useStartTrial } from './use-start-trial';

/**
 * An owner still eligible for the trial is let in, and offered to start it with one click. A member who set up no
 * business of their own is offered nothing: the organisation's plan is theirs.
 */
export function TrialOfferBanner() {
  const { t } = useTranslation();
  const { data: me } = useMeQuery();
  const ownSetup = me?.hasDoneProfileSetup === true;
  const { data: subscriptions } = useSubscriptionsQuery(undefined, { skip: !ownSetup });
  const { data: eligibility } = useTrialEligibilityQuery(undefined, { skip: !ownSetup });
  const { start, isStarting } = useStartTrial();
  if (!ownSetup || premiumAccess(subscriptions, eligibility?.isEligible) !== 'trial-offered') return null;
  return (
    <Alert
      severity="info"
      sx={{ mb: 3, alignItems: 'center' }}
      action={
        <Button variant="contained" size="small" onClick={start} loading={isStarting}>
          {t('pricing.trial.name')}
        </Button>
      }
    >
      {t('pricing.trial.offer', { days: TRIAL_DAYS })}
    </Alert>
  );
}
