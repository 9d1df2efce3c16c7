import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from './client';
import { users } from './schema';
import { engineUrl } from '../test-engines';

async function expectMigrated(handle: DatabaseHandle) {
  const [inserted] = await handle.db
    .insert(users)
    .values({
      providerUid: `uid-${Date.now()}`,
      email: `owner-${Date.now()}@example.fr`,
      name: 'owner',
      profilePicture: '/a.svg',
      referralId: `ref-${Date.now()}`,
    })
    .returning();
  expect(inserted).toMatchObject({ hasDoneProfileSetup: false, aiCredits: 0, isActive: true });
  await handle.db.delete(users).where(sql`${users.id} = ${inserted.id}`);
}

describe('migrations', () => {
  it('apply on an empty PGlite', async () => {
    const handle = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
    await expectMigrated(handle);
    await handle.close();
  });

  // Opens a disk database twice, migrations included: slow on a busy 2-core machine.
  it('keep PGlite data on disk across a restart, re-applying nothing', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bonavis-db-'));
    try {
      const first = await openDatabase({ kind: 'pglite', dataDir });
      await first.db
        .insert(users)
        .values({ providerUid: 'kept', email: 'kept@example.fr', name: 'kept', profilePicture: '/a.svg', referralId: 'kept' });
      await first.close();
      const second = await openDatabase({ kind: 'pglite', dataDir });
      const rows = await second.db.select().from(users);
      expect(rows.map((row) => row.email)).toEqual(['kept@example.fr']);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);

  const postgresUrl = engineUrl('postgres');
  (postgresUrl ? it : it.skip)('apply on PostgreSQL (DATABASE_URL)', async () => {
    const first = await openDatabase({ kind: 'postgres', url: postgresUrl! });
    await expectMigrated(first);
    await first.close();
    // Re-applying is a no-op: the journal is honoured.
    const second = await openDatabase({ kind: 'postgres', url: postgresUrl! });
    await second.ping();
    await second.close();
  });
});
