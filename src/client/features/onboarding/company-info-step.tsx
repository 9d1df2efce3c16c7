import Box from '@mui/material/Box';
import { useFormik } from 'formik';
import { companyInfoSchema } from '../../../shared/validation/onboarding-schemas';
import type { CompanyInformation } from '../../api/onboarding-api';
import { CompanyInfoFields } from '../../components/forms/company-info-fields';
import { useAppDispatch, useAppSelector } from '../../state/typed-hooks';
import { WizardActions } from './wizard-actions';
import { stepCompleted, steppedBack } from './wizard-slice';

/** Step 2, 'Informations societé': twelve fields, VAT number optional; Précédent keeps what was typed. */
export function CompanyInfoStep() {
  const dispatch = useAppDispatch();
  const initialValues = useAppSelector((state) => state.wizard.formData.companyInfo);
  const formik = useFormik<CompanyInformation>({
    initialValues,
    validationSchema: companyInfoSchema,
    validateOnMount: true,
    onSubmit: (values) => void dispatch(stepCompleted({ step: 'companyInfo', values })),
  });
  const goBack = () => dispatch(steppedBack({ step: 'companyInfo', values: formik.values }));

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} sx={{ display: 'grid', gap: 1.5 }}>
      <CompanyInfoFields formik={formik} />
      <WizardActions onPrevious={goBack} nextDisabled={!formik.isValid} />
    </Box>
  );
}
