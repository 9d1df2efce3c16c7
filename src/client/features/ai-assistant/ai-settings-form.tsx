import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik, type FormikHelpers } from 'formik';
import { notify } from '../../components/notify';
import { useTranslation } from 'react-i18next';
import { REPLY_ADDRESSES, REPLY_LENGTHS, REPLY_TONES, type AiModel, type AiSettings } from '../../../shared/api/ai';
import { aiSettingsSchema, INSTRUCTIONS_MAX_LENGTH, SIGNATURE_MAX_LENGTH } from '../../../shared/validation/ai-settings-schema';
import { useSaveAiSettingsMutation } from '../../api/reviews-api';
import { SettingsSection } from '../../components/settings-section';
import { apiErrorText } from '../../i18n/api-error-text';
import { AutoReplyFields } from './auto-reply-fields';
import { ChoiceField } from './choice-field';
import { ManualWordsField } from './manual-words-field';
import { ReplyPreview } from './reply-preview';

type AiSettingsFormProps = { settings: AiSettings; model: AiModel };
type TextName = 'signature' | 'instructions';

/** The AI writer's settings (left, or first on a phone) beside a live preview of a reply written with them. */
export function AiSettingsForm({ settings, model }: AiSettingsFormProps) {
  const { t } = useTranslation();
  const [saveSettings] = useSaveAiSettingsMutation();

  const handleSubmit = async (values: AiSettings, helpers: FormikHelpers<AiSettings>) => {
    try {
      const saved = await saveSettings(aiSettingsSchema.cast(values)).unwrap();
      // The saved settings become the new starting point, so the form is pristine again.
      helpers.resetForm({ values: saved.settings });
      notify(t('aiAssistant.saved'), 'success');
    } catch (error) {
      notify(apiErrorText(t, error, 'aiAssistant.saveError'), 'error');
    }
  };

  const formik = useFormik<AiSettings>({
    initialValues: settings,
    validationSchema: aiSettingsSchema,
    validateOnMount: true,
    onSubmit: handleSubmit,
  });
  const setField = <Name extends keyof AiSettings>(name: Name, value: AiSettings[Name]) => void formik.setFieldValue(name, value);

  /** A free-text field: its error shows once blurred, translated from the shared schema's key. */
  const textProps = (name: TextName, labelKey: string, hint?: string) => {
    const error = formik.errors[name];
    const message = formik.touched[name] && typeof error === 'string' ? error : null;
    return {
      id: `field-${name}`,
      name,
      label: t(labelKey),
      value: formik.values[name],
      onChange: formik.handleChange,
      onBlur: formik.handleBlur,
      error: Boolean(message),
      helperText: message ? t(message) : (hint ?? ' '),
      fullWidth: true,
    };
  };
  const counter = (name: TextName, max: number) => (
    <Typography variant="caption" color="text.secondary" sx={{ justifySelf: 'end', mt: -1 }}>
      {t('aiAssistant.charCount', { length: formik.values[name].length, max })}
    </Typography>
  );

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
      }}
    >
      <Box component="form" noValidate onSubmit={formik.handleSubmit} sx={{ display: 'grid', gap: 3 }}>
        <SettingsSection title={t('aiAssistant.style.title')}>
          <ChoiceField
            name="tone"
            legend={t('aiAssistant.style.tone')}
            value={formik.values.tone}
            options={REPLY_TONES.map((tone) => ({ value: tone, label: t(`aiAssistant.tones.${tone}`) }))}
            onChange={(tone) => setField('tone', tone)}
          />
          <ChoiceField
            name="address"
            legend={t('aiAssistant.style.address')}
            value={formik.values.address}
            options={REPLY_ADDRESSES.map((address) => ({ value: address, label: t(`aiAssistant.addresses.${address}`) }))}
            onChange={(address) => setField('address', address)}
          />
          <ChoiceField
            name="length"
            legend={t('aiAssistant.style.length')}
            value={formik.values.length}
            options={REPLY_LENGTHS.map((length) => ({ value: length, label: t(`aiAssistant.lengths.${length}`) }))}
            onChange={(length) => setField('length', length)}
          />
          <TextField {...textProps('signature', 'aiAssistant.signature.label', t('aiAssistant.signature.hint'))} autoComplete="off" />
          {counter('signature', SIGNATURE_MAX_LENGTH)}
          <TextField
            {...textProps('instructions', 'aiAssistant.instructions.label')}
            placeholder={t('aiAssistant.instructions.placeholder')}
            multiline
            minRows={3}
          />
          {counter('instructions', INSTRUCTIONS_MAX_LENGTH)}
        </SettingsSection>
        <SettingsSection title={t('aiAssistant.manualWords.title')} description={t('aiAssistant.manualWords.description')}>
          <ManualWordsField words={formik.values.manualWords} onChange={(words) => setField('manualWords', words)} />
        </SettingsSection>
        <SettingsSection title={t('aiAssistant.autoReply.title')}>
          <AutoReplyFields value={formik.values.autoReply} onChange={(autoReply) => setField('autoReply', autoReply)} />
        </SettingsSection>
        <Box>
          <Button type="submit" variant="contained" disabled={!formik.dirty || !formik.isValid} loading={formik.isSubmitting}>
            {t('aiAssistant.save')}
          </Button>
        </Box>
      </Box>
      <Box sx={{ position: { md: 'sticky' }, top: { md: 16 } }}>
        <ReplyPreview settings={formik.values} model={model} />
      </Box>
    </Box>
  );
}
