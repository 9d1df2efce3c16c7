import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { PlayResult } from '../../../../shared/api/game';
import { playSchema } from '../../../../shared/validation/game-schemas';
import { errorCodeOf, fieldErrorsOf } from '../../../api/api-error';
import type { ApiError } from '../../../api/api-error';
import { usePlayGameMutation } from '../../../api/game-api';
import { fieldProps } from '../../../components/forms/field-props';
import { languageOf } from '../../../i18n';
import { formatDate } from '../../../i18n/dates';
import { deviceId } from './device-id';

type PlayFormProps = { publicId: string; onPlayed: (result: PlayResult) => void };

/** Why a play was refused, in the player's words: when they may play again, else the code's message. */
function refusalText(t: TFunction, error: unknown): string {
  const code = errorCodeOf(error);
  const data = (error as ApiError | undefined)?.data as { nextPlayAt?: string; reason?: string } | undefined;
  if (code === 'GAME_ALREADY_PLAYED' && data?.nextPlayAt) return t('gameSession.alreadyPlayed', { date: formatDate(data.nextPlayAt) });
  if (code === 'GAME_CLOSED' && data?.reason) return t(`game.closedReason.${data.reason}`);
  return code && code !== 'VALIDATION_ERROR' ? t(`apiErrors.${code}`) : t('gameSession.playError');
}

/** First name, e-mail and an explicit consent (never pre-ticked), checked by the schema the server applies. */
export function PlayForm({ publicId, onPlayed }: PlayFormProps) {
  const { t, i18n } = useTranslation();
  const [play, { error, isError }] = usePlayGameMutation();
  const formik = useFormik({
    initialValues: { firstName: '', email: '', consent: false },
    validationSchema: playSchema.pick(['firstName', 'email', 'consent']),
    onSubmit: async (values, helpers) => {
      try {
        const request = { ...playSchema.pick(['firstName', 'email']).cast(values), consent: values.consent, deviceId: deviceId() };
        onPlayed(await play({ publicId, play: { ...request, language: languageOf(i18n) } }).unwrap());
      } catch (failure) {
        const fields = fieldErrorsOf(failure);
        if (fields) helpers.setErrors(fields);
      }
    },
  });
  const consentError = formik.submitCount > 0 && formik.errors.consent ? t(formik.errors.consent) : null;

  return (
    <Stack component="form" noValidate onSubmit={formik.handleSubmit} sx={{ gap: 1 }}>
      <TextField {...fieldProps(formik, t, 'firstName', 'gameSession.firstName')} required autoComplete="given-name" />
      <TextField {...fieldProps(formik, t, 'email', 'gameSession.email')} type="email" required autoComplete="email" />
      <FormControlLabel
        control={<Checkbox name="consent" checked={formik.values.consent} onChange={formik.handleChange} required />}
        label={t('gameSession.consent')}
      />
      {consentError && <FormHelperText error>{consentError}</FormHelperText>}
      {isError && (
        <Alert severity="warning" role="alert">
          {refusalText(t, error)}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" loading={formik.isSubmitting}>
        {t('gameSession.spin')}
      </Button>
    </Stack>
  );
}
