import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { Ajv } from 'ajv';
import { API_ROUTES, type HttpMethod, type RouteSpec } from '../../shared/api/routes';

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
 * against its schema as the client will read it, and a mismatch fails the request loudly.
 */
export const routeTable = fp(
  async (app: FastifyInstance, { checkAnswers }: { checkAnswers: boolean }) => {
    app.addHook('onRoute', (route: RouteOptions) => {
      const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((method) => method !== 'HEAD');
      for (const method of methods) {
        const key = routeKeyOf(method, route.url);
        if (key === null) continue;
        const spec = byKey.get(key);
        if (!spec) throw new Error(`${key} is not in the route table (src/shared/api/routes.ts)`);
        route.schema = { ...route.schema, response: spec.answers };
        route.config = { ...route.config, answersJson: answersJson(spec) };
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
