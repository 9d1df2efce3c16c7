// The alerts module as other modules see it: the service, and what a trigger hands it when something happened.
import type { Alerts } from './service';

export { createAlerts, type AlertEvent, type AlertedReview, type Alerts } from './service';
export type { PushAlert } from './push-alert';

/** What a trigger (new reviews, the approval queue, a sync, Google) needs of the alerts. */
export type AlertNotifier = Pick<Alerts, 'notify'>;

/** For a service built without alerts (a test's own instance): nothing is sent. */
export const NO_ALERTS: AlertNotifier = { notify: async () => {} };
