import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { openDatabase, rowsOf, type DatabaseHandle } from './client';
import { users } from './schema';
import type { ServerConfig } from '../config';
import { engineUrl, memoryPglite } from '../test-engines';
import { itWith } from '../test-skips';

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

/**
 * A bare PGlite holding the committed migrations that come before the one named `number`, and that migration to apply
 * once the test has stored rows the way the schema stood before it.
 */
async function migratedUpTo(number: string) {
  const folder = path.join(__dirname, 'migrations');
  const files = readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  const database = new PGlite();
  const apply = async (name: string) => {
    for (const statement of readFileSync(path.join(folder, name), 'utf8').split('--> statement-breakpoint')) await database.exec(statement);
  };
  const target = files.findIndex((name) => name.startsWith(`${number}_`));
  for (const name of files.slice(0, target)) await apply(name);
  return { database, applyIt: () => apply(files[target]) };
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

  it('start a PGlite as its own copy of a migrated one, applying no migration again', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'bonavis-db-'));
    const emails = async (handle: DatabaseHandle) => (await handle.db.select().from(users)).map((row) => row.email);
    try {
      // The database the global setup migrated, with one account added: a copy that shows it is the tarball's.
      const template = await PGlite.create('memory://', { loadDataDir: new Blob([readFileSync(memoryPglite().startFrom!)]) });
      await drizzle({ client: template })
        .insert(users)
        .values({ providerUid: 'tpl', email: 'template@example.fr', name: 'template', profilePicture: '/a.svg', referralId: 'tpl' });
      const startFrom = path.join(folder, 'template.tar.gz');
      writeFileSync(startFrom, Buffer.from(await (await template.dumpDataDir('gzip')).arrayBuffer()));
      await template.close();

      const first = await openDatabase({ kind: 'pglite', dataDir: 'memory://', startFrom });
      const second = await openDatabase({ kind: 'pglite', dataDir: 'memory://', startFrom });
      await first.db
        .insert(users)
        .values({ providerUid: 'own', email: 'own@example.fr', name: 'own', profilePicture: '/a.svg', referralId: 'own' });
      expect(await emails(first)).toEqual(['template@example.fr', 'own@example.fr']);
      expect(await emails(second)).toEqual(['template@example.fr']);
      await expectMigrated(second);
      const journal = JSON.parse(readFileSync(path.join(__dirname, 'migrations', 'meta', '_journal.json'), 'utf8')) as {
        entries: unknown[];
      };
      const applied = await rowsOf<{ count: number }>(second.db, sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
      expect(applied).toEqual([{ count: journal.entries.length }]);
      await Promise.all([first.close(), second.close()]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('date the terms of accounts that accepted them before the date was recorded, and only theirs', async () => {
    const { database, applyIt } = await migratedUpTo('0018');
    try {
      await database.exec(`
        INSERT INTO users (provider_uid, email, name, profile_picture, referral_id, has_accepted_terms, terms_accepted_at, created_at) VALUES
          ('old', 'old@example.fr', 'old', '/a.svg', 'OLD', true, null, '2025-03-04T10:00:00Z'),
          ('dated', 'dated@example.fr', 'dated', '/a.svg', 'DATED', true, '2026-01-02T10:00:00Z', '2025-12-01T10:00:00Z'),
          ('new', 'new@example.fr', 'new', '/a.svg', 'NEW', false, null, '2026-05-06T10:00:00Z')`);
      await applyIt();
      const { rows } = await database.query<{ email: string; accepted: string | null }>(
        `SELECT email, to_char(terms_accepted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS accepted FROM users ORDER BY email`,
      );
      expect(rows).toEqual([
        { email: 'dated@example.fr', accepted: '2026-01-02' },
        { email: 'new@example.fr', accepted: null },
        { email: 'old@example.fr', accepted: '2025-03-04' },
      ]);
    } finally {
      await database.close();
    }
  });

  it("sum each listing's reviews by month from the days already summed, then keep the months", async () => {
    const { database, applyIt } = await migratedUpTo('0025');
    const months = async () =>
      (
        await database.query<{ month: string; reviews: number; rating_sum: number }>(
          `SELECT to_char(month, 'YYYY-MM') AS month, reviews, rating_sum FROM review_monthly_stats ORDER BY month`,
        )
      ).rows;
    try {
      await database.exec(`
        INSERT INTO users (provider_uid, email, name, profile_picture, referral_id) VALUES ('uid', 'owner@example.fr', 'owner', '/a.svg', 'REF');
        INSERT INTO locations (user_id, provider_id, name, short_url) VALUES (1, 'place', 'Boulangerie', 'https://maps.app.goo.gl/x');
        INSERT INTO reviews (location_id, external_id, author_name, review_rate, date) VALUES
          (1, 'a', 'Anne', 5, '2026-01-31T23:30:00Z'), (1, 'b', 'Bruno', 2, '2026-01-02T10:00:00Z'),
          (1, 'c', 'Chloé', 4, '2026-02-01T00:10:00Z')`);
      await applyIt();
      expect(await months()).toEqual([
        { month: '2026-01', reviews: 2, rating_sum: 7 },
        { month: '2026-02', reviews: 1, rating_sum: 4 },
      ]);
      await database.exec(`UPDATE reviews SET date = '2026-03-05T08:00:00Z' WHERE external_id = 'a'`);
      expect(await months()).toEqual([
        { month: '2026-01', reviews: 1, rating_sum: 2 },
        { month: '2026-02', reviews: 1, rating_sum: 4 },
        { month: '2026-03', reviews: 1, rating_sum: 5 },
      ]);
    } finally {
      await database.close();
    }
  });

  it('make each account with a listing an organisation of one establishment, its user the owner seeing all', async () => {
    const { database, applyIt } = await migratedUpTo('0030');
    try {
      await database.exec(`
        INSERT INTO users (provider_uid, email, name, profile_picture, referral_id, created_at) VALUES
          ('baker', 'baker@example.fr', 'Anne', '/a.svg', 'BAKER', '2025-03-04T10:00:00Z'),
          ('midway', 'midway@example.fr', 'Bruno', '/a.svg', 'MIDWAY', '2025-04-05T10:00:00Z'),
          ('barber', 'barber@example.fr', 'Chloé', '/a.svg', 'BARBER', '2025-05-06T10:00:00Z');
        INSERT INTO company_information (user_id, legal_status, company_name, siret_number, activity_sector, company_email, company_phone, address, zip_code, city, country)
          VALUES (1, 'SAS', 'Boulangerie Anne SAS', '12345678901234', 'Boulangerie', 'contact@anne.fr', '+33612345678', '1 rue', '75001', 'Paris', 'France');
        INSERT INTO locations (user_id, provider_id, name, short_url) VALUES
          (1, 'place-1', 'Les Pains d''Anne', 'https://maps.app.goo.gl/a'),
          (3, 'place-3', '${'Salon '.repeat(20)}', 'https://maps.app.goo.gl/c')`);
      await applyIt();
      const { rows: organizations } = await database.query(
        `SELECT o.id, o.name, to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS created, m.user_id, m.role, m.all_locations, l.id AS location
         FROM organizations o JOIN organization_members m ON m.organization_id = o.id JOIN locations l ON l.organization_id = o.id ORDER BY o.id`,
      );
      expect(organizations).toEqual([
        { id: 1, name: 'Boulangerie Anne SAS', created: '2025-03-04', user_id: 1, role: 'owner', all_locations: true, location: 1 },
        {
          id: 3,
          name: 'Salon '.repeat(20).slice(0, 80),
          created: '2025-05-06',
          user_id: 3,
          role: 'owner',
          all_locations: true,
          location: 2,
        },
      ]);
      // The account still in its setup gets its organisation from the wizard; the next one made takes a fresh id.
      const { rows: next } = await database.query(`INSERT INTO organizations (name) VALUES ('Nouvelle') RETURNING id`);
      expect(next).toEqual([{ id: 4 }]);
      await expect(
        database.exec(
          `INSERT INTO locations (user_id, provider_id, name, short_url) VALUES (2, 'p', 'Sans organisation', 'https://maps.app.goo.gl/b')`,
        ),
      ).rejects.toThrow(/organization_id/);
    } finally {
      await database.close();
    }
  });

  it("give each account's AI settings, waiting replies, wheel and Google connection to its establishment", async () => {
    const { database, applyIt } = await migratedUpTo('0033');
    try {
      await database.exec(`
        INSERT INTO users (provider_uid, email, name, profile_picture, referral_id) VALUES
          ('baker', 'baker@example.fr', 'Anne', '/a.svg', 'BAKER'),
          ('midway', 'midway@example.fr', 'Bruno', '/a.svg', 'MIDWAY'),
          ('barber', 'barber@example.fr', 'Chloé', '/a.svg', 'BARBER');
        INSERT INTO organizations (id, name) VALUES (1, 'Anne'), (3, 'Chloé');
        INSERT INTO locations (user_id, organization_id, provider_id, name, short_url) VALUES
          (3, 3, 'place-3', 'Salon', 'https://maps.app.goo.gl/c'),
          (1, 1, 'place-1', 'Les Pains d''Anne', 'https://maps.app.goo.gl/a');
        INSERT INTO reviews (location_id, external_id, author_name, review_rate, date) VALUES (2, 'r1', 'Léa', 2, now());
        INSERT INTO ai_settings (user_id, settings) VALUES (1, '{"tone":"friendly"}'), (2, '{"tone":"formal"}');
        INSERT INTO reply_queue (review_id, user_id, draft, reason) VALUES (1, 1, 'Merci Léa', 'approval');
        INSERT INTO games (user_id, public_id, primary_color, rules) VALUES (1, 'g-anne', '#123456', 'R'), (2, 'g-bruno', '#123456', 'R');
        INSERT INTO google_connections (user_id, refresh_token) VALUES (3, 'token-chloe');
        INSERT INTO google_oauth_states (state_hash, user_id, expires_at) VALUES ('h', 1, now() + interval '5 minutes')`);
      await applyIt();
      const rows = async (query: string) => (await database.query(query)).rows;
      // Anne's rows go to her establishment (2); Bruno, still in his setup, had nothing to attach them to.
      expect(await rows(`SELECT location_id, settings FROM ai_settings`)).toEqual([{ location_id: 2, settings: { tone: 'friendly' } }]);
      expect(await rows(`SELECT location_id, draft FROM reply_queue`)).toEqual([{ location_id: 2, draft: 'Merci Léa' }]);
      expect(await rows(`SELECT location_id, public_id FROM games`)).toEqual([{ location_id: 2, public_id: 'g-anne' }]);
      expect(await rows(`SELECT location_id, refresh_token FROM google_connections`)).toEqual([
        { location_id: 1, refresh_token: 'token-chloe' },
      ]);
      expect(await rows(`SELECT count(*)::int AS count FROM google_oauth_states`)).toEqual([{ count: 0 }]);
      // An account may now pay for a second establishment; a wheel stays one per establishment.
      await database.exec(
        `INSERT INTO locations (user_id, organization_id, provider_id, name, short_url) VALUES (1, 1, 'place-4', 'Anne 2', 'https://maps.app.goo.gl/d')`,
      );
      await expect(
        database.exec(`INSERT INTO games (location_id, public_id, primary_color, rules) VALUES (2, 'g-2', '#123456', 'R')`),
      ).rejects.toThrow(/games_location_id_unique/);
    } finally {
      await database.close();
    }
  });

  const postgresUrl = engineUrl('postgres');
  itWith(['postgres'], 'apply on PostgreSQL (DATABASE_URL)', async () => {
    const first = await openDatabase({ kind: 'postgres', url: postgresUrl! });
    await expectMigrated(first);
    await first.close();
    // Re-applying is a no-op: the journal is honoured.
    const second = await openDatabase({ kind: 'postgres', url: postgresUrl! });
    await second.ping();
    await second.close();
  });

  itWith(['postgres'], 'opens no more connections than its pool size (DATABASE_POOL_SIZE)', async () => {
    const backendsFor = async (poolSize?: number) => {
      const handle = await openDatabase({ kind: 'postgres', url: postgresUrl!, poolSize });
      try {
        // Queries sent together each open a connection of their own while the pool has room, then wait for a busy one.
        const answers = await Promise.all(
          Array.from({ length: 6 }, () => rowsOf<{ pid: number }>(handle.db, sql`select pg_backend_pid() as pid`)),
        );
        return new Set(answers.map(([row]) => row.pid)).size;
      } finally {
        await handle.close();
      }
    };
    expect(await backendsFor(2)).toBe(2);
    expect(await backendsFor()).toBeGreaterThan(2);
  });

  itWith(['postgres'], 'plans each prepared statement once on PostgreSQL, not again with every execution', async () => {
    const handle = await openDatabase({ kind: 'postgres', url: postgresUrl! });
    try {
      expect(await rowsOf(handle.db, sql`show plan_cache_mode`)).toEqual([{ plan_cache_mode: 'force_generic_plan' }]);
    } finally {
      await handle.close();
    }
  });

  // Raw queries pass values to the driver as they are: both engines must read a date as that instant and a missing value as null.
  // PostgreSQL's case is only listed when DATABASE_URL is set.
  const rawEngines: [string, ServerConfig['database']][] = [
    ['PGlite', { kind: 'pglite', dataDir: 'memory://' }],
    ...(postgresUrl ? [['PostgreSQL', { kind: 'postgres', url: postgresUrl }] as [string, ServerConfig['database']]] : []),
  ];
  it.each(rawEngines)('take a raw date or undefined parameter as PostgreSQL values on %s', async (_engine, database) => {
    const handle = await openDatabase(database);
    try {
      const instant = new Date('2026-03-29T00:30:00.250Z');
      const dated = await rowsOf(
        handle.db,
        sql`select to_char(${instant}::timestamptz at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS') as at`,
      );
      expect(dated).toEqual([{ at: '2026-03-29T00:30:00.250' }]);
      const missing = handle.db
        .select({ missing: sql<boolean>`${sql.placeholder('value')}::text is null` })
        .from(sql`(values (1)) as one`)
        .prepare('undefined_value');
      expect(await missing.execute({ value: undefined })).toEqual([{ missing: true }]);
    } finally {
      await handle.close();
    }
  });
});
