import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { notify } from '../../components/notify';
import { useTranslation } from 'react-i18next';
import type { GoogleReplyStatus as Status } from '../../../shared/api/google';
import { useRetryGoogleReplyMutation, type ReviewAt } from '../../api/reviews-api';
import { apiErrorText } from '../../i18n/api-error-text';
import { formatDateTime } from '../../i18n/dates';
import { googleProblemText } from '../../i18n/google-problem-text';

/** Where the reply stands on Google: being sent, « Publiée sur Google » with the time, or Google's reason and a retry. */
export function GoogleReplyStatus({ review, status }: { review: ReviewAt; status: Status }) {
  const { t } = useTranslation();
  const [retry, retrying] = useRetryGoogleReplyMutation();
  if (status.state === 'pending') {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
        <CircularProgress size={14} aria-hidden />
        <Typography variant="caption">{t(status.deleting ? 'reviews.google.deleting' : 'reviews.google.publishing')}</Typography>
      </Box>
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
  const handleRetry = async () => {
    try {
      await retry(review).unwrap();
    } catch (failure) {
      notify(apiErrorText(t, failure, 'reviews.google.retryFailed'), 'error');
    }
  };
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
