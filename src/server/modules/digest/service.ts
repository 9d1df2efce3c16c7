import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, asc, desc, eq, exists, gte, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { monthOf, monthRange, previousMonthOf, reportFileName } from '../../../shared/api/monthly-report';
import type { DigestDay } from '../../../shared/api/notifications';
import type { MailTransport } from '../../adapters/mail/mail-transport';
import type { Database } from '../../db/client';
import {
  alertSettings,
  digestSends,
  listings,
  organizationMembers,
  organizations as organizationRows,
  reviews,
  users,
} from '../../db/schema';
import { reportFormat, type DashboardService } from '../dashboard';
import type { Organizations } from '../organizations';
import { hasPremiumAccess, type SubscriptionsService } from '../subscriptions';
import { digestMail, suggestionFor, type DigestContent, type DigestRecipient, type DigestReport, type DigestWeek } from './digest-mail';
import { PATHS } from '../../../shared/app-paths';
import type { FrenchHoliday } from '../../../shared/french-holidays';
import { reviewsScreenPath } from '../../../shared/review-screen-url';

/** The digest leaves at this hour, Paris time, on the member's day. */
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
  dashboard: Pick<DashboardService, 'figuresOver' | 'monthlyReport' | 'networkReport'>;
  subscriptions: Pick<SubscriptionsService, 'list'>;
  organizations: Pick<Organizations, 'establishmentsOf'>;
  mail: MailTransport;
  publicUrl: string;
  secret: string;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** The establishment's next French public holiday without special hours on its Google profile, or null. */
  holidayReminder?: (listingId: number) => Promise<FrenchHoliday | null>;
};

type ListingRow = typeof listings.$inferSelect;
type Member = Pick<typeof users.$inferSelect, 'id' | 'email'>;
/** A report to attach, before its file is named: its month, what it covers (an establishment or an organisation). */
type Report = Omit<DigestReport, 'filename'>;

/**
 * The weekly digest by e-mail, at 8:00 Paris on each member's day (Monday unless changed, or off): one mail telling
 * the week of every establishment the member sees (their organisations, role and scope, read at send time) whose
 * paying account has access. Each member is sent one per ISO week, claimed by inserting its (member, week) row before
 * sending, so two instances never both send it; a send that fails gives the claim back for the next run. A member who
 * sees no establishment with access gets none.
 */
export function createWeeklyDigest({
  db,
  dashboard,
  subscriptions,
  organizations,
  mail,
  publicUrl,
  secret,
  log,
  now = () => new Date(),
  holidayReminder = async () => null,
}: WeeklyDigestDependencies) {
  const tokenOf = (userId: number) => createHmac('sha256', secret).update(`digest-unsubscribe:${userId}`).digest('base64url');
  const unsubscribeUrlOf = (userId: number) => `${publicUrl}/api/users/digest/unsubscribe/${userId}/${tokenOf(userId)}`;
  const recipientOf = (member: Member): DigestRecipient => ({
    to: member.email,
    appUrl: `${publicUrl}${PATHS.dashboardHome}`,
    unsubscribeUrl: unsubscribeUrlOf(member.id),
  });

  /** One establishment's week, from the dashboard's own figures: the same for every member who sees it. */
  async function weekOf(listing: ListingRow, at: Date): Promise<DigestWeek> {
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
        // The reviews screen opens on the establishment chosen in the app: its URL names no establishment (yet).
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
      business: listing.name,
      ...base,
      byStars: week.distribution,
      responseRate: week.figures.responseRate.current,
      suggestion: suggestionFor(base),
      holiday: await holidayReminder(listing.id),
      hoursUrl: `${publicUrl}${PATHS.googleProfile}`,
    };
  }

  /** The digest of one establishment for one member, as its mail tells it. */
  async function contentOf(member: Member, listing: ListingRow, at: Date): Promise<DigestContent> {
    return { ...recipientOf(member), ...(await weekOf(listing, at)) };
  }

  /**
   * Whether this is the member's first digest of the month (no other week's digest sent since the 1st), which
   * carries the previous month's reports: the digest leaves at 8:00 Paris, by then the month is the same in Paris and
   * in UTC.
   */
  async function isFirstOfMonth(userId: number, week: string, at: Date): Promise<boolean> {
    const [earlier] = await db
      .select({ week: digestSends.week })
      .from(digestSends)
      .where(and(eq(digestSends.userId, userId), ne(digestSends.week, week), gte(digestSends.sentAt, monthRange(monthOf(at)).from)))
      .limit(1);
    return earlier === undefined;
  }

  /**
   * The report of `month` of one organisation's establishments the member sees: one establishment's own report, or
   * the network's (its page, then each establishment's); none when it cannot be written.
   */
  async function reportOf(scope: readonly ListingRow[], month: string, at: Date): Promise<Report | undefined> {
    const monthLabel = reportFormat('fr').month(month);
    const [first] = scope;
    try {
      if (scope.length === 1) {
        return { monthLabel, covers: first.name, establishments: 1, pdf: await dashboard.monthlyReport(first, month, 'fr', at) };
      }
      const [organization] = await db
        .select({ name: organizationRows.name })
        .from(organizationRows)
        .where(eq(organizationRows.id, first.organizationId));
      const pdf = await dashboard.networkReport(scope, month, 'fr', at);
      return { monthLabel, covers: organization?.name ?? first.name, establishments: scope.length, pdf };
    } catch (error) {
      // The week's figures still go out: a report that cannot be written is logged, not a reason to hold the digest.
      log.warn({ err: error, listingIds: scope.map((place) => place.id), month }, 'monthly report not attached to the digest');
      return undefined;
    }
  }

  /** The establishments the member sees now, by name, left out those whose paying account has no access. */
  async function listingsFor(userId: number, paid: (payerId: number) => Promise<boolean>): Promise<ListingRow[]> {
    const seen = await organizations.establishmentsOf(userId);
    if (seen.length === 0) return [];
    const rows = await db
      .select()
      .from(listings)
      .where(
        inArray(
          listings.id,
          seen.map((place) => place.id),
        ),
      );
    const ordered = seen.flatMap((place) => rows.filter((row) => row.id === place.id));
    const access = await Promise.all(ordered.map((row) => paid(row.userId)));
    return ordered.filter((_, index) => access[index]);
  }

  /** Sends the digests due now; returns how many left. */
  async function sendDue(): Promise<number> {
    const at = now();
    const { weekday, hour, week } = parisWeekOf(at);
    if (hour < DIGEST_HOUR) return 0;
    const month = previousMonthOf(monthOf(at));
    // Members on their day without this week's digest yet: the claim below still decides between two instances.
    const due = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .leftJoin(alertSettings, eq(alertSettings.userId, users.id))
      .leftJoin(digestSends, and(eq(digestSends.userId, users.id), eq(digestSends.week, week)))
      .where(
        and(
          eq(users.isActive, true),
          sql`coalesce(${alertSettings.digestDay}, 'monday') = ${weekday}`,
          isNull(digestSends.userId),
          exists(
            db
              .select({ one: sql`1` })
              .from(organizationMembers)
              .where(eq(organizationMembers.userId, users.id)),
          ),
        ),
      )
      .orderBy(asc(users.id));
    // Within one run, each paying account's access, each establishment's week and report are read once, whoever sees it.
    const access = once(
      (payerId: number) => payerHasAccess(payerId, at),
      (payerId) => payerId,
    );
    const weeks = once(
      (listing: ListingRow) => weekOf(listing, at),
      (listing) => listing.id,
    );
    const reports = once(
      (scope: readonly ListingRow[]) => reportOf(scope, month, at),
      (scope) => scope.map((place) => place.id).join(','),
    );
    let sent = 0;
    for (const member of due) {
      const seen = await listingsFor(member.id, access);
      if (seen.length === 0) continue;
      const [claimed] = await db.insert(digestSends).values({ userId: member.id, week, sentAt: at }).onConflictDoNothing().returning();
      if (!claimed) continue;
      try {
        const told: DigestWeek[] = [];
        for (const listing of seen) told.push(await weeks(listing));
        const attached: Report[] = [];
        if (await isFirstOfMonth(member.id, week, at)) {
          for (const scope of byOrganization(seen)) {
            const report = await reports(scope);
            if (report) attached.push(report);
          }
        }
        await mail.send(digestMail(recipientOf(member), told, namedReports(attached, month)));
        sent += 1;
      } catch (error) {
        log.warn({ err: error, userId: member.id }, 'weekly digest not sent');
        await db.delete(digestSends).where(and(eq(digestSends.userId, member.id), eq(digestSends.week, week)));
      }
    }
    return sent;
  }

  /** Whether the account paying for establishments gives their members access at `at` (its subscriptions or trial). */
  async function payerHasAccess(payerId: number, at: Date): Promise<boolean> {
    const [payer] = await db.select({ trialTakenBefore: users.trialTakenBefore }).from(users).where(eq(users.id, payerId));
    return payer !== undefined && hasPremiumAccess(payer, await subscriptions.list(payerId), at);
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

/** `compute` answering once per key (its promise kept, a failure too) for the run's length. */
function once<Argument, Value>(compute: (argument: Argument) => Promise<Value>, keyOf: (argument: Argument) => unknown) {
  const known = new Map<unknown, Promise<Value>>();
  return (argument: Argument): Promise<Value> => {
    const key = keyOf(argument);
    let value = known.get(key);
    if (value === undefined) {
      value = compute(argument);
      known.set(key, value);
    }
    return value;
  };
}

/** The establishments of each organisation together, in the order they come: a network's report covers one organisation. */
function byOrganization(seen: readonly ListingRow[]): ListingRow[][] {
  const scopes = new Map<number, ListingRow[]>();
  for (const place of seen) scopes.set(place.organizationId, [...(scopes.get(place.organizationId) ?? []), place]);
  return [...scopes.values()];
}

/**
 * The reports with their files named: one is named as the dashboard names it; several carry the name of what each
 * covers (an establishment, or an organisation for a network's), numbered when two read the same, so no attachment
 * hides another.
 */
function namedReports(reports: readonly Report[], month: string): DigestReport[] {
  const used = new Set<string>();
  return reports.map((report) => {
    const named = reports.length === 1 ? reportFileName(month) : reportFileName(month, report.covers);
    let filename = named;
    for (let copy = 2; used.has(filename); copy += 1) filename = named.replace(/\.pdf$/, `-${copy}.pdf`);
    used.add(filename);
    return { ...report, filename };
  });
}
