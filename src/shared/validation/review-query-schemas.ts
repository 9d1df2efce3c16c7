import { boolean, number, object } from 'yup';
import { REVIEW_SOURCES } from '../api/review-sources';
import { REVIEW_PERIODS, REVIEW_REMOVED_FILTERS, REVIEW_SORTS } from '../api/reviews';
import { rankingCsvQuerySchema } from './report-schemas';
import { sameValueForSameInput } from './same-input';
import { stringField } from './string-field';

/** Longest search a query may carry; longer text is refused before any work. */
export const MAX_SEARCH_LENGTH = 100;

/**
 * The query of `GET /reviews/private`, the page read most often: its values are kept by input (they depend on
 * nothing else).
 */
export const reviewListQuerySchema = sameValueForSameInput(
  object({
    page: number().integer('validation.page.invalid').min(1, 'validation.page.invalid').max(100_000, 'validation.page.invalid').default(1),
    pageSize: number()
      .integer('validation.pageSize.invalid')
      .min(1, 'validation.pageSize.invalid')
      .max(100, 'validation.pageSize.invalid')
      .default(20),
    // "1,2": star ratings, each once at most. Length before pattern; the pattern is linear.
    ratings: stringField('validation.rating.invalid')
      .max(9, 'validation.rating.invalid')
      .matches(/^[1-5](?:,[1-5])*$/, 'validation.rating.invalid')
      .optional(),
    answered: boolean().optional(),
    unread: boolean().optional(),
    period: stringField('validation.period.invalid')
      .oneOf([...REVIEW_PERIODS], 'validation.period.invalid')
      .optional(),
    q: stringField('validation.search.tooLong', { trim: true }).max(MAX_SEARCH_LENGTH, 'validation.search.tooLong').optional(),
    sort: stringField('validation.sort.invalid')
      .oneOf([...REVIEW_SORTS], 'validation.sort.invalid')
      .optional(),
    removed: stringField('validation.removedFilter.invalid')
      .oneOf([...REVIEW_REMOVED_FILTERS], 'validation.removedFilter.invalid')
      .optional(),
    source: stringField('validation.invalid')
      .max(20, 'validation.invalid')
      .oneOf([...REVIEW_SOURCES], 'validation.invalid')
      .optional(),
    // A review's id (0: none stored yet), as a page's answer gave it.
    asOf: number()
      .integer('validation.asOf.invalid')
      .min(0, 'validation.asOf.invalid')
      .max(2 ** 31 - 1, 'validation.asOf.invalid')
      .optional(),
  }),
);

/** `GET /reviews/demo-covers/:name`: a demo listing's cover, `<id>.svg`. */
export const demoCoverParamsSchema = object({
  name: stringField('validation.file.invalid')
    .max(80, 'validation.file.invalid')
    .matches(/^[\w-]+\.svg$/, 'validation.file.invalid')
    .required('validation.file.invalid'),
});

/**
 * The query of `GET /reviews/private.csv`: the inbox's filters and sort (not its pages, nor their `asOf`: the file holds
 * every review they give), the language of the header and the separator, as the ranking's CSV takes them.
 */
export const reviewsCsvQuerySchema = reviewListQuerySchema
  .omit(['page', 'pageSize', 'asOf'])
  .concat(rankingCsvQuerySchema.pick(['language', 'separator']));
