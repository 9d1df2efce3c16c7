import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { trialAddresses } from '../../db/schema';

/**
 * The free trial is given once per e-mail address, for ever: an address that had it (or paid) is kept
 * as a keyed hash after its account is deleted, so signing up again on it brings no second trial.
 */
export function createTrialAddresses(secret: string) {
  const hashOf = (email: string) => createHmac('sha256', secret).update(`trial:${email.trim().toLowerCase()}`).digest('hex');

  /** Records the address; false when it was recorded already (the trial was taken there before). */
  async function record(db: Queryable, email: string): Promise<boolean> {
    const inserted = await db
      .insert(trialAddresses)
      .values({ addressHash: hashOf(email) })
      .onConflictDoNothing()
      .returning({ addressHash: trialAddresses.addressHash });
    return inserted.length > 0;
  }

  async function isRecorded(db: Queryable, email: string): Promise<boolean> {
    const rows = await db
      .select()
      .from(trialAddresses)
      .where(eq(trialAddresses.addressHash, hashOf(email)));
    return rows.length > 0;
  }

  return { record, isRecorded };
}

export type TrialAddresses = ReturnType<typeof createTrialAddresses>;
