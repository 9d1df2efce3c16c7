import { notify } from '../../components/notify';
import { useTranslation } from 'react-i18next';
import type { AlertSettings } from '../../../shared/api/notifications';
import { useSaveAlertSettingsMutation } from '../../api/alerts-api';
import { apiErrorText } from '../../i18n/api-error-text';

/** Saves the alert settings as a whole (each choice saves as it changes); a refusal is toasted and the choice undone. */
export function useSaveAlertSettings() {
  const { t } = useTranslation();
  const [save] = useSaveAlertSettingsMutation();
  return async (settings: AlertSettings) => {
    try {
      await save(settings).unwrap();
    } catch (error) {
      notify(apiErrorText(t, error, 'apiErrors.INTERNAL_ERROR'), 'error');
    }
  };
}
