import { Redis } from 'ioredis';
import type { VerifiedTokenCache } from './verified-token-cache';

/** The Redis channel on which instances tell each other whose cached tokens to drop. */
export const FORGET_TOKENS_CHANNEL = 'bonavis:forget-tokens';

/**
 * Each instance caches the tokens it verified. When one of them revokes or deletes an account (e-mail
 * change, deletion), every other instance must drop that account's tokens too, or they would accept them
 * for up to the cache's lifetime: with Redis, `forget` is published to all instances, this one included.
 * The subscription is in place before the app serves; `close` ends both connections.
 */
export async function shareTokenForgetting(
  cache: VerifiedTokenCache,
  redisUrl: string,
  onError: (error: unknown) => void,
): Promise<{ cache: VerifiedTokenCache; close: () => Promise<void> }> {
  const publisher = new Redis(redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 });
  const subscriber = publisher.duplicate();
  publisher.on('error', onError);
  subscriber.on('error', onError);
  subscriber.on('message', (channel: string, uid: string) => {
    if (channel === FORGET_TOKENS_CHANNEL) void cache.forget(uid);
  });
  await subscriber.subscribe(FORGET_TOKENS_CHANNEL);

  const shared: VerifiedTokenCache = {
    verify: (token, options) => cache.verify(token, options),
    async forget(uid) {
      // This instance at once; the others when Redis delivers (a failure is logged: their cache lapses on its own).
      await cache.forget(uid);
      await publisher.publish(FORGET_TOKENS_CHANNEL, uid).catch(onError);
    },
    get size() {
      return cache.size;
    },
  };
  const close = async () => {
    await Promise.all([subscriber.quit(), publisher.quit()]);
  };
  return { cache: shared, close };
}
