import { and, eq, sql } from 'drizzle-orm';
import { OTP_RESEND_DELAY_SECONDS } from '../../../shared/constants';
import type { RateLimit } from '../../config';
import type { Database } from '../../db/client';
import { mailSends } from '../../db/schema';
import { AppError } from '../../errors';

/** What a mail to an address is for; each purpose is throttled on its own. */
export type MailPurpose = 'sign-in-link' | 'sign-in-code' | 'two-factor' | 'change-email' | 'contact-copy' | 'delete-account';

export const RESEND_INTERVAL_MS = OTP_RESEND_DELAY_SECONDS * 1000;

type MailThrottleOptions = { db: Database; limit: RateLimit; now?: () => Date };

/**
 * Throttles the mails sent to one address: one per RESEND_INTERVAL_MS, at most `limit.max` per window.
 * The slot is taken atomically (one conditional upsert), and given back when the mail could not be
 * sent, so only mails that left count.
 */
export function createMailThrottle({ db, limit, now = () => new Date() }: MailThrottleOptions) {
  const windowMs = limit.windowSeconds * 1000;

  async function refuse(address: string, purpose: MailPurpose, at: Date): Promise<never> {
    const [row] = await db
      .select()
      .from(mailSends)
      .where(and(eq(mailSends.address, address), eq(mailSends.purpose, purpose)));
    const resendAt = (row?.lastSentAt.getTime() ?? 0) + RESEND_INTERVAL_MS;
    if (resendAt > at.getTime()) {
      const retryAfterSeconds = Math.ceil((resendAt - at.getTime()) / 1000);
      throw new AppError(429, 'RESEND_TOO_SOON', `Please wait ${retryAfterSeconds} s before asking for a new mail`, { retryAfterSeconds });
    }
    const retryAfterSeconds = Math.ceil(((row?.windowStartedAt.getTime() ?? 0) + windowMs - at.getTime()) / 1000);
    throw new AppError(429, 'ADDRESS_LIMIT', 'Too many mails were sent to this address; try again later', { retryAfterSeconds });
  }

  /** Takes a send slot for the address, or answers 429; returns what gives it back. */
  async function reserve(address: string, purpose: MailPurpose): Promise<() => Promise<void>> {
    const at = now();
    const resendBefore = new Date(at.getTime() - RESEND_INTERVAL_MS).toISOString();
    const windowStart = new Date(at.getTime() - windowMs).toISOString();
    const windowOpen = sql`${mailSends.windowStartedAt} > ${windowStart}::timestamptz`;
    const [row] = await db
      .insert(mailSends)
      .values({ address, purpose, lastSentAt: at, previousSentAt: new Date(0), sendCount: 1, windowStartedAt: at })
      .onConflictDoUpdate({
        target: [mailSends.address, mailSends.purpose],
        set: {
          previousSentAt: sql`${mailSends.lastSentAt}`,
          lastSentAt: at,
          sendCount: sql`case when ${windowOpen} then ${mailSends.sendCount} + 1 else 1 end`,
          windowStartedAt: sql`case when ${windowOpen} then ${mailSends.windowStartedAt} else ${at.toISOString()}::timestamptz end`,
        },
        setWhere: sql`${mailSends.lastSentAt} <= ${resendBefore}::timestamptz and (not ${windowOpen} or ${mailSends.sendCount} < ${limit.max})`,
      })
      .returning();
    if (!row) return refuse(address, purpose, at);
    return async () => {
      await db
        .update(mailSends)
        .set({ sendCount: sql`greatest(${mailSends.sendCount} - 1, 0)`, lastSentAt: sql`${mailSends.previousSentAt}` })
        .where(and(eq(mailSends.address, address), eq(mailSends.purpose, purpose), eq(mailSends.lastSentAt, at)));
    };
  }

  /** Runs `send` within the address's limits; a send that throws does not count. */
  async function send<T>(address: string, purpose: MailPurpose, deliver: () => Promise<T>): Promise<T> {
    const release = await reserve(address, purpose);
    try {
      return await deliver();
    } catch (error) {
      await release();
      throw error;
    }
  }

  return { send };
}

export type MailThrottle = ReturnType<typeof createMailThrottle>;
