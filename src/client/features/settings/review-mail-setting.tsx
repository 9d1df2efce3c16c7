import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { notify } from '../../components/notify';
import { useTranslation } from 'react-i18next';
import { useNotificationPreferencesQuery, useSaveNotificationPreferencesMutation } from '../../api/users-api';
import { SettingsSection } from '../../components/settings-section';
import { apiErrorText } from '../../i18n/api-error-text';
import { DigestDaySetting } from './digest-day-setting';

/**
 * Settings → Notifications → E-mails: the mail sent when the schedule finds new reviews, and the weekly digest's day.
 * Stored on the server, which sends them.
 */
export function ReviewMailSetting() {
  const { t } = useTranslation();
  const { data, isLoading } = useNotificationPreferencesQuery();
  const [save, { isLoading: isSaving }] = useSaveNotificationPreferencesMutation();

  const handleChange = async (newReviewMail: boolean) => {
    try {
      await save({ newReviewMail }).unwrap();
    } catch (error) {
      notify(apiErrorText(t, error, 'apiErrors.INTERNAL_ERROR'), 'error');
    }
  };

  return (
    <SettingsSection title={t('settings.notifications.mails')} description={t('settings.notifications.mailsHint')}>
      <FormControlLabel
        control={
          <Switch
            checked={data?.newReviewMail ?? false}
            disabled={isLoading || isSaving || !data}
            onChange={(event) => void handleChange(event.target.checked)}
          />
        }
        label={t('settings.notifications.newReviewMail')}
      />
      <DigestDaySetting />
    </SettingsSection>
  );
}
