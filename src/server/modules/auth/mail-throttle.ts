import { and, eq, sql } from 'drizzle-orm';
import { OTP_RESEND_DELAY_SECONDS } from '../../../shared/constants';
import type { RateLimit } from '../../config';
import type { Database } from '../../db/client';
import { mailSends } from '../../db/schema';
import { AppError } from '../../errors';

/** What a mail to an address is for; each purpose is throttled on its own. */
export type MailPurpose =
  'sign-in-link' | 'sign-in-code' | 'two-factor' | 'change-email' | 'contact-copy' | 'delete-account' | 'company-email';

export const RESEND_INTERVAL_MS = OTP_RESEND_DELAY_SECONDS * 1000;

type MailThrottleOptions = {
  db: Database;
  /** Mails of one purpose to one address asked from one client network, one a minute at most. */
  limit: RateLimit;
  /** Mails of one purpose to one address whatever the network: a cap that only a distributed attack reaches. */
  addressLimit: RateLimit;
  now?: () => Date;
};

/** Where a mail was asked from: a client network (an IPv6 /64), or a signed-in account. */
export type MailRequester = string;

/**
 * Throttles the mails sent to one address, counted per address and requester together (one per
 * RESEND_INTERVAL_MS, at most `limit.max` per window), under a higher cap per address. A stranger
 * spending their own budget on someone's address therefore leaves that person's budget whole: nobody
 * is locked out of sign-in from another network. Each slot is taken atomically (one conditional
 * upsert), and given back when the mail could not be sent, so only mails that left count.
 */
export function createMailThrottle({ db, limit, addressLimit, now = () => new Date() }: MailThrottleOptions) {
  type Budget = { key: string; limit: RateLimit; intervalMs: number };

  async function refuse(address: string, budget: Budget, at: Date): Promise<never> {
    const [row] = await db
      .select()
      .from(mailSends)
      .where(and(eq(mailSends.address, address), eq(mailSends.purpose, budget.key)));
    const resendAt = (row?.lastSentAt.getTime() ?? 0) + budget.intervalMs;
    if (resendAt > at.getTime()) {
      const retryAfterSeconds = Math.ceil((resendAt - at.getTime()) / 1000);
      throw new AppError(429, 'RESEND_TOO_SOON', `Please wait ${retryAfterSeconds} s before asking for a new mail`, { retryAfterSeconds });
    }
    const windowEnd = (row?.windowStartedAt.getTime() ?? 0) + budget.limit.windowSeconds * 1000;
    const retryAfterSeconds = Math.max(1, Math.ceil((windowEnd - at.getTime()) / 1000));
    throw new AppError(429, 'ADDRESS_LIMIT', 'Too many mails were sent to this address; try again later', { retryAfterSeconds });
  }

  /** Takes a send slot of the budget, or answers 429; returns what gives it back. */
  async function reserve(address: string, budget: Budget, at: Date): Promise<() => Promise<void>> {
    const resendBefore = new Date(at.getTime() - budget.intervalMs).toISOString();
    const windowStart = new Date(at.getTime() - budget.limit.windowSeconds * 1000).toISOString();
    const windowOpen = sql`${mailSends.windowStartedAt} > ${windowStart}::timestamptz`;
    const [row] = await db
      .insert(mailSends)
      .values({ address, purpose: budget.key, lastSentAt: at, previousSentAt: new Date(0), sendCount: 1, windowStartedAt: at })
      .onConflictDoUpdate({
        target: [mailSends.address, mailSends.purpose],
        set: {
          previousSentAt: sql`${mailSends.lastSentAt}`,
          lastSentAt: at,
          sendCount: sql`case when ${windowOpen} then ${mailSends.sendCount} + 1 else 1 end`,
          windowStartedAt: sql`case when ${windowOpen} then ${mailSends.windowStartedAt} else ${at.toISOString()}::timestamptz end`,
        },
        setWhere: sql`${mailSends.lastSentAt} <= ${resendBefore}::timestamptz and (not ${windowOpen} or ${mailSends.sendCount} < ${budget.limit.max})`,
      })
      .returning();
    if (!row) return refuse(address, budget, at);
    return async () => {
      await db
        .update(mailSends)
        .set({ sendCount: sql`greatest(${mailSends.sendCount} - 1, 0)`, lastSentAt: sql`${mailSends.previousSentAt}` })
        .where(and(eq(mailSends.address, address), eq(mailSends.purpose, budget.key), eq(mailSends.lastSentAt, at)));
    };
  }

  /** Runs `send` within the address's budgets for this requester; a send that throws counts in neither. */
  async function send<T>(address: string, purpose: MailPurpose, requester: MailRequester, deliver: () => Promise<T>): Promise<T> {
    const at = now();
    const releaseOwn = await reserve(address, { key: `${purpose} ${requester}`, limit, intervalMs: RESEND_INTERVAL_MS }, at);
    let releaseAddress: () => Promise<void>;
    try {
      releaseAddress = await reserve(address, { key: purpose, limit: addressLimit, intervalMs: 0 }, at);
    } catch (error) {
      await releaseOwn();
      throw error;
    }
    try {
      return await deliver();
    } catch (error) {
      await Promise.all([releaseOwn(), releaseAddress()]);
      throw error;
    }
  }

  return { send };
}

export type MailThrottle = ReturnType<typeof createMailThrottle>;
