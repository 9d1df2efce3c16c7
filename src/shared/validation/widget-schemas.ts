import { array, boolean, number, object } from 'yup';
import { REVIEW_SOURCES } from '../api/review-sources';
import { WIDGET_LANGUAGES, WIDGET_LAYOUTS, WIDGET_REVIEW_COUNT, WIDGET_THEMES } from '../api/widgets';
import { INVALID_VALUE_KEY, stringField } from './string-field';

const choiceOf = <T extends string>(values: readonly T[], key: string) =>
  stringField(key)
    .oneOf([...values], key)
    .required(key);

/** The widget's settings, shared by Settings → Widget and `PUT /widgets/private/settings` (keys `validation.widget.*`). */
export const widgetSettingsSchema = object({
  layout: choiceOf(WIDGET_LAYOUTS, 'validation.widget.layout'),
  theme: choiceOf(WIDGET_THEMES, 'validation.widget.theme'),
  language: choiceOf(WIDGET_LANGUAGES, 'validation.widget.language'),
  reviewCount: number()
    .typeError('validation.widget.reviewCount')
    .integer('validation.widget.reviewCount')
    .min(WIDGET_REVIEW_COUNT.min, 'validation.widget.reviewCount')
    .max(WIDGET_REVIEW_COUNT.max, 'validation.widget.reviewCount')
    .required('validation.widget.reviewCount'),
  hideWithoutText: boolean().strict().typeError(INVALID_VALUE_KEY).required(INVALID_VALUE_KEY),
  regeneratePublicId: boolean().strict().typeError(INVALID_VALUE_KEY).optional(),
  // The sources whose reviews it shows; Google's are always among them.
  sources: array(
    stringField(INVALID_VALUE_KEY)
      .oneOf([...REVIEW_SOURCES], INVALID_VALUE_KEY)
      .required(INVALID_VALUE_KEY),
  )
    .typeError(INVALID_VALUE_KEY)
    .max(REVIEW_SOURCES.length, INVALID_VALUE_KEY)
    .optional(),
});

/** `<public id>.json`: the id is 16 URL-safe characters. */
export const widgetDataParamsSchema = object({
  file: stringField(INVALID_VALUE_KEY)
    .matches(/^[A-Za-z0-9_-]{8,32}\.json$/, INVALID_VALUE_KEY)
    .required(INVALID_VALUE_KEY),
});

export const widgetFrameParamsSchema = object({
  publicId: stringField(INVALID_VALUE_KEY)
    .matches(/^[A-Za-z0-9_-]{8,32}$/, INVALID_VALUE_KEY)
    .required(INVALID_VALUE_KEY),
});
