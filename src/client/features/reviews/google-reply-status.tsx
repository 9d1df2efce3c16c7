import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import { notify } from '../../components/notify';
import { useTranslation } from 'react-i18next';
import type { GoogleReplyStatus as Status } from '../../../shared/api/google';
import { useRetryGoogleReplyMutation, type ReviewAt } from '../../api/reviews-api';
import { apiErrorText } from '../../i18n/api-error-text';
import { formatDateTime } from '../../i18n/dates';
import { googleProblemText } from '../../i18n/google-problem-text';

type GoogleReplyStatusProps = {
  review: ReviewAt;
  status: Status;
  /** Opens the reply's editor: a reply Google's moderation refused is corrected there. */
  onEdit?: () => void;
};

/**
 * Where the reply stands on Google: being sent, « Publiée sur Google » with the time (« En attente de modération »
 * while Google checks it, since April 2026), « Refusée par Google » with a retry and an edit, or Google's reason and a
 * retry.
 */
export function GoogleReplyStatus({ review, status, onEdit }: GoogleReplyStatusProps) {
  const { t } = useTranslation();
  const [retry, retrying] = useRetryGoogleReplyMutation();
  const handleRetry = async () => {
    try {
      await retry(review).unwrap();
    } catch (failure) {
      notify(apiErrorText(t, failure, 'reviews.google.retryFailed'), 'error');
    }
  };
  if (status.state === 'pending') {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
        <CircularProgress size={14} aria-hidden />
        <Typography variant="caption">{t(status.deleting ? 'reviews.google.deleting' : 'reviews.google.publishing')}</Typography>
      </Box>
    );
  }
  if (status.state === 'published' && status.moderation === 'pending') {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}>
        <HourglassEmptyIcon fontSize="inherit" aria-hidden />
        <Typography variant="caption">{t('reviews.google.moderationPending')}</Typography>
      </Box>
    );
  }
  if (status.state === 'published' && status.moderation === 'rejected') {
    return (
      <Alert
        severity="error"
        action={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            <Button color="inherit" size="small" onClick={() => void handleRetry()} disabled={retrying.isLoading}>
              {t('reviews.google.retry')}
            </Button>
            {onEdit && (
              <Button color="inherit" size="small" onClick={onEdit}>
                {t('reviews.google.edit')}
              </Button>
            )}
          </Box>
        }
      >
        <strong>{t('reviews.google.moderationRejected')}</strong> {t('reviews.google.moderationRejectedHint')}
      </Alert>
    );
  }
  if (status.state === 'published') {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'success.main' }}>
        <CheckCircleIcon fontSize="inherit" aria-hidden />
        <Typography variant="caption">
          {t('reviews.google.published')}
          {status.at && (
            <>
              {' · '}
              <time dateTime={status.at}>{formatDateTime(status.at)}</time>
            </>
          )}
        </Typography>
      </Box>
    );
  }
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={() => void handleRetry()} disabled={retrying.isLoading}>
          {t('reviews.google.retry')}
        </Button>
      }
    >
      {t(status.deleting ? 'reviews.google.deleteFailed' : 'reviews.google.failed')}{' '}
      {status.problem && googleProblemText(t, status.problem)}
    </Alert>
  );
}
