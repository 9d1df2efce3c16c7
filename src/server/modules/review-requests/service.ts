import { createRequestDelivery } from './delivery-service';
import { requestHistory, type HistoryPlaces } from './history-service';
import { createRequestLinks } from './links-service';
import type { ReviewRequestsDependencies } from './request-rows';
import { createRequestSending } from './sending-service';
import { createRequestSettings } from './settings-service';

export { namesMatch } from './attribution';
export { REFUSALS_KEPT } from './sending-service';
export type { RequestPlan } from './quota';
export type { ReviewRequestsDependencies } from './request-rows';

/**
 * Review requests, in four parts on one clock: the listing's link, settings and till hook (settings-service.ts); the
 * sends, checked one contact at a time (unsubscribed, asked too recently, over the month's quota, unusable)
 * (sending-service.ts); the sending itself on the job queue, one send per request whatever the instances, with the
 * sending hours, reminders and the schedule's sweep (delivery-service.ts); the links a customer follows: opens and
 * unsubscriptions (links-service.ts). Beside them, the history and the estimate of the reviews they brought
 * (history-service.ts, attribution.ts); what the parts share is in request-rows.ts and quota.ts.
 */
export function createReviewRequests(dependencies: ReviewRequestsDependencies) {
  const { db, now = () => new Date() } = dependencies;
  const settings = createRequestSettings({ ...dependencies, now });
  const sending = createRequestSending({ ...dependencies, now, settingsRowOf: settings.settingsRowOf });
  const delivery = createRequestDelivery({ ...dependencies, now });
  const links = createRequestLinks({ db, now });

  return {
    stateOf: settings.stateOf,
    saveSettings: settings.saveSettings,
    send: sending.send,
    history: (places: HistoryPlaces, query: Parameters<typeof requestHistory>[2]) => requestHistory(db, places, query),
    deliver: delivery.deliver,
    sweep: delivery.sweep,
    reviewFormOf: links.reviewFormOf,
    open: links.open,
    unsubscribeTarget: links.unsubscribeTarget,
    unsubscribe: links.unsubscribe,
    hookTarget: settings.hookTarget,
    rotateHookSecret: settings.rotateHookSecret,
  };
}

export type ReviewRequests = ReturnType<typeof createReviewRequests>;
