import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyUntilDismissed } from '../../components/notify';
import type { AppServiceWorker } from './service-worker';

const UPDATE_NOTICE = 'app-update';
const never = () => () => undefined;

/** « Nouvelle version disponible — Recharger » while a new version of the app waits, on every screen. */
export function UpdatePrompt({ serviceWorker }: { serviceWorker: AppServiceWorker | null }) {
  const { t } = useTranslation();
  const waiting = useSyncExternalStore(serviceWorker?.subscribe ?? never, () => serviceWorker?.isUpdateWaiting() ?? false);

  useEffect(() => {
    if (!waiting || !serviceWorker) return;
    // It stays until the new version takes over and the page reloads.
    return notifyUntilDismissed({
      id: UPDATE_NOTICE,
      message: t('pwa.updateReady'),
      actionLabel: t('pwa.reload'),
      onAction: () => serviceWorker.activateUpdate(),
    });
  }, [waiting, serviceWorker, t]);

  return null;
}
