import { oneOf, read, url, wholeNumber, type Env } from './env-readers';
import { PATHS } from '../../shared/app-paths';

/**
 * The review sources beyond Google (docs/review-sources.md): each one the platform's API when its settings are here,
 * else its offline stand-in (any credentials connect, labelled demonstration reviews). Chosen at start and logged;
 * `/api/health` says which (`thefork`, `tripadvisor`, `facebook`: `live` or `demo`).
 */
export type ReviewSourcesConfig = {
  /** TheFork has no app-wide key (each owner pastes the client id and secret TheFork gives them): `THEFORK_MODE=live`. */
  thefork: { kind: 'live' | 'demo'; apiUrl?: string; tokenUrl?: string; backfillDays: number; managerReviewUrl?: string };
  tripadvisor:
    { kind: 'demo' } | { kind: 'live'; apiKey: string; referer?: string; language: string; apiUrl?: string; managementCenterUrl?: string };
  facebook:
    | { kind: 'demo'; redirectUri: string }
    | { kind: 'live'; appId: string; appSecret: string; configId?: string; version?: string; redirectUri: string; graphUrl?: string };
  /** Calls to the sources' APIs one account may make per UTC day, every connection together (the sync budget's rules). */
  callsPerDay: number;
  /** Between two scheduled reads of one connection, per source. */
  intervalMs: { thefork: number; tripadvisor: number; facebook: number };
  /** A failing source waits this long after its first failure, doubled at each next one, up to `maxBackoffMs`. */
  backoffMs: number;
  maxBackoffMs: number;
  /** How often the schedule looks for connections due a read (0: never; an outside scheduler does it). */
  checkMs: number;
  /** A source read in full (every page, from the first) this often, so reviews gone from it are marked removed. */
  fullReadMs: number;
};

const MINUTE_MS = 60_000;
const optionalUrl = (env: Env, name: string) => (read(env, name) ? url(env, name, ['http:', 'https:']) : undefined);

export function reviewSourcesConfig(env: Env, { publicUrl }: { publicUrl: string }): ReviewSourcesConfig {
  const redirectUri = `${publicUrl}${PATHS.facebookSourceCallback}`;
  const tripadvisorKey = read(env, 'TRIPADVISOR_API_KEY');
  const appId = read(env, 'FACEBOOK_APP_ID');
  const appSecret = read(env, 'FACEBOOK_APP_SECRET');
  return {
    thefork: {
      kind: oneOf(env, 'THEFORK_MODE', ['live', 'demo'] as const, 'demo'),
      apiUrl: optionalUrl(env, 'THEFORK_API_URL'),
      tokenUrl: optionalUrl(env, 'THEFORK_TOKEN_URL'),
      backfillDays: Math.max(1, wholeNumber(env, 'THEFORK_BACKFILL_DAYS', 730, 'days')),
      managerReviewUrl: read(env, 'THEFORK_MANAGER_REVIEW_URL'),
    },
    tripadvisor: tripadvisorKey
      ? {
          kind: 'live',
          apiKey: tripadvisorKey,
          referer: read(env, 'TRIPADVISOR_REFERER'),
          language: read(env, 'TRIPADVISOR_LANGUAGE') ?? 'fr',
          apiUrl: optionalUrl(env, 'TRIPADVISOR_API_URL'),
          managementCenterUrl: read(env, 'TRIPADVISOR_MANAGEMENT_CENTER_URL'),
        }
      : { kind: 'demo' },
    facebook:
      appId && appSecret
        ? {
            kind: 'live',
            appId,
            appSecret,
            configId: read(env, 'FACEBOOK_CONFIG_ID'),
            version: read(env, 'FACEBOOK_GRAPH_VERSION'),
            graphUrl: optionalUrl(env, 'FACEBOOK_GRAPH_URL'),
            redirectUri,
          }
        : { kind: 'demo', redirectUri },
    callsPerDay: wholeNumber(env, 'SOURCE_CALLS_PER_DAY', 500, 'calls'),
    intervalMs: {
      thefork: Math.max(1, wholeNumber(env, 'THEFORK_READ_MINUTES', 60, 'minutes')) * MINUTE_MS,
      tripadvisor: Math.max(1, wholeNumber(env, 'TRIPADVISOR_READ_MINUTES', 360, 'minutes')) * MINUTE_MS,
      facebook: Math.max(1, wholeNumber(env, 'FACEBOOK_READ_MINUTES', 180, 'minutes')) * MINUTE_MS,
    },
    backoffMs: Math.max(1, wholeNumber(env, 'SOURCE_BACKOFF_SECONDS', 300, 'seconds')) * 1000,
    maxBackoffMs: 6 * 60 * MINUTE_MS,
    checkMs: wholeNumber(env, 'SOURCE_CHECK_SECONDS', 300, 'seconds') * 1000,
    fullReadMs: Math.max(1, wholeNumber(env, 'SOURCE_FULL_READ_DAYS', 7, 'days')) * 24 * 60 * MINUTE_MS,
  };
}
