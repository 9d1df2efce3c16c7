import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { GoogleLocation } from '../../../shared/api/google';
import { useChooseGoogleLocationMutation } from '../../api/google-api';
import { apiErrorText } from '../../i18n/api-error-text';

/** When the listing matched none or several of the account's locations: the owner says which one it is. */
export function GoogleLocationPicker({ candidates }: { candidates: GoogleLocation[] }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState(candidates[0]?.name ?? '');
  const [choose, choice] = useChooseGoogleLocationMutation();
  return (
    <Stack
      component="form"
      sx={{ gap: 1.5 }}
      onSubmit={(event) => {
        event.preventDefault();
        void choose(chosen);
      }}
    >
      <FormControl>
        <FormLabel id="google-location-label">{t('google.chooseLocation')}</FormLabel>
        <RadioGroup aria-labelledby="google-location-label" value={chosen} onChange={(event) => setChosen(event.target.value)}>
          {candidates.map((candidate) => (
            <FormControlLabel
              key={candidate.name}
              value={candidate.name}
              control={<Radio />}
              label={[candidate.title, candidate.address, candidate.verified ? null : t('google.notVerified')].filter(Boolean).join(' · ')}
            />
          ))}
        </RadioGroup>
      </FormControl>
      {choice.isError && (
        <Alert severity="error" role="alert">
          {apiErrorText(t, choice.error, 'google.chooseFailed')}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        disabled={!chosen || choice.isLoading}
        sx={{ justifySelf: 'start', alignSelf: 'flex-start' }}
      >
        {t('google.useLocation')}
      </Button>
    </Stack>
  );
}
