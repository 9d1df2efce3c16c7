import { openDatabase, type DatabaseHandle } from '../../db/client';
import { testDatabases } from '../../test-helpers';
import { createMailThrottle, RESEND_INTERVAL_MS } from './mail-throttle';

describe.each(testDatabases())('mail throttle on %s', (_engine, database) => {
  let handle: DatabaseHandle;
  let clock: number;
  const limit = { max: 3, windowSeconds: 3600 };
  const addressLimit = { max: 5, windowSeconds: 3600 };
  const throttle = () => createMailThrottle({ db: handle.db, limit, addressLimit, now: () => new Date(clock) });
  const here = '203.0.113.7';
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
    await expect(mails.send(to, 'sign-in-code', here, sent)).resolves.toBe('sent');
    clock += 10_000;
    await expect(mails.send(to, 'sign-in-code', here, sent)).rejects.toMatchObject({
      statusCode: 429,
      code: 'RESEND_TOO_SOON',
      details: { retryAfterSeconds: 50 },
    });
    // Another purpose is counted apart.
    await expect(mails.send(to, 'sign-in-link', here, sent)).resolves.toBe('sent');
    clock += RESEND_INTERVAL_MS;
    await expect(mails.send(to, 'sign-in-code', here, sent)).resolves.toBe('sent');
  });

  it('caps mails per address per window, then opens a new window', async () => {
    const mails = throttle();
    const to = address();
    for (let i = 0; i < limit.max; i += 1) {
      await mails.send(to, 'sign-in-code', here, sent);
      clock += RESEND_INTERVAL_MS;
    }
    await expect(mails.send(to, 'sign-in-code', here, sent)).rejects.toMatchObject({ statusCode: 429, code: 'ADDRESS_LIMIT' });
    clock += limit.windowSeconds * 1000;
    await expect(mails.send(to, 'sign-in-code', here, sent)).resolves.toBe('sent');
  });

  it('does not count a mail that could not be sent', async () => {
    const mails = throttle();
    const to = address();
    await expect(
      mails.send(to, 'sign-in-code', here, async () => {
        throw new Error('SMTP down');
      }),
    ).rejects.toThrow('SMTP down');
    // No wait after a failure, and the window still holds `max` mails.
    for (let i = 0; i < limit.max; i += 1) {
      await expect(mails.send(to, 'sign-in-code', here, sent)).resolves.toBe('sent');
      clock += RESEND_INTERVAL_MS;
    }
    await expect(mails.send(to, 'sign-in-code', here, sent)).rejects.toMatchObject({ code: 'ADDRESS_LIMIT' });
  });

  it("counts a stranger's sends apart from the owner's, under a per-address cap every network shares", async () => {
    const mails = throttle();
    const to = address();
    for (let i = 0; i < limit.max; i += 1) {
      await mails.send(to, 'sign-in-code', 'stranger-network', sent);
      clock += RESEND_INTERVAL_MS;
    }
    await expect(mails.send(to, 'sign-in-code', 'stranger-network', sent)).rejects.toMatchObject({ code: 'ADDRESS_LIMIT' });
    // The owner, elsewhere, still gets their code, even within the stranger's minute.
    clock += 1000;
    await expect(mails.send(to, 'sign-in-code', here, sent)).resolves.toBe('sent');
    clock += RESEND_INTERVAL_MS;
    await expect(mails.send(to, 'sign-in-code', here, sent)).resolves.toBe('sent');
    clock += RESEND_INTERVAL_MS;
    // Five sent to the address from all networks: the cap is reached for everyone, and says when it reopens.
    await expect(mails.send(to, 'sign-in-code', 'third-network', sent)).rejects.toMatchObject({
      statusCode: 429,
      code: 'ADDRESS_LIMIT',
      // The window opened with the stranger's first send, 5 min 1 s ago.
      details: { retryAfterSeconds: 3600 - 301 },
    });
    // A refusal by the shared cap gives the network's own slot back.
    clock += addressLimit.windowSeconds * 1000;
    await expect(mails.send(to, 'sign-in-code', 'third-network', sent)).resolves.toBe('sent');
  });

  it('lets one of 20 parallel sends through', async () => {
    const mails = throttle();
    const to = address();
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => mails.send(to, 'sign-in-code', here, sent)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  });
});
