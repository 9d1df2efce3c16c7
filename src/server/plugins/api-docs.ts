import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { convertSchema } from '@sodaru/yup-to-json-schema';
import { isSchema, type Schema } from 'yup';
import { APP_NAME } from '../../shared/constants';
import { NOT_API_PREFIXES, secretParamsOf } from './route-table';

const PARTS = ['body', 'querystring', 'params', 'headers'] as const;

/** Route schemas are the shared yup schemas; OpenAPI wants JSON Schema, converted here for the document only. */
function toJsonSchemas(schema: Record<string, unknown> | undefined) {
  if (!schema) return schema;
  const converted: Record<string, unknown> = { ...schema };
  for (const part of PARTS) {
    const value = schema[part];
    if (isSchema(value)) converted[part] = convertSchema(value as Schema);
  }
  return converted;
}

/** A credential in the path (the route table's `secretParams`): an integrator sees it must be kept secret. */
function markSecrets(params: unknown, secretParams: readonly string[]) {
  const properties = (params as { properties?: Record<string, Record<string, unknown>> } | undefined)?.properties;
  for (const name of secretParams) {
    if (properties?.[name]) {
      properties[name] = { ...properties[name], format: 'password', description: 'A credential: keep it secret (redacted from the logs).' };
    }
  }
}

/**
 * The API described as OpenAPI 3.1, generated from the routes: the document at /api/docs/json
 * and a readable page at /api/docs, for support staff and integrators.
 */
export const apiDocs = fp(
  async (app: FastifyInstance, { publicUrl }: { publicUrl: string }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: `${APP_NAME} API`, version: '1' },
        servers: [{ url: publicUrl }],
        components: {
          securitySchemes: { idToken: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Firebase ID token' } },
        },
      },
      transform: ({ schema, url, route }) => {
        const jsonSchema = toJsonSchemas(schema as Record<string, unknown>) ?? {};
        // The app's pages, the docs themselves and the offline Google stand-in are not API routes.
        if (!url.startsWith('/api/') || NOT_API_PREFIXES.some((prefix) => url.startsWith(prefix)))
          return { schema: { ...jsonSchema, hide: true } as never, url };
        const security = url.includes('/private') ? [{ idToken: [] }] : undefined;
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        markSecrets(
          jsonSchema.params,
          methods.flatMap((method) => secretParamsOf(method, url)),
        );
        return { schema: { ...jsonSchema, ...(security && { security }) } as never, url };
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'api-docs' },
);
