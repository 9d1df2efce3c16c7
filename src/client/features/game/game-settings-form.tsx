import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useFormik, type FormikErrors } from 'formik';
import { notify } from '../../components/notify';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { GameSegment, GameSettings, GameState } from '../../../shared/api/game';
import { gameSettingsSchema, SEGMENTS_MAX, TOTAL_TENTHS, totalTenths } from '../../../shared/validation/game-schemas';
import { useSaveGameSettingsMutation } from '../../api/game-api';
import { SettingsSection } from '../../components/settings-section';
import { PATHS } from '../../config/paths';
import { apiErrorText } from '../../i18n/api-error-text';
import { SegmentFields } from './segment-fields';

const NEW_SEGMENT: GameSegment = {
  label: '',
  color: '#0d9488',
  probability: 0,
  isPrize: true,
  stock: null,
  validityDays: 30,
  conditions: '',
};

/** The wheel's settings: opening, slices (chances adding up to 100 %), limits, appearance, the review invitation and the rules. */
export function GameSettingsForm({ state }: { state: GameState }) {
  const { t } = useTranslation();
  const [save] = useSaveGameSettingsMutation();
  const formik = useFormik<GameSettings>({
    initialValues: state.settings,
    validationSchema: gameSettingsSchema,
    enableReinitialize: true,
    onSubmit: async (values, helpers) => {
      try {
        const saved = await save(gameSettingsSchema.cast(values) as GameSettings).unwrap();
        helpers.resetForm({ values: saved.settings });
        notify(t('game.settings.saved'), 'success');
      } catch (error) {
        notify(apiErrorText(t, error, 'game.settings.saveError'), 'error');
      }
    },
  });
  const { values, errors, setFieldValue } = formik;
  const set = <Name extends keyof GameSettings>(name: Name, value: GameSettings[Name]) => void setFieldValue(name, value);
  const setSegments = (segments: GameSegment[]) => set('segments', segments);
  const total = totalTenths(values.segments);
  const segmentErrors = Array.isArray(errors.segments) ? (errors.segments as (FormikErrors<GameSegment> | undefined)[]) : [];
  const segmentsError = typeof errors.segments === 'string' && formik.submitCount > 0 ? t(errors.segments) : null;
  const text = (name: 'startsOn' | 'endsOn' | 'playIntervalDays' | 'maxPlaysPerDay' | 'rules') =>
    typeof errors[name] === 'string' ? t(errors[name] as string) : ' ';
  const move = (index: number, offset: -1 | 1) => {
    const segments = [...values.segments];
    [segments[index], segments[index + offset]] = [segments[index + offset], segments[index]];
    setSegments(segments);
  };
  const rulesUrl = `${PATHS.gameRules}?g=${encodeURIComponent(state.publicId)}`;

  return (
    <Stack component="form" noValidate onSubmit={formik.handleSubmit} sx={{ gap: 3 }}>
      <SettingsSection title={t('game.settings.opening')}>
        {state.closedReason && <Alert severity="info">{t(`game.closedReason.${state.closedReason}`)}</Alert>}
        <FormControlLabel
          control={<Switch checked={values.isOpen} onChange={(event) => set('isOpen', event.target.checked)} />}
          label={t('game.settings.isOpen')}
        />
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            label={t('game.settings.startsOn')}
            type="date"
            value={values.startsOn ?? ''}
            onChange={(event) => set('startsOn', event.target.value || null)}
            error={Boolean(errors.startsOn)}
            helperText={text('startsOn')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label={t('game.settings.endsOn')}
            type="date"
            value={values.endsOn ?? ''}
            onChange={(event) => set('endsOn', event.target.value || null)}
            error={Boolean(errors.endsOn)}
            helperText={text('endsOn')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Box>
      </SettingsSection>

      <SettingsSection title={t('game.settings.segments')} description={t('game.settings.segmentsHelp')}>
        <Stack component="ol" sx={{ gap: 1.5, p: 0, m: 0 }}>
          {values.segments.map((segment, index) => (
            <SegmentFields
              key={segment.id ?? `new-${index}`}
              segment={segment}
              index={index}
              count={values.segments.length}
              won={segment.id ? (state.wonBySegment[segment.id] ?? 0) : 0}
              errors={segmentErrors[index]}
              onChange={(changed) => setSegments(values.segments.map((current, at) => (at === index ? changed : current)))}
              onMove={(offset) => move(index, offset)}
              onRemove={() => setSegments(values.segments.filter((_, at) => at !== index))}
            />
          ))}
        </Stack>
        <Typography role="status" sx={{ fontWeight: 700 }} color={total === TOTAL_TENTHS ? 'success.main' : 'error.main'}>
          {total === TOTAL_TENTHS ? t('game.settings.total', { total: 100 }) : t('game.settings.totalMissing', { total: total / 10 })}
        </Typography>
        {segmentsError && <Alert severity="error">{segmentsError}</Alert>}
        <Button
          startIcon={<AddIcon />}
          disabled={values.segments.length >= SEGMENTS_MAX}
          onClick={() => setSegments([...values.segments, { ...NEW_SEGMENT, label: t('game.settings.newPrize') }])}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('game.settings.add')}
        </Button>
      </SettingsSection>

      <SettingsSection title={t('game.settings.limits')}>
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            label={t('game.settings.playIntervalDays')}
            type="number"
            value={values.playIntervalDays}
            onChange={(event) => set('playIntervalDays', Number(event.target.value))}
            error={Boolean(errors.playIntervalDays)}
            helperText={text('playIntervalDays')}
            slotProps={{ htmlInput: { min: 1, max: 365 } }}
          />
          <TextField
            label={t('game.settings.maxPlaysPerDay')}
            type="number"
            value={values.maxPlaysPerDay ?? ''}
            onChange={(event) => set('maxPlaysPerDay', event.target.value.trim() === '' ? null : Number(event.target.value))}
            error={Boolean(errors.maxPlaysPerDay)}
            helperText={text('maxPlaysPerDay')}
            slotProps={{ htmlInput: { min: 1 } }}
          />
        </Box>
      </SettingsSection>

      <SettingsSection title={t('game.settings.appearance')}>
        <TextField
          label={t('game.settings.primaryColor')}
          type="color"
          value={values.primaryColor}
          onChange={(event) => set('primaryColor', event.target.value)}
          sx={{ maxWidth: 240 }}
        />
        <FormControlLabel
          control={<Switch checked={values.showLogo} onChange={(event) => set('showLogo', event.target.checked)} />}
          label={t('game.settings.showLogo')}
        />
      </SettingsSection>

      <SettingsSection title={t('game.settings.invitation')} description={t('game.settings.invitationHelp')}>
        <FormControlLabel
          control={<Switch checked={values.reviewInvitation} onChange={(event) => set('reviewInvitation', event.target.checked)} />}
          label={t('game.settings.reviewInvitation')}
        />
      </SettingsSection>

      <SettingsSection title={t('game.settings.rules')} description={t('game.settings.rulesHelp')}>
        <TextField
          label={t('game.settings.rulesField')}
          multiline
          minRows={8}
          value={values.rules}
          onChange={(event) => set('rules', event.target.value)}
          error={Boolean(errors.rules)}
          helperText={text('rules')}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
          <Button variant="outlined" onClick={() => set('rules', state.generatedRules)}>
            {t('game.settings.regenerate')}
          </Button>
          <Link component={RouterLink} to={rulesUrl}>
            {t('game.settings.openRules')}
          </Link>
        </Stack>
      </SettingsSection>

      <Button
        type="submit"
        variant="contained"
        size="large"
        loading={formik.isSubmitting}
        sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
      >
        {t('game.settings.save')}
      </Button>
    </Stack>
  );
}
