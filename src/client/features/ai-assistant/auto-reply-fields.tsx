import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { AUTO_PUBLISH_MAX_HELD_RATING, AUTO_REPLY_MODES, type AiSettings, type AutoReplyMode } from '../../../shared/api/ai';
import { MAX_RATING, MIN_RATING } from '../../../shared/validation/ai-settings-schema';
import { ChoiceField } from './choice-field';

type AutoReplyFieldsProps = { value: AiSettings['autoReply']; onChange: (value: AiSettings['autoReply']) => void };

const RATINGS = Array.from({ length: MAX_RATING - MIN_RATING + 1 }, (_, index) => MIN_RATING + index);

/** Automatic replies: off, or on from N stars up, published at once or held for approval. */
export function AutoReplyFields({ value, onChange }: AutoReplyFieldsProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ChoiceField<AutoReplyMode>
        name="autoReply.mode"
        legend={t('aiAssistant.autoReply.mode')}
        value={value.mode}
        options={AUTO_REPLY_MODES.map((mode) => ({ value: mode, label: t(`aiAssistant.autoReply.modes.${mode}`) }))}
        onChange={(mode) => onChange({ ...value, mode })}
      />
      <TextField
        select
        id="field-min-rating"
        label={t('aiAssistant.autoReply.minRating')}
        value={value.minRating}
        disabled={value.mode === 'off'}
        onChange={(event) => onChange({ ...value, minRating: Number(event.target.value) })}
        sx={{ maxWidth: 280 }}
      >
        {RATINGS.map((rating) => (
          <MenuItem key={rating} value={rating}>
            {t('aiAssistant.autoReply.stars', { count: rating })}
          </MenuItem>
        ))}
      </TextField>
      <Alert severity="info">{t('aiAssistant.autoReply.safety', { max: AUTO_PUBLISH_MAX_HELD_RATING })}</Alert>
    </Box>
  );
}
