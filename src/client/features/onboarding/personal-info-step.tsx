import type { ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { personalInfoSchema } from '../../../shared/validation/onboarding-schemas';
import type { PersonalInformation } from '../../api/onboarding-api';
import { BIRTH_DATE_INPUT_MAX_LENGTH } from '../../config/constants';
import { useAppDispatch, useAppSelector } from '../../state/typed-hooks';
import { formatBirthDateInput } from './birth-date-input';
import { fieldError, fieldProps } from './field-props';
import { PhoneField } from './phone-field';
import { WizardActions } from './wizard-actions';
import { stepCompleted } from './wizard-slice';

/** Step 1, personal information: validated live, errors after blur, stored in the wizard state. */
export function PersonalInfoStep() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const initialValues = useAppSelector((state) => state.wizard.formData.userPersonalInfo);
  const formik = useFormik<PersonalInformation>({
    initialValues,
    validationSchema: personalInfoSchema,
    validateOnMount: true,
    onSubmit: (values) => void dispatch(stepCompleted({ step: 'userPersonalInfo', values })),
  });
  const props = (name: keyof PersonalInformation & string, labelKey: string) => fieldProps(formik, t, name, labelKey);
  const handleBirthDate = (event: ChangeEvent<HTMLInputElement>) =>
    void formik.setFieldValue('birthDate', formatBirthDateInput(event.target.value));

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField {...props('firstName', 'onboarding.fields.firstName')} required autoComplete="given-name" autoFocus />
        <TextField {...props('lastName', 'onboarding.fields.lastName')} required autoComplete="family-name" />
        <TextField
          {...props('birthDate', 'onboarding.fields.birthDate')}
          onChange={handleBirthDate}
          required
          placeholder={t('onboarding.fields.birthDatePlaceholder')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: BIRTH_DATE_INPUT_MAX_LENGTH } }}
        />
        <TextField select label={t('onboarding.fields.country')} value="FR" disabled fullWidth helperText=" ">
          <MenuItem value="FR">{t('onboarding.france')}</MenuItem>
        </TextField>
      </Box>
      <PhoneField
        name="phoneNumber"
        label={t('onboarding.fields.phoneNumber')}
        value={formik.values.phoneNumber}
        onChange={(value) => void formik.setFieldValue('phoneNumber', value)}
        onBlur={() => void formik.setFieldTouched('phoneNumber', true)}
        error={fieldError(formik, 'phoneNumber')}
      />
      <WizardActions nextDisabled={!formik.isValid} />
    </Box>
  );
}
