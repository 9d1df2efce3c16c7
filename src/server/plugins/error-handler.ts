import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiErrorCode } from '../../shared/api/errors';
import { AppError, type ApiErrorBody } from '../errors';

/**
 * Client mistakes (bad JSON, wrong content type, validation) keep their 4xx status and
 * a readable message; only a real fault answers 500, and it never leaks its details.
 */
/** The code of a refusal Fastify itself made (bad JSON, wrong content type, body too large…), by its status. */
const codeByStatus: Partial<Record<number, ApiErrorCode>> = {
  400: 'BAD_REQUEST',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    // A deliberate answer (a provider outage is a 503) keeps its status and message.
    if (error instanceof AppError) return reply.status(status).send(error.toBody());
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      const body: ApiErrorBody = { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal server error' };
      return reply.status(500).send(body);
    }
    const body: ApiErrorBody = {
      statusCode: status,
      code: error.validation ? 'VALIDATION_ERROR' : (codeByStatus[status] ?? 'BAD_REQUEST'),
      message: error.message,
    };
    if (error.validation) {
      // Our yup compiler gives { field, message }; Fastify's own checks give instancePath.
      // A field's first failing rule is its message (as the client forms show it).
      body.fields = {};
      for (const item of error.validation as { field?: string; instancePath?: string; message?: string }[]) {
        const field = item.field ?? item.instancePath?.replace(/^\//, '') ?? '';
        body.fields[field] ??= item.message ?? '';
      }
    }
    return reply.status(status).send(body);
  });
});
