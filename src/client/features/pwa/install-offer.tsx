import { useState, useSyncExternalStore } from 'react';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import SnackbarContent from '@mui/material/SnackbarContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import InstallMobileOutlined from '@mui/icons-material/InstallMobileOutlined';
import { useTranslation } from 'react-i18next';
import { installOfferDeclined, installPrompt } from './install-prompt';

/**
 * Offers installing Bonavis on this device, once: the app's frame renders it, which the setup gate opens only
 * after the listing's first synchronisation (never on the sign-in screen, the wizard or the sync screen). A
 * refusal is remembered; the browser must have said the app is installable.
 */
export function InstallOffer() {
  const { t } = useTranslation();
  const prompt = useSyncExternalStore(installPrompt.subscribe, installPrompt.current);
  const [declined, setDeclined] = useState(installOfferDeclined.read);
  const open = prompt !== null && !declined;

  const handleDecline = () => {
    installOfferDeclined.save();
    setDeclined(true);
  };

  return (
    <Snackbar
      open={open}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      sx={{ maxWidth: { xs: 'calc(100% - 16px)', sm: 480 } }}
    >
      <SnackbarContent
        role="region"
        aria-labelledby="install-offer-title"
        message={
          <Stack direction="row" sx={{ gap: 1.5, alignItems: 'flex-start' }}>
            <InstallMobileOutlined aria-hidden sx={{ mt: 0.25 }} />
            <div>
              <Typography id="install-offer-title" sx={{ fontWeight: 700 }}>
                {t('pwa.installTitle')}
              </Typography>
              <Typography variant="body2">{t('pwa.installText')}</Typography>
            </div>
          </Stack>
        }
        action={
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
            <Button color="inherit" size="small" onClick={handleDecline}>
              {t('pwa.notNow')}
            </Button>
            <Button color="inherit" size="small" variant="outlined" onClick={() => void installPrompt.show()}>
              {t('pwa.install')}
            </Button>
          </Stack>
        }
      />
    </Snackbar>
  );
}
