import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { DIGEST_DAYS, type DigestDay } from '../../../shared/api/notifications';
import { useAlertStateQuery } from '../../api/alerts-api';
import { useSaveAlertSettings } from './use-save-alert-settings';

/** The weekly digest by e-mail: the day it is sent (at 8:00), or off. */
export function DigestDaySetting() {
  const { t } = useTranslation();
  const { data } = useAlertStateQuery();
  const save = useSaveAlertSettings();
  return (
    <TextField
      select
      label={t('settings.notifications.digest.label')}
      helperText={t('settings.notifications.digest.hint')}
      value={data?.settings.digestDay ?? ''}
      disabled={!data}
      onChange={(event) => data && void save({ ...data.settings, digestDay: event.target.value as DigestDay })}
      sx={{ maxWidth: 360 }}
    >
      {DIGEST_DAYS.map((day) => (
        <MenuItem key={day} value={day}>
          {t(`settings.notifications.digest.days.${day}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
