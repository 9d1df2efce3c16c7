import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_SECTORS, LEGAL_STATUSES } from '../../../shared/onboarding/company-options';
import type { CompanyInformation } from '../../api/onboarding-api';
import { fieldError, fieldProps } from './field-props';
import { PhoneField } from './phone-field';

type CompanyInfoFieldsProps = { formik: FormikProps<CompanyInformation> };

/** The company fields (twelve, VAT number optional), shared by the setup wizard and the account settings. */
export function CompanyInfoFields({ formik }: CompanyInfoFieldsProps) {
  const { t } = useTranslation();
  const props = (name: keyof CompanyInformation & string, labelKey: string) => fieldProps(formik, t, name, labelKey);

  return (
    <>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField {...props('legalStatus', 'onboarding.fields.legalStatus')} select required>
          {LEGAL_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {t(`onboarding.legalStatuses.${status}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField {...props('companyName', 'onboarding.fields.companyName')} required autoComplete="organization" />
        <TextField
          {...props('siretNumber', 'onboarding.fields.siretNumber')}
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 14 } }}
        />
        <TextField {...props('activitySector', 'onboarding.fields.activitySector')} select required>
          {ACTIVITY_SECTORS.map((sector) => (
            <MenuItem key={sector} value={sector}>
              {t(`onboarding.sectors.${sector}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField {...props('vatNumber', 'onboarding.fields.vatNumber')} />
        <TextField {...props('companyEmail', 'onboarding.fields.companyEmail')} required type="email" autoComplete="email" />
        <TextField
          {...props('address', 'onboarding.fields.address')}
          required
          autoComplete="street-address"
          sx={{ gridColumn: { sm: '1 / -1' } }}
        />
        <TextField
          {...props('zipCode', 'onboarding.fields.zipCode')}
          required
          autoComplete="postal-code"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
        />
        <TextField {...props('city', 'onboarding.fields.city')} required autoComplete="address-level2" />
        <TextField {...props('country', 'onboarding.fields.country')} required autoComplete="country-name" />
        <TextField label={t('onboarding.fields.countryCode')} value={formik.values.countryCode} disabled fullWidth helperText=" " />
      </Box>
      <PhoneField
        name="companyPhone"
        label={t('onboarding.fields.companyPhone')}
        value={formik.values.companyPhone}
        onChange={(value) => void formik.setFieldValue('companyPhone', value)}
        onBlur={() => void formik.setFieldTouched('companyPhone', true)}
        error={fieldError(formik, 'companyPhone')}
      />
    </>
  );
}
