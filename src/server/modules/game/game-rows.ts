import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { GameClosedReason, GameSegment, GameSettings } from '../../../shared/api/game';
import type { Database } from '../../db/client';
import { gamePlays, gameSegments, games } from '../../db/schema';
import { drawSegment, isDrawable } from './draw';

/** What the game's three parts share: its rows, the shops' day, and the queries of slices and plays. */
export type GameRow = typeof games.$inferSelect;
export type SegmentRow = typeof gameSegments.$inferSelect;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Days, opening dates and daily limits follow the shops' clock. */
const TIME_ZONE = 'Europe/Paris';
/** Inlined, not a parameter: PostgreSQL groups by an expression only if the select repeats it exactly. */
export const TIME_ZONE_SQL = sql.raw(`'${TIME_ZONE}'`);

export { parisDay } from '../../../shared/paris-day';

export const toSegment = (row: SegmentRow): GameSegment => ({
  id: row.id,
  label: row.label,
  color: row.color,
  probability: row.probabilityTenths / 10,
  isPrize: row.isPrize,
  stock: row.stock,
  validityDays: row.validityDays,
  conditions: row.conditions,
});

export const toSettings = (game: GameRow, segments: SegmentRow[]): GameSettings => ({
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

/** Why plays are refused today, if they are; the daily limit is checked with the day's count. */
export function closedReasonOf(game: GameRow, segments: SegmentRow[], today: string, playsToday: number): GameClosedReason | null {
  if (!game.isOpen) return 'closed';
  if (game.startsOn && today < game.startsOn) return 'notStarted';
  if (game.endsOn && today > game.endsOn) return 'ended';
  if (!drawSegment(segments.filter(isDrawable), () => 0)) return 'outOfStock';
  if (game.maxPlaysPerDay !== null && playsToday >= game.maxPlaysPerDay) return 'dailyLimit';
  return null;
}

/** A game's slices in use, in wheel order. */
export const activeSegments = (executor: Database | Transaction, gameId: number) =>
  executor
    .select()
    .from(gameSegments)
    .where(and(eq(gameSegments.gameId, gameId), eq(gameSegments.archived, false)))
    .orderBy(asc(gameSegments.position));

/** How many plays a game recorded on a day of the shops' clock. */
export const playsOnDay = async (executor: Database | Transaction, gameId: number, day: string) => {
  const [row] = await executor
    .select({ plays: count() })
    .from(gamePlays)
    .where(and(eq(gamePlays.gameId, gameId), sql`(${gamePlays.playedAt} at time zone ${TIME_ZONE_SQL})::date = ${day}::date`));
  return row.plays;
};
