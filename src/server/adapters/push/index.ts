import type { PushConfig } from '../../config';
import { createDisabledPush, type PushSender } from './push-sender';
import { createWebPushSender } from './web-push-sender';

export { createDisabledPush, outcomeOf, PushError } from './push-sender';
export type { PushErrorCode, PushOptions, PushSender, PushSubscription, PushUrgency } from './push-sender';
export { createWebPushSender, type WebPushOptions } from './web-push-sender';

/** Web Push when a VAPID key pair is configured, else nothing is sent. */
export function createPushSender(config: PushConfig): PushSender {
  return config.vapid ? createWebPushSender({ vapid: config.vapid, allowLoopbackHttp: config.allowLoopbackHttp }) : createDisabledPush();
}
