import { array, boolean, integer, isoDate, nullable, number, object, oneOf, optional, record, string, type Static } from './schema';

/**
 * The prize wheel: a loyalty game any customer may play from a QR code. A prize never depends on
 * a review (Google's review policy forbids any incentive for a review, French law wants a free game
 * with published rules): nothing in this contract links a play to a review.
 */

/** One slice of the wheel, as the owner configures it. */
export const GameSegmentSchema = object({
  /** Absent for a slice not saved yet. */
  id: optional(integer()),
  label: string(),
  /** `#rrggbb`. */
  color: string(),
  /** Chance of landing here, in percent with at most one decimal; all slices add up to 100. */
  probability: number(),
  /** False for a « Perdu, retentez votre chance » slice: no coupon. */
  isPrize: boolean(),
  /** Prizes left to give; null is unlimited. A prize at 0 is never drawn. */
  stock: nullable(integer()),
  /** How many days a coupon of this prize can be used. */
  validityDays: integer(),
  /** Shown with the prize and on the coupon, e.g. « dès 10 € d'achat ». */
  conditions: string(),
});
export type GameSegment = Static<typeof GameSegmentSchema>;

/** `GET|PUT /game/private/settings` body: everything the owner decides. */
export const GameSettingsSchema = object({
  /** The owner opened the game; a closed game shows the wheel but refuses plays. */
  isOpen: boolean(),
  /** First and last day plays are accepted (`YYYY-MM-DD`, Paris time), or null for no bound. */
  startsOn: nullable(string()),
  endsOn: nullable(string()),
  segments: array(GameSegmentSchema),
  /** One play per person (e-mail, and device) every N days. */
  playIntervalDays: integer(),
  /** Plays accepted per day for the whole game; null is no limit. */
  maxPlaysPerDay: nullable(integer()),
  /** The wheel page's main colour, `#rrggbb`. */
  primaryColor: string(),
  /** Shows the listing's picture at the top of the wheel page. */
  showLogo: boolean(),
  /** After the result, for every player whatever the result, a separate invitation to review on Google. */
  reviewInvitation: boolean(),
  /** The rules (« règlement »), published at a public URL; generated from the settings until edited. */
  rules: string(),
});
export type GameSettings = Static<typeof GameSettingsSchema>;

/** Why the wheel refuses plays right now, if it does. */
export const GAME_CLOSED_REASONS = ['closed', 'notStarted', 'ended', 'outOfStock', 'dailyLimit'] as const;
export type GameClosedReason = (typeof GAME_CLOSED_REASONS)[number];

/** `GET /game/private/settings`: the settings, where the game is published and what is left of each prize. */
export const GameStateSchema = object({
  settings: GameSettingsSchema,
  /** The public id in the QR code's URL (`/game/session?g=<publicId>`). */
  publicId: string(),
  /** The rules generated from these settings and the business's details, to restore an edited text. */
  generatedRules: string(),
  /** Coupons won per slice id. */
  wonBySegment: record(integer(), integer()),
  closedReason: nullable(oneOf(GAME_CLOSED_REASONS)),
});
export type GameState = Static<typeof GameStateSchema>;

/** `GET /game/public/{publicId}`: what a player sees before spinning. */
export const PublicGameSchema = object({
  businessName: string(),
  /** The name's leading article is part of a trade mark: French titles keep it as written (`businessNameValues`). */
  nameKeepsArticle: boolean(),
  logo: nullable(string()),
  primaryColor: string(),
  segments: array(object({ id: integer(), label: string(), color: string(), isPrize: boolean() })),
  closedReason: nullable(oneOf(GAME_CLOSED_REASONS)),
});
export type PublicGame = Static<typeof PublicGameSchema>;

/** `GET /game/public/{publicId}/rules`. */
export const PublicGameRulesSchema = object({ businessName: string(), rules: string(), updatedAt: isoDate() });
export type PublicGameRules = Static<typeof PublicGameRulesSchema>;

/** `POST /game/public/{publicId}/play` body. `deviceId` is a random id the browser keeps for this game. */
export type PlayRequest = { firstName: string; email: string; consent: boolean; deviceId: string; language?: 'fr' | 'en' | 'es' };

/** A prize won: its code is what the counter asks for. */
const wonCouponProperties = { code: string(), label: string(), conditions: string(), expiresAt: isoDate() };
export const WonCouponSchema = object(wonCouponProperties);
export type WonCoupon = Static<typeof WonCouponSchema>;

/** `POST /game/public/{publicId}/play` answer: the slice the server drew, recorded before the wheel stops. */
export const PlayResultSchema = object({
  segmentId: integer(),
  coupon: nullable(WonCouponSchema),
  /** Where to leave a review, if the owner shows the invitation; never tied to the result. */
  reviewUrl: nullable(string()),
  /** When this person may play again. */
  nextPlayAt: isoDate(),
  /**
   * The prize by mail: `sent` to an address the player confirmed for this game before; `confirm`, a link to
   * confirm the address was mailed (the prize follows the click); `none`, no mail (no prize, or the address was
   * already asked once for this game and never confirmed).
   */
  prizeMail: oneOf(['sent', 'confirm', 'none'] as const),
});
export type PlayResult = Static<typeof PlayResultSchema>;

/** A coupon as the owner's counter sees it. */
export const GameCouponSchema = object({
  ...wonCouponProperties,
  firstName: string(),
  email: string(),
  wonAt: isoDate(),
  redeemedAt: nullable(isoDate()),
});
export type GameCoupon = Static<typeof GameCouponSchema>;

/** `GET /game/private/coupons?q=&page=`. */
export const GameCouponPageSchema = object({ coupons: array(GameCouponSchema), total: integer(), page: integer(), pageSize: integer() });
export type GameCouponPage = Static<typeof GameCouponPageSchema>;

/** `GET /game/private/stats?days=`: the game's activity per day (Paris time) and what is left. */
const activityProperties = { plays: integer(), won: integer(), redeemed: integer() };
export const GameStatsSchema = object({
  days: integer(),
  totals: object(activityProperties),
  byDay: array(object({ day: string(), ...activityProperties })),
  prizes: array(object({ segmentId: integer(), label: string(), stock: nullable(integer()), won: integer(), redeemed: integer() })),
});
export type GameStats = Static<typeof GameStatsSchema>;

/** Statistics periods the home screen offers, in days. */
export const GAME_STATS_DAYS = [7, 30, 90] as const;
