import { count, eq, inArray } from 'drizzle-orm';
import type { GameSegment, GameSettings, GameState } from '../../../shared/api/game';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/constants';
import { generateGameRules, withMandatoryRules, type GameOrganiser } from '../../../shared/game-rules';
import { toTenths } from '../../../shared/validation/game-schemas';
import type { Database } from '../../db/client';
import { companyInformation, gameCoupons, gamePlays, gameSegments, games } from '../../db/schema';
import type { OwnerScope } from '../../plugins/authenticate';
import { newPublicId } from './draw';

import { activeSegments, closedReasonOf, parisDay, playsOnDay, toSettings, type GameRow } from './game-rows';

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

/** The owner's game: made with the defaults on first visit, its settings, and the rules generated from them. */
export function createGameSettings(db: Database) {
  /** Who runs the game, for its rules: the scope's establishment and the company of the account paying for it. */
  async function organiserOf({ listing }: OwnerScope): Promise<GameOrganiser> {
    const [company] = await db
      .select({
        companyName: companyInformation.companyName,
        address: companyInformation.address,
        zipCode: companyInformation.zipCode,
        city: companyInformation.city,
        siret: companyInformation.siretNumber,
      })
      .from(companyInformation)
      .where(eq(companyInformation.userId, listing.userId));
    const address = company?.address
      ? [company.address, [company.zipCode, company.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')
      : null;
    return { businessName: listing.name, companyName: company?.companyName ?? null, address, siret: company?.siret ?? null };
  }

  /** The establishment's game, made with the defaults on first visit. */
  async function gameOf(scope: OwnerScope): Promise<GameRow> {
    const locationId = scope.listing.id;
    const [existing] = await db.select().from(games).where(eq(games.locationId, locationId));
    if (existing) return existing;
    const organiser = await organiserOf(scope);
    const defaults = { startsOn: null, endsOn: null, segments: DEFAULT_SEGMENTS, playIntervalDays: 1, maxPlaysPerDay: null };
    return db.transaction(async (tx) => {
      const [created] = await tx
        .insert(games)
        .values({
          locationId,
          publicId: newPublicId(),
          primaryColor: DEFAULT_COLOR,
          rules: generateGameRules(defaults, organiser, DEFAULT_LANGUAGE),
        })
        .onConflictDoNothing({ target: games.locationId })
        .returning();
      // Two first visits at once: the other one made it.
      if (!created) return (await tx.select().from(games).where(eq(games.locationId, locationId)))[0];
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

  async function stateOf(scope: OwnerScope, now = new Date()): Promise<GameState> {
    const game = await gameOf(scope);
    const [segments, organiser, won, playsToday] = await Promise.all([
      activeSegments(db, game.id),
      organiserOf(scope),
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
  async function saveSettings(scope: OwnerScope, settings: GameSettings, language: Language): Promise<GameState> {
    const game = await gameOf(scope);
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
    return stateOf(scope);
  }

  return { organiserOf, gameOf, stateOf, saveSettings };
}
