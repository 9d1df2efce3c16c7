import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { StoredCompanyInformation } from '../../../shared/api/onboarding';
import { ACCEPTED_COUNTRY, DEFAULT_COUNTRY_CODE } from '../../../shared/onboarding/company-options';
import { companyInfoSchema } from '../../../shared/validation/onboarding-schemas';
import { errorCodeOf, errorKeyOf } from '../../api/api-error';
import { useCompanyInformationQuery, useUpdateCompanyInformationMutation, type CompanyInformation } from '../../api/onboarding-api';
import { CompanyInfoFields } from '../../components/forms/company-info-fields';
import { LoadError } from '../../components/load-error';
import { AccountSection, FormSkeleton } from './account-section';
import { CompanyEmailVerification } from './company-email-verification';
import { SaveButton } from './save-button';
import { useSaveForm } from './use-save-form';

/** The form's values from what is stored (nothing stored yet: an empty form, which the save creates). */
export function companyFormValues(stored: StoredCompanyInformation | undefined): CompanyInformation {
  return {
    legalStatus: stored?.legalStatus ?? '',
    companyName: stored?.companyName ?? '',
    siretNumber: stored?.siretNumber ?? '',
    activitySector: stored?.activitySector ?? '',
    vatNumber: stored?.vatNumber ?? '',
    address: stored?.address ?? '',
    zipCode: stored?.zipCode ?? '',
    city: stored?.city ?? '',
    country: stored?.country ?? ACCEPTED_COUNTRY,
    companyEmail: stored?.companyEmail ?? '',
    countryCode: DEFAULT_COUNTRY_CODE,
    companyPhone: stored?.companyPhone ?? '',
  };
}

/** « Entreprise »: the wizard's second step, with its rules and messages, pre-filled. */
export function CompanyInformationSection() {
  const { t } = useTranslation();
  const { data, error, isFetching, refetch } = useCompanyInformationQuery();
  const isMissing = errorCodeOf(error) === 'COMPANY_INFORMATION_NOT_FOUND';
  return (
    <AccountSection id="account-company" title={t('account.company.title')} description={t('account.company.description')}>
      {isFetching && !data ? (
        <FormSkeleton fields={12} />
      ) : data || isMissing ? (
        <CompanyInformationForm stored={data} />
      ) : (
        <LoadError message={t(errorKeyOf(error, 'account.loadError'))} onRetry={() => void refetch()} />
      )}
    </AccountSection>
  );
}

function CompanyInformationForm({ stored }: { stored: StoredCompanyInformation | undefined }) {
  const { t } = useTranslation();
  const [update] = useUpdateCompanyInformationMutation();
  const initialValues = useMemo(() => companyFormValues(stored), [stored]);
  const { handleSubmit, errorText } = useSaveForm<CompanyInformation>(
    (values) => update(companyInfoSchema.cast(values)).unwrap(),
    'account.company.saved',
  );
  const formik = useFormik<CompanyInformation>({
    initialValues,
    enableReinitialize: true,
    validationSchema: companyInfoSchema,
    validateOnMount: true,
    onSubmit: handleSubmit,
  });

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} sx={{ display: 'grid', gap: 1.5 }}>
      <CompanyInfoFields formik={formik} />
      {/* The proof is of the stored address: a new one typed here is proven once saved. */}
      {stored && formik.values.companyEmail === stored.companyEmail && <CompanyEmailVerification stored={stored} />}
      {errorText && <Alert severity="error">{errorText}</Alert>}
      <SaveButton label={t('account.company.save')} isSaving={formik.isSubmitting} disabled={!formik.dirty || !formik.isValid} />
    </Box>
  );
}
