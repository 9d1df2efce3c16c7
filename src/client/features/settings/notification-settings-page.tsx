import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { notify } from '../../components/notify';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../state/typed-hooks';
import { SettingsSection } from '../../components/settings-section';
import { notificationSettingsChanged, type ToastPosition } from './settings-slice';
import { PushAlertSettings } from './push-alert-settings';
import { ReviewMailSetting } from './review-mail-setting';

const POSITIONS: ToastPosition[] = ['top-left', 'top-center', 'top-right', 'bottom-left', 'bottom-center', 'bottom-right'];
const VISIBLE_TOAST_CHOICES = [1, 2, 3, 4, 5];
const DURATION_CHOICES_MS = [2000, 4000, 6000, 10000];

/** Settings → Notifications: alerts on the owner's devices, the mails, and where and how the app's toasts appear. */
export function NotificationSettingsPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const notification = useAppSelector((state) => state.settings.notification);
  const label = (key: string) => t(`settings.notifications.${key}`);

  return (
    <Stack sx={{ gap: 2 }}>
      <PushAlertSettings />
      <ReviewMailSetting />
      <SettingsSection title={label('inAppTitle')}>
        <Stack sx={{ gap: 2.5, maxWidth: 360, pt: 1 }}>
          <TextField
            select
            label={label('position')}
            value={notification.position}
            onChange={(event) => dispatch(notificationSettingsChanged({ position: event.target.value as ToastPosition }))}
          >
            {POSITIONS.map((position) => (
              <MenuItem key={position} value={position}>
                {label(`positions.${position}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={label('visibleToasts')}
            value={notification.visibleToasts}
            onChange={(event) => dispatch(notificationSettingsChanged({ visibleToasts: Number(event.target.value) }))}
          >
            {VISIBLE_TOAST_CHOICES.map((count) => (
              <MenuItem key={count} value={count}>
                {count}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={label('duration')}
            value={notification.duration}
            onChange={(event) => dispatch(notificationSettingsChanged({ duration: Number(event.target.value) }))}
          >
            {DURATION_CHOICES_MS.map((duration) => (
              <MenuItem key={duration} value={duration}>
                {duration / 1000}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={
              <Switch
                checked={notification.isExpanded}
                onChange={(event) => dispatch(notificationSettingsChanged({ isExpanded: event.target.checked }))}
              />
            }
            label={label('isExpanded')}
          />
          <Button variant="outlined" sx={{ alignSelf: 'flex-start' }} onClick={() => notify(label('previewMessage'), 'info')}>
            {label('preview')}
          </Button>
        </Stack>
      </SettingsSection>
    </Stack>
  );
}
