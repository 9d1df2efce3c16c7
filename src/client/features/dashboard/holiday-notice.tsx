import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import dayjs from 'dayjs';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useProfileHolidayReminderQuery } from '../../api/google-profile-api';
import { PATHS } from '../../config/paths';

/**
 * « Le 25 décembre approche : vos horaires ? » on the dashboard, with the way to the hours: the next French public
 * holiday within two weeks that the Google profile has no hours for. Nothing otherwise, nor when the establishment is
 * not connected to Google (the reminder's refusal).
 */
export function HolidayNotice({ location }: { location: number }) {
  const { t } = useTranslation();
  const { data } = useProfileHolidayReminderQuery({ location });
  const holiday = data?.holiday;
  if (!holiday) return null;
  return (
    <Alert
      severity="info"
      component="section"
      role="region"
      aria-label={t('dashboard.profile.reminderLabel')}
      action={
        <Button component={RouterLink} to={PATHS.googleProfile} color="inherit" size="small">
          {t('dashboard.profile.reminderAction')}
        </Button>
      }
    >
      {t('googleProfile.reminder.text', { day: dayjs(holiday.date).format(t('googleProfile.reminder.dayFormat')), name: holiday.name })}
    </Alert>
  );
}
