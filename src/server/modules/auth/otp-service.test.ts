import { openDatabase, type DatabaseHandle } from '../../db/client';
import { createOtpService, OTP_MAX_ATTEMPTS, OTP_MAX_SENDS_PER_HOUR, OTP_RESEND_INTERVAL_MS, OTP_TTL_MS } from './otp-service';

describe('one-time codes', () => {
  let handle: DatabaseHandle;
  let clock: number;
  const tick = (ms: number) => (clock += ms);
  const service = () => createOtpService({ db: handle.db, secret: 's'.repeat(32), now: () => new Date(clock) });
  const email = 'boulangerie@example.fr';

  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
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
    const wrong = code === '000000' ? '000001' : '000000';
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
    const wrong = code === '000000' ? '000001' : '000000';
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

  it('throttles resends for a minute, then replaces the old code', async () => {
    const otp = service();
    const address = uniqueEmail();
    const first = await otp.issue(address, 'sign-in');
    tick(10_000);
    await expect(otp.issue(address, 'sign-in')).rejects.toMatchObject({
      statusCode: 429,
      code: 'OTP_RESEND_TOO_SOON',
      details: { retryAfterSeconds: 50 },
    });
    tick(OTP_RESEND_INTERVAL_MS);
    const second = await otp.issue(address, 'sign-in');
    if (second !== first) await expect(otp.verify(address, 'sign-in', first)).rejects.toMatchObject({ code: 'OTP_INVALID' });
    await expect(otp.verify(address, 'sign-in', second)).resolves.toBeUndefined();
  });

  it('caps sends per address per hour', async () => {
    const otp = service();
    const address = uniqueEmail();
    for (let i = 0; i < OTP_MAX_SENDS_PER_HOUR; i += 1) {
      await otp.issue(address, 'sign-in');
      tick(OTP_RESEND_INTERVAL_MS);
    }
    await expect(otp.issue(address, 'sign-in')).rejects.toMatchObject({ statusCode: 429, code: 'OTP_SEND_LIMIT' });
    tick(60 * 60 * 1000);
    await expect(otp.issue(address, 'sign-in')).resolves.toMatch(/^\d{6}$/);
  });

  it('keeps purposes apart', async () => {
    const otp = service();
    const code = await otp.issue(email, 'two-factor');
    await expect(otp.verify(email, 'sign-in', code)).rejects.toMatchObject({ code: 'OTP_INVALID' });
  });
});
