import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { notify } from '../../components/notify';
import { useTranslation } from 'react-i18next';
import {
  CUSTOM_SENTENCE_MAX,
  REMINDER_DAYS,
  type ReviewRequestSettings,
  type ReviewRequestState,
} from '../../../shared/api/review-requests';
import { incentiveIn } from '../../../shared/validation/incentive';
import { linkIn } from '../../../shared/validation/links';
import { requestSettingsSchema } from '../../../shared/validation/review-request-schemas';
import { errorCodeOf, fieldErrorsOf } from '../../api/api-error';
import { useSaveReviewRequestSettingsMutation } from '../../api/review-requests-api';
import { SettingsSection } from '../../components/settings-section';
import { apiErrorText } from '../../i18n/api-error-text';
import { ChannelField } from './channel-basis-fields';

/**
 * The requests' settings: the default channel, one reminder after N days, and the owner's own sentence, warned live
 * when it reads as a promise or carries a link, an address or a number (the shared `incentiveIn` and `linkIn` the server
 * refuses with INCENTIVE_FORBIDDEN and LINK_FORBIDDEN).
 */
export function RequestSettingsForm({ state }: { state: ReviewRequestState }) {
  const { t } = useTranslation();
  const [save] = useSaveReviewRequestSettingsMutation();
  // The server's refusal of the sentence, said on the field until the sentence changes.
  const [refusedSentence, setRefusedSentence] = useState<{ sentence: string; text: string } | null>(null);
  const formik = useFormik<ReviewRequestSettings>({
    initialValues: state.settings,
    validationSchema: requestSettingsSchema,
    enableReinitialize: true,
    onSubmit: async (values, helpers) => {
      setRefusedSentence(null);
      try {
        const saved = await save(requestSettingsSchema.cast(values) as ReviewRequestSettings).unwrap();
        helpers.resetForm({ values: saved.settings });
        notify(t('reviewRequests.settings.saved'), 'success');
      } catch (error) {
        const text = apiErrorText(t, error, 'reviewRequests.settings.saveError', {
          incentive: incentiveIn(values.customSentence) ?? '',
          link: linkIn(values.customSentence) ?? '',
        });
        const code = errorCodeOf(error);
        if (code === 'INCENTIVE_FORBIDDEN' || code === 'LINK_FORBIDDEN') setRefusedSentence({ sentence: values.customSentence, text });
        else {
          const fields = fieldErrorsOf(error);
          if (fields) helpers.setErrors(fields);
          notify(text, 'error');
        }
      }
    },
  });
  const { values, errors } = formik;
  const set = <Name extends keyof ReviewRequestSettings>(name: Name, value: ReviewRequestSettings[Name]) =>
    void formik.setFieldValue(name, value);
  const incentive = incentiveIn(values.customSentence);
  const link = linkIn(values.customSentence);
  const serverError = refusedSentence?.sentence === values.customSentence ? refusedSentence.text : null;
  const sentenceError = serverError ?? (typeof errors.customSentence === 'string' ? t(errors.customSentence) : null);
  const daysError =
    typeof errors.reminderAfterDays === 'string' ? t(errors.reminderAfterDays, { min: REMINDER_DAYS.min, max: REMINDER_DAYS.max }) : null;

  return (
    <SettingsSection
      title={t('reviewRequests.settings.title')}
      description={t('reviewRequests.settings.description')}
      labelId="request-settings-title"
    >
      <Stack component="form" noValidate onSubmit={formik.handleSubmit} aria-labelledby="request-settings-title" sx={{ gap: 2.5 }}>
        <ChannelField label={t('reviewRequests.settings.channel')} value={values.channel} onChange={(channel) => set('channel', channel)} />
        <Box
          sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) 200px' }, alignItems: 'center' }}
        >
          <FormControlLabel
            control={<Switch checked={values.reminder} onChange={(event) => set('reminder', event.target.checked)} />}
            label={t('reviewRequests.settings.reminder')}
          />
          <TextField
            type="number"
            size="small"
            name="reminderAfterDays"
            label={t('reviewRequests.settings.reminderAfterDays')}
            value={values.reminderAfterDays}
            disabled={!values.reminder}
            onChange={formik.handleChange}
            error={Boolean(daysError)}
            helperText={daysError ?? t('reviewRequests.settings.reminderHelp', { min: REMINDER_DAYS.min, max: REMINDER_DAYS.max })}
            slotProps={{ htmlInput: { min: REMINDER_DAYS.min, max: REMINDER_DAYS.max, step: 1 } }}
          />
        </Box>
        <Stack sx={{ gap: 1 }}>
          <TextField
            id="request-custom-sentence"
            label={t('reviewRequests.settings.sentence')}
            multiline
            minRows={3}
            value={values.customSentence}
            onChange={(event) => set('customSentence', event.target.value)}
            error={Boolean(sentenceError)}
            helperText={
              sentenceError ?? t('reviewRequests.settings.sentenceHelp', { count: values.customSentence.length, max: CUSTOM_SENTENCE_MAX })
            }
            slotProps={{ htmlInput: { maxLength: CUSTOM_SENTENCE_MAX } }}
          />
          {incentive && !serverError && (
            <Alert severity="warning" role="status">
              {t('reviewRequests.settings.incentive', { incentive })}
            </Alert>
          )}
          {link && !serverError && (
            <Alert severity="warning" role="status">
              {t('reviewRequests.settings.link', { link })}
            </Alert>
          )}
        </Stack>
        <Button type="submit" variant="contained" loading={formik.isSubmitting} sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}>
          {t('reviewRequests.settings.save')}
        </Button>
      </Stack>
    </SettingsSection>
  );
}
