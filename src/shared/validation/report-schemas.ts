import { object } from 'yup';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../constants';
import { DASHBOARD_PERIODS, RANKING_CSV_SEPARATORS } from '../api/dashboard';
import { FIRST_REPORT_MONTH, isPastMonth, REPORT_MONTH_PATTERN } from '../api/monthly-report';
import { stringField } from './string-field';

/**
 * The query of `GET /dashboards/private/report`: a past month, `YYYY-MM`, from January 2000; and the language of the
 * report (the interface's, French when absent).
 */
export const reportQuerySchema = object({
  month: stringField('validation.reportMonth.invalid')
    .required('validation.reportMonth.invalid')
    .matches(REPORT_MONTH_PATTERN, 'validation.reportMonth.invalid')
    // Each rule speaks only of a well-formed month: a malformed one has the first message alone.
    .test('from-2000', 'validation.reportMonth.tooOld', (month) => !REPORT_MONTH_PATTERN.test(month) || month >= FIRST_REPORT_MONTH)
    .test('past', 'validation.reportMonth.notPast', (month) => !REPORT_MONTH_PATTERN.test(month) || isPastMonth(month, new Date())),
  language: stringField('validation.invalid')
    .oneOf([...LANGUAGES], 'validation.invalid')
    .default(DEFAULT_LANGUAGE),
});

/** The query of `GET /dashboards/private/summary`: the period of the figures, 30 days when absent. */
export const dashboardSummaryQuerySchema = object({
  period: stringField('validation.period.invalid')
    .oneOf([...DASHBOARD_PERIODS], 'validation.period.invalid')
    .default('30d'),
});

/**
 * The query of `GET /dashboards/private/locations.csv`: the ranking's period, the language of its header (French when
 * absent) and its separator (`semicolon` when absent, as the other CSV files).
 */
export const rankingCsvQuerySchema = dashboardSummaryQuerySchema.shape({
  language: stringField('validation.invalid')
    .oneOf([...LANGUAGES], 'validation.invalid')
    .default(DEFAULT_LANGUAGE),
  separator: stringField('validation.invalid')
    .oneOf([...RANKING_CSV_SEPARATORS], 'validation.invalid')
    .default('semicolon'),
});
