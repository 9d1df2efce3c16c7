import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { otpCodes } from '../../db/schema';
import { AppError } from '../../plugins/error-handler';
import { OTP_RESEND_DELAY_SECONDS } from '../../../shared/constants';

export type OtpPurpose = (typeof otpCodes.$inferSelect)['purpose'];

export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_INTERVAL_MS = OTP_RESEND_DELAY_SECONDS * 1000;
export const OTP_MAX_SENDS_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

type OtpServiceOptions = { db: Database; secret: string; now?: () => Date; generateCode?: () => string };

/** One-time codes: 6 digits, stored hashed, valid 10 minutes, 5 tries, resends throttled. */
export function createOtpService({
  db,
  secret,
  now = () => new Date(),
  generateCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0'),
}: OtpServiceOptions) {
  const hash = (email: string, purpose: OtpPurpose, code: string) =>
    createHmac('sha256', secret).update(`${purpose}:${email}:${code}`).digest('hex');

  const find = async (email: string, purpose: OtpPurpose) =>
    (
      await db
        .select()
        .from(otpCodes)
        .where(and(eq(otpCodes.email, email), eq(otpCodes.purpose, purpose)))
    )[0];

  /** Creates (or replaces) the live code for this address and returns it in clear, to be mailed. */
  async function issue(email: string, purpose: OtpPurpose): Promise<string> {
    const at = now();
    const existing = await find(email, purpose);
    const windowOpen = existing && at.getTime() - existing.windowStartedAt.getTime() < HOUR_MS;
    if (existing && at.getTime() - existing.lastSentAt.getTime() < OTP_RESEND_INTERVAL_MS) {
      const retryAfterSeconds = Math.ceil((existing.lastSentAt.getTime() + OTP_RESEND_INTERVAL_MS - at.getTime()) / 1000);
      throw new AppError(429, 'OTP_RESEND_TOO_SOON', `Please wait ${retryAfterSeconds} s before asking for a new code`, {
        retryAfterSeconds,
      });
    }
    if (windowOpen && existing.sendCount >= OTP_MAX_SENDS_PER_HOUR) {
      throw new AppError(429, 'OTP_SEND_LIMIT', 'Too many codes were sent to this address; try again in an hour');
    }
    const code = generateCode();
    const values = {
      codeHash: hash(email, purpose, code),
      attempts: 0,
      expiresAt: new Date(at.getTime() + OTP_TTL_MS),
      lastSentAt: at,
      sendCount: windowOpen ? existing.sendCount + 1 : 1,
      windowStartedAt: windowOpen ? existing.windowStartedAt : at,
      consumedAt: null,
    };
    await db
      .insert(otpCodes)
      .values({ email, purpose, ...values })
      .onConflictDoUpdate({ target: [otpCodes.email, otpCodes.purpose], set: values });
    return code;
  }

  /** Accepts the code once; a wrong, expired, used or over-tried code answers 400. */
  async function verify(email: string, purpose: OtpPurpose, code: string): Promise<void> {
    const stored = await find(email, purpose);
    if (!stored || stored.consumedAt) throw new AppError(400, 'OTP_INVALID', 'Invalid OTP');
    if (stored.attempts >= OTP_MAX_ATTEMPTS) throw new AppError(400, 'OTP_TOO_MANY_ATTEMPTS', 'Too many wrong codes; ask for a new one');
    if (stored.expiresAt.getTime() <= now().getTime()) throw new AppError(400, 'OTP_EXPIRED', 'This code has expired; ask for a new one');
    const matches = timingSafeEqual(Buffer.from(stored.codeHash, 'hex'), Buffer.from(hash(email, purpose, code), 'hex'));
    if (!matches) {
      await db
        .update(otpCodes)
        .set({ attempts: stored.attempts + 1 })
        .where(eq(otpCodes.id, stored.id));
      throw new AppError(400, 'OTP_INVALID', 'Invalid OTP', { attemptsLeft: OTP_MAX_ATTEMPTS - stored.attempts - 1 });
    }
    await db.update(otpCodes).set({ consumedAt: now() }).where(eq(otpCodes.id, stored.id));
  }

  return { issue, verify };
}

export type OtpService = ReturnType<typeof createOtpService>;
