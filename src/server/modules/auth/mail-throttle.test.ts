import { openDatabase, type DatabaseHandle } from '../../db/client';
import { testDatabases } from '../../test-helpers';
import { createMailThrottle, RESEND_INTERVAL_MS } from './mail-throttle';

describe.each(testDatabases())('mail throttle on %s', (_engine, database) => {
  let handle: DatabaseHandle;
  let clock: number;
  const limit = { max: 3, windowSeconds: 3600 };
  const throttle = () => createMailThrottle({ db: handle.db, limit, now: () => new Date(clock) });
  const address = () => `${Math.random().toString(36).slice(2)}@example.fr`;
  const sent = async () => 'sent';

  beforeAll(async () => {
    handle = await openDatabase(database);
  });
  afterAll(() => handle.close());
  beforeEach(() => {
    clock = Date.parse('2026-11-21T10:00:00Z');
  });

  it('allows one mail a minute per address and purpose, and says how long to wait', async () => {
    const mails = throttle();
    const to = address();
    await expect(mails.send(to, 'sign-in-code', sent)).resolves.toBe('sent');
    clock += 10_000;
    await expect(mails.send(to, 'sign-in-code', sent)).rejects.toMatchObject({
      statusCode: 429,
      code: 'RESEND_TOO_SOON',
      details: { retryAfterSeconds: 50 },
    });
    // Another purpose is counted apart.
    await expect(mails.send(to, 'sign-in-link', sent)).resolves.toBe('sent');
    clock += RESEND_INTERVAL_MS;
    await expect(mails.send(to, 'sign-in-code', sent)).resolves.toBe('sent');
  });

  it('caps mails per address per window, then opens a new window', async () => {
    const mails = throttle();
    const to = address();
    for (let i = 0; i < limit.max; i += 1) {
      await mails.send(to, 'sign-in-code', sent);
      clock += RESEND_INTERVAL_MS;
    }
    await expect(mails.send(to, 'sign-in-code', sent)).rejects.toMatchObject({ statusCode: 429, code: 'ADDRESS_LIMIT' });
    clock += limit.windowSeconds * 1000;
    await expect(mails.send(to, 'sign-in-code', sent)).resolves.toBe('sent');
  });

  it('does not count a mail that could not be sent', async () => {
    const mails = throttle();
    const to = address();
    await expect(
      mails.send(to, 'sign-in-code', async () => {
        throw new Error('SMTP down');
      }),
    ).rejects.toThrow('SMTP down');
    // No wait after a failure, and the window still holds `max` mails.
    for (let i = 0; i < limit.max; i += 1) {
      await expect(mails.send(to, 'sign-in-code', sent)).resolves.toBe('sent');
      clock += RESEND_INTERVAL_MS;
    }
    await expect(mails.send(to, 'sign-in-code', sent)).rejects.toMatchObject({ code: 'ADDRESS_LIMIT' });
  });

  it('lets one of 20 parallel sends through', async () => {
    const mails = throttle();
    const to = address();
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => mails.send(to, 'sign-in-code', sent)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  });
});
