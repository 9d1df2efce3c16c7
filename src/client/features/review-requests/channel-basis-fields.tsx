import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import MailOutlineOutlined from '@mui/icons-material/MailOutlineOutlined';
import SmsOutlined from '@mui/icons-material/SmsOutlined';
import { useTranslation } from 'react-i18next';
import { CONTACT_BASES, REQUEST_CHANNELS, type ContactBasis, type RequestChannel } from '../../../shared/api/review-requests';

const CHANNEL_ICONS = { email: MailOutlineOutlined, sms: SmsOutlined } as const;

type ChannelFieldProps = { value: RequestChannel; onChange: (channel: RequestChannel) => void; label: string };

/** E-mail or SMS, as two buttons. */
export function ChannelField({ value, onChange, label }: ChannelFieldProps) {
  const { t } = useTranslation();
  return (
    <Stack sx={{ gap: 0.75 }}>
      <Typography id="request-channel-label" variant="body2" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={value}
        aria-labelledby="request-channel-label"
        onChange={(_event, channel: RequestChannel | null) => channel && onChange(channel)}
      >
        {REQUEST_CHANNELS.map((channel) => {
          const Icon = CHANNEL_ICONS[channel];
          return (
            <ToggleButton key={channel} value={channel} sx={{ gap: 1, px: 2, textTransform: 'none' }}>
              <Icon fontSize="small" aria-hidden />
              {t(`reviewRequests.channels.${channel}`)}
            </ToggleButton>
          );
        })}
      </ToggleButtonGroup>
    </Stack>
  );
}

type BasisFieldProps = { value: ContactBasis | ''; onChange: (basis: ContactBasis) => void; error: string | null };

/** Why the owner may write to these contacts: a required choice, never preselected, in plain words. */
export function BasisField({ value, onChange, error }: BasisFieldProps) {
  const { t } = useTranslation();
  return (
    <FormControl component="fieldset" required error={Boolean(error)}>
      <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary', fontSize: 14 }}>
        {t('reviewRequests.send.basis')}
      </FormLabel>
      <RadioGroup name="basis" value={value} onChange={(event) => onChange(event.target.value as ContactBasis)}>
        {CONTACT_BASES.map((basis) => (
          <FormControlLabel
            key={basis}
            value={basis}
            control={<Radio slotProps={{ input: { 'aria-describedby': 'request-basis-help' } }} />}
            label={t(`reviewRequests.bases.${basis}`)}
            // The radio's circle (24 px in a 9 px padding) on the label's first line (24 px high), when the label wraps too.
            sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { mt: '-9px' }, mr: 0 }}
          />
        ))}
      </RadioGroup>
      {/* Flush with the question and the radios, not indented as under a text field. */}
      <FormHelperText id="request-basis-help" sx={{ mx: 0 }}>
        {error ?? t('reviewRequests.send.basisHelp')}
      </FormHelperText>
    </FormControl>
  );
}
