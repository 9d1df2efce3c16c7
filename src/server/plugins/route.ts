import type {
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import { API_ROUTES, type RouteName } from '../../shared/api/routes';
import { ROUTE_REQUESTS, type RequestOf, type RequestSchemas } from '../../shared/api/route-requests';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- Fastify's route config is extended by declaration merging
  interface FastifyContextConfig {
    /** The route's name in the route table, set by `route()`: the hooks read its access there. */
    routeName?: RouteName;
  }
}

/** A handler of a table route: its request's params, query and body typed by the route's schemas. */
export type TableHandler<N extends RouteName> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RequestOf<N>
>;

/** Fastify's options of one route (hooks, limits, `config`), but its schemas, which the table gives. */
export type TableRouteOptions<N extends RouteName> = Omit<
  RouteShorthandOptions<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, RequestOf<N>>,
  'schema'
> & {
  /** Sets up a scope of the route's own before it is added there: what Fastify has no route option for (a content-type parser). */
  ownScope?: (scope: FastifyInstance) => void;
};

const API_PREFIX = '/api';

/**
 * The table's path of `name` relative to the plugin's prefix (`/users/private/me` under `/api/users/private`: `/me`).
 * The app mounts the API under /api; a bare instance may mount a group at its prefix alone (the access tests' probe).
 */
function pathUnder(prefix: string, name: RouteName): string {
  const base = prefix === API_PREFIX || prefix.startsWith(`${API_PREFIX}/`) ? prefix.slice(API_PREFIX.length) : prefix;
  const { path } = API_ROUTES[name];
  if (path !== base && !path.startsWith(`${base}/`)) {
    throw new Error(`${name}: the route table's path ${path} is not under the prefix ${prefix} it is registered in`);
  }
  // The prefix itself is registered as '/', as Fastify's prefixed routes always were here (with and without the slash).
  return path.slice(base.length) || '/';
}

/**
 * Registers the handler of the route table's `name` (`src/shared/api/routes.ts`): its method, its path (written once,
 * in the table; the plugin's prefix must lead to it, or the start-up stops), its request schemas
 * (`src/shared/api/route-requests.ts`) which type the handler's `request.params`, `query` and `body`, and its name in
 * the route's `config`, where the authentication hook reads its access. The route table's plugin refuses any API
 * route added otherwise.
 *
 *     route(app, 'reviews', { preValidation: premiumGate }, async (request) => app.reviews.list(…, request.query));
 */
export function route<N extends RouteName>(app: FastifyInstance, name: N, handler: TableHandler<N>): void;
export function route<N extends RouteName>(app: FastifyInstance, name: N, options: TableRouteOptions<N>, handler: TableHandler<N>): void;
export function route<N extends RouteName>(
  app: FastifyInstance,
  name: N,
  ...rest: [handler: TableHandler<N>] | [options: TableRouteOptions<N>, handler: TableHandler<N>]
): void {
  const [options, handler] = rest.length === 1 ? [{} as TableRouteOptions<N>, rest[0]] : rest;
  const { ownScope, config, ...fastifyOptions } = options;
  const url = pathUnder(app.prefix, name);
  const { access: _access, ...schema } = ROUTE_REQUESTS[name] as RequestSchemas & { access?: unknown };
  const add = (scope: FastifyInstance) =>
    scope.route<RequestOf<N>>({
      ...fastifyOptions,
      method: API_ROUTES[name].method,
      url,
      schema,
      config: { ...config, routeName: name },
      handler,
    });
  if (!ownScope) {
    add(app);
    return;
  }
  // Fastify loads the scope with the plugin's others, before the server starts.
  void app.register(async (scope) => {
    ownScope(scope);
    add(scope);
  });
}
