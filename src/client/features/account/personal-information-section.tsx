import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { StoredPersonalInformation } from '../../../shared/api/onboarding';
import { DEFAULT_COUNTRY_CODE } from '../../../shared/onboarding/company-options';
import { personalInfoSchema } from '../../../shared/validation/onboarding-schemas';
import { errorCodeOf, errorKeyOf } from '../../api/api-error';
import { usePersonalInformationQuery, useUpdatePersonalInformationMutation, type PersonalInformation } from '../../api/onboarding-api';
import { birthDateForField } from '../../components/forms/birth-date-input';
import { PersonalInfoFields } from '../../components/forms/personal-info-fields';
import { LoadError } from '../../components/load-error';
import { AccountSection, FormSkeleton } from './account-section';
import { SaveButton } from './save-button';
import { useSaveForm } from './use-save-form';
import { useTwoFactor } from './use-two-factor';

/** The fields the server confirms with a two-factor code once the account is set up. */
const IDENTITY_FIELDS = ['firstName', 'lastName', 'phoneNumber'] as const;

/** The form's values from what is stored (nothing stored yet: an empty form, which the save creates). */
export function personalFormValues(stored: StoredPersonalInformation | undefined): PersonalInformation {
  return {
    firstName: stored?.firstName ?? '',
    lastName: stored?.lastName ?? '',
    birthDate: birthDateForField(stored?.birthDate),
    countryCode: DEFAULT_COUNTRY_CODE,
    phoneNumber: stored?.phoneNumber ?? stored?.phone ?? '',
    gender: stored?.gender ?? 'Unknown',
  };
}

/** « Informations personnelles »: the wizard's first step, with its rules and messages, pre-filled. */
export function PersonalInformationSection() {
  const { t } = useTranslation();
  const { data, error, isFetching, refetch } = usePersonalInformationQuery();
  const isMissing = errorCodeOf(error) === 'PERSONAL_INFORMATION_NOT_FOUND';
  return (
    <AccountSection id="account-personal" title={t('account.personal.title')} description={t('account.personal.description')}>
      {isFetching && !data ? (
        <FormSkeleton fields={5} />
      ) : data || isMissing ? (
        <PersonalInformationForm stored={data} />
      ) : (
        <LoadError message={t(errorKeyOf(error, 'account.loadError'))} onRetry={() => void refetch()} />
      )}
    </AccountSection>
  );
}

function PersonalInformationForm({ stored }: { stored: StoredPersonalInformation | undefined }) {
  const { t } = useTranslation();
  const [update] = useUpdatePersonalInformationMutation();
  const initialValues = useMemo(() => personalFormValues(stored), [stored]);
  const { withTwoFactor, dialog } = useTwoFactor();
  // Name and phone say who the owner is: once saved, changing them is confirmed with a one-time code.
  const { handleSubmit, errorText } = useSaveForm<PersonalInformation>((values) => {
    const change = personalInfoSchema.cast(values);
    const before = stored && personalInfoSchema.cast(initialValues);
    if (before && IDENTITY_FIELDS.every((field) => change[field] === before[field])) return update(change).unwrap();
    return withTwoFactor((twoFactorToken) => update({ ...change, twoFactorToken }).unwrap());
  }, 'account.personal.saved');
  const formik = useFormik<PersonalInformation>({
    initialValues,
    enableReinitialize: true,
    validationSchema: personalInfoSchema,
    validateOnMount: true,
    onSubmit: handleSubmit,
  });

  return (
    <>
      <Box component="form" noValidate onSubmit={formik.handleSubmit} sx={{ display: 'grid', gap: 1.5 }}>
        <PersonalInfoFields formik={formik} />
        {errorText && <Alert severity="error">{errorText}</Alert>}
        <SaveButton label={t('account.personal.save')} isSaving={formik.isSubmitting} disabled={!formik.dirty || !formik.isValid} />
      </Box>
      {/* Outside the form: React events bubble through the dialog's portal, and its own submit must not submit this form. */}
      {dialog}
    </>
  );
}
