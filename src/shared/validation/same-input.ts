import type { Schema } from 'yup';

/**
 * Marks a schema whose value depends on its input alone (no clock, no context): the server's validator then keeps
 * its values for inputs seen before (`src/server/plugins/yup-validation.ts`). For the querystrings of the pages read
 * most often: yup takes some 20 µs to validate even an empty one, a twentieth of the review page's server time.
 */
export const sameValueForSameInput = <S extends Schema>(schema: S): S =>
  schema.meta({ ...schema.meta(), sameValueForSameInput: true }) as S;

/** Whether a schema was marked by `sameValueForSameInput`. */
export const isSameValueForSameInput = (schema: Schema) => schema.meta()?.sameValueForSameInput === true;
