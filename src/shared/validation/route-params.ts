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

/** A page number in a query (`?page=`): from 1, 1 when absent; a page past the last one reads the last. */
export const pageField = (max = 10_000) =>
  number()
    .typeError('validation.page.invalid')
    .integer('validation.page.invalid')
    .min(1, 'validation.page.invalid')
    .max(max, 'validation.page.invalid')
    .default(1);
