import { useEffect, useSyncExternalStore } from 'react';
import Button from '@mui/material/Button';
import { closeSnackbar, enqueueSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { AppServiceWorker } from './service-worker';

const UPDATE_SNACKBAR = 'app-update';
const never = () => () => undefined;

/** « Nouvelle version disponible — Recharger » while a new version of the app waits, on every screen. */
export function UpdatePrompt({ serviceWorker }: { serviceWorker: AppServiceWorker | null }) {
  const { t } = useTranslation();
  const waiting = useSyncExternalStore(serviceWorker?.subscribe ?? never, () => serviceWorker?.isUpdateWaiting() ?? false);

  useEffect(() => {
    if (!waiting || !serviceWorker) return;
    enqueueSnackbar(t('pwa.updateReady'), {
      key: UPDATE_SNACKBAR,
      preventDuplicate: true,
      persist: true,
      variant: 'info',
      action: () => (
        <Button color="inherit" size="small" variant="outlined" onClick={() => serviceWorker.activateUpdate()}>
          {t('pwa.reload')}
        </Button>
      ),
    });
    return () => closeSnackbar(UPDATE_SNACKBAR);
  }, [waiting, serviceWorker, t]);

  return null;
}
