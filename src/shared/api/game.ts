/**
 * The prize wheel: a loyalty game any customer may play from a QR code. A prize never depends on
 * a review (Google's review policy forbids any incentive for a review, French law wants a free game
 * with published rules): nothing in this contract links a play to a review.
 */

/** One slice of the wheel, as the owner configures it. */
export type GameSegment = {
  /** Absent for a slice not saved yet. */
  id?: number;
  label: string;
  /** `#rrggbb`. */
  color: string;
  /** Chance of landing here, in percent with at most one decimal; all slices add up to 100. */
  probability: number;
  /** False for a « Perdu, retentez votre chance » slice: no coupon. */
  isPrize: boolean;
  /** Prizes left to give; null is unlimited. A prize at 0 is never drawn. */
  stock: number | null;
  /** How many days a coupon of this prize can be used. */
  validityDays: number;
  /** Shown with the prize and on the coupon, e.g. « dès 10 € d'achat ». */
  conditions: string;
};

/** `GET|PUT /game/private/settings` body: everything the owner decides. */
export type GameSettings = {
  /** The owner opened the game; a closed game shows the wheel but refuses plays. */
  isOpen: boolean;
  /** First and last day plays are accepted (`YYYY-MM-DD`, Paris time), or null for no bound. */
  startsOn: string | null;
  endsOn: string | null;
  segments: GameSegment[];
  /** One play per person (e-mail, and device) every N days. */
  playIntervalDays: number;
  /** Plays accepted per day for the whole game; null is no limit. */
  maxPlaysPerDay: number | null;
  /** The wheel page's main colour, `#rrggbb`. */
  primaryColor: string;
  /** Shows the listing's picture at the top of the wheel page. */
  showLogo: boolean;
  /** After the result, for every player whatever the result, a separate invitation to review on Google. */
  reviewInvitation: boolean;
  /** The rules (« règlement »), published at a public URL; generated from the settings until edited. */
  rules: string;
};

/** Why the wheel refuses plays right now, if it does. */
export const GAME_CLOSED_REASONS = ['closed', 'notStarted', 'ended', 'outOfStock', 'dailyLimit'] as const;
export type GameClosedReason = (typeof GAME_CLOSED_REASONS)[number];

/** `GET /game/private/settings`: the settings, where the game is published and what is left of each prize. */
export type GameState = {
  settings: GameSettings;
  /** The public id in the QR code's URL (`/game/session?g=<publicId>`). */
  publicId: string;
  /** The rules generated from these settings and the business's details, to restore an edited text. */
  generatedRules: string;
  /** Coupons won per slice id. */
  wonBySegment: Record<number, number>;
  closedReason: GameClosedReason | null;
};

/** `GET /game/public/{publicId}`: what a player sees before spinning. */
export type PublicGame = {
  businessName: string;
  logo: string | null;
  primaryColor: string;
  segments: { id: number; label: string; color: string; isPrize: boolean }[];
  closedReason: GameClosedReason | null;
};

/** `GET /game/public/{publicId}/rules`. */
export type PublicGameRules = { businessName: string; rules: string; updatedAt: string };

/** `POST /game/public/{publicId}/play` body. `deviceId` is a random id the browser keeps for this game. */
export type PlayRequest = { firstName: string; email: string; consent: boolean; deviceId: string; language?: 'fr' | 'en' | 'es' };

/** A prize won: its code is what the counter asks for. */
export type WonCoupon = { code: string; label: string; conditions: string; expiresAt: string };

/** `POST /game/public/{publicId}/play` answer: the slice the server drew, recorded before the wheel stops. */
export type PlayResult = {
  segmentId: number;
  coupon: WonCoupon | null;
  /** Where to leave a review, if the owner shows the invitation; never tied to the result. */
  reviewUrl: string | null;
  /** When this person may play again. */
  nextPlayAt: string;
  /**
   * The prize by mail: `sent` to an address the player confirmed for this game before; `confirm`, a link to
   * confirm the address was mailed (the prize follows the click); `none`, no mail (no prize, or the address was
   * already asked once for this game and never confirmed).
   */
  prizeMail: 'sent' | 'confirm' | 'none';
};

/** A coupon as the owner's counter sees it. */
export type GameCoupon = WonCoupon & { firstName: string; email: string; wonAt: string; redeemedAt: string | null };

/** `GET /game/private/coupons?q=&page=`. */
export type GameCouponPage = { coupons: GameCoupon[]; total: number; page: number; pageSize: number };

/** `GET /game/private/stats?days=`: the game's activity per day (Paris time) and what is left. */
export type GameStats = {
  days: number;
  totals: { plays: number; won: number; redeemed: number };
  byDay: { day: string; plays: number; won: number; redeemed: number }[];
  prizes: { segmentId: number; label: string; stock: number | null; won: number; redeemed: number }[];
};

/** Statistics periods the home screen offers, in days. */
export const GAME_STATS_DAYS = [7, 30, 90] as const;
