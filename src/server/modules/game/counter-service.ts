import { and, asc, count, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { GameCoupon, GameCouponPage, GameStats } from '../../../shared/api/game';
import { DAY_MS } from '../../../shared/constants';
import type { Database } from '../../db/client';
import { gameCoupons, gamePlays, gameSegments } from '../../db/schema';
import { AppError } from '../../errors';
import { normalizeCouponCode } from './draw';

import type { OwnerScope } from '../../plugins/authenticate';
import { parisDay, TIME_ZONE_SQL, type GameRow } from './game-rows';

export const COUPONS_PAGE_SIZE = 20;

/** The owner's counter: the game's statistics, the coupons won and their redemption. */
export function createGameCounter(db: Database, gameOf: (scope: OwnerScope) => Promise<GameRow>) {
  /** Plays, prizes won and prizes redeemed per day over the last `days` days, and each prize's stock. */
  async function stats(scope: OwnerScope, days: number, now = new Date()): Promise<GameStats> {
    const game = await gameOf(scope);
    const today = parisDay(now);
    const dayOf = (column: typeof gamePlays.playedAt | typeof gameCoupons.redeemedAt) =>
      sql`(${column} at time zone ${TIME_ZONE_SQL})::date`;
    const from = sql`${today}::date - ${days - 1}::int`;
    const [playsByDay, redeemedByDay, prizes] = await Promise.all([
      db
        .select({ day: sql<string>`${dayOf(gamePlays.playedAt)}::text`, plays: count(), won: count(gameCoupons.id) })
        .from(gamePlays)
        .leftJoin(gameCoupons, eq(gameCoupons.playId, gamePlays.id))
        .where(and(eq(gamePlays.gameId, game.id), sql`${dayOf(gamePlays.playedAt)} >= ${from}`))
        .groupBy(dayOf(gamePlays.playedAt)),
      db
        .select({ day: sql<string>`${dayOf(gameCoupons.redeemedAt)}::text`, redeemed: count() })
        .from(gameCoupons)
        .where(and(eq(gameCoupons.gameId, game.id), isNotNull(gameCoupons.redeemedAt), sql`${dayOf(gameCoupons.redeemedAt)} >= ${from}`))
        .groupBy(dayOf(gameCoupons.redeemedAt)),
      db
        .select({
          segmentId: gameSegments.id,
          label: gameSegments.label,
          stock: gameSegments.stock,
          won: count(gameCoupons.id),
          redeemed: count(gameCoupons.redeemedAt),
        })
        .from(gameSegments)
        .leftJoin(gamePlays, eq(gamePlays.segmentId, gameSegments.id))
        .leftJoin(gameCoupons, eq(gameCoupons.playId, gamePlays.id))
        .where(and(eq(gameSegments.gameId, game.id), eq(gameSegments.archived, false), eq(gameSegments.isPrize, true)))
        .groupBy(gameSegments.id)
        .orderBy(asc(gameSegments.position)),
    ]);
    const byDay = Array.from({ length: days }, (_, index) => {
      const day = new Date(Date.parse(`${today}T00:00:00Z`) - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10);
      const played = playsByDay.find((row) => row.day === day);
      return {
        day,
        plays: played?.plays ?? 0,
        won: played?.won ?? 0,
        redeemed: redeemedByDay.find((row) => row.day === day)?.redeemed ?? 0,
      };
    });
    const totals = byDay.reduce(
      (sum, day) => ({ plays: sum.plays + day.plays, won: sum.won + day.won, redeemed: sum.redeemed + day.redeemed }),
      { plays: 0, won: 0, redeemed: 0 },
    );
    return { days, totals, byDay, prizes };
  }

  const couponColumns = {
    code: gameCoupons.code,
    label: gameSegments.label,
    conditions: gameSegments.conditions,
    expiresAt: gameCoupons.expiresAt,
    redeemedAt: gameCoupons.redeemedAt,
    firstName: gamePlays.firstName,
    email: gamePlays.email,
    wonAt: gamePlays.playedAt,
  };
  type CouponRow = { [Key in keyof typeof couponColumns]: (typeof couponColumns)[Key]['_']['data'] | null };
  const toCoupon = (row: CouponRow): GameCoupon => ({
    code: row.code!,
    label: row.label!,
    conditions: row.conditions!,
    expiresAt: row.expiresAt!.toISOString(),
    redeemedAt: row.redeemedAt?.toISOString() ?? null,
    firstName: row.firstName!,
    email: row.email!,
    wonAt: row.wonAt!.toISOString(),
  });

  /** The coupons won, newest first; `q` finds a code from its first characters (dashes and case forgiven). */
  async function coupons(scope: OwnerScope, query: { q?: string; page: number }): Promise<GameCouponPage> {
    const game = await gameOf(scope);
    // Only letters and digits reach the pattern, so no LIKE wildcard can come from the input.
    const typed = (query.q ?? '').toUpperCase().replace(/[^0-9A-Z]/g, '');
    const where = and(eq(gameCoupons.gameId, game.id), typed ? sql`replace(${gameCoupons.code}, '-', '') like ${`${typed}%`}` : undefined);
    const [{ total }] = await db.select({ total: count() }).from(gameCoupons).where(where);
    const pages = Math.max(1, Math.ceil(total / COUPONS_PAGE_SIZE));
    const page = Math.min(query.page, pages);
    const rows = await db
      .select(couponColumns)
      .from(gameCoupons)
      .innerJoin(gamePlays, eq(gamePlays.id, gameCoupons.playId))
      .innerJoin(gameSegments, eq(gameSegments.id, gamePlays.segmentId))
      .where(where)
      .orderBy(desc(gameCoupons.id))
      .limit(COUPONS_PAGE_SIZE)
      .offset((page - 1) * COUPONS_PAGE_SIZE);
    return { coupons: rows.map(toCoupon), total, page, pageSize: COUPONS_PAGE_SIZE };
  }

  /** Marks a coupon given at the counter, once: a single conditional update, so two clicks cannot both count. */
  async function redeem(scope: OwnerScope, typedCode: string, now = new Date()): Promise<GameCoupon> {
    const game = await gameOf(scope);
    const code = normalizeCouponCode(typedCode);
    if (!code) throw new AppError(404, 'COUPON_NOT_FOUND', 'No coupon has this code');
    const mine = and(eq(gameCoupons.gameId, game.id), eq(gameCoupons.code, code));
    const [redeemed] = await db
      .update(gameCoupons)
      .set({ redeemedAt: now })
      .where(and(mine, isNull(gameCoupons.redeemedAt), gt(gameCoupons.expiresAt, now)))
      .returning({ id: gameCoupons.id });
    const [row] = await db
      .select(couponColumns)
      .from(gameCoupons)
      .innerJoin(gamePlays, eq(gamePlays.id, gameCoupons.playId))
      .innerJoin(gameSegments, eq(gameSegments.id, gamePlays.segmentId))
      .where(mine);
    if (!row) throw new AppError(404, 'COUPON_NOT_FOUND', 'No coupon has this code');
    if (!redeemed) {
      if (row.redeemedAt)
        throw new AppError(409, 'COUPON_ALREADY_REDEEMED', 'This coupon was already given', { redeemedAt: row.redeemedAt.toISOString() });
      throw new AppError(410, 'COUPON_EXPIRED', 'This coupon has expired');
    }
    return toCoupon(row);
  }

  return { stats, coupons, redeem };
}
