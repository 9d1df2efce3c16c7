import type { FormikProps } from 'formik';
import type { TFunction } from 'i18next';

/**
 * The props a TextField needs from a formik form; a field's error shows only once it
 * was blurred, translated from the shared schema's message key.
 */
export function fieldProps<Values extends object>(
  formik: FormikProps<Values>,
  t: TFunction,
  name: keyof Values & string,
  labelKey: string,
) {
  const touched = Boolean(formik.touched[name]);
  const error = formik.errors[name];
  const message = touched && typeof error === 'string' ? error : null;
  return {
    name,
    id: `field-${name}`,
    label: t(labelKey),
    value: (formik.values[name] as string | null) ?? '',
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: Boolean(message),
    helperText: message ? t(message) : ' ',
    fullWidth: true,
  };
}

/** The message key a PhoneField shows: the field's error once blurred. */
export function fieldError<Values extends object>(formik: FormikProps<Values>, name: keyof Values & string): string | false {
  const error = formik.errors[name];
  return Boolean(formik.touched[name]) && typeof error === 'string' ? error : false;
}
