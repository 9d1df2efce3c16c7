import type { PushConfig } from '../../config';
import { createPushOutbox } from './push-outbox';
import { createDisabledPush, type PushSender } from './push-sender';
import { createWebPushSender } from './web-push-sender';

export { ENDPOINT_MAX_LENGTH, isCheckedEndpoint, PUSH_SERVICE_HOSTS, pushEndpointOf, type PushEndpoint } from './push-endpoint';
export { createPushOutbox, readPushOutbox, type SentPush } from './push-outbox';
export { createDisabledPush, outcomeOf, PushError } from './push-sender';
export type { PushErrorCode, PushOptions, PushSender, PushSubscription, PushUrgency } from './push-sender';
export { createWebPushSender, type WebPushOptions } from './web-push-sender';

/** With a VAPID key pair: Web Push, or the local outbox file when PUSH_PROVIDER says so; without, nothing is sent. */
export function createPushSender({ vapid, allowLoopbackHttp, sender }: PushConfig): PushSender {
  if (!vapid) return createDisabledPush();
  return sender.kind === 'outbox'
    ? createPushOutbox({ file: sender.file, allowLoopbackHttp })
    : createWebPushSender({ vapid, allowLoopbackHttp });
}
