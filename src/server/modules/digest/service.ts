import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gte, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { monthOf, monthRange, previousMonthOf, reportFileName } from '../../../shared/api/monthly-report';
import type { DigestDay } from '../../../shared/api/notifications';
import type { MailTransport } from '../../adapters/mail/mail-transport';
import type { Database } from '../../db/client';
import { alertSettings, digestSends, listings, reviews, users } from '../../db/schema';
import { reportFormat, type DashboardService } from '../dashboard';
import { hasPremiumAccess, type SubscriptionsService } from '../subscriptions';
import { digestMail, suggestionFor, type DigestContent } from './digest-mail';
import { PATHS } from '../../../shared/app-paths';
import { reviewsScreenPath } from '../../../shared/review-screen-url';

/** The digest leaves at this hour, Paris time, on the account's day. */
export const DIGEST_HOUR = 8;
const WEEK_DAYS = 7;
const UNANSWERED_LISTED = 5;
const EXCERPT_LENGTH = 120;

const PARIS_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  weekday: 'long',
  hour: '2-digit',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Paris weekday, hour and ISO week (`YYYY-Www`) of an instant: when a digest is due, and which week it covers. */
export function parisWeekOf(instant: Date): { weekday: DigestDay; hour: number; week: string } {
  const parts = Object.fromEntries(PARIS_PARTS.formatToParts(instant).map((part) => [part.type, part.value]));
  const day = new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)));
  // ISO week: the week of the Thursday of this Monday-to-Sunday week.
  const isoWeekday = (day.getUTCDay() + 6) % 7;
  const thursday = new Date(day.getTime() + (3 - isoWeekday) * 86_400_000);
  const week = 1 + Math.floor((thursday.getTime() - Date.UTC(thursday.getUTCFullYear(), 0, 1)) / 86_400_000 / 7);
  return {
    weekday: parts.weekday.toLowerCase() as DigestDay,
    hour: Number(parts.hour),
    week: `${thursday.getUTCFullYear()}-W${String(week).padStart(2, '0')}`,
  };
}

export type WeeklyDigestDependencies = {
  db: Database;
  dashboard: Pick<DashboardService, 'figuresOver' | 'monthlyReport'>;
  subscriptions: Pick<SubscriptionsService, 'list'>;
  mail: MailTransport;
  publicUrl: string;
  secret: string;
  log: FastifyBaseLogger;
  now?: () => Date;
};

/**
 * The weekly digest by e-mail, at 8:00 Paris on the account's day (Monday unless changed, or off). Each account is
 * sent one per ISO week, claimed by inserting its (account, week) row before sending, so two instances never both send
 * it; a send that fails gives the claim back for the next run. Accounts without access get none.
 */
export function createWeeklyDigest({
  db,
  dashboard,
  subscriptions,
  mail,
  publicUrl,
  secret,
  log,
  now = () => new Date(),
}: WeeklyDigestDependencies) {
  const tokenOf = (userId: number) => createHmac('sha256', secret).update(`digest-unsubscribe:${userId}`).digest('base64url');
  const unsubscribeUrlOf = (userId: number) => `${publicUrl}/api/users/digest/unsubscribe/${userId}/${tokenOf(userId)}`;

  async function contentOf(
    owner: Pick<typeof users.$inferSelect, 'id' | 'email'>,
    listing: typeof listings.$inferSelect,
    at: Date,
  ): Promise<DigestContent> {
    const week = await dashboard.figuresOver(listing, WEEK_DAYS, at);
    const unansweredRows = await db
      .select({ authorName: reviews.authorName, rating: reviews.reviewRate, content: reviews.reviewContent })
      .from(reviews)
      .where(and(eq(reviews.listingId, listing.id), isNull(reviews.responseContent), gte(reviews.date, new Date(week.range.from))))
      .orderBy(reviews.reviewRate, desc(reviews.date))
      .limit(UNANSWERED_LISTED);
    const unanswered = unansweredRows.map((row) => {
      const text = row.content ?? '';
      return {
        authorName: row.authorName,
        rating: row.rating,
        excerpt: text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : text || '(sans commentaire)',
        url: `${publicUrl}${reviewsScreenPath({ answered: false, q: row.authorName })}`,
      };
    });
    const base = {
      rating: week.figures.averageRating,
      newReviews: week.figures.newReviews.current ?? 0,
      unanswered,
      requestsSent: week.requests.sent,
    };
    return {
      to: owner.email,
      business: listing.name,
      ...base,
      byStars: week.distribution,
      responseRate: week.figures.responseRate.current,
      suggestion: suggestionFor(base),
      appUrl: `${publicUrl}${PATHS.dashboardHome}`,
      unsubscribeUrl: unsubscribeUrlOf(owner.id),
    };
  }

  /**
   * The previous month's report when this is the account's first digest of the month (no other week's digest sent
   * since the 1st): the digest leaves at 8:00 Paris, by then the month is the same in Paris and in UTC.
   */
  async function reportFor(userId: number, listing: typeof listings.$inferSelect, week: string, at: Date) {
    const [earlier] = await db
      .select({ week: digestSends.week })
      .from(digestSends)
      .where(and(eq(digestSends.userId, userId), ne(digestSends.week, week), gte(digestSends.sentAt, monthRange(monthOf(at)).from)))
      .limit(1);
    if (earlier) return undefined;
    const month = previousMonthOf(monthOf(at));
    try {
      const pdf = await dashboard.monthlyReport(listing, month, 'fr', at);
      return { monthLabel: reportFormat('fr').month(month), filename: reportFileName(month), pdf };
    } catch (error) {
      // The week's figures still go out: a report that cannot be written is logged, not a reason to hold the digest.
      log.warn({ err: error, userId, month }, 'monthly report not attached to the digest');
      return undefined;
    }
  }

  /** Sends the digests due now; returns how many left. */
  async function sendDue(): Promise<number> {
    const at = now();
    const { weekday, hour, week } = parisWeekOf(at);
    if (hour < DIGEST_HOUR) return 0;
    const due = await db
      .select({ owner: users, listing: listings })
      .from(users)
      .innerJoin(listings, eq(listings.userId, users.id))
      .leftJoin(alertSettings, eq(alertSettings.userId, users.id))
      .where(and(eq(users.isActive, true), sql`coalesce(${alertSettings.digestDay}, 'monday') = ${weekday}`));
    let sent = 0;
    for (const { owner, listing } of due) {
      if (!hasPremiumAccess(owner, await subscriptions.list(owner.id), at)) continue;
      const [claimed] = await db.insert(digestSends).values({ userId: owner.id, week, sentAt: at }).onConflictDoNothing().returning();
      if (!claimed) continue;
      try {
        const content = await contentOf(owner, listing, at);
        await mail.send(digestMail({ ...content, report: await reportFor(owner.id, listing, week, at) }));
        sent += 1;
      } catch (error) {
        log.warn({ err: error, userId: owner.id }, 'weekly digest not sent');
        await db.delete(digestSends).where(and(eq(digestSends.userId, owner.id), eq(digestSends.week, week)));
      }
    }
    return sent;
  }

  /** Whether the unsubscribe link is an existing account's (its page), without changing anything. */
  async function isUnsubscribeLink(userId: number, token: string): Promise<boolean> {
    const expected = Buffer.from(tokenOf(userId));
    const given = Buffer.from(token);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    return owner !== undefined;
  }

  /** The digest's unsubscription (the page's button or the mail client's one-click POST): the day becomes `off`. False for a token that is not the account's. */
  async function unsubscribe(userId: number, token: string): Promise<boolean> {
    if (!(await isUnsubscribeLink(userId, token))) return false;
    await db
      .insert(alertSettings)
      .values({ userId, digestDay: 'off' })
      .onConflictDoUpdate({ target: alertSettings.userId, set: { digestDay: 'off', updatedAt: new Date() } });
    return true;
  }

  return { sendDue, isUnsubscribeLink, unsubscribe, contentOf, unsubscribeUrlOf };
}

export type WeeklyDigest = ReturnType<typeof createWeeklyDigest>;
