import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PUSH_CHOICES } from '../../../shared/api/notifications';
import { useAlertStateQuery } from '../../api/alerts-api';
import { LoadError } from '../../components/load-error';
import { SettingsSection } from '../../components/settings-section';
import { apiErrorText } from '../../i18n/api-error-text';
import { PushChoices } from './push-choices';
import { PushDeviceList } from './push-device-list';
import { ThisDeviceAlerts } from './this-device-alerts';
import { useSaveAlertSettings } from './use-save-alert-settings';
import { useThisDeviceAlerts } from './use-this-device-alerts';

/** Settings → Notifications → Alerts on your devices: this device on or off, what alerts, and the devices enabled. */
export function PushAlertSettings() {
  const { t } = useTranslation();
  const { data, error, isError, refetch } = useAlertStateQuery();
  const save = useSaveAlertSettings();
  const device = useThisDeviceAlerts(data);

  return (
    <SettingsSection title={t('settings.notifications.push.title')} description={t('settings.notifications.push.hint')}>
      {isError ? (
        <LoadError message={apiErrorText(t, error, 'settings.notifications.push.loadFailed')} onRetry={() => void refetch()} />
      ) : (
        <Stack sx={{ gap: 2.5 }}>
          {data ? (
            <ThisDeviceAlerts status={device.status} isBusy={device.isBusy} onEnable={device.enable} onDisable={device.disable} />
          ) : (
            <Skeleton variant="rounded" height={40} width={280} sx={{ maxWidth: '100%' }} aria-hidden />
          )}
          <Divider />
          <PushChoices
            choices={data?.settings.push ?? DEFAULT_PUSH_CHOICES}
            disabled={!data}
            onChange={(push) => data && void save({ ...data.settings, push })}
          />
          <Divider />
          <PushDeviceList
            devices={data?.devices ?? []}
            thisDeviceId={device.thisDeviceId}
            isBusy={device.isBusy}
            onRemove={device.remove}
          />
        </Stack>
      )}
    </SettingsSection>
  );
}
