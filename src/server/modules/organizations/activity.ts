import type { ActivityAction } from '../../../shared/api/activity';
import type { Database, Transaction } from '../../db/client';
import { organizationActivity } from '../../db/schema';

/** One action of a member, as the activity journal shows it to the organisation's owners and admins. */
export type ActivityEntry = {
  organizationId: number;
  /** Who acted; null for the app itself (a reply published by the automatic mode). */
  userId: number | null;
  /** The establishment acted on, when the action has one. */
  locationId?: number | null;
  action: ActivityAction;
  /** What the action was about: a review's id, an address, a role, a count. No free text written by a customer. */
  details?: Record<string, string | number | boolean | null>;
};

/** Writes one entry of the journal, in the caller's transaction when it has one (the entry goes with the action). */
export async function recordActivity(db: Database | Transaction, entry: ActivityEntry): Promise<void> {
  await db.insert(organizationActivity).values({
    organizationId: entry.organizationId,
    userId: entry.userId,
    locationId: entry.locationId ?? null,
    action: entry.action,
    details: entry.details ?? {},
  });
}
