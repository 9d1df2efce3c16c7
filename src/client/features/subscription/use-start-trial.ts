import { enqueueSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { useActivateTrialMutation } from '../../api/subscriptions-api';

/** 'Essai Gratuit': starts the 7-day trial, and says how it went. */
export function useStartTrial() {
  const { t } = useTranslation();
  const [activateTrial, { isLoading }] = useActivateTrialMutation();
  const start = async () => {
    try {
      await activateTrial().unwrap();
      enqueueSnackbar(t('pricing.trial.started'), { variant: 'success' });
    } catch {
      enqueueSnackbar(t('pricing.trial.failed'), { variant: 'error' });
    }
  };
  return { start: () => void start(), isStarting: isLoading };
}
