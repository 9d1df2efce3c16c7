import { notify } from '../../components/notify';
import { useTranslation } from 'react-i18next';
import { useActivateTrialMutation } from '../../api/subscriptions-api';

/** 'Essai Gratuit': starts the 7-day trial, and says how it went. */
export function useStartTrial() {
  const { t } = useTranslation();
  const [activateTrial, { isLoading }] = useActivateTrialMutation();
  const start = async () => {
    try {
      await activateTrial().unwrap();
      notify(t('pricing.trial.started'), 'success');
    } catch {
      notify(t('pricing.trial.failed'), 'error');
    }
  };
  return { start: () => void start(), isStarting: isLoading };
}
