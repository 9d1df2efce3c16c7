import type { ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import type { PersonalInformation } from '../../api/onboarding-api';
import { BIRTH_DATE_INPUT_MAX_LENGTH } from '../../config/constants';
import { formatBirthDateInput } from './birth-date-input';
import { fieldError, fieldProps } from './field-props';
import { PhoneField } from './phone-field';

type PersonalInfoFieldsProps = { formik: FormikProps<PersonalInformation>; autoFocus?: boolean };

/**
 * The personal information fields (first and last name, birth date, country, phone), shared by the setup
 * wizard and the account settings so both ask the same way: the date auto-formats as DD/MM/YYYY while typed.
 */
export function PersonalInfoFields({ formik, autoFocus = false }: PersonalInfoFieldsProps) {
  const { t } = useTranslation();
  const props = (name: keyof PersonalInformation & string, labelKey: string) => fieldProps(formik, t, name, labelKey);
  const handleBirthDate = (event: ChangeEvent<HTMLInputElement>) =>
    void formik.setFieldValue('birthDate', formatBirthDateInput(event.target.value));

  return (
    <>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField {...props('firstName', 'onboarding.fields.firstName')} required autoComplete="given-name" autoFocus={autoFocus} />
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
    </>
  );
}
