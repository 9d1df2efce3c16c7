import { useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ValidationError } from 'yup';
import {
  comparableWord,
  MANUAL_WORD_MAX_LENGTH,
  MANUAL_WORD_MIN_LENGTH,
  MANUAL_WORDS_MAX_COUNT,
  manualWordSchema,
} from '../../../shared/validation/ai-settings-schema';

type ManualWordsFieldProps = { words: string[]; onChange: (words: string[]) => void };

/** The message key refusing `word`, or null when it can join `words`: the shared schema's rules, checked before adding. */
function refusalOf(word: string, words: string[]): string | null {
  try {
    manualWordSchema.validateSync(word);
  } catch (error) {
    return error instanceof ValidationError ? error.message : 'validation.aiSettings.manualWord.required';
  }
  if (words.length >= MANUAL_WORDS_MAX_COUNT) return 'validation.aiSettings.manualWords.tooMany';
  const comparable = comparableWord(word);
  return words.some((known) => comparableWord(known) === comparable) ? 'validation.aiSettings.manualWords.duplicate' : null;
}

/** The watched words as chips: Enter adds the typed word, a chip's delete (or Delete key) removes it. */
export function ManualWordsField({ words, onChange }: ManualWordsFieldProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter here adds a word; it must not submit the settings form.
    event.preventDefault();
    const reason = refusalOf(draft, words);
    setRefusal(reason);
    if (reason) return;
    onChange([...words, draft.trim()]);
    setDraft('');
  };

  const handleRemove = (word: string) => {
    onChange(words.filter((known) => known !== word));
    // The chip that had the focus is gone: give it to the input rather than to the page.
    inputRef.current?.focus();
  };

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box
        component="ul"
        aria-label={t('aiAssistant.manualWords.listLabel')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
      >
        {words.map((word) => (
          <li key={word}>
            <Chip label={word} aria-label={t('aiAssistant.manualWords.chip', { word })} onDelete={() => handleRemove(word)} />
          </li>
        ))}
      </Box>
      {words.length === 0 && <Typography color="text.secondary">{t('aiAssistant.manualWords.empty')}</Typography>}
      <Typography variant="body2" color="text.secondary">
        {t('aiAssistant.manualWords.count', { total: words.length, max: MANUAL_WORDS_MAX_COUNT })}
      </Typography>
      <TextField
        id="field-manual-word"
        inputRef={inputRef}
        label={t('aiAssistant.manualWords.add')}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          setRefusal(null);
        }}
        onKeyDown={handleKeyDown}
        error={Boolean(refusal)}
        helperText={
          refusal ? t(refusal) : t('aiAssistant.manualWords.addHint', { min: MANUAL_WORD_MIN_LENGTH, max: MANUAL_WORD_MAX_LENGTH })
        }
        slotProps={{ htmlInput: { enterKeyHint: 'done' } }}
        fullWidth
      />
    </Box>
  );
}
