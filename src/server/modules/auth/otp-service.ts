import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { otpCodes } from '../../db/schema';
import { AppError } from '../../errors';

export type OtpPurpose = (typeof otpCodes.$inferSelect)['purpose'];

export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;

type OtpServiceOptions = { db: Database; secret: string; now?: () => Date; generateCode?: () => string };

/**
 * One-time codes: 6 digits, stored hashed, valid 10 minutes, 5 tries. Every change is one
 * conditional statement, so parallel requests can neither add tries nor use a code twice.
 * How often codes are mailed is the mail throttle's business.
 */
export function createOtpService({
  db,
  secret,
  now = () => new Date(),
  generateCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0'),
}: OtpServiceOptions) {
  const hash = (email: string, purpose: OtpPurpose, code: string) =>
    createHmac('sha256', secret).update(`${purpose}:${email}:${code}`).digest('hex');
  const ofAddress = (email: string, purpose: OtpPurpose) => and(eq(otpCodes.email, email), eq(otpCodes.purpose, purpose));

  /** Creates (or replaces) the live code for this address and returns it in clear, to be mailed. */
  async function issue(email: string, purpose: OtpPurpose): Promise<string> {
    const code = generateCode();
    const values = {
      codeHash: hash(email, purpose, code),
      attempts: 0,
      expiresAt: new Date(now().getTime() + OTP_TTL_MS),
      consumedAt: null,
    };
    await db
      .insert(otpCodes)
      .values({ email, purpose, ...values })
      .onConflictDoUpdate({ target: [otpCodes.email, otpCodes.purpose], set: values });
    return code;
  }

  /** Why no try could be counted: the code is gone, used, or out of tries. */
  async function refuse(email: string, purpose: OtpPurpose): Promise<never> {
    const [stored] = await db.select().from(otpCodes).where(ofAddress(email, purpose));
    if (stored && !stored.consumedAt && stored.attempts >= OTP_MAX_ATTEMPTS) {
      throw new AppError(400, 'OTP_TOO_MANY_ATTEMPTS', 'Too many wrong codes; ask for a new one');
    }
    throw new AppError(400, 'OTP_INVALID', 'Invalid OTP');
  }

  /** Accepts the code once; a wrong, expired, used or over-tried code answers 400. */
  async function verify(email: string, purpose: OtpPurpose, code: string): Promise<void> {
    // The try is counted first; only a counted try is compared.
    const [counted] = await db
      .update(otpCodes)
      .set({ attempts: sql`${otpCodes.attempts} + 1` })
      .where(and(ofAddress(email, purpose), isNull(otpCodes.consumedAt), lt(otpCodes.attempts, OTP_MAX_ATTEMPTS)))
      .returning();
    if (!counted) return refuse(email, purpose);
    if (counted.expiresAt.getTime() <= now().getTime()) throw new AppError(400, 'OTP_EXPIRED', 'This code has expired; ask for a new one');
    const given = hash(email, purpose, code);
    if (!timingSafeEqual(Buffer.from(counted.codeHash, 'hex'), Buffer.from(given, 'hex'))) {
      throw new AppError(400, 'OTP_INVALID', 'Invalid OTP', { attemptsLeft: OTP_MAX_ATTEMPTS - counted.attempts });
    }
    // Only one of several parallel right answers consumes the code (and only this very code, not a newer one).
    const [consumed] = await db
      .update(otpCodes)
      .set({ consumedAt: now() })
      .where(and(eq(otpCodes.id, counted.id), eq(otpCodes.codeHash, given), isNull(otpCodes.consumedAt)))
      .returning({ id: otpCodes.id });
    if (!consumed) throw new AppError(400, 'OTP_INVALID', 'Invalid OTP');
  }

  return { issue, verify };
}

export type OtpService = ReturnType<typeof createOtpService>;
