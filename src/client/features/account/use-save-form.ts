import { useState } from 'react';
import type { FormikErrors, FormikHelpers, FormikTouched } from 'formik';
import { notify } from '../../components/notify';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../api/api-error';
import { apiErrorText } from '../../i18n/api-error-text';
import { TwoFactorCancelled } from './use-two-factor';

/**
 * The submit of a settings form: save, say so in a toast, or show why not (the API's message key beside
 * each refused field, and a sentence under the form). A code dialog closed by the owner is no error.
 */
export function useSaveForm<Values extends object>(save: (values: Values) => Promise<unknown>, savedKey: string) {
  const { t } = useTranslation();
  const [errorText, setErrorText] = useState<string | null>(null);

  const handleSubmit = async (values: Values, { setErrors, setTouched }: FormikHelpers<Values>) => {
    setErrorText(null);
    try {
      await save(values);
      notify(t(savedKey), 'success');
    } catch (error) {
      if (error instanceof TwoFactorCancelled) return;
      const fields = fieldErrorsOf(error);
      if (fields) {
        setErrors(fields as FormikErrors<Values>);
        void setTouched(Object.fromEntries(Object.keys(fields).map((field) => [field, true])) as FormikTouched<Values>, false);
      }
      setErrorText(apiErrorText(t, error, fields ? 'apiErrors.VALIDATION_ERROR' : 'account.saveError'));
    }
  };
  return { handleSubmit, errorText };
}
