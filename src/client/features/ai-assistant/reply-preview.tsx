import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AiModel, AiSettings, ReplyPreviewRequest } from '../../../shared/api/ai';
import { aiSettingsSchema } from '../../../shared/validation/ai-settings-schema';
import { usePreviewReplyMutation } from '../../api/reviews-api';
import { SettingsSection } from '../../components/settings-section';
import { apiErrorText } from '../../i18n/api-error-text';
import { useDebouncedValue } from './use-debounced-value';

/** Wait after the last change before asking for a new preview: typing a word costs one request, not one per key. */
export const PREVIEW_DELAY_MS = 600;

const SAMPLES = { complaint: 2, praise: 5 } as const;
type Sample = keyof typeof SAMPLES;
type SampleReview = ReplyPreviewRequest['review'];

function sampleReview(t: TFunction, sample: Sample): SampleReview {
  return {
    authorName: t(`aiAssistant.preview.samples.${sample}.author`),
    reviewRate: SAMPLES[sample],
    reviewContent: t(`aiAssistant.preview.samples.${sample}.text`),
  };
}

type ReplyPreviewProps = { settings: AiSettings; model: AiModel };

/** A sample review answered with the form's current, unsaved settings; free, so it follows every change. */
export function ReplyPreview({ settings, model }: ReplyPreviewProps) {
  const { t } = useTranslation();
  const [sample, setSample] = useState<Sample>('complaint');
  const [review, setReview] = useState(() => sampleReview(t, 'complaint'));
  const [preview, result] = usePreviewReplyMutation();

  // Checked here, not through formik's isValid, which lags a render behind the values.
  const isComplete = aiSettingsSchema.isValidSync(settings) && review.authorName.trim() !== '' && review.reviewContent.trim() !== '';
  const requestKey = isComplete ? JSON.stringify({ settings: aiSettingsSchema.cast(settings), review }) : null;
  const debouncedKey = useDebouncedValue(requestKey, PREVIEW_DELAY_MS);

  useEffect(() => {
    if (!debouncedKey) return;
    const pending = preview(JSON.parse(debouncedKey) as ReplyPreviewRequest);
    // A newer preview replaces this one: no use waiting for it.
    return () => pending.abort();
  }, [debouncedKey, preview]);

  const handleSampleChange = (next: Sample | null) => {
    if (!next) return;
    setSample(next);
    setReview(sampleReview(t, next));
  };

  const isWriting = requestKey !== null && (requestKey !== debouncedKey || result.isLoading);

  return (
    <SettingsSection title={t('aiAssistant.preview.title')} description={t('aiAssistant.preview.description')}>
      {model.offline && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Chip icon={<CloudOffIcon />} label={t('aiAssistant.preview.offline')} size="small" />
          <Typography variant="body2" color="text.secondary">
            {t('aiAssistant.preview.offlineHint')}
          </Typography>
        </Box>
      )}
      <ToggleButtonGroup
        exclusive
        size="small"
        value={sample}
        onChange={(_event, next: Sample | null) => handleSampleChange(next)}
        aria-label={t('aiAssistant.preview.sample')}
      >
        {(Object.keys(SAMPLES) as Sample[]).map((key) => (
          <ToggleButton key={key} value={key}>
            {t(`aiAssistant.preview.samples.${key}.label`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <TextField
        id="preview-author"
        label={t('aiAssistant.preview.authorName')}
        value={review.authorName}
        onChange={(event) => setReview({ ...review, authorName: event.target.value })}
        fullWidth
      />
      <FormControl component="fieldset">
        <FormLabel component="legend">{t('aiAssistant.preview.rating')}</FormLabel>
        <Rating
          name="preview-rating"
          value={review.reviewRate}
          onChange={(_event, value) => value && setReview({ ...review, reviewRate: value })}
          getLabelText={(value) => t('aiAssistant.starsLabel', { count: value })}
        />
      </FormControl>
      <TextField
        id="preview-text"
        label={t('aiAssistant.preview.text')}
        value={review.reviewContent}
        onChange={(event) => setReview({ ...review, reviewContent: event.target.value })}
        multiline
        minRows={3}
        fullWidth
      />
      <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
        {t('aiAssistant.preview.reply')}
      </Typography>
      <Box aria-live="polite" aria-busy={isWriting}>
        {requestKey === null ? (
          <Alert severity="info">{t('aiAssistant.preview.invalid')}</Alert>
        ) : isWriting ? (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1 }}>
            <CircularProgress size={20} aria-hidden />
            <Typography color="text.secondary">{t('aiAssistant.preview.writing')}</Typography>
          </Box>
        ) : result.isError ? (
          <Alert severity="error">{apiErrorText(t, result.error, 'aiAssistant.preview.error')}</Alert>
        ) : result.data ? (
          <Paper variant="outlined" sx={{ p: 2, whiteSpace: 'pre-wrap' }}>
            {result.data.draft}
          </Paper>
        ) : null}
      </Box>
    </SettingsSection>
  );
}
