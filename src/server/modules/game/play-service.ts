import { and, desc, eq, gt, or, sql } from 'drizzle-orm';
import type { PlayRequest, PlayResult, PublicGame, PublicGameRules, WonCoupon } from '../../../shared/api/game';
import { DAY_MS } from '../../../shared/constants';
import type { Database } from '../../db/client';
import { gameCoupons, gamePlays, gameSegments, games, listings } from '../../db/schema';
import { AppError } from '../../errors';
import { drawSegment, newCouponCode } from './draw';
import { reviewUrlOf } from '../reviews';

import { activeSegments, closedReasonOf, parisDay, playsOnDay, type SegmentRow, type Transaction } from './game-rows';

/** A play, its coupon if any, and who to tell: the game's service mails the player and tells the establishment's members. */
type RecordedPlay = {
  result: Omit<PlayResult, 'prizeMail'>;
  playId: number;
  gameId: number;
  locationId: number;
  businessName: string;
  player: { firstName: string; email: string };
};

/**
 * The players' side: the public wheel and rules, and the draw. A draw locks its game row, so limits, stock and the
 * play are decided and recorded as one step: two players racing for the last prize cannot both win it. No input of a
 * play concerns a review. `random` is the draw's source (see drawSegment), cryptographic unless a test passes a seeded one.
 */
export function createGamePlay(db: Database, { random }: { random?: (max: number) => number } = {}) {
  async function publicGameRow(publicId: string) {
    const [row] = await db
      .select({ game: games, listing: listings })
      .from(games)
      .innerJoin(listings, eq(listings.id, games.locationId))
      .where(eq(games.publicId, publicId));
    if (!row) throw new AppError(404, 'GAME_NOT_FOUND', 'This game does not exist');
    return row;
  }

  async function publicView(publicId: string, now = new Date()): Promise<PublicGame> {
    const { game, listing } = await publicGameRow(publicId);
    const [segments, playsToday] = await Promise.all([activeSegments(db, game.id), playsOnDay(db, game.id, parisDay(now))]);
    return {
      businessName: listing.name,
      nameKeepsArticle: listing.nameKeepsArticle,
      logo: game.showLogo ? listing.cover : null,
      primaryColor: game.primaryColor,
      segments: segments.map((segment) => ({ id: segment.id, label: segment.label, color: segment.color, isPrize: segment.isPrize })),
      closedReason: closedReasonOf(game, segments, parisDay(now), playsToday),
    };
  }

  async function publicRules(publicId: string): Promise<PublicGameRules> {
    const { game, listing } = await publicGameRow(publicId);
    return { businessName: listing.name, rules: game.rules, updatedAt: game.updatedAt.toISOString() };
  }

  /**
   * One spin, all or nothing: checks that the game is open, the person's and the day's limits,
   * draws among the slices that can still be drawn, takes one from the prize's stock, records the
   * play and its coupon. The result exists before the player's wheel stops turning.
   */
  async function play(publicId: string, request: PlayRequest, now = new Date()): Promise<RecordedPlay> {
    const { listing } = await publicGameRow(publicId);
    const email = request.email.trim().toLowerCase();
    const firstName = request.firstName.trim();
    const today = parisDay(now);
    const result = await db.transaction(async (tx) => {
      // Every play of this game waits here for the one before it: limits and stock are read after it committed.
      const [game] = await tx.select().from(games).where(eq(games.publicId, publicId)).for('update');
      // Deleted with its account since the look-up above.
      if (!game) throw new AppError(404, 'GAME_NOT_FOUND', 'This game does not exist');
      const segments = await activeSegments(tx, game.id);
      const closedReason = closedReasonOf(game, segments, today, await playsOnDay(tx, game.id, today));
      if (closedReason) throw new AppError(409, 'GAME_CLOSED', `The game does not accept plays: ${closedReason}`, { reason: closedReason });

      const since = new Date(now.getTime() - game.playIntervalDays * DAY_MS);
      const [last] = await tx
        .select({ playedAt: gamePlays.playedAt })
        .from(gamePlays)
        .where(
          and(
            eq(gamePlays.gameId, game.id),
            gt(gamePlays.playedAt, since),
            or(eq(gamePlays.email, email), eq(gamePlays.deviceId, request.deviceId)),
          ),
        )
        .orderBy(desc(gamePlays.playedAt))
        .limit(1);
      if (last) {
        const nextPlayAt = new Date(last.playedAt.getTime() + game.playIntervalDays * DAY_MS);
        throw new AppError(429, 'GAME_ALREADY_PLAYED', 'This person has already played recently', {
          nextPlayAt: nextPlayAt.toISOString(),
          retryAfterSeconds: Math.ceil((nextPlayAt.getTime() - now.getTime()) / 1000),
        });
      }

      const drawn = await drawWithStock(tx, segments);
      if (!drawn) throw new AppError(409, 'GAME_CLOSED', 'No prize is left to draw', { reason: 'outOfStock' });
      const [recorded] = await tx
        .insert(gamePlays)
        .values({ gameId: game.id, segmentId: drawn.id, firstName, email, deviceId: request.deviceId, playedAt: now })
        .returning({ id: gamePlays.id });
      const coupon = drawn.isPrize ? await issueCoupon(tx, game.id, recorded.id, drawn, now) : null;
      return {
        playId: recorded.id,
        gameId: game.id,
        result: {
          segmentId: drawn.id,
          coupon,
          reviewUrl: game.reviewInvitation ? reviewUrlOf(listing) : null,
          nextPlayAt: new Date(now.getTime() + game.playIntervalDays * DAY_MS).toISOString(),
        } satisfies Omit<PlayResult, 'prizeMail'>,
      };
    });
    return { ...result, locationId: listing.id, businessName: listing.name, player: { firstName, email } };
  }

  /** Draws a slice and takes its prize from the stock; a prize that ran out meanwhile is drawn again without it. */
  async function drawWithStock(tx: Transaction, segments: SegmentRow[]): Promise<SegmentRow | null> {
    let candidates = segments;
    for (;;) {
      const drawn = drawSegment(candidates, random);
      if (!drawn || drawn.stock === null) return drawn;
      const [taken] = await tx
        .update(gameSegments)
        .set({ stock: sql`${gameSegments.stock} - 1` })
        .where(and(eq(gameSegments.id, drawn.id), gt(gameSegments.stock, 0)))
        .returning({ id: gameSegments.id });
      if (taken) return drawn;
      candidates = candidates.filter((segment) => segment.id !== drawn.id);
    }
  }

  async function issueCoupon(tx: Transaction, gameId: number, playId: number, segment: SegmentRow, now: Date): Promise<WonCoupon> {
    const expiresAt = new Date(now.getTime() + segment.validityDays * DAY_MS);
    // A clash of two random 59-bit codes is all but impossible; the unique index makes sure, and we draw again.
    for (;;) {
      const [coupon] = await tx
        .insert(gameCoupons)
        .values({ gameId, playId, code: newCouponCode(), expiresAt })
        .onConflictDoNothing({ target: gameCoupons.code })
        .returning({ code: gameCoupons.code });
      if (coupon) return { code: coupon.code, label: segment.label, conditions: segment.conditions, expiresAt: expiresAt.toISOString() };
    }
  }

  return { publicView, publicRules, play };
}
