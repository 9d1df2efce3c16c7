import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import { subscriptions, trialAddresses } from '../../db/schema';
import { buildTestApp, testConfig, testDatabases } from '../../test-helpers';
import { codeIn, injectAs, latestMailTo, signUpOwner, uniqueEmail } from '../../test-emulator';

describe.each(testDatabases())('the free trial, once per address for ever (%s)', (_engine, database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database.kind === 'postgres' ? { DATABASE_URL: database.url } : {});
  });
  afterAll(() => app.close());

  type Owner = Awaited<ReturnType<typeof signUpOwner>>;
  const call = (owner: Owner, method: 'GET' | 'POST', url: string) => injectAs(app, owner, { method, url });
  const eligible = async (owner: Owner) => (await call(owner, 'GET', '/api/subscriptions/private/trial/eligible')).json().isEligible;

  async function deleteAccount(owner: Owner) {
    const since = Date.now();
    expect((await call(owner, 'POST', '/api/users/private/delete-account/send-otp')).statusCode).toBe(200);
    const otp = codeIn(await latestMailTo(owner.email, since));
    expect((await injectAs(app, owner, { method: 'DELETE', url: '/api/users/private', payload: { otp } })).statusCode).toBe(204);
  }

  it('gives no second trial, nor free access, to a new account on an address whose account had it and was deleted', async () => {
    const email = uniqueEmail('trial-again');
    const first = await signUpOwner(app, email);
    expect((await call(first, 'POST', '/api/subscriptions/private/trial/activate')).statusCode).toBe(201);
    await deleteAccount(first);

    const again = await signUpOwner(app, email.toUpperCase());
    expect(await eligible(again)).toBe(false);
    const refused = await call(again, 'POST', '/api/subscriptions/private/trial/activate');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'TRIAL_NOT_AVAILABLE' });
    // No subscription yet no longer means "the trial is still to take": the product routes ask for a plan.
    const gated = await call(again, 'GET', '/api/reviews/private');
    expect(gated.statusCode).toBe(402);
    expect(gated.json()).toMatchObject({ code: 'PREMIUM_REQUIRED' });
  });

  it('remembers an address that paid, and none that never subscribed', async () => {
    const paidEmail = uniqueEmail('paid-once');
    const paid = await signUpOwner(app, paidEmail);
    await app.database.db.insert(subscriptions).values({ userId: paid.user.id, status: 'CANCELLED', planPeriod: 'MONTHLY' });
    await deleteAccount(paid);
    expect(await eligible(await signUpOwner(app, paidEmail))).toBe(false);

    const browsingEmail = uniqueEmail('never-subscribed');
    await deleteAccount(await signUpOwner(app, browsingEmail));
    expect(await eligible(await signUpOwner(app, browsingEmail))).toBe(true);
  });

  it('gives no second trial to another spelling of the same Gmail mailbox', async () => {
    const id = `${Date.now()}${Math.random().toString(36).slice(2, 8)}`;
    const first = await signUpOwner(app, `john${id}@googlemail.com`);
    expect((await call(first, 'POST', '/api/subscriptions/private/trial/activate')).statusCode).toBe(201);

    const again = await signUpOwner(app, `j.ohn${id}+x@gmail.com`);
    expect(await eligible(again)).toBe(false);
    const refused = await call(again, 'POST', '/api/subscriptions/private/trial/activate');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'TRIAL_NOT_AVAILABLE' });
  });

  /** Every text-like column of every table, as `select` can read it. */
  async function textColumns() {
    return rowsOf<{ table_name: string; column_name: string }>(
      app.database.db,
      sql`select table_name, column_name from information_schema.columns
          where table_schema = current_schema()
            and data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')`,
    );
  }

  it('keeps only the keyed hash of the mailbox, and the address in no column of any table', async () => {
    const email = uniqueEmail('hashed');
    const owner = await signUpOwner(app, email);
    await call(owner, 'POST', '/api/subscriptions/private/trial/activate');
    await deleteAccount(owner);

    const { secret } = testConfig();
    const expected = createHmac('sha256', secret).update(`trial:${email}`).digest('hex');
    expect(await app.database.db.select().from(trialAddresses).where(eq(trialAddresses.addressHash, expected))).toHaveLength(1);

    const columns = await textColumns();
    expect(columns.map((column) => `${column.table_name}.${column.column_name}`)).toContain('users.email');
    const counts: { column: string; rows: number }[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      const [{ count }] = await rowsOf<{ count: number | string }>(
        app.database.db,
        sql`select count(*) as count from ${sql.identifier(table)} where ${sql.identifier(column)}::text ilike ${`%${email}%`}`,
      );
      counts.push({ column: `${table}.${column}`, rows: Number(count) });
    }
    expect(counts.filter((holding) => holding.rows > 0)).toEqual([]);
  });
});
