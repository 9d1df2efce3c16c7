import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import {
  googleConnections,
  listings,
  reviewDailyStats,
  reviews,
  reviewSourceConnections,
  reviewSourceLoginStates,
  syncJobs,
} from '../../db/schema';
import { AppError } from '../../errors';
import type { TokenCipher } from '../../adapters/google/token-cipher';
import { SourceError, type SourceConnection, type SourceKind } from '../../adapters/review-sources/review-source';
import { newTheForkWebhookSecret } from '../../adapters/review-sources/thefork-webhook';
import type { ApiErrorDetails } from '../../../shared/api/errors';
import {
  REVIEW_SOURCES,
  type ConfigurableSource,
  type RatingScale,
  type ReviewSourceName,
  type SourceItem,
} from '../../../shared/api/review-sources';
import type { SourceAdapters } from './adapters';
import { CALLS_PER_READ, type CallBudget } from './call-budget';
import { deleteSourceReviews } from './store';

export type ConnectionRow = typeof reviewSourceConnections.$inferSelect;

/** A Facebook login link lives ten minutes, as Google's consent state. */
const STATE_LIFETIME_MS = 10 * 60_000;
const hashState = (state: string) => createHash('sha256').update(state).digest('hex');

export const SCALES: Record<ReviewSourceName, RatingScale> = { google: 5, thefork: 10, tripadvisor: 5, facebook: 'recommendation' };

/** The connection's id as the adapters know it: stable for an establishment and a source, so a stand-in's reviews are too. */
export const adapterIdOf = (row: Pick<ConnectionRow, 'listingId' | 'source'>) => `${row.listingId}-${row.source}`;

/** A platform's refusal as the API answers it (docs/review-sources.md): the code, and the platform's own beside it. */
export function refusalOf(error: unknown): unknown {
  if (!(error instanceof SourceError)) return error;
  const details: ApiErrorDetails = { platformCode: error.platformCode };
  switch (error.code) {
    case 'SOURCE_INVALID_SETTINGS':
      return new AppError(400, error.code, error.message, details);
    case 'SOURCE_RATE_LIMITED':
    case 'SOURCE_QUOTA_EXHAUSTED':
      return new AppError(429, error.code, error.message, { ...details, retryAfterSeconds: error.retryAfterSeconds ?? 60 });
    case 'SOURCE_UNAVAILABLE':
      return new AppError(503, error.code, error.message, details);
    default:
      return new AppError(409, error.code, error.message, details);
  }
}

const invalidSettings = (fields: Record<string, string>) =>
  new AppError(400, 'SOURCE_INVALID_SETTINGS', 'These settings are missing what the source needs', { fields });

export type SettingsBody = { clientId?: string; clientSecret?: string; restaurantId?: string; url?: string; locationId?: string };

export type SourceConnectionsDependencies = {
  db: Database;
  adapters: SourceAdapters;
  cipher: TokenCipher;
  budget: CallBudget;
  /** Queues the connection's read at once (its first read, or after a reconnection). */
  readSoon: (connectionId: number) => Promise<void>;
  /** Whether Google's reviews come from the demonstration maps provider. */
  googleDemo: boolean;
  log: FastifyBaseLogger;
};

/**
 * The establishments' connections to TheFork, Tripadvisor and Facebook: the four sources' cards, connecting through
 * each adapter (any credentials with a stand-in), Facebook's login with its single-use state, and disconnecting.
 */
export function createSourceConnections({ db, adapters, cipher, budget, readSoon, googleDemo, log }: SourceConnectionsDependencies) {
  const sealSecrets = (secrets: Record<string, string>) => (Object.keys(secrets).length ? cipher.seal(JSON.stringify(secrets)) : null);
  const openSecrets = (sealed: string | null): Record<string, string> => (sealed ? JSON.parse(cipher.open(sealed)) : {});

  /** The adapter's view of a stored connection, its secrets opened for the call. */
  function adapterConnection(row: ConnectionRow): SourceConnection {
    return {
      id: adapterIdOf(row),
      source: row.source,
      externalId: row.externalId,
      summary: row.summary,
      secrets: openSecrets(row.secrets),
      demo: row.demo,
    };
  }

  const webhookSecretOf = (row: ConnectionRow): string | null => (row.webhookSecret ? cipher.open(row.webhookSecret) : null);

  async function rowOf(listingId: number, source: SourceKind) {
    const [row] = await db
      .select()
      .from(reviewSourceConnections)
      .where(and(eq(reviewSourceConnections.listingId, listingId), eq(reviewSourceConnections.source, source)));
    return row ?? null;
  }

  /** The stored reviews' figures per source, shown ones only: how many, the average on each one's scale, recommendations' share. */
  async function storedFigures(listingId: number) {
    const rows = await db
      .select({
        source: reviews.source,
        count: sql<number>`count(*)`.mapWith(Number),
        average: sql<number | null>`avg(coalesce(${reviews.sourceRating}, ${reviews.reviewRate}))`.mapWith((value) =>
          value === null ? null : Number(value),
        ),
        recommendShare: sql<number | null>`avg(case when ${reviews.recommends} then 1.0 else 0.0 end)`.mapWith((value) =>
          value === null ? null : Number(value),
        ),
      })
      .from(reviews)
      // The other sources' few reviews through their index; Google's many are counted from its roll-ups below.
      .where(
        and(
          eq(reviews.listingId, listingId),
          sql`${reviews.source} in ('thefork', 'tripadvisor', 'facebook')`,
          sql`${reviews.removedAt} is null`,
        ),
      )
      .groupBy(reviews.source);
    const [google] = await db
      .select({ count: sql<number>`coalesce(sum(${reviewDailyStats.reviews} - ${reviewDailyStats.removed}), 0)`.mapWith(Number) })
      .from(reviewDailyStats)
      .where(and(eq(reviewDailyStats.listingId, listingId), eq(reviewDailyStats.source, 'google')));
    const figures = new Map(rows.map((row) => [row.source, row]));
    figures.set('google', { source: 'google', count: google?.count ?? 0, average: null, recommendShare: null });
    return figures;
  }

  const round = (value: number | null, digits = 2) => (value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits);

  /** Google's card, read-only: the maps provider or Business Profile connection the establishment already has. */
  async function googleItem(listingId: number, figures: Awaited<ReturnType<typeof storedFigures>>): Promise<SourceItem> {
    const [listing] = await db.select().from(listings).where(eq(listings.id, listingId));
    const [connection] = await db.select().from(googleConnections).where(eq(googleConnections.locationId, listingId));
    const [job] = await db.select().from(syncJobs).where(eq(syncJobs.listingId, listingId)).orderBy(desc(syncJobs.id)).limit(1);
    const lastRead = [listing?.lastCheckedAt, job?.status === 'done' ? job.updatedAt : null, connection?.lastSuccessAt]
      .filter((date): date is Date => Boolean(date))
      .sort((a, b) => b.getTime() - a.getTime())[0];
    return {
      source: 'google',
      state: listing?.hasBeenSynchronized ? 'connected' : 'waiting',
      lastReadAt: lastRead?.toISOString() ?? null,
      averageRating: listing?.averageRating ?? round(figures.get('google')?.average ?? null, 1),
      scale: 5,
      reviewCount: figures.get('google')?.count ?? 0,
      canReply: Boolean(connection?.location),
      history: 'complete',
      problem: null,
      name: listing?.name ?? null,
      url: listing?.url ?? null,
      ranking: null,
      demo: googleDemo && !connection?.location,
    };
  }

  function otherItem(
    source: ConfigurableSource,
    row: ConnectionRow | undefined,
    figures: Awaited<ReturnType<typeof storedFigures>>,
  ): SourceItem {
    const stored = figures.get(source);
    const base = {
      source,
      scale: SCALES[source],
      canReply: source === 'facebook',
      history: source === 'tripadvisor' ? ('newest-only' as const) : ('complete' as const),
    };
    if (!row) {
      return {
        ...base,
        state: 'disconnected',
        lastReadAt: null,
        averageRating: null,
        reviewCount: null,
        problem: null,
        name: null,
        url: null,
        ranking: null,
        demo: adapters.kinds[source] === 'demo',
      };
    }
    const average =
      source === 'facebook' ? round(stored?.recommendShare ?? null) : (row.summary.rating ?? round(stored?.average ?? null, 1));
    return {
      ...base,
      state: row.state === 'refused' ? 'refused' : row.state === 'waiting' ? 'waiting' : 'connected',
      lastReadAt: row.lastReadAt?.toISOString() ?? null,
      averageRating: average,
      reviewCount: source === 'facebook' ? (stored?.count ?? 0) : (row.summary.reviewCount ?? stored?.count ?? 0),
      problem: row.lastErrorCode ? { code: row.lastErrorCode as SourceError['code'], platformCode: row.lastPlatformCode } : null,
      name: row.summary.name,
      url: row.summary.url,
      ranking: row.summary.ranking,
      demo: row.demo,
    };
  }

  /** The four sources of an establishment, in order. */
  async function items(listingId: number): Promise<SourceItem[]> {
    const figures = await storedFigures(listingId);
    const rows = await db.select().from(reviewSourceConnections).where(eq(reviewSourceConnections.listingId, listingId));
    const google = await googleItem(listingId, figures);
    return REVIEW_SOURCES.map((source) =>
      source === 'google'
        ? google
        : otherItem(
            source,
            rows.find((row) => row.source === source),
            figures,
          ),
    );
  }

  async function itemOf(listingId: number, source: ConfigurableSource): Promise<SourceItem> {
    return (await items(listingId)).find((item) => item.source === source)!;
  }

  /** Connecting costs calls too (TheFork's token and a page, Tripadvisor's details): from the account's budget. */
  async function withBudget<T>(userId: number, source: ConfigurableSource, call: () => Promise<{ callsUsed: number } & T>) {
    const reserved = CALLS_PER_READ[source] + 1;
    if (!(await budget.reserve(userId, reserved))) {
      const retryAfterSeconds = Math.max(1, Math.ceil((budget.nextDay().getTime() - Date.now()) / 1000));
      throw new AppError(429, 'SOURCE_QUOTA_EXHAUSTED', "Today's budget of calls to the review sources is spent", {
        retryAfterSeconds,
        platformCode: null,
      });
    }
    let used = reserved;
    try {
      const answer = await call();
      used = answer.callsUsed;
      return answer;
    } catch (error) {
      // A refusal cost the calls it made, which the adapter does not say: the reservation is kept, as a bound.
      throw refusalOf(error);
    } finally {
      await budget.settle(userId, reserved, used);
    }
  }

  /** Stores the connection the adapter made (a new place: read from the start), and queues its first read at once. */
  async function save(listingId: number, connection: SourceConnection): Promise<ConnectionRow> {
    const source = connection.source;
    const existing = await rowOf(listingId, source);
    const values = {
      externalId: connection.externalId,
      summary: connection.summary,
      secrets: sealSecrets(connection.secrets),
      // TheFork's webhook address carries the connection's own secret; kept across reconnections (TheFork has it).
      webhookSecret: source === 'thefork' ? (existing?.webhookSecret ?? cipher.seal(newTheForkWebhookSecret())) : null,
      state: 'waiting' as const,
      history: source === 'tripadvisor' ? ('newest-only' as const) : ('complete' as const),
      demo: connection.demo,
      lastReadAt: null,
      lastFullReadAt: null,
      lastErrorCode: null,
      lastPlatformCode: null,
      failures: 0,
      nextReadAt: new Date(),
      updatedAt: new Date(),
    };
    const [row] = await db
      .insert(reviewSourceConnections)
      .values({ listingId, source, ...values })
      .onConflictDoUpdate({ target: [reviewSourceConnections.listingId, reviewSourceConnections.source], set: values })
      .returning();
    log.info({ listingId, source, demo: connection.demo }, 'review source connected');
    await readSoon(row.id);
    return row;
  }

  /**
   * `PUT /locations/private/:id/sources/:source`: TheFork and Tripadvisor connect through their adapter and answer their
   * card (`waiting`, the first read queued); Facebook answers Meta's login address, the connection made on its return.
   */
  async function connect(scope: { userId: number; listingId: number; payer: number }, source: ReviewSourceName, body: SettingsBody) {
    if (source === 'google') throw new AppError(400, 'SOURCE_NOT_CONFIGURABLE', 'Google is connected from its own card');
    if (source === 'facebook') return { loginUrl: await startFacebookLogin(scope.userId, scope.listingId) };
    const id = adapterIdOf({ listingId: scope.listingId, source });
    let made: { connection: SourceConnection };
    if (source === 'thefork') {
      const missing = Object.fromEntries(
        (['clientId', 'clientSecret', 'restaurantId'] as const)
          .filter((field) => !body[field])
          .map((field) => [field, `validation.source.${field}`]),
      );
      if (Object.keys(missing).length) throw invalidSettings(missing);
      made = await withBudget(scope.payer, source, () =>
        adapters.thefork.connect(id, { clientId: body.clientId!, clientSecret: body.clientSecret!, restaurantUuid: body.restaurantId! }),
      );
    } else {
      const listing = body.url ?? body.locationId;
      if (!listing) throw invalidSettings({ url: 'validation.source.listing' });
      made = await withBudget(scope.payer, source, () => adapters.tripadvisor.connect(id, { listing }));
    }
    await save(scope.listingId, made.connection);
    return itemOf(scope.listingId, source);
  }

  /** A state for Meta's login, kept hashed ten minutes and bound to the member and the establishment; its address. */
  async function startFacebookLogin(userId: number, listingId: number): Promise<string> {
    const state = randomBytes(24).toString('base64url');
    await db.delete(reviewSourceLoginStates).where(lt(reviewSourceLoginStates.expiresAt, new Date()));
    await db
      .insert(reviewSourceLoginStates)
      .values({ stateHash: hashState(state), userId, locationId: listingId, expiresAt: new Date(Date.now() + STATE_LIFETIME_MS) });
    return adapters.facebookLogin.loginUrl(state);
  }

  /** Takes the state once, if this member was given it for this establishment and it has not expired. */
  async function takeState(userId: number, listingId: number, state: string) {
    const taken = await db
      .delete(reviewSourceLoginStates)
      .where(
        and(
          eq(reviewSourceLoginStates.stateHash, hashState(state)),
          eq(reviewSourceLoginStates.userId, userId),
          eq(reviewSourceLoginStates.locationId, listingId),
          gt(reviewSourceLoginStates.expiresAt, new Date()),
        ),
      )
      .returning({ userId: reviewSourceLoginStates.userId });
    if (!taken.length)
      throw new AppError(400, 'SOURCE_STATE_INVALID', 'This Facebook sign-in link is unknown, used or expired; start again');
  }

  /**
   * Meta's login came back: the code is exchanged for the person's token, and the Page connected is the one named like
   * the establishment among those they manage, else the first (choosing among several is a later step).
   */
  async function completeFacebookLogin(
    scope: { userId: number; listingId: number; payer: number },
    listingName: string,
    code: string,
    state: string,
  ) {
    await takeState(scope.userId, scope.listingId, state);
    const id = adapterIdOf({ listingId: scope.listingId, source: 'facebook' });
    const made = await withBudget(scope.payer, 'facebook', async () => {
      const token = await adapters.facebookLogin.exchangeCode(code);
      const pages = (await adapters.facebookLogin.pages(token.accessToken)).filter((page) => page.accessToken);
      if (!pages.length) throw new SourceError('SOURCE_FORBIDDEN', 'facebook', 'The person manages no Page', { platformCode: 'NO_PAGE' });
      const named = pages.find((page) => page.name.trim().toLowerCase() === listingName.trim().toLowerCase()) ?? pages[0];
      const connected = await adapters.facebook.connect(id, { userAccessToken: token.accessToken, pageId: named.id });
      // The login's own calls (the code, the long-lived token, the Pages) count too, when Meta is really called.
      return { ...connected, callsUsed: connected.callsUsed + (adapters.kinds.facebook === 'live' ? 3 : 0) };
    });
    await save(scope.listingId, made.connection);
    return itemOf(scope.listingId, 'facebook');
  }

  /** Disconnects a source: its reviews kept, or deleted with their history, as the owner chose. */
  async function disconnect(listingId: number, source: ReviewSourceName, keepReviews: boolean) {
    if (source === 'google') throw new AppError(400, 'SOURCE_NOT_CONFIGURABLE', 'Google is disconnected from its own card');
    await db.transaction(async (tx) => {
      await tx
        .delete(reviewSourceConnections)
        .where(and(eq(reviewSourceConnections.listingId, listingId), eq(reviewSourceConnections.source, source)));
      if (!keepReviews) await deleteSourceReviews(tx, [listingId], source);
    });
    log.info({ listingId, source, keepReviews }, 'review source disconnected');
  }

  async function byId(connectionId: number) {
    const [row] = await db.select().from(reviewSourceConnections).where(eq(reviewSourceConnections.id, connectionId));
    return row ?? null;
  }

  return { items, itemOf, connect, completeFacebookLogin, disconnect, rowOf, byId, adapterConnection, webhookSecretOf };
}

export type SourceConnections = ReturnType<typeof createSourceConnections>;
