import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import {
  ACTIVITY_KEPT_MONTHS,
  ACTIVITY_PAGE_SIZE,
  type ActivityAction,
  type ActivityEntry as ApiActivityEntry,
  type ActivityPage,
} from '../../../shared/api/activity';
import { firstNameOf } from '../../../shared/text';
import type { Database, Transaction } from '../../db/client';
import { listings, organizationActivity, organizationMembers, reviews, users } from '../../db/schema';

/** One action of a member, as the activity journal shows it to the organisation's owners and admins. */
export type ActivityEntry = {
  organizationId: number;
  /**
   * Who acted. The journal records members' actions only (an automatic reply is not one), so an entry whose user is
   * gone (null after their account's deletion) was a former member's.
   */
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

type ActivityRow = typeof organizationActivity.$inferSelect;

/**
 * The journal of each organisation: recorded by the routes after the action succeeded, read by its owners and admins
 * a page at a time, purged after ACTIVITY_KEPT_MONTHS.
 */
export function createActivity(db: Database, { now = () => new Date() }: { now?: () => Date } = {}) {
  /** One page of the organisation's journal, newest first, the entries before `before` (an entry's id) if given. */
  async function journal(organizationId: number, before?: number): Promise<ActivityPage> {
    const rows = await db
      .select({
        entry: organizationActivity,
        userName: users.name,
        isMember: sql<boolean>`${organizationMembers.userId} is not null`,
        locationName: listings.name,
      })
      .from(organizationActivity)
      .leftJoin(users, eq(users.id, organizationActivity.userId))
      .leftJoin(
        organizationMembers,
        and(eq(organizationMembers.userId, organizationActivity.userId), eq(organizationMembers.organizationId, organizationId)),
      )
      .leftJoin(listings, and(eq(listings.id, organizationActivity.locationId), eq(listings.organizationId, organizationId)))
      .where(
        and(
          eq(organizationActivity.organizationId, organizationId),
          before === undefined ? undefined : lt(organizationActivity.id, before),
        ),
      )
      // Ids grow with time: the newest first, one order for the page and its cursor.
      .orderBy(desc(organizationActivity.id))
      .limit(ACTIVITY_PAGE_SIZE + 1);
    const page = rows.slice(0, ACTIVITY_PAGE_SIZE);
    const [reviewers, members] = await Promise.all([reviewersOf(organizationId, page), membersNamed(page)]);
    return {
      items: page.map((row) => toApiEntry(row, reviewers, members)),
      nextBefore: rows.length > ACTIVITY_PAGE_SIZE ? page[page.length - 1].entry.id : null,
    };
  }

  /**
   * The display names of the reviews replied to, read now: the journal keeps a review's id, never what its author
   * wrote; a review gone is named by nothing.
   */
  async function reviewersOf(organizationId: number, page: { entry: ActivityRow }[]) {
    const ids = idsIn(page, 'reviewId');
    if (ids.length === 0) return new Map<number, string>();
    const rows = await db
      .select({ id: reviews.id, authorName: reviews.authorName })
      .from(reviews)
      .innerJoin(listings, eq(listings.id, reviews.listingId))
      .where(and(inArray(reviews.id, ids), eq(listings.organizationId, organizationId)));
    return new Map(rows.map((row) => [row.id, row.authorName]));
  }

  /** The names of the members acted on, read now (a deleted account is named by nothing). */
  async function membersNamed(page: { entry: ActivityRow }[]) {
    const ids = idsIn(page, 'memberId', 'to');
    if (ids.length === 0) return new Map<number, string>();
    const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
    return new Map(rows.map((row) => [row.id, firstNameOf(row.name)]));
  }

  /** Entries older than ACTIVITY_KEPT_MONTHS go (the schedule's daily purge); how many went. */
  async function purgeOld(at = now()): Promise<number> {
    const purged = await db
      .delete(organizationActivity)
      .where(sql`${organizationActivity.createdAt} < ${at.toISOString()}::timestamptz - make_interval(months => ${ACTIVITY_KEPT_MONTHS})`)
      .returning({ id: organizationActivity.id });
    return purged.length;
  }

  /** Purges at most once a day, however often the schedule's sweep runs. */
  let lastPurge = 0;
  async function purgeDaily(): Promise<void> {
    const at = now();
    if (at.getTime() - lastPurge < 24 * 60 * 60 * 1000) return;
    lastPurge = at.getTime();
    await purgeOld(at);
  }

  return { record: (entry: ActivityEntry) => recordActivity(db, entry), journal, purgeOld, purgeDaily };
}

/** The ids under `key` in the page's details. */
function idsIn(page: { entry: ActivityRow }[], ...keys: ('reviewId' | 'memberId' | 'to')[]): number[] {
  const ids = page.flatMap(({ entry }) => keys.map((key) => entry.details[key])).filter((id): id is number => typeof id === 'number');
  return [...new Set(ids)];
}

function toApiEntry(
  row: { entry: ActivityRow; userName: string | null; isMember: boolean; locationName: string | null },
  reviewers: Map<number, string>,
  members: Map<number, string>,
): ApiActivityEntry {
  const { entry } = row;
  const details = { ...entry.details };
  if (typeof details.reviewId === 'number') details.reviewer = reviewers.get(details.reviewId) ?? null;
  // The member acted on (`memberId`), or given the ownership (`to`).
  const memberId = typeof details.memberId === 'number' ? details.memberId : details.to;
  if (typeof memberId === 'number') details.member = members.get(memberId) ?? null;
  const stillMember = entry.userId !== null && row.userName !== null && row.isMember;
  // A removed establishment is named by the name it had (kept in the entry); a live one by its name now.
  const removedName = typeof details.name === 'string' && typeof details.establishmentId === 'number' ? details.name : null;
  const establishment =
    entry.locationId !== null && row.locationName !== null
      ? { id: entry.locationId, name: row.locationName }
      : removedName !== null
        ? { id: details.establishmentId as number, name: removedName }
        : null;
  return {
    id: entry.id,
    action: entry.action,
    at: entry.createdAt.toISOString(),
    actor: stillMember ? { userId: entry.userId!, name: firstNameOf(row.userName!) } : null,
    former: !stillMember,
    establishment,
    details,
  };
}

/**
 * The actions a user did, for their data export: what, when, in which organisation and on which establishment. An
 * invited address is another person's and stays out.
 */
export async function activityOfUser(db: Database, userId: number) {
  const rows = await db.select().from(organizationActivity).where(eq(organizationActivity.userId, userId)).orderBy(organizationActivity.id);
  return rows.map((row) => {
    const { email: _address, ...details } = row.details;
    return { ...row, details };
  });
}

export type Activity = ReturnType<typeof createActivity>;
