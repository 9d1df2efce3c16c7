import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { Ajv } from 'ajv';
import { API_ROUTES, LINK_ROUTES, type HttpMethod, type RouteName, type RouteSpec } from '../../shared/api/routes';

const API_PREFIX = '/api';

/** What `isoDate()` answers must look like: an ISO 8601 instant, as `Date.prototype.toISOString` writes it. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;

/** Checks answers against their schemas (tests and development only). */
export const answerChecker = new Ajv({ allErrors: true, strict: false }).addFormat('date-time', {
  type: 'string',
  validate: (value: string) => ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value)),
});

/** Routes under /api that are not the API's own: its documentation, and the stand-in that plays Google offline. */
export const NOT_API_PREFIXES = ['/api/docs', '/api/google-demo'];

/** The table's routes by "METHOD /path" (the path under /api, no trailing slash). */
const byKey = new Map<string, RouteSpec>(Object.values(API_ROUTES).map((route) => [`${route.method} ${route.path}`, route]));
/** Their names, by the same keys. */
const nameByKey = new Map<string, RouteName>(
  (Object.entries(API_ROUTES) as [RouteName, RouteSpec][]).map(([name, route]) => [`${route.method} ${route.path}`, name]),
);
/** The customers' links by "METHOD /r/…". */
const LINK_PREFIX = '/r/';
const linksByKey = new Map<string, Omit<RouteSpec, 'answers'>>(
  Object.values(LINK_ROUTES as Record<string, Omit<RouteSpec, 'answers'>>).map((route) => [`${route.method} ${route.path}`, route]),
);

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- Fastify's route config is extended by declaration merging
  interface FastifyContextConfig {
    /** The path's parameters that are credentials, from the route table: the request log redacts them. */
    secretParams?: readonly string[];
  }
}

/** The parameters of a route (Fastify's full URL) that the table says are credentials; none for an unknown route. */
export function secretParamsOf(method: string, url: string): readonly string[] {
  const key = routeKeyOf(method, url);
  if (key !== null) return byKey.get(key)?.secretParams ?? [];
  return linksByKey.get(`${method} ${url.replace(/\/$/, '')}`)?.secretParams ?? [];
}

/** A secret the path does not have would protect nothing: the table is wrong. */
function checkSecretParams(key: string, url: string, secretParams: readonly string[]) {
  const missing = secretParams.filter((name) => !url.split('/').includes(`:${name}`));
  if (missing.length) throw new Error(`${key}: secret parameter ${missing.join(', ')} is not in its path`);
}

/** "POST /users/private" for Fastify's "/api/users/private/", or null for a route outside the API. */
export function routeKeyOf(method: string, url: string): string | null {
  if (!url.startsWith(`${API_PREFIX}/`) || NOT_API_PREFIXES.some((prefix) => url.startsWith(prefix))) return null;
  const path = url.slice(API_PREFIX.length).replace(/\/$/, '');
  return `${method} ${path}`;
}

/**
 * Every API route answers as the shared route table says: a route the table lacks stops the server at start-up,
 * and each route gets the table's answer schemas, so Fastify serialises with them (fast-json-stringify) and the
 * OpenAPI document lists them. With `checkAnswers` (tests and development) each JSON answer is also checked
 * against its schema as the client will read it, and a mismatch fails the request loudly. With `fromTableOnly`
 * (the app), an API route not registered by `route()` (`plugins/route.ts`) stops the start-up too: its path and
 * request schemas are then written in the table alone, and its access is there for the authentication hook.
 */
export const routeTable = fp(
  async (app: FastifyInstance, { checkAnswers, fromTableOnly = false }: { checkAnswers: boolean; fromTableOnly?: boolean }) => {
    app.addHook('onRoute', (route: RouteOptions) => {
      const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((method) => method !== 'HEAD');
      for (const method of methods) {
        const key = routeKeyOf(method, route.url);
        if (key === null) {
          if (!route.url.startsWith(LINK_PREFIX)) continue;
          const link = linksByKey.get(`${method} ${route.url.replace(/\/$/, '')}`);
          if (!link) throw new Error(`${method} ${route.url} is not in the links table (LINK_ROUTES, src/shared/api/routes.ts)`);
          checkSecretParams(`${method} ${route.url}`, route.url, link.secretParams ?? []);
          route.config = { ...route.config, secretParams: link.secretParams };
          continue;
        }
        const spec = byKey.get(key);
        if (!spec) throw new Error(`${key} is not in the route table (src/shared/api/routes.ts)`);
        const name = nameByKey.get(key)!;
        if (fromTableOnly && route.config?.routeName !== name) {
          throw new Error(
            `${key} is registered by hand: register it from the route table, route(app, '${name}', handler) (plugins/route.ts)`,
          );
        }
        checkSecretParams(key, route.url, spec.secretParams ?? []);
        route.schema = { ...route.schema, response: spec.answers };
        route.config = { ...route.config, answersJson: answersJson(spec), secretParams: spec.secretParams };
        if (checkAnswers) route.preSerialization = [...toArray(route.preSerialization), answerCheck(spec)];
      }
    });
  },
  { name: 'route-table' },
);

/** Whether every answer the table gives the route is JSON: a file answer names its media type, JSON or another. */
const answersJson = (spec: RouteSpec) =>
  Object.values(spec.answers).every((schema) => {
    const mediaType = (schema as { contentMediaType?: string }).contentMediaType;
    return mediaType === undefined || mediaType === 'application/json';
  });

const toArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** Compiled once per schema, whatever the number of apps a test process builds. */
const compiled = new WeakMap<object, ReturnType<typeof answerChecker.compile>>();
function validatorOf(schema: object) {
  let validate = compiled.get(schema);
  if (!validate) compiled.set(schema, (validate = answerChecker.compile(schema)));
  return validate;
}

function answerCheck(spec: RouteSpec) {
  const validators = new Map(Object.entries(spec.answers).map(([status, schema]) => [Number(status), validatorOf(schema)]));
  return async (_request: unknown, reply: { statusCode: number }, payload: unknown) => {
    const validate = validators.get(reply.statusCode);
    if (!validate || payload === undefined) return payload;
    // What the client reads: dates as strings, undefined properties gone.
    if (!validate(JSON.parse(JSON.stringify(payload)))) {
      const problems = (validate.errors ?? []).slice(0, 5);
      const details = problems
        .map((problem) => `${problem.instancePath || '/'} ${problem.message ?? ''} ${JSON.stringify(problem.params)}`)
        .join('; ');
      throw new Error(`${spec.method as HttpMethod} ${spec.path} answered ${reply.statusCode} outside its schema: ${details}`);
    }
    return payload;
  };
}
