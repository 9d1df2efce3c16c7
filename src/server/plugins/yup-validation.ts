import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ValidationError, type Schema } from 'yup';
import { INVALID_VALUE_KEY } from '../../shared/validation/string-field';
import { isSameValueForSameInput } from '../../shared/validation/same-input';

/** One field's problem: `message` is the shared schema's translation key. */
export type FieldError = { field: string; message: string };

type Failure = Error & { validation: FieldError[] };

function failureOf(fields: FieldError[]): { error: Failure } {
  const failure = new Error(fields.map((item) => item.message).join(', ')) as Failure;
  failure.validation = fields;
  return { error: failure };
}

// Marked in the shared schemas (the route table's requests), read here.
export { sameValueForSameInput } from '../../shared/validation/same-input';

/** Inputs of up to this many characters (as JSON) are kept, up to this many per route; then the kept ones are forgotten. */
const KEPT_INPUT_LENGTH = 512;
const KEPT_INPUTS = 256;

/** A schema's validation, with the values of a `sameValueForSameInput` schema kept by input. */
function validatorOf(schema: Schema) {
  const validate = (data: unknown) => schema.validateSync(data, { abortEarly: false, stripUnknown: true }) as unknown;
  if (!isSameValueForSameInput(schema)) return validate;
  const kept = new Map<string, Record<string, unknown>>();
  return (data: unknown) => {
    const key = JSON.stringify(data);
    const known = key.length <= KEPT_INPUT_LENGTH ? kept.get(key) : undefined;
    // A copy each time: a route that changed its value must not change the next request's.
    if (known) return { ...known };
    const value = validate(data);
    if (key.length > KEPT_INPUT_LENGTH || value === null || typeof value !== 'object') return value;
    if (kept.size >= KEPT_INPUTS) kept.clear();
    kept.set(key, { ...value });
    return value;
  };
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
  app.setValidatorCompiler(({ schema, method, url, httpPart }) => {
    const validate = validatorOf(schema as Schema);
    return (data) => {
      try {
        return { value: validate(data) };
      } catch (error) {
        if (error instanceof ValidationError) {
          const inner = error.inner.length ? error.inner : [error];
          return failureOf(inner.map((item) => ({ field: item.path ?? '', message: item.message })));
        }
        // Logged, since a schema that throws deserves a look, but answered as the refusal it is.
        app.log.warn({ err: error, method, url, httpPart }, 'validation threw on malformed input');
        return failureOf([{ field: '', message: INVALID_VALUE_KEY }]);
      }
    };
  });
});
