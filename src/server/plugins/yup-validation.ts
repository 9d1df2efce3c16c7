import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ValidationError, type Schema } from 'yup';

/** One field's problem: `message` is the shared schema's translation key. */
export type FieldError = { field: string; message: string };

/**
 * Route schemas are the shared yup schemas, so the client forms and the server apply
 * the same rules. Unknown keys are stripped; every failing field is reported.
 */
export const yupValidation = fp(async (app: FastifyInstance) => {
  app.setValidatorCompiler(({ schema }) => (data) => {
    try {
      return { value: (schema as Schema).validateSync(data, { abortEarly: false, stripUnknown: true }) };
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      const inner = error.inner.length ? error.inner : [error];
      const failure = new Error(inner.map((item) => item.message).join(', ')) as Error & { validation: FieldError[] };
      failure.validation = inner.map((item) => ({ field: item.path ?? '', message: item.message }));
      return { error: failure };
    }
  });
});
