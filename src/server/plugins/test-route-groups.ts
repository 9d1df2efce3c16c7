import Fastify, { type FastifyInstance } from 'fastify';
import { PRIVATE_ROUTES } from '../routes';
import type { PrivateRouteGroup } from './authenticate';

/** A route as the OpenAPI document names it: `GET /api/reviews/private/{id}/read`. */
export type RouteKey = string;
export type GroupFlags = NonNullable<PrivateRouteGroup[2]>;

/** `/api/x/:id/` as OpenAPI writes it, `/api/x/{id}`, without the trailing slash some of its paths have. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/(.)\/$/, '$1');

/**
 * Each private route with the flags of the group it belongs to in PRIVATE_ROUTES, read from the
 * group table itself, plus those the route declares alone (e.g. `freshToken` on the e-mail change):
 * each group's plugin is registered alone on a bare instance that records its routes (the app's
 * services are lent to it, unused). Several groups share a prefix (`/users/private`), so a
 * route's group cannot be told from its path.
 */
export async function privateRouteGroups(app: FastifyInstance): Promise<Map<RouteKey, GroupFlags>> {
  const groups = new Map<RouteKey, GroupFlags>();
  for (const [prefix, plugin, flags = {}] of PRIVATE_ROUTES) {
    const probe = Fastify();
    probe.setValidatorCompiler(() => () => true);
    probe.setSerializerCompiler(() => (data) => JSON.stringify(data));
    for (const key of Object.keys(app)) if (!(key in probe)) probe.decorate(key, (app as unknown as Record<string, unknown>)[key]);
    probe.addHook('onRoute', (route) => {
      const own = (route.config ?? {}) as GroupFlags;
      const routeFlags: GroupFlags = {
        ...((flags.beforeTerms || own.beforeTerms) && { beforeTerms: true }),
        ...((flags.freshToken || own.freshToken) && { freshToken: true }),
      };
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') groups.set(`${method} ${openApiPath(`/api${route.url}`)}`, routeFlags);
      }
    });
    await probe.register(plugin, { prefix });
    await probe.ready();
    await probe.close();
  }
  return groups;
}

/** Every private route of the API's own OpenAPI document (those that ask for the ID token). */
export async function documentedPrivateRoutes(app: FastifyInstance): Promise<RouteKey[]> {
  const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { security?: unknown[] }>>;
  };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => operation.security)
      .map(([method]) => `${method.toUpperCase()} ${openApiPath(path)}`),
  );
}
