import { createHmac } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { trialAddresses } from '../../db/schema';
import { mailboxOf } from './mailbox-of';

/**
 * The free trial is given once per mailbox, for ever: an address that had it (or paid) is kept as a keyed hash of its
 * mailbox (`j.ohn+x@gmail.com` is `john@gmail.com`) after its account is deleted, so signing up again on it, however
 * spelt, brings no second trial.
 */
export function createTrialAddresses(secret: string) {
  const hashOf = (text: string) => createHmac('sha256', secret).update(`trial:${text}`).digest('hex');
  /** Hashes recorded before mailboxes were folded are of the address as typed, trimmed and lower-cased. */
  const legacyAddressOf = (email: string) => email.trim().toLowerCase();

  async function isRecordedAs(db: Queryable, texts: string[]): Promise<boolean> {
    const rows = await db
      .select()
      .from(trialAddresses)
      .where(inArray(trialAddresses.addressHash, texts.map(hashOf)));
    return rows.length > 0;
  }

  /** Records the address's mailbox; false when it was recorded already (the trial was taken there before). */
  async function record(db: Queryable, email: string): Promise<boolean> {
    const [mailbox, legacy] = [mailboxOf(email), legacyAddressOf(email)];
    const inserted = await db
      .insert(trialAddresses)
      .values({ addressHash: hashOf(mailbox) })
      .onConflictDoNothing()
      .returning({ addressHash: trialAddresses.addressHash });
    if (inserted.length === 0) return false;
    return legacy === mailbox || !(await isRecordedAs(db, [legacy]));
  }

  const isRecorded = (db: Queryable, email: string) => isRecordedAs(db, [mailboxOf(email), legacyAddressOf(email)]);

  return { record, isRecorded };
}

export type TrialAddresses = ReturnType<typeof createTrialAddresses>;
