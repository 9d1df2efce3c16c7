import { number, object } from 'yup';

/** The largest id PostgreSQL's `integer` (serial) columns hold: a larger one names no row and is refused as input. */
export const ROW_ID_MAX = 2_147_483_647;

/** A row's id in a path (`/reviews/private/:id/read`): a whole number from 1 to ROW_ID_MAX. */
export const rowIdField = () =>
  number()
    .typeError('validation.id.invalid')
    .integer('validation.id.invalid')
    .positive('validation.id.invalid')
    .max(ROW_ID_MAX, 'validation.id.invalid')
    .required('validation.id.invalid');

/** The params of a route whose path names one row by `:id`. */
export const idParamsSchema = object({ id: rowIdField() });
