import { EstablishmentRefSchema } from './organizations';
import { array, boolean, integer, isoDate, nullable, object, oneOf, type Static } from './schema';
import { string } from './schema';

/**
 * Review requests: an owner asks customers for a review, by e-mail or SMS, with one public link per listing. Every
 * customer gets the same link to Google's review form (no "were you satisfied?" first), no message promises anything
 * in return, each contact has a recorded basis (an existing customer, or consent), every message can be refused in one
 * click (or STOP), and a contact is asked at most once per REQUEST_INTERVAL_DAYS.
 */

export const REQUEST_CHANNELS = ['email', 'sms'] as const;
export type RequestChannel = (typeof REQUEST_CHANNELS)[number];

/**
 * Why the owner may write to this contact: `customer`, an existing customer told at collection that they may be
 * asked for their opinion and could refuse (the CNIL's "client existant" exception); `consent`, explicit consent.
 */
export const CONTACT_BASES = ['customer', 'consent'] as const;
export type ContactBasis = (typeof CONTACT_BASES)[number];

/** Why a contact was not asked. `QUIET_HOURS` is not a refusal: the SMS waits for the next sending hours. */
/** `COUNTRY_FORBIDDEN`: an SMS to a number outside the regions allowed (France, its overseas, the EU/EEA by default). */
export const REQUEST_REFUSALS = ['UNSUBSCRIBED', 'RECENTLY_INVITED', 'QUOTA_REACHED', 'INVALID_CONTACT', 'COUNTRY_FORBIDDEN'] as const;
export type RequestRefusal = (typeof REQUEST_REFUSALS)[number];

/** Where a request stands: waiting to be sent (now, or after quiet hours), sent, refused, or its sending failed. */
export const REQUEST_STATUSES = ['queued', 'postponed', 'sent', 'refused', 'failed'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** A contact is asked at most once per listing in this many days (a reminder is part of the same request). */
export const REQUEST_INTERVAL_DAYS = 90;
/** A review from a matching name within this many days of a request is attributed to it (an estimate). */
export const ATTRIBUTION_DAYS = 14;
/** Requests per listing per calendar month (Europe/Paris), e-mails and SMS together. */
export const REQUEST_MONTHLY_QUOTA = { trial: 30, paid: 300 } as const;
/** Contacts in one send or one import. */
export const MAX_CONTACTS_PER_SEND = 200;
/** The owner's own sentence, added to the message. */
export const CUSTOM_SENTENCE_MAX = 300;
export const REMINDER_DAYS = { min: 2, max: 14, default: 5 } as const;

/** One contact to ask, as the owner types it or a till posts it; at least an e-mail or a mobile number. */
export type RequestContact = { name: string; email?: string; phone?: string; language?: string };

/** `POST /reviews/private/requests` body. */
export type SendRequestsBody = { contacts: RequestContact[]; channel: RequestChannel; basis: ContactBasis };

export const ReviewRequestSettingsSchema = object({
  channel: oneOf(REQUEST_CHANNELS),
  /** One reminder, only if the link was not followed. */
  reminder: boolean(),
  reminderAfterDays: integer(),
  /** Added to the message; refused when it promises anything in return (INCENTIVE_FORBIDDEN). */
  customSentence: string(),
});
export type ReviewRequestSettings = Static<typeof ReviewRequestSettingsSchema>;

/** `GET|PUT /reviews/private/requests/settings`. */
export const ReviewRequestStateSchema = object({
  settings: ReviewRequestSettingsSchema,
  /** The listing's short public link (`<public URL>/r/<slug>`), for the QR code and the poster: it redirects to Google's form. */
  link: string(),
  /** Google's review form the link leads to. */
  reviewFormUrl: string(),
  /** The secret URL a till or booking tool posts a customer to. */
  hookUrl: string(),
  quota: object({ limit: integer(), used: integer(), resetsOn: string() }),
  intervalDays: integer(),
  /** SMS can really leave (a provider is configured), or only reach the local outbox. */
  smsOffline: boolean(),
});
export type ReviewRequestState = Static<typeof ReviewRequestStateSchema>;

export const RequestRefusalItemSchema = object({
  /** The contact's place in the list sent (or the CSV's row number, counting the header as row 1). */
  index: integer(),
  code: oneOf(REQUEST_REFUSALS),
});

/** `POST /reviews/private/requests` (and the import, and the hook). */
export const SendRequestsAnswerSchema = object({
  queued: integer(),
  /** Of those queued, SMS kept until the next sending hours. */
  postponed: integer(),
  refused: array(RequestRefusalItemSchema),
});
export type SendRequestsAnswer = Static<typeof SendRequestsAnswerSchema>;

/** One request in the history. */
export const ReviewRequestSchema = object({
  id: integer(),
  name: string(),
  email: nullable(string()),
  phone: nullable(string()),
  channel: oneOf(REQUEST_CHANNELS),
  basis: oneOf(CONTACT_BASES),
  status: oneOf(REQUEST_STATUSES),
  /** Why it was not sent; on a sent request, why its reminder was not (QUOTA_REACHED). */
  refusal: nullable(oneOf(REQUEST_REFUSALS)),
  createdAt: isoDate(),
  /** When a postponed request will be sent. */
  sendAfter: nullable(isoDate()),
  sentAt: nullable(isoDate()),
  remindedAt: nullable(isoDate()),
  /** The link of this request was followed. */
  openedAt: nullable(isoDate()),
  /** A review from a matching name arrived within ATTRIBUTION_DAYS: an estimate. */
  reviewReceivedAt: nullable(isoDate()),
  /** The establishment it was sent for, so the network's history names it; on one establishment's answer too. */
  location: EstablishmentRefSchema,
});
export type ReviewRequest = Static<typeof ReviewRequestSchema>;

export const REQUEST_HISTORY_FILTERS = ['all', 'sent', 'opened', 'reviewed', 'waiting', 'refused'] as const;
export type RequestHistoryFilter = (typeof REQUEST_HISTORY_FILTERS)[number];
export const REQUESTS_PAGE_SIZE = 20;

/**
 * `GET /reviews/private/requests?status=&page=`: one establishment's requests, or on a network request
 * (`?location=all`, `?locations=`, `?group=`) those of every establishment of its scope, `total` counting them all.
 */
export const ReviewRequestPageSchema = object({
  items: array(ReviewRequestSchema),
  total: integer(),
  page: integer(),
  pageSize: integer(),
});
export type ReviewRequestPage = Static<typeof ReviewRequestPageSchema>;

/** One row of an imported CSV, as read with the owner's column mapping. */
export const ImportedRowSchema = object({
  /** The CSV's row number, the header being row 1. */
  row: integer(),
  name: string(),
  email: nullable(string()),
  phone: nullable(string()),
  language: nullable(string()),
  /** Why the row cannot be used, or null. */
  problem: nullable(oneOf(['INVALID_CONTACT', 'DUPLICATE'] as const)),
});

/** `POST /reviews/private/requests/import` with `preview: true`: the rows as they would be sent. */
export const ImportPreviewSchema = object({
  /** The CSV's header, for the column mapping. */
  columns: array(string()),
  rows: array(ImportedRowSchema),
  /** Rows merged into an earlier row of the same e-mail or number. */
  merged: integer(),
});
export type ImportPreview = Static<typeof ImportPreviewSchema>;
