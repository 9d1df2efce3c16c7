import { and, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import type {
  ContactBasis,
  RequestChannel,
  RequestRefusal,
  SendRequestsAnswer,
  SendRequestsBody,
} from '../../../shared/api/review-requests';
import { DAY_MS, DEFAULT_LANGUAGE } from '../../../shared/constants';
import { linkIn } from '../../../shared/validation/links';
import { cleanContact, type CleanContact } from '../../../shared/validation/review-request-schemas';
import { DEFAULT_SMS_COUNTRIES } from '../../config/sms-countries';
import type { Queryable } from '../../db/client';
import { listings, requestContacts, reviewRequests } from '../../db/schema';
import { takeQuotaPlace, type RequestPlan } from './quota';
import {
  isSuppressed,
  linkForbidden,
  newToken,
  type RequestsContext,
  type ReviewRequestsDependencies,
  type SettingsRow,
} from './request-rows';
import { isSendingHour, nextSendingHour } from './sending-hours';

type SendingDependencies = RequestsContext &
  Pick<ReviewRequestsDependencies, 'jobs' | 'intervalDays' | 'smsCountries'> & {
    /** The listing's settings row, made on first use (settings-service.ts). */
    settingsRowOf: (listingId: number) => Promise<SettingsRow>;
  };

/** The refusals kept per listing, the newest: older ones are deleted when a new one is stored. */
export const REFUSALS_KEPT = 1000;

/** A refusal kept in the request's row; `QUIET_HOURS` is a postponement, not a refusal. */
class Refused extends Error {
  constructor(readonly code: RequestRefusal) {
    super(code);
  }
}

/**
 * The sends: each contact checked in turn (unusable, a region SMS may not reach, unsubscribed, asked too recently,
 * over the month's quota), then queued on the job queue, or postponed to the sending hours; a refusal is recorded.
 */
export function createRequestSending({ db, now, jobs, intervalDays, settingsRowOf, ...options }: SendingDependencies) {
  const smsCountries = new Set<string>(options.smsCountries ?? DEFAULT_SMS_COUNTRIES);
  /** A number's region, as its mobile ranges say (Réunion or Mayotte for +262): unknown is not allowed. */
  const smsAllowedTo = (phone: string) => {
    const region = parsePhoneNumberFromString(phone)?.country;
    return region !== undefined && smsCountries.has(region);
  };

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
      if (await isSuppressed(db, listingId, contact)) {
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

  return { send };
}
