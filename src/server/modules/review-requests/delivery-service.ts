import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { MAX_CONTACTS_PER_SEND } from '../../../shared/api/review-requests';
import type { Language } from '../../../shared/constants';
import { linkIn } from '../../../shared/validation/links';
import { companyInformation, listings, requestContacts, reviewRequestSettings, reviewRequests, users } from '../../db/schema';
import { withSubscriptionAccess } from '../subscriptions';
import { attributeReviews } from './attribution';
import { requestMail, requestSms, type RequestMessage } from './messages';
import { planOfListing, takeQuotaPlace } from './quota';
import { isSuppressed, linkForbidden, type RequestRow, type RequestsContext, type ReviewRequestsDependencies } from './request-rows';
import { isSendingHour, nextSendingHour } from './sending-hours';

type DeliveryDependencies = RequestsContext &
  Pick<ReviewRequestsDependencies, 'mail' | 'sms' | 'smsSender' | 'jobs' | 'publicUrl' | 'retentionMonths' | 'log'>;

/**
 * The sending itself, on the job queue: a request's first message and its reminder, each sent once whatever the
 * instances; SMS only in the sending hours; and the schedule's sweep.
 */
export function createRequestDelivery(dependencies: DeliveryDependencies) {
  const { db, now, mail, sms, smsSender, jobs, publicUrl, retentionMonths, log } = dependencies;

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
    if (!message || (await isSuppressed(db, request.listingId, message.to))) {
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
    if (!message || (await isSuppressed(db, request.listingId, message.to))) return;
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
    await attributeReviews(db, at);
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

  return { deliver, sweep };
}
