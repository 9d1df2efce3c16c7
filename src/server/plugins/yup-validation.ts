import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ValidationError, type Schema } from 'yup';
import { INVALID_VALUE_KEY } from '../../shared/validation/string-field';

/** One field's problem: `message` is the shared schema's translation key. */
export type FieldError = { field: string; message: string };

type Failure = Error & { validation: FieldError[] };

function failureOf(fields: FieldError[]): { error: Failure } {
  const failure = new Error(fields.map((item) => item.message).join(', ')) as Failure;
  failure.validation = fields;
  return { error: failure };
}

/**
 * Route schemas are the shared yup schemas, so the client forms and the server apply
 * the same rules. Unknown keys are stripped; every failing field is reported.
 *
 * Validation never throws: whatever goes wrong while a schema reads the input is the input's fault (yup looks
 * a `constructor` or `toString` key up among the schema's fields and calls what it finds; a transform may meet
 * a type it does not expect), so it answers 400 VALIDATION_ERROR on the whole part, never 500.
 */
export const yupValidation = fp(async (app: FastifyInstance) => {
  app.setValidatorCompiler(({ schema, method, url, httpPart }) => (data) => {
    try {
      return { value: (schema as Schema).validateSync(data, { abortEarly: false, stripUnknown: true }) };
    } catch (error) {
      if (error instanceof ValidationError) {
        const inner = error.inner.length ? error.inner : [error];
        return failureOf(inner.map((item) => ({ field: item.path ?? '', message: item.message })));
      }
      // Logged, since a schema that throws deserves a look, but answered as the refusal it is.
      app.log.warn({ err: error, method, url, httpPart }, 'validation threw on malformed input');
      return failureOf([{ field: '', message: INVALID_VALUE_KEY }]);
    }
  });
});
