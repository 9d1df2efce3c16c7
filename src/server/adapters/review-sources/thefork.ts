import { DAY_MS } from '../../../shared/constants';
import { SourceError, type ReviewBatch, type ReviewSource, type SourceConnection, type SourceReview } from './review-source';
import { callSource, detailOf, isObject, retryAfterSeconds, type Fetch, type SourceAnswer } from './source-http';
import { createTheForkTokens, type TheForkCredentials } from './thefork-token';

/*
 * TheFork Manager's B2B API (docs.thefork.io, "Review flow"): `GET /v1/reviews` lists the uuids of the reviews created
 * or changed between two dates, page by page; `GET /v1/reviews/{id}` gives one (rating out of 10, comment, the
 * reservation). New reviews arrive by TheFork's webhook (thefork-webhook.ts), which names only the uuid; the backfill
 * pages the list. Replies are drafted in Bonavis, copied and TheFork Manager opened (`replyTarget`).
 */

export const THEFORK_API_URL = 'https://api.thefork.io/manager';
/** TheFork's largest page of uuids is 100; 50 keeps one batch (51 calls with the details) short. */
const PAGE_SIZE = 50;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type TheForkSettings = TheForkCredentials & { restaurantUuid: string };

type TheForkComment = { content?: string; language?: string | null; publicationStatus?: string; publishedTs?: string | null };

type TheForkReview = {
  reviewUuid?: string;
  restaurantUuid?: string;
  isValid?: boolean;
  createdTs?: string;
  updatedTs?: string;
  reservation?: { reservationUuid?: string | null; mealDate?: string | null };
  customer?: { firstName?: string | null; lastName?: string | null };
  dinerRating?: { globalRating?: number | null };
  comment?: TheForkComment | null;
  restaurantReply?: TheForkComment | null;
};

export const isUuid = (value: unknown): value is string => typeof value === 'string' && value.length === 36 && UUID_PATTERN.test(value);

/** « Camille D. »: TheFork shows its diners by first name and initial; Bonavis shows no more. */
function authorOf(customer: TheForkReview['customer']): string {
  const first = customer?.firstName?.trim() ?? '';
  const initial = customer?.lastName?.trim()?.[0];
  const name = [first, initial ? `${initial.toUpperCase()}.` : ''].filter(Boolean).join(' ');
  return name || 'Client TheFork';
}

/** Only a published comment is public; one waiting for moderation or rejected is not shown. */
const published = (comment: TheForkComment | null | undefined) =>
  comment?.publicationStatus === 'PUBLISHED' && comment.content ? comment : null;

/** A review as Bonavis keeps it; null when TheFork marks it invalid (a deleted diner's data, a cancelled meal). */
export function toSourceReview(review: TheForkReview): SourceReview | null {
  if (!review.reviewUuid || review.isValid === false) return null;
  const comment = published(review.comment);
  const reply = published(review.restaurantReply);
  const rating = review.dinerRating?.globalRating;
  return {
    source: 'thefork',
    externalId: review.reviewUuid,
    authorName: authorOf(review.customer),
    rating: typeof rating === 'number' ? rating : null,
    scale: 10,
    text: comment?.content ?? null,
    language: comment?.language ?? null,
    date: new Date(review.createdTs ?? 0),
    reply: reply ? { text: reply.content!, date: reply.publishedTs ? new Date(reply.publishedTs) : null } : null,
    reservationId: review.reservation?.reservationUuid ?? null,
    demo: false,
  };
}

/** TheFork's error envelope `{ statusCode, error, data: { code } }`, sorted. */
function errorOf(answer: SourceAnswer): SourceError {
  const body = isObject(answer.body) ? answer.body : {};
  const code = isObject(body.data) ? detailOf(body.data.code) : '';
  const details = { platformCode: code || String(answer.status) };
  const said = `TheFork answered ${answer.status}${code ? ` ${code}` : ''}: ${detailOf(body.error)}`;
  if (answer.status === 401) return new SourceError('SOURCE_UNAUTHORIZED', 'thefork', said, details);
  if (answer.status === 403) return new SourceError('SOURCE_FORBIDDEN', 'thefork', said, details);
  if (answer.status === 404) return new SourceError('SOURCE_NOT_FOUND', 'thefork', said, details);
  if (answer.status === 429) {
    return new SourceError('SOURCE_RATE_LIMITED', 'thefork', said, {
      ...details,
      retryAfterSeconds: retryAfterSeconds(answer.headers.get('retry-after')),
    });
  }
  if (answer.status === 400) return new SourceError('SOURCE_INVALID_SETTINGS', 'thefork', said, details);
  return new SourceError('SOURCE_UNAVAILABLE', 'thefork', said, details);
}

/** The backfill's place in the list: page, then the dates it pages through (the range must not move under it). */
type Cursor = { page: number; startDate: string; endDate: string };
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function readCursor(cursor: string): Cursor | null {
  if (cursor.length > 40) return null;
  const [page, startDate, endDate] = cursor.split('|');
  const number = Number(page);
  if (!Number.isSafeInteger(number) || number < 1 || !DATE.test(startDate ?? '') || !DATE.test(endDate ?? '')) return null;
  return { page: number, startDate, endDate };
}

const day = (time: number) => new Date(time).toISOString().slice(0, 10);

export type TheForkOptions = {
  fetchImpl?: Fetch;
  apiUrl?: string;
  tokenUrl?: string;
  /** How far back the first read goes: TheFork's list needs a start date and does not say how far it reaches. */
  backfillDays?: number;
  /** TheFork Manager's address, opened to paste a reply; `{restaurantUuid}` and `{reviewUuid}` are filled in. */
  managerReviewUrl?: string;
  now?: () => number;
};

export type TheForkSource = ReviewSource<TheForkSettings> & {
  kind: 'thefork';
  /** One review by its uuid, as the webhook names it; null when TheFork no longer shows it (invalid or gone). */
  readReview(connection: SourceConnection, reviewUuid: string): Promise<{ review: SourceReview | null; callsUsed: number }>;
};

export function createTheForkSource({
  fetchImpl = fetch,
  apiUrl = THEFORK_API_URL,
  tokenUrl,
  backfillDays = 730,
  managerReviewUrl = 'https://manager.thefork.com/',
  now = Date.now,
}: TheForkOptions = {}): TheForkSource {
  const tokens = createTheForkTokens({ fetchImpl, tokenUrl, now });
  const credentialsOf = (connection: SourceConnection): TheForkCredentials => ({
    clientId: connection.secrets.clientId ?? '',
    clientSecret: connection.secrets.clientSecret ?? '',
  });

  /**
   * A GET with the cached token; a token refused before its time is dropped and one new token tried. With
   * `missingIs`, a 404 carrying that code answers a null body instead of an error.
   */
  async function get<T>(credentials: TheForkCredentials, path: string, missingIs?: string): Promise<{ body: T | null; callsUsed: number }> {
    let callsUsed = 0;
    for (let attempt = 0; ; attempt += 1) {
      const { token, callsUsed: tokenCalls } = await tokens.token(credentials);
      callsUsed += tokenCalls + 1;
      const answer = await callSource('thefork', fetchImpl, `${apiUrl}${path}`, {
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      });
      if (answer.status === 401 && attempt === 0 && tokenCalls === 0) {
        tokens.forget(credentials);
        continue;
      }
      if (answer.status < 400) return { body: answer.body as T, callsUsed };
      const error = errorOf(answer);
      if (missingIs && error.code === 'SOURCE_NOT_FOUND' && error.platformCode === missingIs) return { body: null, callsUsed };
      throw error;
    }
  }

  /** A review gone since it was listed (or named by a late webhook) is no error: there is nothing to show. */
  async function readReview(credentials: TheForkCredentials, uuid: string) {
    const { body, callsUsed } = await get<TheForkReview>(credentials, `/v1/reviews/${encodeURIComponent(uuid)}`, 'REVIEW_NOT_FOUND');
    return { review: body ? toSourceReview(body) : null, callsUsed };
  }

  async function listPage(credentials: TheForkCredentials, restaurantUuid: string, cursor: Cursor) {
    const query = new URLSearchParams({
      restaurantUuid,
      startDate: cursor.startDate,
      endDate: cursor.endDate,
      limit: String(PAGE_SIZE),
      page: String(cursor.page),
    });
    const { body, callsUsed } = await get<{ data?: unknown; hasNext?: boolean }>(credentials, `/v1/reviews?${query}`);
    const uuids = Array.isArray(body?.data) ? body.data.filter(isUuid) : [];
    return { uuids, hasNext: body?.hasNext === true, callsUsed };
  }

  return {
    kind: 'thefork',
    demo: false,
    async connect(connectionId, settings) {
      const { clientId, clientSecret, restaurantUuid } = settings;
      if (!clientId || clientId.length > 200 || !clientSecret || clientSecret.length > 500 || !isUuid(restaurantUuid)) {
        throw new SourceError('SOURCE_INVALID_SETTINGS', 'thefork', 'TheFork needs a client id, a client secret and the restaurant uuid');
      }
      const credentials = { clientId, clientSecret };
      // One small page proves the credentials reach this restaurant (a wrong uuid answers 404 RESTAURANT_NOT_FOUND).
      const { callsUsed } = await listPage(credentials, restaurantUuid, {
        page: 1,
        startDate: day(now() - DAY_MS),
        endDate: day(now() + DAY_MS),
      });
      const connection: SourceConnection = {
        id: connectionId,
        source: 'thefork',
        externalId: restaurantUuid,
        summary: { name: null, rating: null, reviewCount: null, ranking: null, url: null },
        secrets: { clientId, clientSecret },
        demo: false,
      };
      return { connection, callsUsed };
    },
    async readReviews(connection, { since, cursor } = {}): Promise<ReviewBatch> {
      const credentials = credentialsOf(connection);
      // A day before `since`: TheFork filters by date, not by time, and a review may change at midnight.
      const start = since ? since.getTime() - DAY_MS : now() - backfillDays * DAY_MS;
      const place = (cursor && readCursor(cursor)) || { page: 1, startDate: day(start), endDate: day(now() + DAY_MS) };
      const page = await listPage(credentials, connection.externalId, place);
      let callsUsed = page.callsUsed;
      const reviews: SourceReview[] = [];
      for (const uuid of page.uuids) {
        const read = await readReview(credentials, uuid);
        callsUsed += read.callsUsed;
        if (read.review) reviews.push(read.review);
      }
      const nextCursor = page.hasNext ? `${place.page + 1}|${place.startDate}|${place.endDate}` : null;
      return { reviews, nextCursor, callsUsed, history: 'complete' };
    },
    async readReview(connection, reviewUuid) {
      if (!isUuid(reviewUuid)) throw new SourceError('SOURCE_NOT_FOUND', 'thefork', 'Not a TheFork review uuid');
      return readReview(credentialsOf(connection), reviewUuid);
    },
    replyTarget: (connection, review) => ({
      way: 'copy-and-open',
      url: managerReviewUrl
        .replace('{restaurantUuid}', encodeURIComponent(connection.externalId))
        .replace('{reviewUuid}', encodeURIComponent(review.externalId)),
    }),
  };
}
