import { useEffect, useState } from 'react';
import { notify } from '../../components/notify';
import { useTranslation } from 'react-i18next';
import type { AlertState } from '../../../shared/api/notifications';
import { useAddPushDeviceMutation, useRemovePushDeviceMutation } from '../../api/alerts-api';
import { fieldErrorsOf } from '../../api/api-error';
import { apiErrorText } from '../../i18n/api-error-text';
import { deviceOf } from './device-label';
import {
  askPermission,
  canReceivePush,
  currentSubscription,
  permission,
  pushDeviceId,
  subscribe,
  subscriptionBody,
} from '../../session/push-subscription';

/**
 * Where this device stands: `unsupported` (no push in this browser), `notConfigured` (the server has no VAPID key),
 * `denied` (the owner refused the browser's permission: only the browser's settings can change it), `checking`
 * (its subscription is being read), `off` or `on`.
 */
export type ThisDeviceStatus = 'unsupported' | 'notConfigured' | 'denied' | 'checking' | 'off' | 'on';

/** Push alerts on this device: its status, and turning them on or off; removing a listed device (this one too). */
export function useThisDeviceAlerts(state: AlertState | undefined) {
  const { t } = useTranslation();
  const supported = canReceivePush();
  const [browserPermission, setBrowserPermission] = useState(() => (supported ? permission() : 'default'));
  const [subscribed, setSubscribed] = useState<boolean | null>(supported ? null : false);
  const [deviceId, setDeviceId] = useState(pushDeviceId.read);
  const [isBusy, setBusy] = useState(false);
  const [addDevice] = useAddPushDeviceMutation();
  const [removeDevice] = useRemovePushDeviceMutation();

  useEffect(() => {
    if (!supported) return;
    let current = true;
    currentSubscription().then(
      (subscription) => current && setSubscribed(subscription !== null),
      () => current && setSubscribed(false),
    );
    return () => {
      current = false;
    };
  }, [supported]);

  // The server may have dropped this device (the oldest goes when too many are enabled): it is off then.
  const isListed = deviceId !== null && (state?.devices.some((device) => device.id === deviceId) ?? false);
  const status: ThisDeviceStatus = !supported
    ? 'unsupported'
    : state && state.vapidPublicKey === null
      ? 'notConfigured'
      : browserPermission === 'denied'
        ? 'denied'
        : subscribed === null || !state
          ? 'checking'
          : subscribed && isListed
            ? 'on'
            : 'off';

  const forget = () => {
    pushDeviceId.clear();
    setDeviceId(null);
  };

  const label = () => {
    const { browser, system } = deviceOf(navigator.userAgent);
    return t('settings.notifications.device.label', {
      browser: browser ?? t('settings.notifications.device.unknownBrowser'),
      system: system ?? t('settings.notifications.device.unknownSystem'),
    });
  };

  const run = async (action: () => Promise<void>, failureKey: string) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      // A subscription the server refuses says which part (`validation.push.endpoint`…).
      const [fieldError] = Object.values(fieldErrorsOf(error) ?? {});
      notify(fieldError ? t(fieldError) : apiErrorText(t, error, failureKey), 'error');
    } finally {
      setBusy(false);
    }
  };

  /** The browser asks its permission here, and only here: the owner pressed « Activer les alertes sur cet appareil ». */
  const enable = () =>
    run(async () => {
      if (!state?.vapidPublicKey) return;
      const answer = browserPermission === 'granted' ? 'granted' : await askPermission();
      setBrowserPermission(answer);
      // Refused: explained, never asked again; dismissed: the button stays.
      if (answer !== 'granted') return;
      const subscription = await subscribe(state.vapidPublicKey);
      setSubscribed(true);
      const { id } = await addDevice(subscriptionBody(subscription, label())).unwrap();
      pushDeviceId.save(id);
      setDeviceId(id);
      notify(t('settings.notifications.device.enabled'), 'success');
    }, 'settings.notifications.device.enableFailed');

  const disable = () =>
    run(async () => {
      await (await currentSubscription())?.unsubscribe();
      setSubscribed(false);
      if (deviceId !== null && isListed) await removeDevice(deviceId).unwrap();
      forget();
      notify(t('settings.notifications.device.disabled'), 'success');
    }, 'settings.notifications.device.disableFailed');

  const remove = (id: number) =>
    run(async () => {
      await removeDevice(id).unwrap();
      if (id === deviceId) {
        forget();
        await (await currentSubscription())?.unsubscribe();
        setSubscribed(false);
      }
      notify(t('settings.notifications.device.removed'), 'success');
    }, 'apiErrors.INTERNAL_ERROR');

  return { status, isBusy, thisDeviceId: isListed ? deviceId : null, enable, disable, remove };
}
