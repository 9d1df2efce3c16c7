/**
 * Seeding for the benches at the size of a franchise, in bulk SQL rather than through the API: a million reviews go in
 * in a couple of minutes. Reviews are inserted through the table's own triggers, so the roll-ups the app keeps (per
 * day, month, theme and all time, and each listing's reviews version) are those the app would have written. Accounts
 * get the rows the app makes at the end of the setup wizard (user, organisation, owner membership, listing) and a paid
 * subscription, so the premium gate lets them in.
 */
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { REVIEW_THEMES } from '../src/server/adapters/ai/ai-provider';
import { DEMO_FIRST_NAMES, DEMO_OWNER_RESPONSES, DEMO_REVIEW_TEXTS } from '../src/server/adapters/maps/demo-data';
import { rowsOf, type Database } from '../src/server/db/client';
import { foldText } from '../src/shared/text';

/** The most reviews one statement inserts: the triggers' transition tables and roll-up sums stay a few seconds' work. */
const ROWS_PER_STATEMENT = 100_000;

/** A small deterministic generator (mulberry32), so two seeds of one scale hold the same counts. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The texts a seeded review takes, by rating, with their folded copies (the search text) and the themes they mention. */
function textRows() {
  const rows: { rating: number; k: number; content: string; folded: string }[] = [];
  for (const [rating, texts] of Object.entries(DEMO_REVIEW_TEXTS)) {
    texts.forEach((content, k) => rows.push({ rating: Number(rating), k, content, folded: foldText(content) }));
  }
  return rows;
}

/**
 * Inserts `counts[i]` reviews on listing `ids[i]`, spread over ten years (more in recent years, as a business grows),
 * rated mostly 4 and 5 stars, three in five answered within three days, the last weeks' partly unread, one in a hundred
 * removed by the source later. Themes follow the rating (praised at 4–5 stars, blamed at 1–2). The roll-ups are the
 * triggers' work, as for any insert; each review's first copy goes to its history as ingestion records it.
 */
export async function seedReviews(
  db: Database,
  ids: readonly number[],
  counts: readonly number[],
  log = (line: string) => console.log(line),
) {
  const texts = textRows();
  const names = [...DEMO_FIRST_NAMES];
  // The search text is the author's name and the text, folded, as ingestion writes it (searchTextOf).
  const foldedNames = names.map(foldText);
  let batch: { id: number; n: number }[] = [];
  let rows = 0;
  let done = 0;
  const total = counts.reduce((sum, count) => sum + count, 0);
  const flush = async () => {
    if (batch.length === 0) return;
    await db.execute(sql`
      with texts (rating, k, content, folded) as (
        select * from unnest(${sql.param(texts.map((row) => row.rating))}::int[], ${sql.param(texts.map((row) => row.k))}::int[],
          ${sql.param(texts.map((row) => row.content))}::text[], ${sql.param(texts.map((row) => row.folded))}::text[])
      ),
      counts (rating, n) as (select rating, count(*)::int from texts group by rating),
      drawn as (
        select l.id as listing, g, random() as r, 3650 * power(random(), 1.25) as age, random() as answer, random() as kept,
          random() as pick
        from unnest(${sql.param(batch.map((item) => item.id))}::int[], ${sql.param(batch.map((item) => item.n))}::int[]) as l(id, n),
          generate_series(1, l.n) as g
      ),
      rated as (
        select *, case when r < 0.09 then 1 when r < 0.15 then 2 when r < 0.25 then 3 when r < 0.45 then 4 else 5 end as rating,
          now() - age * interval '1 day' as at
        from drawn
      )
      insert into reviews (location_id, external_id, author_name, review_rate, date, is_local_guide, review_content,
        language, search_text, sentiment, themes, response_content, response_date, has_been_read, removed_at, created_at)
      select listing, 'seed-' || listing || '-' || g, author, rating, at, g % 7 = 0, nullif(content, ''), 'fr',
        rtrim(folded_author || ' ' || folded), case when rating >= 4 then 'positive' when rating = 3 then 'neutral' else 'negative' end,
        case when rating = 3 then '[]'::jsonb
          else jsonb_build_array(jsonb_build_object('theme', (${sql.param([...REVIEW_THEMES])}::text[])[1 + g % ${REVIEW_THEMES.length}],
            'polarity', case when rating >= 4 then 'positive' else 'negative' end)) end,
        case when answer < 0.6 then (${sql.param(DEMO_OWNER_RESPONSES)}::text[])[1 + g % ${DEMO_OWNER_RESPONSES.length}] end,
        case when answer < 0.6 then least(now(), at + (1 + answer * 120) * interval '1 hour') end,
        age > 21 or kept < 0.5,
        case when kept > 0.99 then at + (kept - 0.99) * 100 * age * interval '1 day' end,
        at
      from (
        select rated.*, texts.content, texts.folded,
          (${sql.param(names)}::text[])[1 + g % ${names.length}] || ' ' || chr(65 + g % 26) || '.' as author,
          (${sql.param(foldedNames)}::text[])[1 + g % ${names.length}] || ' ' || chr(97 + g % 26) || '.' as folded_author
        from rated join counts using (rating) join texts on texts.rating = rated.rating and texts.k = floor(pick * counts.n)::int
      ) as written`);
    done += rows;
    log(`  reviews: ${done.toLocaleString('en')} of ${total.toLocaleString('en')}`);
    batch = [];
    rows = 0;
  };
  for (let index = 0; index < ids.length; index += 1) {
    if (rows + counts[index] > ROWS_PER_STATEMENT) await flush();
    batch.push({ id: ids[index], n: counts[index] });
    rows += counts[index];
  }
  await flush();
  await db.execute(sql`insert into review_versions (review_id, seen_at, review_rate, review_content, response_content)
    select id, created_at, review_rate, review_content, response_content from reviews where location_id = any(${sql.param([...ids])}::int[])`);
}

/** The prefix of the seeded one-establishment accounts' identities: `bench-account-<n>`, from 1. */
export const ACCOUNT_UID_PREFIX = 'bench-account-';

/** How many reviews one-establishment account `n` has: 20 to 300, most near the low end. */
export const accountReviews = (n: number) => 20 + Math.floor(280 * seededRandom(n * 7919)() ** 3);

/**
 * Makes sure accounts `bench-account-1` to `bench-account-<count>` exist, each with one establishment of its own
 * organisation, a paid plan and its reviews; seeds only those missing. Answers each account's user and listing ids,
 * by number.
 */
export async function ensureOneEstablishmentAccounts(db: Database, count: number, log = (line: string) => console.log(line)) {
  const have = async () =>
    rowsOf<{ n: number; userId: number; listingId: number }>(
      db,
      sql`select substr(u.provider_uid, ${ACCOUNT_UID_PREFIX.length + 1})::int as n, u.id as "userId", l.id as "listingId"
        from users u join locations l on l.user_id = u.id where u.provider_uid like ${`${ACCOUNT_UID_PREFIX}%`} order by 1`,
    );
  const present = await have();
  const from = present.length + 1;
  if (from > count) return present.slice(0, count);
  log(`seeding one-establishment accounts ${from} to ${count}`);
  for (let start = from; start <= count; start += 2000) {
    const end = Math.min(count, start + 1999);
    const made = await rowsOf<{ id: number }>(
      db,
      sql`
      with numbers as (
        select g as n, nextval(pg_get_serial_sequence('users', 'id')) as user_id,
          nextval(pg_get_serial_sequence('organizations', 'id')) as organization_id,
          nextval(pg_get_serial_sequence('locations', 'id')) as location_id
        from generate_series(${start}::int, ${end}::int) as g
      ),
      people as (
        insert into users (id, provider_uid, email, name, profile_picture, referral_id, is_email_verified,
          has_done_profile_setup, terms_accepted_at, ai_credits)
        select user_id, ${ACCOUNT_UID_PREFIX} || n, ${ACCOUNT_UID_PREFIX} || n || '@example.fr', 'Commerçant ' || n, '',
          'BENCH' || n, true, true, now(), 50 from numbers returning id
      ),
      firms as (insert into organizations (id, name) select organization_id, 'Commerce ' || n from numbers returning id),
      members as (
        insert into organization_members (organization_id, user_id, role, all_locations)
        select organization_id, user_id, 'owner', true from numbers join people on people.id = numbers.user_id
          join firms on firms.id = numbers.organization_id returning user_id
      ),
      paid as (
        insert into subscriptions (user_id, status, plan_period, is_trial, quantity)
        select user_id, 'ACTIVE', 'MONTHLY', false, 1 from numbers join members using (user_id) returning user_id
      )
      insert into locations (id, user_id, organization_id, provider_id, name, short_url, has_been_synchronized)
      select location_id, user_id, organization_id, 'bench-place-' || n, 'Commerce ' || n,
        'https://maps.app.goo.gl/Bench' || n, true
      from numbers join paid using (user_id) returning id`,
    );
    const numbers = Array.from({ length: end - start + 1 }, (_, offset) => start + offset);
    await seedReviews(
      db,
      made.map((row) => row.id).sort((a, b) => a - b),
      numbers.map(accountReviews),
      log,
    );
  }
  return (await have()).slice(0, count);
}

/**
 * A bench's own database, made when missing: `name` is a database of the local PostgreSQL, or a whole URL. Never one of
 * the tests' (`test`, `test_w1`…), which their runs drop and make again.
 */
export async function benchDatabase(name: string): Promise<string> {
  const url = new URL(name.includes('://') ? name : `postgres://postgres@127.0.0.1:5432/${name}`);
  const database = url.pathname.slice(1);
  if (/^test(_w\d+)?$/.test(database)) throw new Error(`${database} is the tests' database: give the bench its own`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = postgres(admin.toString(), { max: 1, onnotice: () => undefined });
  try {
    const [found] = await client`select 1 from pg_database where datname = ${database}`;
    if (!found) await client`create database ${client(database)}`;
  } finally {
    await client.end();
  }
  return url.toString();
}
