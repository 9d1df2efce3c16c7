import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import SendIcon from '@mui/icons-material/Send';
import { useTranslation } from 'react-i18next';
import { MAX_REPLY_BYTES, type ReplyAdjustment } from '../../../shared/api/ai';
import { replyBytesOf, replyTextProblem } from '../../../shared/validation/reply-text';
import { AI_CREDITS_NOTE_ID } from './ai-status';

const ADJUSTMENTS: { adjust: ReplyAdjustment; labelKey: string }[] = [
  { adjust: 'shorter', labelKey: 'reviews.reply.shorter' },
  { adjust: 'warmer', labelKey: 'reviews.reply.warmer' },
  { adjust: 'formal', labelKey: 'reviews.reply.formal' },
];

type ReplyEditorProps = {
  draft: string;
  credits: number | undefined;
  isGenerating: boolean;
  isPublishing: boolean;
  error: string | null;
  /** Where the reply goes once sent, in words (published on Google or Facebook, or copied and a page opened). */
  goesTo: string;
  /** The publishing button's words, or null where the platform takes no reply (the reply is copied instead). */
  publishLabel: string | null;
  /** The copy-and-open button's words, or null where it has none. */
  copyLabel: string | null;
  /** The page to open is known: the copy-and-open button can work. */
  canCopy: boolean;
  onDraftChange: (draft: string) => void;
  onGenerate: (adjust?: ReplyAdjustment) => void;
  onPublish: () => void;
  onCopyAndOpen: () => void;
  onCancel: () => void;
};

/**
 * The reply being written: the owner edits the draft, asks the AI to rewrite it, then publishes it, or copies it and
 * opens the platform's page where the platform takes no reply by API; the editor says which before either.
 */
export function ReplyEditor(props: ReplyEditorProps) {
  const { draft, credits, isGenerating, isPublishing, error, goesTo, publishLabel, copyLabel, canCopy } = props;
  const { t } = useTranslation();
  const counterId = useId();
  const bytes = replyBytesOf(draft);
  const problem = replyTextProblem(draft);
  const isTooLong = problem === 'tooLong';
  const isEmpty = problem === 'required';
  const hasNoCredit = credits === 0;
  const isBusy = isGenerating || isPublishing;

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }} aria-busy={isBusy}>
      <TextField
        label={t('reviews.reply.editorLabel')}
        value={draft}
        onChange={(event) => props.onDraftChange(event.target.value)}
        multiline
        minRows={4}
        fullWidth
        disabled={isGenerating}
        error={isTooLong}
        helperText={
          isTooLong ? t('reviews.reply.tooLong', { max: MAX_REPLY_BYTES }) : t('reviews.reply.length', { bytes, max: MAX_REPLY_BYTES })
        }
        slotProps={{ formHelperText: { id: counterId, 'aria-live': isTooLong ? 'polite' : 'off' } }}
      />
      {isGenerating && <LinearProgress aria-label={t('reviews.reply.generating')} />}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<AutorenewIcon />}
          onClick={() => props.onGenerate()}
          disabled={isBusy || hasNoCredit}
          aria-describedby={hasNoCredit ? AI_CREDITS_NOTE_ID : undefined}
        >
          {t('reviews.reply.regenerate')}
        </Button>
        {ADJUSTMENTS.map(({ adjust, labelKey }) => (
          <Button
            key={adjust}
            size="small"
            variant="outlined"
            onClick={() => props.onGenerate(adjust)}
            disabled={isBusy || hasNoCredit || isEmpty}
            aria-describedby={hasNoCredit ? AI_CREDITS_NOTE_ID : undefined}
          >
            {t(labelKey)}
          </Button>
        ))}
      </Box>
      {credits !== undefined && (
        <Typography variant="caption" color="text.secondary">
          {t('reviews.ai.creditsLeft', { count: credits })}
        </Typography>
      )}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary">
        {goesTo}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {publishLabel !== null && (
          <Button variant="contained" startIcon={<SendIcon />} onClick={props.onPublish} disabled={isBusy || isEmpty || isTooLong}>
            {publishLabel}
          </Button>
        )}
        {copyLabel !== null && (
          <Button
            variant={publishLabel === null ? 'contained' : 'outlined'}
            startIcon={<OpenInNewIcon />}
            onClick={props.onCopyAndOpen}
            disabled={isEmpty || !canCopy || (publishLabel === null && isBusy)}
          >
            {copyLabel}
          </Button>
        )}
        <Button onClick={props.onCancel} disabled={isPublishing}>
          {t('reviews.reply.cancel')}
        </Button>
      </Box>
    </Box>
  );
}
