import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import { useTranslation } from 'react-i18next';
import type { AlertState } from '../../../shared/api/notifications';
import { formatDate } from '../../i18n/dates';

type PushDeviceListProps = { devices: AlertState['devices']; thisDeviceId: number | null; isBusy: boolean; onRemove: (id: number) => void };

/** The devices that receive the alerts, each with a button that stops them there. */
export function PushDeviceList({ devices, thisDeviceId, isBusy, onRemove }: PushDeviceListProps) {
  const { t } = useTranslation();
  const text = (key: string, values?: Record<string, string>) => t(`settings.notifications.devices.${key}`, values);
  return (
    <section aria-labelledby="push-devices-title">
      <Typography id="push-devices-title" variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
        {text('title')}
      </Typography>
      {devices.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {text('none')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {devices.map((device) => (
            <ListItem
              key={device.id}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={text('remove', { label: device.label })}
                  disabled={isBusy}
                  onClick={() => onRemove(device.id)}
                >
                  <DeleteOutlined />
                </IconButton>
              }
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <DevicesOutlined aria-hidden />
              </ListItemIcon>
              <ListItemText
                primary={device.id === thisDeviceId ? text('thisDevice', { label: device.label }) : device.label}
                secondary={text('addedOn', { date: formatDate(device.createdAt) })}
              />
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}
