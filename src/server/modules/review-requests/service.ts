import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import {
  ATTRIBUTION_DAYS,
  MAX_CONTACTS_PER_SEND,
  REQUEST_MONTHLY_QUOTA,
  REQUESTS_PAGE_SIZE,
  type ContactBasis,
  type RequestChannel,
  type RequestHistoryFilter,
  type RequestRefusal,
  type ReviewRequest,
  type ReviewRequestPage,
  type ReviewRequestSettings,
  type ReviewRequestState,
  type SendRequestsAnswer,
  type SendRequestsBody,
} from '../../../shared/api/review-requests';
import { DAY_MS, DEFAULT_LANGUAGE, type Language } from '../../../shared/constants';
import type { NamedBusiness } from '../../../shared/french-names';
import { ACCESS_STATUSES } from '../../../shared/subscriptions';
import { foldedWordsOf } from '../../../shared/text';
import { incentiveIn } from '../../../shared/validation/incentive';
import { linkIn } from '../../../shared/validation/links';
import { cleanContact, type CleanContact } from '../../../shared/validation/review-request-schemas';
import type { MailTransport } from '../../adapters/mail/mail-transport';
import type { SmsSender } from '../../adapters/sms/sms-sender';
import { DEFAULT_SMS_COUNTRIES } from '../../config/sms-countries';
import type { Database, Queryable } from '../../db/client';
import {
  companyInformation,
  listings,
  requestContacts,
  requestQuotaUsage,
  requestSuppressions,
  reviewRequestSettings,
  reviewRequests,
  reviews,
  subscriptions,
  users,
} from '../../db/schema';
import { AppError } from '../../errors';
import type { JobQueue } from '../../jobs/job-queue';
import type { OwnerScope } from '../../plugins/authenticate';
import { reviewUrlOf } from '../reviews';
import { withSubscriptionAccess } from '../subscriptions';
import { requestMail, requestSms, type RequestMessage } from './messages';
import { isSendingHour, nextSendingHour } from './sending-hours';

type RequestRow = typeof reviewRequests.$inferSelect;
type SettingsRow = typeof reviewRequestSettings.$inferSelect;
type ListingRow = OwnerScope['listing'];

/** Which monthly quota applies: the trial's, or a paid plan's. */
export type RequestPlan = keyof typeof REQUEST_MONTHLY_QUOTA;

export type ReviewRequestsDependencies = {
  db: Database;
  mail: MailTransport;
  sms: SmsSender;
  /** The SMS sender id (3–11 letters or digits). */
  smsSender: string;
  jobs: JobQueue;
  publicUrl: string;
  intervalDays: number;
  retentionMonths: number;
  log: FastifyBaseLogger;
  /** The regions SMS may be sent to (`SMS_ALLOWED_COUNTRIES` added to France, its overseas and the EU/EEA). */
  smsCountries?: readonly string[];
  now?: () => Date;
};

/** The refusals kept per listing, the newest: older ones are deleted when a new one is stored. */
export const REFUSALS_KEPT = 1000;

/** What the messages carry from the owner (their sentence, the business name) may not be a relay's payload. */
const linkForbidden = (link: string) =>
  new AppError(400, 'LINK_FORBIDDEN', "Une demande d'avis ne peut contenir ni lien, ni adresse e-mail, ni numéro de téléphone", {
    link,
  });

/** A refusal kept in the request's row; `QUIET_HOURS` is a postponement, not a refusal. */
class Refused extends Error {
  constructor(readonly code: RequestRefusal) {
    super(code);
  }
}

const newToken = (bytes = 16) => randomBytes(bytes).toString('base64url');
const PARIS_MONTH = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit' });
/** `YYYY-MM` of an instant, in Paris: the quota's month. */
const monthOf = (instant: Date) => PARIS_MONTH.format(instant).slice(0, 7);
/** The first day of the month after `YYYY-MM`. */
function nextMonthStart(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return monthNumber === 12 ? `${year + 1}-01-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}-01`;
}

/**
 * A review's author matches a contact when their first names are equal once folded and, when both give more, the
 * next word starts with the same letter (« Marie Dupont » matches « Marie D. »). An estimate: namesakes match, and
 * a customer who reviews under a nickname does not.
 */
export function namesMatch(contactName: string, authorName: string): boolean {
  const contact = foldedWordsOf(contactName);
  const author = foldedWordsOf(authorName);
  if (!contact.length || !author.length || contact[0] !== author[0]) return false;
  return contact.length < 2 || author.length < 2 || contact[1][0] === author[1][0];
}

/**
 * Review requests: the listing's link and settings, sends checked one contact at a time (unsubscribed, asked too
 * recently, over the month's quota, unusable), the sending itself on the job queue (one send per request whatever the
 * instances), reminders, opens, unsubscriptions, and the estimate of the reviews they brought.
 */
export function createReviewRequests(dependencies: ReviewRequestsDependencies) {
  const { db, mail, sms, smsSender, jobs, publicUrl, intervalDays, retentionMonths, log, now = () => new Date() } = dependencies;
  const smsCountries = new Set<string>(dependencies.smsCountries ?? DEFAULT_SMS_COUNTRIES);
  /** A number's region, as its mobile ranges say (Réunion or Mayotte for +262): unknown is not allowed. */
  const smsAllowedTo = (phone: string) => {
    const region = parsePhoneNumberFromString(phone)?.country;
    return region !== undefined && smsCountries.has(region);
  };

  /** The listing's settings row, made on first use with its link's slug and the hook's secret. */
  async function settingsRowOf(listingId: number): Promise<SettingsRow> {
    const [existing] = await db.select().from(reviewRequestSettings).where(eq(reviewRequestSettings.listingId, listingId));
    if (existing) return existing;
    await db
      .insert(reviewRequestSettings)
      .values({ listingId, slug: newToken(6), hookSecret: newToken(24) })
      .onConflictDoNothing({ target: reviewRequestSettings.listingId });
    const [created] = await db.select().from(reviewRequestSettings).where(eq(reviewRequestSettings.listingId, listingId));
    return created;
  }

  const settingsOf = (row: SettingsRow): ReviewRequestSettings => ({
    channel: row.channel,
    reminder: row.reminder,
    reminderAfterDays: row.reminderAfterDays,
    customSentence: row.customSentence,
  });

  async function quotaOf(listingId: number, plan: RequestPlan, at: Date) {
    const month = monthOf(at);
    const [row] = await db
      .select({ used: requestQuotaUsage.used })
      .from(requestQuotaUsage)
      .where(and(eq(requestQuotaUsage.listingId, listingId), eq(requestQuotaUsage.month, month)));
    return { limit: REQUEST_MONTHLY_QUOTA[plan], used: row?.used ?? 0, resetsOn: nextMonthStart(month) };
  }

  async function stateOf(scope: OwnerScope, plan: RequestPlan): Promise<ReviewRequestState> {
    const row = await settingsRowOf(scope.listing.id);
    return {
      settings: settingsOf(row),
      link: `${publicUrl}/r/${row.slug}`,
      reviewFormUrl: reviewUrlOf(scope.listing),
      hookUrl: `${publicUrl}/api/reviews/requests/hook/${row.hookSecret}`,
      quota: await quotaOf(scope.listing.id, plan, now()),
      intervalDays,
      smsOffline: sms.offline,
    };
  }

  /** The owner's sentence is refused when it promises anything in return for a review. */
  async function saveSettings(scope: OwnerScope, settings: ReviewRequestSettings, plan: RequestPlan): Promise<ReviewRequestState> {
    const incentive = incentiveIn(settings.customSentence);
    if (incentive) {
      throw new AppError(400, 'INCENTIVE_FORBIDDEN', 'A review request may not promise anything in return', { incentive });
    }
    const link = linkIn(settings.customSentence);
    if (link) throw linkForbidden(link);
    await settingsRowOf(scope.listing.id);
    await db
      .update(reviewRequestSettings)
      .set({ ...settings, updatedAt: now() })
      .where(eq(reviewRequestSettings.listingId, scope.listing.id));
    return stateOf(scope, plan);
  }

  /** The contact's row, made or brought up to date (the basis is recorded again with its date). */
  async function upsertContact(tx: Queryable, listingId: number, contact: CleanContact, basis: ContactBasis, at: Date) {
    const values = { listingId, name: contact.name, language: contact.language, basis, basisRecordedAt: at };
    const byKey = contact.email
      ? { target: [requestContacts.listingId, requestContacts.email], targetWhere: isNotNull(requestContacts.email) }
      : { target: [requestContacts.listingId, requestContacts.phone], targetWhere: isNotNull(requestContacts.phone) };
    const [row] = await tx
      .insert(requestContacts)
      .values({ ...values, email: contact.email, phone: contact.email ? null : contact.phone })
      .onConflictDoUpdate({ ...byKey, set: { name: values.name, language: values.language, basis, basisRecordedAt: at } })
      .returning();
    // A number given with an address joins that contact, unless another contact of the listing has it.
    if (contact.email && contact.phone && row.phone === null) {
      await tx
        .update(requestContacts)
        .set({ phone: contact.phone })
        .where(
          and(
            eq(requestContacts.id, row.id),
            sql`not exists (select 1 from ${requestContacts} other where other.location_id = ${listingId} and other.phone = ${contact.phone})`,
          ),
        );
    }
    return row;
  }

  async function isSuppressed(listingId: number, contact: CleanContact) {
    const addresses = [contact.email, contact.phone].filter((value): value is string => value !== null);
    const [row] = await db
      .select({ address: requestSuppressions.address })
      .from(requestSuppressions)
      .where(and(eq(requestSuppressions.listingId, listingId), inArray(requestSuppressions.address, addresses)))
      .limit(1);
    return row !== undefined;
  }

  /**
   * One place of the month's quota, taken by one conditional upsert (never a read then a write: parallel sends would
   * all read the same count and all pass). False when the quota is used up.
   */
  async function takeQuotaPlace(tx: Queryable, listingId: number, plan: RequestPlan, at: Date): Promise<boolean> {
    const [counted] = await tx
      .insert(requestQuotaUsage)
      .values({ listingId, month: monthOf(at), used: 1 })
      .onConflictDoUpdate({
        target: [requestQuotaUsage.listingId, requestQuotaUsage.month],
        set: { used: sql`${requestQuotaUsage.used} + 1` },
        setWhere: lt(requestQuotaUsage.used, REQUEST_MONTHLY_QUOTA[plan]),
      })
      .returning({ used: requestQuotaUsage.used });
    return counted !== undefined;
  }

  /** The plan whose quota applies to the listing now: paid while a paid subscription gives access, else the trial's. */
  async function planOfListing(tx: Queryable, listingId: number): Promise<RequestPlan> {
    const [paid] = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .innerJoin(listings, eq(listings.userId, subscriptions.userId))
      .where(and(eq(listings.id, listingId), eq(subscriptions.isTrial, false), inArray(subscriptions.status, [...ACCESS_STATUSES])))
      .limit(1);
    return paid ? 'paid' : 'trial';
  }

  /**
   * One contact, all or nothing: the interval and the month's quota are taken by conditional updates in one
   * transaction, so parallel sends cannot ask a contact twice nor exceed the quota; a refusal takes neither.
   */
  async function queueOne(listingId: number, contact: CleanContact, channel: RequestChannel, basis: ContactBasis, plan: RequestPlan) {
    const at = now();
    return db.transaction(async (tx) => {
      const stored = await upsertContact(tx, listingId, contact, basis, at);
      const [claimed] = await tx
        .update(requestContacts)
        .set({ lastRequestedAt: at })
        .where(
          and(
            eq(requestContacts.id, stored.id),
            or(
              isNull(requestContacts.lastRequestedAt),
              lt(requestContacts.lastRequestedAt, new Date(at.getTime() - intervalDays * DAY_MS)),
            ),
          ),
        )
        .returning({ id: requestContacts.id });
      if (!claimed) throw new Refused('RECENTLY_INVITED');
      if (!(await takeQuotaPlace(tx, listingId, plan, at))) throw new Refused('QUOTA_REACHED');
      // An SMS waits for the sending hours (9:00–20:00 Paris, not Sundays nor public holidays).
      const postponed = channel === 'sms' && !isSendingHour(at);
      const [request] = await tx
        .insert(reviewRequests)
        .values({
          listingId,
          contactId: stored.id,
          name: contact.name,
          channel,
          basis,
          token: newToken(),
          status: postponed ? 'postponed' : 'queued',
          sendAfter: postponed ? nextSendingHour(at) : null,
          createdAt: at,
        })
        .returning();
      return request;
    });
  }

  /** The listing's stored contact with this e-mail or number, if any. */
  async function storedContactOf(listingId: number, contact: CleanContact | null) {
    const keys = contact ? [contact.email, contact.phone].filter((key): key is string => key !== null) : [];
    if (!keys.length) return null;
    const [row] = await db
      .select({ id: requestContacts.id })
      .from(requestContacts)
      .where(and(eq(requestContacts.listingId, listingId), or(inArray(requestContacts.email, keys), inArray(requestContacts.phone, keys))))
      .limit(1);
    return row?.id ?? null;
  }

  /** A refusal stays in the history, with the contact it concerned when the listing already knows them. */
  async function recordRefusal(
    listingId: number,
    contact: CleanContact | null,
    name: string,
    channel: RequestChannel,
    basis: ContactBasis,
    refusal: RequestRefusal,
  ) {
    const contactId = await storedContactOf(listingId, contact);
    await db.transaction(async (tx) => {
      await tx.insert(reviewRequests).values({
        listingId,
        contactId,
        name: name.trim().slice(0, 80) || '—',
        channel,
        basis,
        token: newToken(),
        status: 'refused',
        refusal,
        createdAt: now(),
      });
      // Only the newest REFUSALS_KEPT refusals of a listing stay: a till posting bad rows all day cannot fill the table.
      const older = tx
        .select({ id: reviewRequests.id })
        .from(reviewRequests)
        .where(and(eq(reviewRequests.listingId, listingId), eq(reviewRequests.status, 'refused')))
        .orderBy(desc(reviewRequests.createdAt), desc(reviewRequests.id))
        .offset(REFUSALS_KEPT);
      await tx.delete(reviewRequests).where(inArray(reviewRequests.id, older));
    });
  }

  /** Asks each contact, in order; the answer says how many were queued and why the others were not. */
  async function send(listingId: number, body: SendRequestsBody, plan: RequestPlan): Promise<SendRequestsAnswer> {
    const answer: SendRequestsAnswer = { queued: 0, postponed: 0, refused: [] };
    // The messages carry the listing's link: its settings exist before the first send.
    const settings = await settingsRowOf(listingId);
    // A sentence saved before links were refused, or a business name with one, stops the whole send.
    const [listing] = await db.select({ name: listings.name }).from(listings).where(eq(listings.id, listingId));
    const link = linkIn(listing?.name ?? '') ?? linkIn(settings.customSentence);
    if (link) throw linkForbidden(link);
    for (const [index, given] of body.contacts.entries()) {
      const contact = cleanContact(given, DEFAULT_LANGUAGE);
      const refuse = async (code: RequestRefusal) => {
        answer.refused.push({ index, code });
        await recordRefusal(listingId, contact, given.name, body.channel, body.basis, code);
      };
      if (!contact || (body.channel === 'email' ? !contact.email : !contact.phone)) {
        await refuse('INVALID_CONTACT');
        continue;
      }
      if (body.channel === 'sms' && !smsAllowedTo(contact.phone!)) {
        await refuse('COUNTRY_FORBIDDEN');
        continue;
      }
      if (await isSuppressed(listingId, contact)) {
        await refuse('UNSUBSCRIBED');
        continue;
      }
      try {
        const request = await queueOne(listingId, contact, body.channel, body.basis, plan);
        answer.queued += 1;
        if (request.status === 'postponed') answer.postponed += 1;
        else await jobs.add('review-request', `review-request:${request.id}`, { requestId: request.id });
      } catch (error) {
        if (!(error instanceof Refused)) throw error;
        await refuse(error.code);
      }
    }
    return answer;
  }

  const HISTORY_FILTERS: Record<RequestHistoryFilter, SQL | undefined> = {
    all: undefined,
    sent: eq(reviewRequests.status, 'sent'),
    opened: isNotNull(reviewRequests.openedAt),
    reviewed: isNotNull(reviewRequests.reviewReceivedAt),
    waiting: inArray(reviewRequests.status, ['queued', 'postponed', 'sending']),
    refused: inArray(reviewRequests.status, ['refused', 'failed']),
  };

  const toApiRequest = (row: RequestRow, contact: { email: string | null; phone: string | null } | null): ReviewRequest => ({
    id: row.id,
    name: row.name,
    email: contact?.email ?? null,
    phone: contact?.phone ?? null,
    channel: row.channel,
    basis: row.basis,
    status: row.status === 'sending' ? 'queued' : row.status,
    refusal: row.refusal,
    createdAt: row.createdAt.toISOString(),
    sendAfter: row.sendAfter?.toISOString() ?? null,
    sentAt: row.sentAt?.toISOString() ?? null,
    remindedAt: row.remindedAt?.toISOString() ?? null,
    openedAt: row.openedAt?.toISOString() ?? null,
    reviewReceivedAt: row.reviewReceivedAt?.toISOString() ?? null,
  });

  async function history(listingId: number, query: { status: RequestHistoryFilter; page: number }): Promise<ReviewRequestPage> {
    const where = and(eq(reviewRequests.listingId, listingId), HISTORY_FILTERS[query.status]);
    const [{ total }] = await db.select({ total: count() }).from(reviewRequests).where(where);
    const page = Math.min(query.page, Math.max(1, Math.ceil(total / REQUESTS_PAGE_SIZE)));
    const rows = await db
      .select({ request: reviewRequests, email: requestContacts.email, phone: requestContacts.phone })
      .from(reviewRequests)
      .leftJoin(requestContacts, eq(requestContacts.id, reviewRequests.contactId))
      .where(where)
      .orderBy(desc(reviewRequests.createdAt), desc(reviewRequests.id))
      .limit(REQUESTS_PAGE_SIZE)
      .offset((page - 1) * REQUESTS_PAGE_SIZE);
    return { items: rows.map((row) => toApiRequest(row.request, row)), total, page, pageSize: REQUESTS_PAGE_SIZE };
  }

  /** What one request's message needs: the contact, the business, its sentence and its reply address. */
  async function messageOf(request: RequestRow, reminder: boolean): Promise<RequestMessage | null> {
    const [row] = await db
      .select({
        contact: requestContacts,
        listing: listings,
        settings: reviewRequestSettings,
        companyEmail: companyInformation.companyEmail,
        verifiedCompanyEmail: companyInformation.verifiedCompanyEmail,
        ownerEmail: users.email,
      })
      .from(requestContacts)
      .innerJoin(listings, eq(listings.id, requestContacts.listingId))
      .innerJoin(users, eq(users.id, listings.userId))
      .innerJoin(reviewRequestSettings, eq(reviewRequestSettings.listingId, listings.id))
      .leftJoin(companyInformation, eq(companyInformation.userId, listings.userId))
      .where(eq(requestContacts.id, request.contactId ?? -1));
    if (!row) return null;
    const language = row.contact.language as Language;
    return {
      to: { name: row.contact.name, email: row.contact.email, phone: row.contact.phone, language },
      business: { name: row.listing.name, nameKeepsArticle: row.listing.nameKeepsArticle },
      customSentence: row.settings.customSentence,
      link: `${publicUrl}/r/${row.settings.slug}/${request.token}`,
      unsubscribeUrl: `${publicUrl}/r/unsubscribe/${request.token}`,
      // Only an address proven by its code is put before customers; the sign-in address was proven by signing in.
      replyTo: row.companyEmail && row.companyEmail === row.verifiedCompanyEmail ? row.companyEmail : row.ownerEmail,
      reminder,
    };
  }

  async function deliverMessage(request: RequestRow, message: RequestMessage) {
    // The business may have been renamed since the request was queued: a message never carries a link but its own.
    const link = linkIn(message.business.name) ?? linkIn(message.customSentence);
    if (link) throw linkForbidden(link);
    if (request.channel === 'email') await mail.send(requestMail(message));
    else await sms.send({ to: message.to.phone!, text: requestSms(message), sender: smsSender });
  }

  const setStatus = (id: number, values: Partial<RequestRow>) => db.update(reviewRequests).set(values).where(eq(reviewRequests.id, id));

  /**
   * The job of one request. Its first send is taken by one conditional update (queued → sending), so two instances,
   * or a job added twice, send it once; a send that fails is marked failed, never sent again by itself. A due reminder
   * is taken the same way (its date set once).
   */
  async function deliver(requestId: number) {
    const at = now();
    const [first] = await db
      .update(reviewRequests)
      .set({ status: 'sending' })
      .where(and(eq(reviewRequests.id, requestId), eq(reviewRequests.status, 'queued')))
      .returning();
    if (first) return sendFirst(first, at);
    const reminder = await claimReminder(requestId, at);
    if (reminder) await sendReminder(reminder);
  }

  /**
   * A due reminder, taken with a place of the month's quota in one transaction: its date set once by a conditional
   * update, so two instances remind once. When the quota is used up the reminder is given up, its refusal kept on the
   * request, and never tried again. An SMS outside the sending hours is not taken: the next sweep in them will.
   */
  async function claimReminder(requestId: number, at: Date): Promise<RequestRow | null> {
    return db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(reviewRequests)
        .set({ remindedAt: at })
        .where(and(eq(reviewRequests.id, requestId), reminderDue(at), isSendingHour(at) ? undefined : eq(reviewRequests.channel, 'email')))
        .returning();
      if (!claimed) return null;
      if (await takeQuotaPlace(tx, claimed.listingId, await planOfListing(tx, claimed.listingId), at)) return claimed;
      await tx.update(reviewRequests).set({ remindedAt: null, refusal: 'QUOTA_REACHED' }).where(eq(reviewRequests.id, requestId));
      return null;
    });
  }

  async function sendFirst(request: RequestRow, at: Date) {
    if (request.channel === 'sms' && !isSendingHour(at)) {
      await setStatus(request.id, { status: 'postponed', sendAfter: nextSendingHour(at) });
      return;
    }
    const message = await messageOf(request, false);
    // Unsubscribed since it was queued: never written to.
    if (!message || (await isSuppressed(request.listingId, { ...message.to }))) {
      await setStatus(request.id, { status: 'refused', refusal: message ? 'UNSUBSCRIBED' : 'INVALID_CONTACT' });
      return;
    }
    try {
      await deliverMessage(request, message);
      await setStatus(request.id, { status: 'sent', sentAt: at });
    } catch (error) {
      log.warn({ err: error, requestId: request.id }, 'review request not sent');
      await setStatus(request.id, { status: 'failed' });
    }
  }

  async function sendReminder(request: RequestRow) {
    const message = await messageOf(request, true);
    if (!message || (await isSuppressed(request.listingId, { ...message.to }))) return;
    await deliverMessage(request, message).catch((error: unknown) =>
      log.warn({ err: error, requestId: request.id }, 'review request reminder not sent'),
    );
  }

  /**
   * A sent request whose link was not followed, once, after the listing's delay, when its reminders are on and the
   * account still has a running trial or an active subscription (a reminder is a send like any other).
   */
  const reminderDue = (at: Date) =>
    and(
      eq(reviewRequests.status, 'sent'),
      isNull(reviewRequests.remindedAt),
      isNull(reviewRequests.openedAt),
      // A reminder refused for the quota is not tried again.
      isNull(reviewRequests.refusal),
      sql`exists (select 1 from ${reviewRequestSettings} s where s.location_id = ${reviewRequests.listingId} and s.reminder
        and ${reviewRequests.sentAt} <= ${at.toISOString()}::timestamptz - make_interval(days => s.reminder_after_days))`,
      sql`exists (select 1 from ${listings} where ${listings.id} = ${reviewRequests.listingId} and ${withSubscriptionAccess(listings.userId)})`,
    );

  /**
   * The schedule's sweep: postponed sends that are due, due reminders, the reviews the requests brought, and the
   * contacts past their retention.
   */
  async function sweep() {
    const at = now();
    const due = await db
      .update(reviewRequests)
      .set({ status: 'queued', sendAfter: null })
      .where(and(eq(reviewRequests.status, 'postponed'), lte(reviewRequests.sendAfter, at)))
      .returning({ id: reviewRequests.id });
    for (const { id } of due) await jobs.add('review-request', `review-request:${id}`, { requestId: id });
    const reminders = await db.select({ id: reviewRequests.id }).from(reviewRequests).where(reminderDue(at)).limit(MAX_CONTACTS_PER_SEND);
    for (const { id } of reminders) await jobs.add('review-request', `review-request-reminder:${id}`, { requestId: id });
    await attribute(at);
    await db
      .delete(requestContacts)
      .where(
        sql`coalesce(${requestContacts.lastRequestedAt}, ${requestContacts.createdAt}) < ${at.toISOString()}::timestamptz - make_interval(months => ${retentionMonths})`,
      );
    // Refusals of contacts the listing never stored have no contact to go with: the same retention, from their date.
    await db
      .delete(reviewRequests)
      .where(
        and(
          isNull(reviewRequests.contactId),
          sql`${reviewRequests.createdAt} < ${at.toISOString()}::timestamptz - make_interval(months => ${retentionMonths})`,
        ),
      );
  }

  /** Sent requests of the last ATTRIBUTION_DAYS without a review yet, matched with the reviews that arrived since. */
  async function attribute(at: Date) {
    const since = new Date(at.getTime() - ATTRIBUTION_DAYS * DAY_MS);
    const open = await db
      .select({ id: reviewRequests.id, listingId: reviewRequests.listingId, name: reviewRequests.name, sentAt: reviewRequests.sentAt })
      .from(reviewRequests)
      .where(
        and(
          eq(reviewRequests.status, 'sent'),
          isNull(reviewRequests.reviewId),
          sql`${reviewRequests.sentAt} >= ${since.toISOString()}::timestamptz`,
        ),
      );
    for (const request of open) {
      const candidates = await db
        .select({ id: reviews.id, authorName: reviews.authorName, date: reviews.date })
        .from(reviews)
        .where(
          and(
            eq(reviews.listingId, request.listingId),
            sql`${reviews.date} >= ${request.sentAt!.toISOString()}::timestamptz`,
            sql`${reviews.date} <= ${request.sentAt!.toISOString()}::timestamptz + make_interval(days => ${ATTRIBUTION_DAYS})`,
            sql`not exists (select 1 from ${reviewRequests} r where r.review_id = ${reviews.id})`,
          ),
        );
      const match = candidates.find((review) => namesMatch(request.name, review.authorName));
      if (match) await setStatus(request.id, { reviewId: match.id, reviewReceivedAt: match.date });
    }
  }

  /** `/r/<slug>`: the listing's Google form, or null for an unknown slug. */
  async function reviewFormOf(slug: string): Promise<string | null> {
    const [row] = await db
      .select({ listing: listings })
      .from(reviewRequestSettings)
      .innerJoin(listings, eq(listings.id, reviewRequestSettings.listingId))
      .where(eq(reviewRequestSettings.slug, slug));
    return row ? reviewUrlOf(row.listing) : null;
  }

  /** `/r/<slug>/<token>` followed by a person: the request's first open is counted; the same form as everyone's. */
  async function open(slug: string, token: string): Promise<string | null> {
    const form = await reviewFormOf(slug);
    if (form) {
      await db
        .update(reviewRequests)
        .set({ openedAt: sql`coalesce(${reviewRequests.openedAt}, ${now().toISOString()}::timestamptz)` })
        .where(eq(reviewRequests.token, token));
    }
    return form;
  }

  /** Whom a request's unsubscribe link concerns, read only (the link's page): null for an unknown token. */
  async function unsubscribeTargetOf(token: string) {
    const [row] = await db
      .select({ contact: requestContacts, business: { name: listings.name, nameKeepsArticle: listings.nameKeepsArticle } })
      .from(reviewRequests)
      .innerJoin(requestContacts, eq(requestContacts.id, reviewRequests.contactId))
      .innerJoin(listings, eq(listings.id, reviewRequests.listingId))
      .where(eq(reviewRequests.token, token));
    return row ?? null;
  }

  /** The language and business of the unsubscribe page, without changing anything; null for an unknown token. */
  async function unsubscribeTarget(token: string): Promise<{ language: Language; business: NamedBusiness } | null> {
    const row = await unsubscribeTargetOf(token);
    return row && { language: row.contact.language as Language, business: row.business };
  }

  /**
   * The unsubscription (the page's button, or the mail client's one-click POST): the contact's address and number go
   * on the listing's suppression list for ever (again and again without harm). Null for an unknown token.
   */
  async function unsubscribe(token: string): Promise<{ language: Language; business: NamedBusiness } | null> {
    const row = await unsubscribeTargetOf(token);
    if (!row) return null;
    const addresses = [row.contact.email, row.contact.phone].filter((value): value is string => value !== null);
    await db
      .insert(requestSuppressions)
      .values(addresses.map((address) => ({ listingId: row.contact.listingId, address })))
      .onConflictDoNothing();
    return { language: row.contact.language as Language, business: row.business };
  }

  /** A new secret for the listing's till hook: the old one names no listing any more. */
  async function rotateHookSecret(scope: OwnerScope, plan: RequestPlan): Promise<ReviewRequestState> {
    await settingsRowOf(scope.listing.id);
    await db
      .update(reviewRequestSettings)
      .set({ hookSecret: newToken(24) })
      .where(eq(reviewRequestSettings.listingId, scope.listing.id));
    return stateOf(scope, plan);
  }

  /** The listing and its owner a till's hook secret names, or null. */
  async function hookTarget(secret: string) {
    const [row] = await db
      .select({ listing: listings, owner: users })
      .from(reviewRequestSettings)
      .innerJoin(listings, eq(listings.id, reviewRequestSettings.listingId))
      .innerJoin(users, eq(users.id, listings.userId))
      .where(eq(reviewRequestSettings.hookSecret, secret));
    return row ?? null;
  }

  return {
    stateOf,
    saveSettings,
    send,
    history,
    deliver,
    sweep,
    reviewFormOf,
    open,
    unsubscribeTarget,
    unsubscribe,
    hookTarget,
    rotateHookSecret,
  };
}

export type ReviewRequests = ReturnType<typeof createReviewRequests>;
export type { ListingRow };
