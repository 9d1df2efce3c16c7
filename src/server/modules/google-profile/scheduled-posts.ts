import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { checkPostDraft } from '../../adapters/google-profile/profile-input';
import type { PostDraft } from '../../adapters/google-profile/profile-types';
import type { Database } from '../../db/client';
import { googleProfilePosts } from '../../db/schema';
import { AppError } from '../../errors';
import { PROFILE_POST_MAX_AHEAD_DAYS, type ProfilePostAnswer, type ProfilePostRepeat } from '../../../shared/api/google-profile';
import { parisInstant, parisWallClock } from '../../../shared/paris-day';
import type { ProfileAccess } from './profile-access';
import { profileRefusal } from './profile-errors';

type PostRow = typeof googleProfilePosts.$inferSelect;

/** A scheduled post's id in the API: it is not Google's (numbers), so `DELETE …/posts/:postId` tells them apart. */
export const SCHEDULED_ID_PREFIX = 'scheduled-';
const DAY_MS = 86_400_000;
/**
 * How long an instance holds a post it is publishing: past it, another instance takes the post over (the first one
 * died). Far longer than a call to Google (20 s at most, a refreshed token's call included).
 */
export const PUBLISHING_LEASE_MS = 5 * 60_000;
/** Tries before a post Google keeps refusing for its quota or its availability is marked failed. */
export const PUBLISH_MAX_ATTEMPTS = 6;
/** The pause after Google was unreachable, doubled at each try (Google's own Retry-After rules a 429). */
const UNAVAILABLE_BACKOFF_MS = 60_000;

const idOf = (row: Pick<PostRow, 'id'>) => `${SCHEDULED_ID_PREFIX}${row.id}`;

/** A post written in Bonavis and not on Google yet, as the API shows it. */
function toAnswer(row: PostRow): ProfilePostAnswer {
  return {
    id: idOf(row),
    kind: row.kind,
    summary: row.summary,
    languageCode: row.languageCode,
    photoUrl: row.photoUrl,
    callToAction: row.callToAction,
    event: row.event,
    offer: row.offer,
    // A post being published shows as scheduled until Google answers.
    state: row.state === 'failed' ? 'failed' : 'scheduled',
    searchUrl: null,
    createdAt: row.createdAt.toISOString(),
    publishAt: row.publishAt.toISOString(),
    repeat: row.repeat,
    problem: row.problem,
  };
}

/** `YYYY-MM-DD` moved by whole days. */
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** `YYYY-MM-DD` a month later, on the month's last day when it is shorter (31 January → 28 or 29 February). */
function addMonth(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(day, lastDay))).toISOString().slice(0, 10);
}

/**
 * The next post of a series: a week or a month after this one, at the same time on a Paris clock (a change of summer
 * time keeps 9:00 at 9:00), and an event's or offer's dates moved by as many days. Its text is the same. A post
 * published late (the job stopped for a while) is followed by the first time of the series after `after`, never by a
 * burst of the missed ones.
 */
export function nextOfSeries(row: PostRow, after: Date = row.publishAt): typeof googleProfilePosts.$inferInsert {
  const { date: firstDate, time } = parisWallClock(row.publishAt);
  let date = firstDate;
  do {
    date = row.repeat === 'weekly' ? addDays(date, 7) : addMonth(date);
  } while (parisInstant(date, time) <= after);
  const shift = Math.round((Date.parse(date) - Date.parse(firstDate)) / DAY_MS);
  const event = row.event && {
    ...row.event,
    schedule: {
      ...row.event.schedule,
      startDate: addDays(row.event.schedule.startDate, shift),
      endDate: addDays(row.event.schedule.endDate, shift),
    },
  };
  return {
    ...draftOf(row),
    event,
    locationId: row.locationId,
    publishAt: parisInstant(date, time),
    repeat: row.repeat,
    createdBy: row.createdBy,
  };
}

const draftOf = (row: PostRow): PostDraft => ({
  kind: row.kind,
  summary: row.summary,
  languageCode: row.languageCode,
  photoUrl: row.photoUrl,
  callToAction: row.callToAction,
  event: row.event,
  offer: row.offer,
});

/**
 * How long to wait before trying again when the refusal passes with time (Google's quota or the shared budget: its
 * Retry-After; Google unreachable: a doubling pause), or null: the post fails.
 */
function retryDelayOf(refusal: unknown, attempts: number): number | null {
  if (!(refusal instanceof AppError) || attempts >= PUBLISH_MAX_ATTEMPTS) return null;
  if (refusal.code === 'PROFILE_RATE_LIMITED') return Number(refusal.details.retryAfterSeconds ?? 60) * 1000;
  if (refusal.code === 'PROFILE_UNAVAILABLE') return UNAVAILABLE_BACKOFF_MS * 2 ** (attempts - 1);
  return null;
}

export type ScheduledPostsDependencies = {
  db: Database;
  access: ProfileAccess;
  /** The server's clock (the test clock in browser tests): what « at its time » means. */
  now: () => Date;
  log: FastifyBaseLogger;
};

/**
 * Posts written in Bonavis for a later time (`google_profile_posts`): stored `scheduled`, then published by the
 * `google-profile-posts` job when due. Each due post is claimed by one instance at a time (a row lock skipped by the
 * others, then a lease), so two instances sweeping together publish it once; Google's name and state are recorded.
 * Google's quota (429) and unavailability put the post back with Retry-After or a doubling pause, and stop the sweep:
 * the other posts wait for the budget too. The account's daily budget spent puts it back until the UTC day turns, the
 * sweep going on with other accounts' posts. Any other refusal marks the post `failed` with its code, and ends its
 * series (the owner sees it and writes it again). A post of a series, once published, schedules the next.
 */
export function createScheduledPosts({ db, access, now, log }: ScheduledPostsDependencies) {
  /** `publishAt` must come after now and within a year, by the server's clock; 400 on the field otherwise. */
  function checkPublishAt(publishAt: Date) {
    const at = now().getTime();
    if (publishAt.getTime() <= at || publishAt.getTime() > at + PROFILE_POST_MAX_AHEAD_DAYS * DAY_MS) {
      throw new AppError(400, 'VALIDATION_ERROR', 'Choisissez une date à venir, dans un an au plus', {
        fields: { publishAt: 'validation.invalid' },
      });
    }
  }

  /** A post written in Bonavis to be published at `publishAt`. */
  async function schedule(
    listingId: number,
    createdBy: number | null,
    draft: PostDraft,
    publishAt: Date,
    repeat: ProfilePostRepeat = 'never',
  ): Promise<ProfilePostAnswer> {
    checkPublishAt(publishAt);
    // Checked now as Google would, so a post that cannot be published is refused while the owner is there.
    try {
      checkPostDraft(draft);
    } catch (error) {
      throw profileRefusal(error);
    }
    const [row] = await db
      .insert(googleProfilePosts)
      .values({ locationId: listingId, ...draft, publishAt, repeat, createdBy })
      .returning();
    return toAnswer(row);
  }

  /** The establishment's posts not on Google yet: scheduled (soonest first), then those that failed. */
  async function written(listingId: number): Promise<ProfilePostAnswer[]> {
    const rows = await db
      .select()
      .from(googleProfilePosts)
      .where(and(eq(googleProfilePosts.locationId, listingId), inArray(googleProfilePosts.state, ['scheduled', 'publishing', 'failed'])))
      .orderBy(asc(googleProfilePosts.publishAt), asc(googleProfilePosts.id));
    return [...rows.filter((row) => row.state !== 'failed'), ...rows.filter((row) => row.state === 'failed')].map(toAnswer);
  }

  /** When each post published by the job was scheduled for, by Google's post id (the list shows it beside Google's). */
  async function publishTimes(listingId: number): Promise<Map<string, string>> {
    const rows = await db
      .select({ googleName: googleProfilePosts.googleName, publishAt: googleProfilePosts.publishAt })
      .from(googleProfilePosts)
      .where(and(eq(googleProfilePosts.locationId, listingId), eq(googleProfilePosts.state, 'published')));
    return new Map(rows.flatMap((row) => (row.googleName ? [[row.googleName.split('/').at(-1)!, row.publishAt.toISOString()]] : [])));
  }

  /** Cancels a scheduled post (or forgets a failed one); 404 when gone or already being published. */
  async function cancel(listingId: number, postId: string): Promise<void> {
    const id = Number(postId.slice(SCHEDULED_ID_PREFIX.length));
    if (!Number.isSafeInteger(id) || id < 1) throw new AppError(404, 'PROFILE_NOT_FOUND', 'No such post');
    const mine = and(eq(googleProfilePosts.id, id), eq(googleProfilePosts.locationId, listingId));
    const [cancelled] = await db
      .delete(googleProfilePosts)
      .where(and(mine, inArray(googleProfilePosts.state, ['scheduled', 'failed'])))
      .returning({ id: googleProfilePosts.id });
    // Gone, or being published right now: either way it is no longer a scheduled post (Google's list shows it soon).
    if (!cancelled) throw new AppError(404, 'PROFILE_NOT_FOUND', "Ce post n'est plus programmé");
  }

  /**
   * Takes one due post for this instance: scheduled and due (and past any pause after a refusal), or left publishing
   * by an instance whose lease ran out. The row lock is skipped by the other instances, and the condition is read
   * again on the locked row, so a post is never taken twice.
   */
  async function claimNext(at: Date): Promise<PostRow | null> {
    const due = or(
      and(
        eq(googleProfilePosts.state, 'scheduled'),
        lte(googleProfilePosts.publishAt, at),
        or(isNull(googleProfilePosts.claimedUntil), lte(googleProfilePosts.claimedUntil, at)),
      ),
      and(eq(googleProfilePosts.state, 'publishing'), lte(googleProfilePosts.claimedUntil, at)),
    );
    const next = db
      .select({ id: googleProfilePosts.id })
      .from(googleProfilePosts)
      .where(due)
      .orderBy(asc(googleProfilePosts.publishAt), asc(googleProfilePosts.id))
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await db
      .update(googleProfilePosts)
      .set({
        state: 'publishing',
        claimedUntil: new Date(at.getTime() + PUBLISHING_LEASE_MS),
        attempts: sql`${googleProfilePosts.attempts} + 1`,
      })
      .where(and(sql`${googleProfilePosts.id} = (${next})`, due))
      .returning();
    return row ?? null;
  }

  /** Records Google's answer on the post this instance holds (a post cancelled meanwhile cannot be: it was publishing). */
  async function settle(row: PostRow, changes: Partial<typeof googleProfilePosts.$inferInsert>) {
    await db
      .update(googleProfilePosts)
      .set(changes)
      .where(and(eq(googleProfilePosts.id, row.id), eq(googleProfilePosts.state, 'publishing')));
  }

  /**
   * Records that Google published the post this instance holds and, for a series, schedules its next post in the same
   * transaction: a series goes on exactly once per publication, whichever instance published it.
   */
  async function recordPublished(row: PostRow, at: Date, changes: Partial<typeof googleProfilePosts.$inferInsert>) {
    await db.transaction(async (tx) => {
      const [published] = await tx
        .update(googleProfilePosts)
        .set(changes)
        .where(and(eq(googleProfilePosts.id, row.id), eq(googleProfilePosts.state, 'publishing')))
        .returning({ id: googleProfilePosts.id });
      if (published && row.repeat !== 'never') await tx.insert(googleProfilePosts).values(nextOfSeries(row, at));
    });
  }

  /** Publishes one claimed post; false when Google asked to wait (the sweep stops there). */
  async function publish(row: PostRow, at: Date): Promise<boolean> {
    try {
      const post = await access.run(row.locationId, (profile, location) =>
        profile.createPost(location, draftOf(row)).then((created) => ({ created, location })),
      );
      await recordPublished(row, at, {
        state: 'published',
        googleName: `${post.location.account}/${post.location.location}/localPosts/${post.created.id}`,
        googleState: post.created.state,
        problem: null,
        claimedUntil: null,
        publishedAt: at,
      });
      return true;
    } catch (error) {
      const refusal = profileRefusal(error);
      if (refusal instanceof AppError && refusal.code === 'PROFILE_BUDGET_SPENT') {
        // The account's calls of the day are spent: no call was made, so the try is not counted, and the other
        // accounts' posts go on. Tried again when the day turns.
        const delayMs = Number(refusal.details.retryAfterSeconds ?? 3600) * 1000;
        await settle(row, { state: 'scheduled', claimedUntil: new Date(at.getTime() + delayMs), attempts: row.attempts - 1 });
        return true;
      }
      const delay = retryDelayOf(refusal, row.attempts);
      if (delay !== null) {
        await settle(row, { state: 'scheduled', claimedUntil: new Date(at.getTime() + delay) });
        return false;
      }
      const problem = refusal instanceof AppError ? refusal.code : 'PROFILE_UNAVAILABLE';
      log.warn({ err: error, postId: row.id, problem }, 'scheduled post not published on Google');
      await settle(row, { state: 'failed', problem, claimedUntil: null });
      return true;
    }
  }

  /** Publishes every post due now, one after another; stops when Google asks to wait. Returns how many were taken. */
  async function publishDue(): Promise<number> {
    let taken = 0;
    for (;;) {
      const at = now();
      const row = await claimNext(at);
      if (!row) return taken;
      taken += 1;
      if (!(await publish(row, at))) return taken;
    }
  }

  return { schedule, written, publishTimes, cancel, publishDue };
}

export type ScheduledPosts = ReturnType<typeof createScheduledPosts>;
