import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import { activeAdapters } from './modules/health';
import { externalPlugins } from './plugins/external';
import { BODY_LIMITS } from './plugins/limits';
import { requestSerializer } from './plugins/request-log';
import { spa } from './plugins/spa';
import { apiRoutes } from './routes';
import { reviewLinkRoutes } from './modules/review-requests/routes';
import { widgetPublicRoutes } from './modules/widgets/routes';
import { services } from './services';

/** A hop count trusts that many proxies nearest the server (what Fastify does with a number, which its types omit). */
function trustedProxies(trust: ServerConfig['trustProxy']) {
  if (trust === null) return false;
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/**
 * Builds the whole server in layers: outside plugins, then the app's services, then the API
 * routes and the built app. `main.ts` and every test build it the same way.
 */
export async function buildApp(
  config: ServerConfig,
  { logStream, pluginTimeoutMs = 60_000 }: { logStream?: NodeJS.WritableStream; pluginTimeoutMs?: number } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, serializers: { req: requestSerializer }, stream: logStream },
    // Routes that take more say so (the Stripe webhook); the upload route has its own file limit.
    bodyLimit: BODY_LIMITS.form,
    // Behind a proxy, the client's address comes from X-Forwarded-For, believed only from the configured proxies.
    trustProxy: trustedProxies(config.trustProxy),
    // Opening the database runs its migrations (waiting for another instance's, under a lock): more than Fastify's 10 s on a busy machine.
    pluginTimeout: pluginTimeoutMs,
  });
  await app.register(externalPlugins, { config });
  await app.register(services, { config });
  await app.register(apiRoutes, { prefix: '/api' });
  // Review links, short enough for a QR code and an SMS: outside the API, before the app's pages.
  await app.register(reviewLinkRoutes, { prefix: '/r' });
  // The reviews widget of the owners' websites: any origin loads it, outside the API.
  await app.register(widgetPublicRoutes, { prefix: '/widget' });
  await app.register(spa, {
    staticDir: config.staticDir,
    publicGame: (publicId) => app.game.publicView(publicId),
    publicGameRules: (publicId) => app.game.publicRules(publicId),
    operator: config.operator,
  });
  app.log.info({ adapters: activeAdapters(app) }, 'active adapters');
  return app;
}
