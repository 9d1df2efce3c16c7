import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { DEFAULT_COUNTRY_CODE } from '../../../shared/onboarding/company-options';
import { countryOfNumber, countryOptions, withDialCode } from './country-calling-codes';

type PhoneFieldProps = {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string | false;
};

/** A phone number with its country calling code chosen from the list of countries. */
export function PhoneField({ name, label, value, onChange, onBlur, error }: PhoneFieldProps) {
  const { t, i18n } = useTranslation();
  const options = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  // Coming back to a step, the country is read from the number typed before.
  const [country, setCountry] = useState<string>(() => countryOfNumber(value, options, DEFAULT_COUNTRY_CODE)?.code ?? DEFAULT_COUNTRY_CODE);
  const dialCode = options.find((option) => option.code === country)?.dialCode ?? '+33';

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '190px 1fr' }, gap: 1.5 }}>
      <TextField
        select
        label={t('onboarding.fields.dialCode')}
        value={country}
        onChange={(event) => {
          const next = options.find((option) => option.code === event.target.value);
          setCountry(event.target.value);
          if (next) onChange(withDialCode(value, dialCode, next.dialCode));
        }}
        slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
      >
        {options.map((option) => (
          <MenuItem key={option.code} value={option.code}>
            {option.name} ({option.dialCode})
          </MenuItem>
        ))}
      </TextField>
      <TextField
        name={name}
        label={label}
        required
        type="tel"
        autoComplete="tel"
        placeholder={`${dialCode} 6 12 34 56 78`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        error={Boolean(error)}
        helperText={error ? t(error) : ' '}
        slotProps={{ htmlInput: { inputMode: 'tel' } }}
      />
    </Box>
  );
}
