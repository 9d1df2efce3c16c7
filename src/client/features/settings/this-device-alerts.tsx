import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import NotificationsOffOutlined from '@mui/icons-material/NotificationsOffOutlined';
import { useTranslation } from 'react-i18next';
import type { ThisDeviceStatus } from './use-this-device-alerts';

type ThisDeviceAlertsProps = { status: ThisDeviceStatus; isBusy: boolean; onEnable: () => void; onDisable: () => void };

/** « Activer les alertes sur cet appareil », or why it cannot be, or « Désactiver sur cet appareil ». */
export function ThisDeviceAlerts({ status, isBusy, onEnable, onDisable }: ThisDeviceAlertsProps) {
  const { t } = useTranslation();
  const text = (key: string) => t(`settings.notifications.device.${key}`);
  switch (status) {
    case 'unsupported':
    case 'notConfigured':
      return <Alert severity="info">{text(status)}</Alert>;
    case 'denied':
      return (
        <Alert severity="warning">
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {text('deniedTitle')}
          </Typography>
          {text('deniedHelp')}
        </Alert>
      );
    case 'on':
      return (
        <Stack sx={{ gap: 1, alignItems: 'flex-start' }}>
          <Alert severity="success" sx={{ alignSelf: 'stretch' }}>
            {text('isOn')}
          </Alert>
          <Button variant="outlined" startIcon={<NotificationsOffOutlined />} onClick={onDisable} loading={isBusy}>
            {text('disable')}
          </Button>
        </Stack>
      );
    case 'checking':
    case 'off':
      return (
        <Stack sx={{ gap: 1, alignItems: 'flex-start' }}>
          <Button
            variant="contained"
            startIcon={<NotificationsActiveOutlined />}
            onClick={onEnable}
            loading={isBusy}
            disabled={status === 'checking'}
          >
            {text('enable')}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {text('askHint')}
          </Typography>
        </Stack>
      );
  }
}
