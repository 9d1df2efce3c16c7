import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type {
  GameClosedReason,
  GameCoupon,
  GameCouponPage,
  GameSegment,
  GameSettings,
  GameState,
  GameStats,
  PlayRequest,
  PlayResult,
  PublicGame,
  PublicGameRules,
  WonCoupon,
} from '../../../shared/api/game';
import { DEFAULT_LANGUAGE, type Language, DAY_MS } from '../../../shared/constants';
import { generateGameRules, withMandatoryRules, type GameOrganiser } from '../../../shared/game-rules';
import { toTenths } from '../../../shared/validation/game-schemas';
import type { Database } from '../../db/client';
import { companyInformation, gameCoupons, gamePlays, gameSegments, games, listings, users } from '../../db/schema';
import { AppError } from '../../errors';
import { drawSegment, isDrawable, newCouponCode, newPublicId, normalizeCouponCode } from './draw';

type GameRow = typeof games.$inferSelect;
type SegmentRow = typeof gameSegments.$inferSelect;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Days, opening dates and daily limits follow the shops' clock. */
const TIME_ZONE = 'Europe/Paris';
/** Inlined, not a parameter: PostgreSQL groups by an expression only if the select repeats it exactly. */
const TIME_ZONE_SQL = sql.raw(`'${TIME_ZONE}'`);
export const COUPONS_PAGE_SIZE = 20;

/** A new owner's wheel: closed until they open it, three modest prizes and a « retentez » slice. */
const DEFAULT_SEGMENTS: Omit<GameSegment, 'id'>[] = [
  { label: 'Café offert', color: '#4f46e5', probability: 20, isPrize: true, stock: 50, validityDays: 30, conditions: '' },
  {
    label: '-10 % sur votre prochain achat',
    color: '#0891b2',
    probability: 10,
    isPrize: true,
    stock: 30,
    validityDays: 30,
    conditions: 'dès 10 € d’achat',
  },
  { label: 'Une douceur offerte', color: '#db2777', probability: 10, isPrize: true, stock: 30, validityDays: 30, conditions: '' },
  {
    label: 'Perdu, retentez votre chance',
    color: '#64748b',
    probability: 60,
    isPrize: false,
    stock: null,
    validityDays: 30,
    conditions: '',
  },
];
const DEFAULT_COLOR = '#4f46e5';

/** Today's calendar day in the shops' time zone, `YYYY-MM-DD`. */
export function parisDay(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const toSegment = (row: SegmentRow): GameSegment => ({
  id: row.id,
  label: row.label,
  color: row.color,
  probability: row.probabilityTenths / 10,
  isPrize: row.isPrize,
  stock: row.stock,
  validityDays: row.validityDays,
  conditions: row.conditions,
});

const toSettings = (game: GameRow, segments: SegmentRow[]): GameSettings => ({
  isOpen: game.isOpen,
  startsOn: game.startsOn,
  endsOn: game.endsOn,
  segments: segments.map(toSegment),
  playIntervalDays: game.playIntervalDays,
  maxPlaysPerDay: game.maxPlaysPerDay,
  primaryColor: game.primaryColor,
  showLogo: game.showLogo,
  reviewInvitation: game.reviewInvitation,
  rules: game.rules,
});

/** Where a player can review the business: Google's review form for a place id, else the listing's own link. */
export function reviewUrlOf(listing: { providerId: string; url: string | null; shortUrl: string }): string {
  if (listing.providerId.startsWith('ChIJ'))
    return `https://search.google.com/local/writereview?placeid=${encodeURIComponent(listing.providerId)}`;
  return listing.url ?? listing.shortUrl;
}

/** Why plays are refused today, if they are; the daily limit is checked with the day's count. */
export function closedReasonOf(game: GameRow, segments: SegmentRow[], today: string, playsToday: number): GameClosedReason | null {
  if (!game.isOpen) return 'closed';
  if (game.startsOn && today < game.startsOn) return 'notStarted';
  if (game.endsOn && today > game.endsOn) return 'ended';
  if (!drawSegment(segments.filter(isDrawable), () => 0)) return 'outOfStock';
  if (game.maxPlaysPerDay !== null && playsToday >= game.maxPlaysPerDay) return 'dailyLimit';
  return null;
}

/** A play, its coupon if any, and who to tell: the caller mails the player and notifies the owner. */
export type RecordedPlay = {
  result: Omit<PlayResult, 'prizeMail'>;
  playId: number;
  gameId: number;
  ownerUid: string;
  businessName: string;
  player: { firstName: string; email: string };
};

/**
 * The prize wheel: the owner's settings, statistics and coupons, and the players' draws. A draw
 * locks its game row, so limits, stock and the play are decided and recorded as one step: two
 * players racing for the last prize cannot both win it. No input of a play concerns a review.
 * `random` is the draw's source (see drawSegment), cryptographic unless a test passes a seeded one.
 */
export function createGameService(db: Database, { random }: { random?: (max: number) => number } = {}) {
  const activeSegments = (executor: Database | Transaction, gameId: number) =>
    executor
      .select()
      .from(gameSegments)
      .where(and(eq(gameSegments.gameId, gameId), eq(gameSegments.archived, false)))
      .orderBy(asc(gameSegments.position));

  const playsOnDay = async (executor: Database | Transaction, gameId: number, day: string) => {
    const [row] = await executor
      .select({ plays: count() })
      .from(gamePlays)
      .where(and(eq(gamePlays.gameId, gameId), sql`(${gamePlays.playedAt} at time zone ${TIME_ZONE_SQL})::date = ${day}::date`));
    return row.plays;
  };

  async function organiserOf(userId: number): Promise<GameOrganiser> {
    const [row] = await db
      .select({
        businessName: listings.name,
        companyName: companyInformation.companyName,
        address: companyInformation.address,
        zipCode: companyInformation.zipCode,
        city: companyInformation.city,
        siret: companyInformation.siretNumber,
      })
      .from(listings)
      .leftJoin(companyInformation, eq(companyInformation.userId, listings.userId))
      .where(eq(listings.userId, userId));
    if (!row) throw new AppError(404, 'LOCATION_NOT_FOUND', 'No listing is linked to this account yet');
    const address = row.address ? [row.address, [row.zipCode, row.city].filter(Boolean).join(' ')].filter(Boolean).join(', ') : null;
    return { businessName: row.businessName, companyName: row.companyName, address, siret: row.siret };
  }

  /** The owner's game, made with the defaults on first visit. */
  async function gameOf(userId: number): Promise<GameRow> {
    const [existing] = await db.select().from(games).where(eq(games.userId, userId));
    if (existing) return existing;
    const organiser = await organiserOf(userId);
    const defaults = { startsOn: null, endsOn: null, segments: DEFAULT_SEGMENTS, playIntervalDays: 1, maxPlaysPerDay: null };
    return db.transaction(async (tx) => {
      const [created] = await tx
        .insert(games)
        .values({
          userId,
          publicId: newPublicId(),
          primaryColor: DEFAULT_COLOR,
          rules: generateGameRules(defaults, organiser, DEFAULT_LANGUAGE),
        })
        .onConflictDoNothing({ target: games.userId })
        .returning();
      // Two first visits at once: the other one made it.
      if (!created) return (await tx.select().from(games).where(eq(games.userId, userId)))[0];
      await tx.insert(gameSegments).values(DEFAULT_SEGMENTS.map((segment, position) => segmentValues(created.id, position, segment)));
      return created;
    });
  }

  const segmentValues = (gameId: number, position: number, segment: GameSegment) => ({
    gameId,
    position,
    label: segment.label,
    color: segment.color,
    probabilityTenths: toTenths(segment.probability),
    isPrize: segment.isPrize,
    // A losing slice gives nothing, so it has nothing to run out of.
    stock: segment.isPrize ? segment.stock : null,
    validityDays: segment.validityDays,
    conditions: segment.conditions,
  });

  async function stateOf(userId: number, now = new Date()): Promise<GameState> {
    const game = await gameOf(userId);
    const [segments, organiser, won, playsToday] = await Promise.all([
      activeSegments(db, game.id),
      organiserOf(userId),
      db
        .select({ segmentId: gamePlays.segmentId, won: count() })
        .from(gameCoupons)
        .innerJoin(gamePlays, eq(gamePlays.id, gameCoupons.playId))
        .where(eq(gameCoupons.gameId, game.id))
        .groupBy(gamePlays.segmentId),
      playsOnDay(db, game.id, parisDay(now)),
    ]);
    const settings = toSettings(game, segments);
    return {
      settings,
      publicId: game.publicId,
      generatedRules: generateGameRules(settings, organiser, DEFAULT_LANGUAGE),
      wonBySegment: Object.fromEntries(won.map((row) => [row.segmentId, row.won])),
      closedReason: closedReasonOf(game, segments, parisDay(now), playsToday),
    };
  }

  /**
   * Saves the settings in one transaction. Slices keep their id (and their coupons' prize); a slice
   * removed from the wheel is deleted, or archived when plays landed on it.
   */
  async function saveSettings(userId: number, settings: GameSettings, language: Language): Promise<GameState> {
    const game = await gameOf(userId);
    await db.transaction(async (tx) => {
      await tx
        .update(games)
        .set({
          isOpen: settings.isOpen,
          startsOn: settings.startsOn,
          endsOn: settings.endsOn,
          playIntervalDays: settings.playIntervalDays,
          maxPlaysPerDay: settings.maxPlaysPerDay,
          primaryColor: settings.primaryColor,
          showLogo: settings.showLogo,
          reviewInvitation: settings.reviewInvitation,
          rules: withMandatoryRules(settings.rules, language),
          updatedAt: new Date(),
        })
        .where(eq(games.id, game.id));
      const existing = await activeSegments(tx, game.id);
      const existingIds = new Set(existing.map((segment) => segment.id));
      const keptIds = new Set<number>();
      for (const [position, segment] of settings.segments.entries()) {
        if (segment.id !== undefined && existingIds.has(segment.id) && !keptIds.has(segment.id)) {
          keptIds.add(segment.id);
          await tx
            .update(gameSegments)
            .set(segmentValues(game.id, position, segment))
            .where(eq(gameSegments.id, segment.id));
        } else {
          // An id that is not one of this wheel's slices is a new slice, never another wheel's.
          await tx.insert(gameSegments).values(segmentValues(game.id, position, segment));
        }
      }
      const removed = existing.filter((segment) => !keptIds.has(segment.id)).map((segment) => segment.id);
      if (removed.length > 0) {
        const played = await tx
          .selectDistinct({ segmentId: gamePlays.segmentId })
          .from(gamePlays)
          .where(inArray(gamePlays.segmentId, removed));
        const archived = played.map((row) => row.segmentId);
        if (archived.length > 0) await tx.update(gameSegments).set({ archived: true }).where(inArray(gameSegments.id, archived));
        const deleted = removed.filter((id) => !archived.includes(id));
        if (deleted.length > 0) await tx.delete(gameSegments).where(inArray(gameSegments.id, deleted));
      }
    });
    return stateOf(userId);
  }

  async function publicGameRow(publicId: string) {
    const [row] = await db
      .select({ game: games, listing: listings, ownerUid: users.providerUid })
      .from(games)
      .innerJoin(listings, eq(listings.userId, games.userId))
      .innerJoin(users, eq(users.id, games.userId))
      .where(eq(games.publicId, publicId));
    if (!row) throw new AppError(404, 'GAME_NOT_FOUND', 'This game does not exist');
    return row;
  }

  async function publicView(publicId: string, now = new Date()): Promise<PublicGame> {
    const { game, listing } = await publicGameRow(publicId);
    const [segments, playsToday] = await Promise.all([activeSegments(db, game.id), playsOnDay(db, game.id, parisDay(now))]);
    return {
      businessName: listing.name,
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
    const { listing, ownerUid } = await publicGameRow(publicId);
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
    return { ...result, ownerUid, businessName: listing.name, player: { firstName, email } };
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

  /** Plays, prizes won and prizes redeemed per day over the last `days` days, and each prize's stock. */
  async function stats(userId: number, days: number, now = new Date()): Promise<GameStats> {
    const game = await gameOf(userId);
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
  async function coupons(userId: number, query: { q?: string; page: number }): Promise<GameCouponPage> {
    const game = await gameOf(userId);
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
  async function redeem(userId: number, typedCode: string, now = new Date()): Promise<GameCoupon> {
    const game = await gameOf(userId);
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

  return { stateOf, saveSettings, publicView, publicRules, play, stats, coupons, redeem };
}

export type GameService = ReturnType<typeof createGameService>;
