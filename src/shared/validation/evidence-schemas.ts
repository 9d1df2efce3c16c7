import { object } from 'yup';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../constants';
import { EVIDENCE_FORMATS, EVIDENCE_MAX_REVIEWS } from '../api/review-integrity';
import { ROW_ID_MAX } from './route-params';
import { stringField } from './string-field';

// Up to EVIDENCE_MAX_REVIEWS ids of at most ten digits, a comma after each but the last.
const IDS_MAX_LENGTH = EVIDENCE_MAX_REVIEWS * 11 - 1;
const IDS_PATTERN = /^[1-9]\d{0,9}(?:,[1-9]\d{0,9})*$/;

/** The ids of a well-formed list (`"1,2"`), as numbers. */
export const evidenceIdsOf = (ids: string) => ids.split(',').map(Number);

/**
 * The query of `GET /reviews/private/evidence`: the reviews (`ids`, a comma list of row ids, at most
 * EVIDENCE_MAX_REVIEWS), the file's format, and its language (the interface's, French when absent). The length is
 * checked before the pattern, and the pattern is linear.
 */
export const evidenceQuerySchema = object({
  ids: stringField('validation.evidenceIds.invalid')
    .required('validation.evidenceIds.invalid')
    .max(IDS_MAX_LENGTH, 'validation.evidenceIds.tooMany')
    .matches(IDS_PATTERN, 'validation.evidenceIds.invalid')
    // Each rule speaks only of a well-formed list: a malformed one has the first message alone.
    .test('count', 'validation.evidenceIds.tooMany', (ids) => !IDS_PATTERN.test(ids) || evidenceIdsOf(ids).length <= EVIDENCE_MAX_REVIEWS)
    .test('range', 'validation.evidenceIds.invalid', (ids) => !IDS_PATTERN.test(ids) || evidenceIdsOf(ids).every((id) => id <= ROW_ID_MAX)),
  format: stringField('validation.evidenceFormat.invalid')
    .required('validation.evidenceFormat.invalid')
    .oneOf([...EVIDENCE_FORMATS], 'validation.evidenceFormat.invalid'),
  language: stringField('validation.invalid')
    .oneOf([...LANGUAGES], 'validation.invalid')
    .default(DEFAULT_LANGUAGE),
});

/** `bonavis-preuves-2026-11-27.pdf`: the evidence file's name, dated the UTC day it was made. */
export const evidenceFileName = (format: (typeof EVIDENCE_FORMATS)[number], madeAt: Date) =>
  `bonavis-preuves-${madeAt.toISOString().slice(0, 10)}.${format}`;
