import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { REVIEW_SOURCES, type ReviewSourceName } from '../../../shared/api/review-sources';
import {
  WIDGET_LANGUAGES,
  WIDGET_LAYOUTS,
  WIDGET_REVIEW_COUNT,
  WIDGET_THEMES,
  type WidgetSettings,
  type WidgetState,
} from '../../../shared/api/widgets';
import { widgetSettingsSchema } from '../../../shared/validation/widget-schemas';
import { fieldErrorsOf } from '../../api/api-error';
import { useSaveWidgetSettingsMutation } from '../../api/widgets-api';
import { notify } from '../../components/notify';
import { SettingsSection } from '../../components/settings-section';
import { apiErrorText } from '../../i18n/api-error-text';
import { WidgetCode } from './widget-code';
import { WidgetPreview } from './widget-preview';

const COUNTS = Array.from({ length: WIDGET_REVIEW_COUNT.max - WIDGET_REVIEW_COUNT.min + 1 }, (_, index) => WIDGET_REVIEW_COUNT.min + index);

/** The sources with `source` added or taken out, Google's always first and always there. */
function toggled(sources: ReviewSourceName[], source: ReviewSourceName, shown: boolean): ReviewSourceName[] {
  return REVIEW_SOURCES.filter((known) => known === 'google' || (known === source ? shown : sources.includes(known)));
}

/** The widget's look: the preview follows every change at once; the site shows it once saved. */
export function WidgetSettingsForm({ state }: { state: WidgetState }) {
  const { t } = useTranslation();
  const [save] = useSaveWidgetSettingsMutation();
  const formik = useFormik<WidgetSettings>({
    initialValues: state.settings,
    validationSchema: widgetSettingsSchema,
    enableReinitialize: true,
    onSubmit: async (values, helpers) => {
      try {
        const saved = await save(values).unwrap();
        helpers.resetForm({ values: saved.settings });
        notify(t('widget.saved'), 'success');
      } catch (error) {
        const fields = fieldErrorsOf(error);
        if (fields) helpers.setErrors(fields);
        notify(apiErrorText(t, error, 'widget.saveError'), 'error');
      }
    },
  });
  const { values, errors } = formik;
  const shownSources = values.sources ?? ['google'];
  const set = <Name extends keyof WidgetSettings>(name: Name, value: WidgetSettings[Name]) => void formik.setFieldValue(name, value);
  const choice = <Name extends 'layout' | 'theme'>(name: Name, options: readonly WidgetSettings[Name][]) => (
    <FormControl>
      <FormLabel id={`widget-${name}`}>{t(`widget.${name}.label`)}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={`widget-${name}`}
        value={values[name]}
        onChange={(event) => set(name, event.target.value as WidgetSettings[Name])}
      >
        {options.map((option) => (
          <FormControlLabel key={option} value={option} control={<Radio />} label={t(`widget.${name}.${option}`)} />
        ))}
      </RadioGroup>
    </FormControl>
  );

  return (
    <Stack sx={{ gap: 3, mt: 3 }}>
      <SettingsSection title={t('widget.title')} description={t('widget.description')} labelId="widget-settings-title">
        <Box
          component="form"
          noValidate
          onSubmit={formik.handleSubmit}
          aria-labelledby="widget-settings-title"
          sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 5fr) minmax(0, 6fr)' } }}
        >
          <Stack sx={{ gap: 2.5 }}>
            {choice('layout', WIDGET_LAYOUTS)}
            {choice('theme', WIDGET_THEMES)}
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
              <TextField
                select
                label={t('widget.language.label')}
                value={values.language}
                onChange={(event) => set('language', event.target.value as WidgetSettings['language'])}
                error={Boolean(errors.language)}
                helperText={errors.language ? t(errors.language) : t('widget.language.help')}
              >
                {WIDGET_LANGUAGES.map((language) => (
                  <MenuItem key={language} value={language}>
                    {t(`widget.language.${language}`)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                label={t('widget.reviewCount.label')}
                value={values.reviewCount}
                onChange={(event) => set('reviewCount', Number(event.target.value))}
                disabled={values.layout === 'badge'}
                error={Boolean(errors.reviewCount)}
                helperText={errors.reviewCount ? t(errors.reviewCount) : t('widget.reviewCount.help')}
                // Off for the badge, the help still reads: MUI's disabled grey is 2.7:1 on the card (WCAG 1.4.3 asks 4.5:1).
                slotProps={{ formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } } }}
              >
                {COUNTS.map((count) => (
                  <MenuItem key={count} value={count}>
                    {count}
                  </MenuItem>
                ))}
              </TextField>
            </Box>
            <FormControl component="fieldset">
              <FormLabel component="legend">{t('widget.sources.label')}</FormLabel>
              <FormGroup row>
                {REVIEW_SOURCES.map((source) => (
                  <FormControlLabel
                    key={source}
                    label={t(`sources.names.${source}`)}
                    control={
                      <Checkbox
                        // Google's reviews are always shown: the widget's rating and total are Google's own.
                        checked={source === 'google' || shownSources.includes(source)}
                        disabled={source === 'google'}
                        onChange={(event) => set('sources', toggled(shownSources, source, event.target.checked))}
                      />
                    }
                  />
                ))}
              </FormGroup>
              <FormHelperText>{t('widget.sources.help')}</FormHelperText>
            </FormControl>
            <FormControlLabel
              control={<Switch checked={values.hideWithoutText} onChange={(event) => set('hideWithoutText', event.target.checked)} />}
              label={t('widget.hideWithoutText')}
            />
            <Button type="submit" variant="contained" loading={formik.isSubmitting} sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}>
              {t('widget.save')}
            </Button>
          </Stack>
          <WidgetPreview frameUrl={state.frameUrl} settings={values} />
        </Box>
      </SettingsSection>
      <WidgetCode state={state} />
    </Stack>
  );
}
