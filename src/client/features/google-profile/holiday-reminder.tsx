import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

import type { HolidayReminder as Reminder } from '../../../shared/api/google-profile';

/** « Le 25 décembre », as the interface language writes a day of the year. */
export function holidayDay(t: (key: string) => string, date: string): string {
  return dayjs(date).format(t('googleProfile.reminder.dayFormat'));
}

type HolidayReminderProps = {
  holiday: Reminder['holiday'];
  saving: boolean;
  /** Closes the establishment all that day on Google (the hours are saved at once). */
  onClose: (date: string) => void;
};

/**
 * « Le 25 décembre approche : vos horaires ? »: the next French public holiday within two weeks for which the profile
 * has no exceptional hours (the server works it out), with the quick answer « Fermé ce jour-là ».
 */
export function HolidayReminder({ holiday, saving, onClose }: HolidayReminderProps) {
  const { t } = useTranslation();
  if (!holiday) return null;
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" loading={saving} onClick={() => onClose(holiday.date)}>
          {t('googleProfile.reminder.close')}
        </Button>
      }
    >
      {t('googleProfile.reminder.text', { day: holidayDay(t, holiday.date), name: holiday.name })}
    </Alert>
  );
}
