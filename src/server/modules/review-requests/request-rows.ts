import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { CleanContact } from '../../../shared/validation/review-request-schemas';
import type { MailTransport } from '../../adapters/mail/mail-transport';
import type { SmsSender } from '../../adapters/sms/sms-sender';
import type { Database, Queryable } from '../../db/client';
import { requestSuppressions, reviewRequests, reviewRequestSettings } from '../../db/schema';
import { AppError } from '../../errors';
import type { JobQueue } from '../../jobs/job-queue';

/** What the parts of review requests share: their rows, their tokens, the link rule and the suppression list. */
export type RequestRow = typeof reviewRequests.$inferSelect;
export type SettingsRow = typeof reviewRequestSettings.$inferSelect;

/** What createReviewRequests is given; each part picks what it uses. */
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

/** What every part reads: the database, and the clock (the real one unless a test sets its own). */
export type RequestsContext = Pick<ReviewRequestsDependencies, 'db'> & { now: () => Date };

export const newToken = (bytes = 16) => randomBytes(bytes).toString('base64url');

/** What the messages carry from the owner (their sentence, the business name) may not be a relay's payload. */
export const linkForbidden = (link: string) =>
  new AppError(400, 'LINK_FORBIDDEN', "Une demande d'avis ne peut contenir ni lien, ni adresse e-mail, ni numéro de téléphone", {
    link,
  });

/** Whether the contact's address or number is on the listing's suppression list (unsubscribed). */
export async function isSuppressed(db: Queryable, listingId: number, contact: Pick<CleanContact, 'email' | 'phone'>) {
  const addresses = [contact.email, contact.phone].filter((value): value is string => value !== null);
  const [row] = await db
    .select({ address: requestSuppressions.address })
    .from(requestSuppressions)
    .where(and(eq(requestSuppressions.listingId, listingId), inArray(requestSuppressions.address, addresses)))
    .limit(1);
  return row !== undefined;
}
