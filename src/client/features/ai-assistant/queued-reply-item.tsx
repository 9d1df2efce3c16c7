import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { notify } from '../../components/notify';
import { useTranslation } from 'react-i18next';
import { AUTO_PUBLISH_MAX_HELD_RATING, type QueuedReply, type QueueReason } from '../../../shared/api/ai';
import { replyTextProblem } from '../../../shared/validation/reply-text';
import { useApproveQueuedReplyMutation, useDismissQueuedReplyMutation } from '../../api/reviews-api';
import { apiErrorText } from '../../i18n/api-error-text';

const EXCERPT_LENGTH = 280;

const DRAFT_PROBLEM_KEYS = { required: 'aiAssistant.queue.draftRequired', tooLong: 'aiAssistant.queue.draftTooLong' } as const;

/** What the chip says for each reason a reply waits (a watched word is named instead). */
const REASON_KEYS = {
  approval: 'aiAssistant.queue.reasonApproval',
  'low-rating': 'aiAssistant.queue.reasonLowRating',
  'contact-details': 'aiAssistant.queue.reasonContactDetails',
  amount: 'aiAssistant.queue.reasonAmount',
  promise: 'aiAssistant.queue.reasonPromise',
  'review-instruction': 'aiAssistant.queue.reasonReviewInstruction',
} as const satisfies Record<Exclude<QueueReason, 'manual-word'>, string>;

function excerptOf(text: string): string {
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH).trimEnd()}…` : text;
}

type QueuedReplyItemProps = {
  item: QueuedReply;
  /** Opened from its alert: marked, and its « Approuver et publier » button takes the focus, one tap away. */
  isOpened?: boolean;
};

/**
 * One reply waiting for approval: the review, why it waits, and its draft to edit, publish or ignore. On a phone the
 * buttons span the width, publishing first, within a thumb's reach.
 */
export function QueuedReplyItem({ item, isOpened = false }: QueuedReplyItemProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [draft, setDraft] = useState(item.draft);
  const [approve, approval] = useApproveQueuedReplyMutation();
  const [dismiss, dismissal] = useDismissQueuedReplyMutation();
  const { review } = item;
  const trimmed = draft.trim();
  const problem = replyTextProblem(draft);
  const draftError = problem && DRAFT_PROBLEM_KEYS[problem];
  const word = item.reason === 'manual-word' ? item.watchedWord : null;
  const reason =
    item.reason === 'manual-word'
      ? word
        ? t('aiAssistant.queue.reasonManualWord', { word })
        : t('aiAssistant.queue.reasonManualWordUnknown')
      : t(REASON_KEYS[item.reason], { max: AUTO_PUBLISH_MAX_HELD_RATING });
  const isBusy = approval.isLoading || dismissal.isLoading;

  const handleApprove = async () => {
    try {
      // The server publishes its own draft unless the owner changed it.
      await approve({ id: item.id, draft: trimmed !== item.draft ? trimmed : undefined }).unwrap();
      notify(t('aiAssistant.queue.approved'), 'success');
    } catch (error) {
      notify(apiErrorText(t, error, 'aiAssistant.queue.approveError'), 'error');
    }
  };

  const handleDismiss = async () => {
    try {
      await dismiss(item.id).unwrap();
      notify(t('aiAssistant.queue.dismissed'), 'success');
    } catch (error) {
      notify(apiErrorText(t, error, 'aiAssistant.queue.dismissError'), 'error');
    }
  };

  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={headingId}
      aria-current={isOpened || undefined}
      sx={{ p: 2, display: 'grid', gap: 1.5, ...(isOpened && { borderColor: 'primary.main', borderWidth: 2 }) }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
          {t('aiAssistant.queue.itemLabel', { author: review.authorName })}
        </Typography>
        <Rating value={review.reviewRate} readOnly size="small" getLabelText={(value) => t('aiAssistant.starsLabel', { count: value })} />
        <Chip size="small" color={item.reason === 'approval' ? 'default' : 'warning'} label={reason} />
      </Box>
      <Typography color={review.reviewContent ? 'text.primary' : 'text.secondary'}>
        {review.reviewContent ? excerptOf(review.reviewContent) : t('aiAssistant.queue.noText')}
      </Typography>
      <TextField
        id={`queued-draft-${item.id}`}
        label={t('aiAssistant.queue.draft')}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        error={Boolean(draftError)}
        helperText={draftError ? t(draftError) : ' '}
        multiline
        minRows={3}
        fullWidth
      />
      <Box sx={{ display: 'flex', gap: 1, flexDirection: { xs: 'column', sm: 'row' } }}>
        <Button
          variant="contained"
          size="large"
          autoFocus={isOpened}
          onClick={() => void handleApprove()}
          disabled={Boolean(draftError) || isBusy}
          loading={approval.isLoading}
        >
          {t('aiAssistant.queue.approve')}
        </Button>
        <Button size="large" onClick={() => void handleDismiss()} disabled={isBusy} loading={dismissal.isLoading}>
          {t('aiAssistant.queue.dismiss')}
        </Button>
      </Box>
    </Paper>
  );
}
