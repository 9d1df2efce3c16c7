import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { TRIAL_DAYS } from '../../../shared/subscriptions';
import { useSubscriptionsQuery, useTrialEligibilityQuery } from '../../api/subscriptions-api';
import { premiumAccess } from './premium-access';
import { useStartTrial } from './use-start-trial';

/** An owner still eligible for the trial is let in, and offered to start it with one click. */
export function TrialOfferBanner() {
  const { t } = useTranslation();
  const { data: subscriptions } = useSubscriptionsQuery();
  const { data: eligibility } = useTrialEligibilityQuery();
  const { start, isStarting } = useStartTrial();
  if (premiumAccess(subscriptions, eligibility?.isEligible) !== 'trial-offered') return null;
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
