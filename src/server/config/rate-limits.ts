import { ConfigError, read, type Env } from './env-readers';

/** A limit: at most `max` requests per `windowSeconds`, counted per IP, address or account as its name says. */
export type RateLimit = { max: number; windowSeconds: number };

/** The limits and their defaults; RATE_LIMITS overrides any of them, e.g. `sign-in-ip=100/600,lookup-account=50/3600`. */
export const RATE_LIMIT_DEFAULTS = {
  /** Sign-in mails (magic link, code, resend) asked from one IP address (an IPv6 client counts by its /64). */
  'sign-in-ip': { max: 10, windowSeconds: 600 },
  /** Codes tried from one IP address. */
  'verify-ip': { max: 30, windowSeconds: 600 },
  /** Codes tried for one e-mail address from one client network (each code also dies after 5 wrong tries). */
  'verify-address': { max: 30, windowSeconds: 3600 },
  /**
   * Mails of one kind sent to one address, asked from one client network or account (sign-in link, code,
   * two-factor code, e-mail change), one a minute at most; a failed send is not counted.
   */
  'mail-address': { max: 5, windowSeconds: 3600 },
  /** Mails of one kind sent to one address from every network together: only a distributed attack reaches it. */
  'mail-address-total': { max: 30, windowSeconds: 3600 },
  /** "Does this account exist?" asked from one IP address. */
  'check-exist-ip': { max: 30, windowSeconds: 60 },
  /** Contact-form messages from one IP address. */
  'contact-ip': { max: 5, windowSeconds: 3600 },
  /** Two-factor codes asked or tried by one account. */
  'two-factor-account': { max: 10, windowSeconds: 600 },
  /** E-mail change codes asked or tried by one account. */
  'email-change-account': { max: 10, windowSeconds: 3600 },
  /** Listing lookups (each one a paid provider call) by one account, or one IP address without an account. */
  'lookup-account': { max: 20, windowSeconds: 3600 },
  /** Profile picture uploads by one account. */
  'upload-account': { max: 10, windowSeconds: 3600 },
  /** Free AI reply previews (the AI assistant's settings page) by one account. */
  'ai-preview-account': { max: 30, windowSeconds: 600 },
  /** Personal data exports (each one reads every review of the listing) by one account. */
  'export-account': { max: 5, windowSeconds: 3600 },
  /** Monthly reports (a PDF written on each request, about ten queries and the drawing) downloaded by one account. */
  'report-account': { max: 30, windowSeconds: 3600 },
  /** Evidence files of reviews (a PDF or CSV written on each request, up to 50 reviews and all their copies) by one account. */
  'evidence-account': { max: 30, windowSeconds: 3600 },
  /** Exports of the inbox's reviews as CSV (up to 50,000 reviews read and written on each request) by one account. */
  'reviews-export-account': { max: 30, windowSeconds: 3600 },
  /** Codes proving the company's e-mail address, asked or tried by one account. */
  'company-email-account': { max: 10, windowSeconds: 3600 },
  /** Account deletion codes asked or tried by one account. */
  'deletion-account': { max: 10, windowSeconds: 3600 },
  /** Spins of a game from one IP address (a shop's Wi-Fi is one address: generous, but no script farm). */
  'game-play-ip': { max: 30, windowSeconds: 3600 },
  /** Reads of a game's public page and rules from one IP address. */
  'game-public-ip': { max: 120, windowSeconds: 60 },
  /** Sends of review requests (up to 200 contacts each, a CSV import, or the till's hook) for one listing. */
  'review-requests-listing': { max: 30, windowSeconds: 3600 },
  /** Previews of a CSV import for one listing (each file, mapping or channel change asks one). */
  'review-requests-preview': { max: 120, windowSeconds: 3600 },
  /** Posts to a listing's till hook from one IP address. */
  'review-request-hook-ip': { max: 120, windowSeconds: 3600 },
  /** Review links, opens and unsubscriptions followed from one IP address (a QR code in a shop is one Wi-Fi). */
  'review-link-ip': { max: 120, windowSeconds: 60 },
  /**
   * Edits of one establishment's Google profile (hours saved, posts and photos added or deleted): each is a call to
   * Google within the project's shared per-minute quota, which the reviews' replies need too.
   */
  'google-profile-listing': { max: 60, windowSeconds: 3600 },
  /** The reviews widget's script, data and iframe page fetched from one IP address (browsers cache them for minutes). */
  'widget-ip': { max: 120, windowSeconds: 60 },
  /**
   * Calls to a review source's webhook from one IP address. TheFork sends every review event of every restaurant from
   * its own few addresses, so it is generous; it bounds what wrong proofs cost (a lookup and an HMAC each).
   */
  'source-webhook-ip': { max: 600, windowSeconds: 60 },
} satisfies Record<string, RateLimit>;

export type RateLimitName = keyof typeof RATE_LIMIT_DEFAULTS;
export type RateLimits = Record<RateLimitName, RateLimit>;

/** The defaults, with the overrides of RATE_LIMITS (`name=max/seconds`, comma-separated). */
export function rateLimits(env: Env): RateLimits {
  const limits: RateLimits = { ...RATE_LIMIT_DEFAULTS };
  const overrides = read(env, 'RATE_LIMITS');
  if (!overrides) return limits;
  for (const entry of overrides.split(',')) {
    const [name, value = ''] = entry.trim().split('=');
    const [max, windowSeconds] = value.split('/').map(Number);
    if (!(name in limits))
      throw new ConfigError('RATE_LIMITS', `names an unknown limit "${name}" (known: ${Object.keys(limits).join(', ')})`);
    if (!Number.isInteger(max) || max < 1 || !Number.isInteger(windowSeconds) || windowSeconds < 1) {
      throw new ConfigError('RATE_LIMITS', `needs name=max/seconds with whole numbers (got "${entry.trim()}")`);
    }
    limits[name as RateLimitName] = { max, windowSeconds };
  }
  return limits;
}
