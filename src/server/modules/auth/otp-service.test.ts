import { openDatabase, type DatabaseHandle } from '../../db/client';
import { testDatabases } from '../../test-helpers';
import { eq } from 'drizzle-orm';
import { otpCodes } from '../../db/schema';
import type { AppError } from '../../errors';
import { createOtpService, OTP_MAX_ATTEMPTS, OTP_TTL_MS } from './otp-service';
import { wrongCodeFor } from '../../test-codes';

/** Whether a verification was refused as a wrong code. */
const isOtpInvalid = (result: PromiseSettledResult<unknown>) =>
  result.status === 'rejected' && (result.reason as AppError).code === 'OTP_INVALID';

describe.each(testDatabases())('one-time codes on %s', (_engine, database) => {
  let handle: DatabaseHandle;
  let clock: number;
  const tick = (ms: number) => (clock += ms);
  const service = (generateCode?: () => string) =>
    createOtpService({ db: handle.db, secret: 's'.repeat(32), now: () => new Date(clock), generateCode });
  const email = 'boulangerie@example.fr';

  beforeAll(async () => {
    handle = await openDatabase(database);
  });
  afterAll(() => handle.close());
  beforeEach(() => {
    clock = Date.parse('2026-11-21T10:00:00Z') + Math.floor(Math.random() * 1e9);
  });

  const uniqueEmail = () => `${Math.random().toString(36).slice(2)}@example.fr`;

  it('issues 6 digits, stores only a hash, and accepts the code once', async () => {
    const otp = service();
    const address = uniqueEmail();
    const code = await otp.issue(address, 'sign-in');
    expect(code).toMatch(/^\d{6}$/);
    const rows = await handle.db.query.otpCodes.findMany();
    expect(JSON.stringify(rows)).not.toContain(`"${code}"`);
    await expect(otp.verify(address, 'sign-in', code)).resolves.toBeUndefined();
    await expect(otp.verify(address, 'sign-in', code)).rejects.toMatchObject({ statusCode: 400, code: 'OTP_INVALID' });
  });

  it('refuses a wrong code with 400 and counts down the tries', async () => {
    const otp = service();
    const address = uniqueEmail();
    const code = await otp.issue(address, 'sign-in');
    const wrong = wrongCodeFor(code);
    await expect(otp.verify(address, 'sign-in', wrong)).rejects.toMatchObject({
      statusCode: 400,
      code: 'OTP_INVALID',
      details: { attemptsLeft: 4 },
    });
  });

  it('locks the code after 5 wrong tries, even for the right code', async () => {
    const otp = service();
    const address = uniqueEmail();
    const code = await otp.issue(address, 'sign-in');
    const wrong = wrongCodeFor(code);
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i += 1)
      await expect(otp.verify(address, 'sign-in', wrong)).rejects.toMatchObject({ code: 'OTP_INVALID' });
    await expect(otp.verify(address, 'sign-in', code)).rejects.toMatchObject({ statusCode: 400, code: 'OTP_TOO_MANY_ATTEMPTS' });
  });

  it('expires after 10 minutes', async () => {
    const otp = service();
    const address = uniqueEmail();
    const code = await otp.issue(address, 'sign-in');
    tick(OTP_TTL_MS);
    await expect(otp.verify(address, 'sign-in', code)).rejects.toMatchObject({ statusCode: 400, code: 'OTP_EXPIRED' });
  });

  it('counts at most 5 of 50 parallel wrong codes, then refuses the right one', async () => {
    const otp = service();
    const address = uniqueEmail();
    const code = await otp.issue(address, 'sign-in');
    const wrong = wrongCodeFor(code);
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => otp.verify(address, 'sign-in', wrong)));
    const counted = results.filter(isOtpInvalid);
    expect(counted.length).toBeLessThanOrEqual(OTP_MAX_ATTEMPTS);
    const [row] = await handle.db.select().from(otpCodes).where(eq(otpCodes.email, address));
    expect(row.attempts).toBe(OTP_MAX_ATTEMPTS);
    await expect(otp.verify(address, 'sign-in', code)).rejects.toMatchObject({ code: 'OTP_TOO_MANY_ATTEMPTS' });
  });

  it('accepts exactly one of 10 parallel uses of the right code', async () => {
    const otp = service();
    const address = uniqueEmail();
    const code = await otp.issue(address, 'sign-in');
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => otp.verify(address, 'sign-in', code)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  });

  it('replaces the live code when a new one is issued', async () => {
    // Two known, different codes: two random ones are equal once in a million, and the check of the first would depend on luck.
    const codes = ['111111', '222222'];
    const otp = service(() => codes.shift()!);
    const address = uniqueEmail();
    const first = await otp.issue(address, 'sign-in');
    const second = await otp.issue(address, 'sign-in');
    await expect(otp.verify(address, 'sign-in', first)).rejects.toMatchObject({ code: 'OTP_INVALID' });
    await expect(otp.verify(address, 'sign-in', second)).resolves.toBeUndefined();
  });

  it('keeps purposes apart', async () => {
    const otp = service();
    const code = await otp.issue(email, 'two-factor');
    await expect(otp.verify(email, 'sign-in', code)).rejects.toMatchObject({ code: 'OTP_INVALID' });
  });
});
