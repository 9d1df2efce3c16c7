import type { FastifyInstance } from 'fastify';
import { createSmsSender } from '../../adapters/sms';
import { injectAs } from '../../test-emulator';
import { createReviewRequests } from './service';

/**
 * The app's review requests made again on a clock the test owns, for its routes and jobs alike
 * (`app.reviewRequests = requestsOnClock(app, () => clock())`); `smsCountries` stands for another operator's list.
 */
export const requestsOnClock = (app: FastifyInstance, now: () => Date, smsCountries = app.config.reviewRequests.smsCountries) =>
  createReviewRequests({
    db: app.database.db,
    mail: app.mail,
    sms: createSmsSender(app.config.sms),
    smsSender: app.config.sms.sender,
    jobs: app.jobs,
    publicUrl: app.config.publicUrl,
    intervalDays: app.config.reviewRequests.intervalDays,
    retentionMonths: app.config.reviewRequests.retentionMonths,
    log: app.log,
    smsCountries,
    now,
  });

/** A day of last month at 10:00 UTC: a past instant well inside one Paris month, whatever today is. */
export const lastMonth = (day: number) => {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, day, 10));
};

/** The owner saves the settings with this sentence of theirs (by e-mail, a reminder after 5 days). */
export const saveSentence = (app: FastifyInstance, owner: { idToken: string }, customSentence: string) =>
  injectAs(app, owner, {
    method: 'PUT',
    url: '/api/reviews/private/requests/settings',
    payload: { channel: 'email', reminder: true, reminderAfterDays: 5, customSentence },
  });
