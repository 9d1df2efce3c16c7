import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { listings, subscriptions, users } from '../../db/schema';
import { buildTestApp, databaseOverrides, testDatabases } from '../../test-helpers';
import { injectAs } from '../../test-emulator';
import { syncedOwner } from '../reviews/test-listing';
import { keptAccounts } from './kept-accounts';

describe('keptAccounts', () => {
  it('gives an account back only at the version it was read at', () => {
    const kept = keptAccounts<{ name: string }>(10);
    kept.set('uid-1', 'v1', { name: 'Boulangerie' });
    expect(kept.get('uid-1', 'v1')).toEqual({ name: 'Boulangerie' });
    expect(kept.get('uid-1', 'v2')).toBeNull();
    expect(kept.get('uid-2', 'v1')).toBeNull();
    expect(kept.versionOf('uid-1')).toBe('v1');
    kept.forget('uid-1');
    expect(kept.versionOf('uid-1')).toBeNull();
  });

  it('keeps at most its limit, the longest unused going first, and none with a limit of 0', () => {
    const kept = keptAccounts<number>(2);
    kept.set('a', 'v', 1);
    kept.set('b', 'v', 2);
    kept.get('a', 'v');
    kept.set('c', 'v', 3);
    expect([kept.versionOf('a'), kept.versionOf('b'), kept.versionOf('c')]).toEqual(['v', null, 'v']);
    const none = keptAccounts<number>(0);
    none.set('a', 'v', 1);
    expect(none.get('a', 'v')).toBeNull();
  });

  it('freezes what it keeps, so no request can change the account the next one is handed', () => {
    const kept = keptAccounts<{ owner: { name: string }; subscriptions: { status: string }[] }>(1);
    kept.set('a', 'v', { owner: { name: 'Garage' }, subscriptions: [{ status: 'ACTIVE' }] });
    const account = kept.get('a', 'v')!;
    expect(() => {
      'use strict';
      // @ts-expect-error -- the type says what the run shows: a kept account is read-only.
      account.subscriptions[0].status = 'CANCELLED';
    }).toThrow(TypeError);
    expect([Object.isFrozen(account.owner), Object.isFrozen(account.subscriptions)]).toEqual([true, true]);
  });
});

describe.each(testDatabases())('the signed-in account kept by its rows’ versions (%s)', (_engine, database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof syncedOwner>>;
  beforeAll(async () => {
    app = await buildTestApp(databaseOverrides(database));
    owner = await syncedOwner(app, 'https://maps.app.goo.gl/KeptAccounts', { trial: true });
  });
  afterAll(() => app.close());

  const db = () => app.database.db;
  const uid = () => owner.uid;
  const me = async () => {
    const response = await injectAs(app, owner, { method: 'GET', url: '/api/users/private/me' });
    return { status: response.statusCode, name: response.statusCode === 200 ? (response.json() as { name: string }).name : null };
  };
  const statuses = async () => (await app.users.accountOf(uid()))!.subscriptions.map((subscription) => subscription.status);

  it('hands every request the same account while none of its rows was written', async () => {
    const first = await app.users.accountOf(uid());
    expect(await app.users.accountOf(uid())).toBe(first);
    expect(first!.listing!.id).toBe(owner.listing.id);
  });

  it('shows a write to the owner’s row in the next request, made by another instance or in one transaction twice', async () => {
    await me();
    await db().update(users).set({ name: 'Boulangerie Martin' }).where(eq(users.id, owner.user.id));
    expect(await me()).toEqual({ status: 200, name: 'Boulangerie Martin' });
    // Both versions of a row written twice by one transaction carry its id: their places tell them apart.
    await db().transaction(async (tx) => {
      await tx.update(users).set({ name: 'Premier nom' }).where(eq(users.id, owner.user.id));
      await tx.update(users).set({ name: 'Boulangerie Durand' }).where(eq(users.id, owner.user.id));
    });
    expect(await me()).toEqual({ status: 200, name: 'Boulangerie Durand' });
    // The same content written again is still read again, and right.
    await db().update(users).set({ name: 'Boulangerie Durand' }).where(eq(users.id, owner.user.id));
    expect(await me()).toEqual({ status: 200, name: 'Boulangerie Durand' });
  });

  it('shows a subscription added, changed and removed in the next request', async () => {
    expect(await statuses()).toEqual(['TRIALING']);
    const [added] = await db().insert(subscriptions).values({ userId: owner.user.id, status: 'ACTIVE', planPeriod: 'MONTHLY' }).returning();
    expect((await statuses()).sort()).toEqual(['ACTIVE', 'TRIALING']);
    await db().update(subscriptions).set({ status: 'CANCELLED' }).where(eq(subscriptions.id, added.id));
    expect((await statuses()).sort()).toEqual(['CANCELLED', 'TRIALING']);
    await db().delete(subscriptions).where(eq(subscriptions.id, added.id));
    expect(await statuses()).toEqual(['TRIALING']);
  });

  it('shows the listing changed, then removed, in the next request', async () => {
    const before = (await app.users.accountOf(uid()))!.listing!;
    await db()
      .update(listings)
      .set({ reviewsVersion: before.reviewsVersion + 1 })
      .where(eq(listings.id, before.id));
    expect((await app.users.accountOf(uid()))!.listing!.reviewsVersion).toBe(before.reviewsVersion + 1);
    await db().delete(listings).where(eq(listings.id, before.id));
    expect((await app.users.accountOf(uid()))!.listing).toBeNull();
  });

  it('finds no account once its row is gone', async () => {
    expect((await me()).status).toBe(200);
    await db().delete(users).where(eq(users.id, owner.user.id));
    expect(await me()).toEqual({ status: 404, name: null });
    expect(await app.users.accountOf(uid())).toBeNull();
  });
});
