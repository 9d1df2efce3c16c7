import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { ApiErrorCode } from '../../shared/api/errors';
import type { RateLimitName, RateLimits } from '../config';
import { AppError } from '../errors';

export type Limits = {
  /** Route options that limit a route per client IP (an IPv6 client counts by its /64). */
  perIp(name: RateLimitName): { config: { rateLimit: { max: number; timeWindow: number } } };
  /** Counts one request of `key` (an address, an account) against the limit; 429 once over it. */
  hit(name: RateLimitName, key: string): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    limits: Limits;
  }
}

/** The client-facing code of each limit, so the app can say which limit was reached. */
const CODE_BY_LIMIT: Partial<Record<RateLimitName, ApiErrorCode>> = {
  'verify-address': 'ADDRESS_LIMIT',
  'mail-address': 'ADDRESS_LIMIT',
  'lookup-account': 'LOOKUP_LIMIT',
};

const tooMany = (name: RateLimitName, retryAfterSeconds: number) =>
  new AppError(429, CODE_BY_LIMIT[name] ?? 'TOO_MANY_REQUESTS', `Too many requests; retry in ${retryAfterSeconds} s`, {
    retryAfterSeconds,
  });

/**
 * Request limits, by name, with the values of the configuration (RATE_LIMITS). The counters
 * live in @fastify/rate-limit's store: this process's memory, or Redis, which every instance shares.
 */
export const limits = fp(async (app: FastifyInstance, { rateLimits, redisUrl }: { rateLimits: RateLimits; redisUrl: string | null }) => {
  const redis = redisUrl ? new Redis(redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 }) : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'bonavis-limit:' } : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError(429, 'TOO_MANY_REQUESTS', 'Too many requests', { retryAfterSeconds: Math.ceil(context.ttl / 1000) }),
  });

  type KeyedRequest = FastifyRequest & { limitKey: string };
  const counters = new Map<RateLimitName, ReturnType<FastifyInstance['createRateLimit']>>();
  const counterOf = (name: RateLimitName) => {
    let counter = counters.get(name);
    if (!counter) {
      const { max, windowSeconds } = rateLimits[name];
      counter = app.createRateLimit({
        max,
        timeWindow: windowSeconds * 1000,
        keyGenerator: (request) => (request as KeyedRequest).limitKey,
      });
      counters.set(name, counter);
    }
    return counter;
  };

  app.decorate('limits', {
    perIp: (name) => {
      const { max, windowSeconds } = rateLimits[name];
      // @fastify/rate-limit keys a client by its address, an IPv6 one by its /64 (its default ipv6Subnet).
      return { config: { rateLimit: { max, timeWindow: windowSeconds * 1000 } } };
    },
    hit: async (name, key) => {
      // The counter only reads the key and the route's options from the "request" it is given.
      const result = await counterOf(name)({ limitKey: `${name}:${key}`, routeOptions: { config: {} } } as unknown as KeyedRequest);
      if (!result.isAllowed && result.isExceeded) throw tooMany(name, result.ttlInSeconds);
    },
  });
});

/** Largest JSON body each kind of route reads; bigger bodies answer 413 before any parsing or validation. */
export const BODY_LIMITS = {
  /** An e-mail address, a code, a path: sign-in and account-existence routes. */
  signIn: 2 * 1024,
  /** A form: the setup wizard, settings, a review reply. The server's default. */
  form: 16 * 1024,
  /** A message of up to 5,000 characters: the contact form. */
  message: 32 * 1024,
  /** Stripe's signed events, which embed whole objects. */
  webhook: 512 * 1024,
  /** A CSV of customers to ask for a review (IMPORT_MAX_BYTES of text, JSON-escaped). */
  import: 1024 * 1024,
} as const;

/** The largest profile picture. */
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;

/**
 * What a multipart body may hold: one file part and nothing else (a text field is refused as it starts,
 * before its value is kept), a short part header, the file cut at the picture limit while it streams.
 */
export const UPLOAD_LIMITS = { parts: 1, files: 1, fields: 0, fieldNameSize: 100, headerPairs: 10, fileSize: PICTURE_MAX_BYTES };
