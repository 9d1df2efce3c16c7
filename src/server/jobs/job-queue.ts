import type { PushAlert } from '../modules/alerts/push-alert';

/** Every kind of background job and what it carries. */
export type JobPayloads = {
  /** Fetches a listing's reviews, page by page, from the cursor its stored job row holds. */
  sync: { jobId: number };
  /** Checks every synchronised listing for new reviews (mails, automatic replies). */
  'new-review-check': Record<string, never>;
  /** Sends one stored change of a reply (publication or removal) to Google Business Profile. */
  'google-reply': { reviewId: number; revision: number };
  /** Sends one review request (or its reminder): the request row says which, and only one instance sends it. */
  'review-request': { requestId: number };
  /** Queues the review requests that are due: postponed past quiet hours, reminders; forgets contacts past retention. */
  'review-request-sweep': Record<string, never>;
  /** Mails the weekly digests that are due (8:00 Paris on each account's day), each once per account and week. */
  'weekly-digest': Record<string, never>;
  /** Reads in full the listings due a reconciliation (weekly from Google, monthly from the maps provider). */
  'review-reconciliation': Record<string, never>;
  /** Deletes the removed establishments' review histories past their date (kept 30 days for evidence). */
  'removed-establishments-purge': Record<string, never>;
  /** Reads one review source connection (TheFork, Tripadvisor, Facebook) within the account's budget of calls. */
  'review-source-read': { connectionId: number };
  /** Reads again the one TheFork review its webhook named. */
  'review-source-review': { connectionId: number; reviewUuid: string };
  /** Queues the review source connections due a read. */
  'review-source-schedule': Record<string, never>;
  /** Sends one stored reply to a source whose API takes replies (Facebook), as `google-reply` does to Google. */
  'source-reply': { reviewId: number; revision: number };
  /** Pushes one alert to one device, unless that device was already sent it (the alert's tags, claimed first). */
  'push-alert': { deviceId: number; alert: PushAlert };
  /** Publishes the Google profile's scheduled posts that are due, each claimed by one instance. */
  'google-profile-posts': Record<string, never>;
};

/** The jobs run on a schedule: they carry nothing. */
export type RepeatedJobName =
  | 'new-review-check'
  | 'review-request-sweep'
  | 'weekly-digest'
  | 'review-reconciliation'
  | 'removed-establishments-purge'
  | 'google-profile-posts'
  | 'review-source-schedule';

export type JobName = keyof JobPayloads;

export type JobHandler<Name extends JobName> = (payload: JobPayloads[Name]) => Promise<void>;

/**
 * Called once when a job's last attempt failed and nothing will run it again: its stored state
 * must say so (a sync marked failed, a reply marked not published), or it would wait forever.
 */
export type JobGiveUp<Name extends JobName> = (payload: JobPayloads[Name], error: unknown) => Promise<void>;

/**
 * Thrown by a job that stopped before its end because this instance is shutting down: its
 * state is stored, so it is run again later (on another instance, or at the next start).
 */
export class JobInterrupted extends Error {
  constructor() {
    super('job interrupted by shutdown; it runs again later');
    this.name = 'JobInterrupted';
  }
}

/**
 * Where background jobs run: in this process (one instance), or on BullMQ over Redis, where
 * any instance takes a job, a failed one is retried with backoff and a crashed instance's job
 * is taken over by another.
 */
export type JobQueue = {
  readonly kind: 'in-process' | 'redis';
  /**
   * Says what `name` jobs do, and what to record when one is given up (BullMQ, after its last
   * attempt; the in-process queue never gives up: a job runs again when it is added again or at
   * the next start). Every handler is registered before `start`.
   */
  handle<Name extends JobName>(name: Name, handler: JobHandler<Name>, onGiveUp?: JobGiveUp<Name>): void;
  /** Runs a job on one instance; a job whose key is already waiting or running is not added again. */
  add<Name extends JobName>(name: Name, key: string, payload: JobPayloads[Name]): Promise<void>;
  /** Runs `name` every `everyMs` on one instance at a time (0: never, an outside scheduler does it). */
  repeat(name: RepeatedJobName, everyMs: number): Promise<void>;
  /** Starts taking jobs. */
  start(): Promise<void>;
  /** Resolves once no job of this instance is running (tests). */
  idle(): Promise<void>;
  /** Lets running jobs end (they see their service stopping), then stops. */
  close(): Promise<void>;
};
