import Box from '@mui/material/Box';
import { useFormik } from 'formik';
import { personalInfoSchema } from '../../../shared/validation/onboarding-schemas';
import type { PersonalInformation } from '../../api/onboarding-api';
import { PersonalInfoFields } from '../../components/forms/personal-info-fields';
import { useAppDispatch, useAppSelector } from '../../state/typed-hooks';
import { WizardActions } from './wizard-actions';
import { stepCompleted } from './wizard-slice';

/** Step 1, personal information: validated live, errors after blur, stored in the wizard state. */
export function PersonalInfoStep() {
  const dispatch = useAppDispatch();
  const initialValues = useAppSelector((state) => state.wizard.formData.userPersonalInfo);
  const formik = useFormik<PersonalInformation>({
    initialValues,
    validationSchema: personalInfoSchema,
    validateOnMount: true,
    onSubmit: (values) => void dispatch(stepCompleted({ step: 'userPersonalInfo', values })),
  });

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} sx={{ display: 'grid', gap: 1.5 }}>
      <PersonalInfoFields formik={formik} autoFocus />
      <WizardActions nextDisabled={!formik.isValid} />
    </Box>
  );
}
