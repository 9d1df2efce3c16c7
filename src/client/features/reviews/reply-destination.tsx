import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useTranslation } from 'react-i18next';
import type { Review } from '../../../shared/api/reviews';
import { useSourceName } from '../../components/review-source';
import { formatDate } from '../../i18n/dates';
import { sourceProblemWords } from '../../i18n/source-problem-text';

/** Where a review's reply goes, in the reply box's words. */
export type ReplyDestination = {
  /** « Votre réponse sera publiée sur Facebook. », or what is copied and which page opens. */
  goesTo: string;
  /** The publishing button, or null where the platform takes no reply by API. */
  publishLabel: string | null;
  /** The copy-and-open button, or null where the reply is only published. */
  copyLabel: string | null;
  /** The platform's page to open after copying (TheFork Manager, the Management Center); null when it has none. */
  copyUrl: string | null;
  /** The platform takes no reply by API: the reply is copied and `copyUrl` opened, never Google's listing. */
  isCopyTarget: boolean;
  /** The toast once copied, naming where to paste. */
  copiedText: string | null;
  /** A reply kept in Bonavis for a platform that takes none by API, to copy again. */
  savedDraft: string | null;
};

/**
 * Where the reply goes, from the review's `replyTarget`: null is Google's (published through its Business Profile
 * when connected, else kept in Bonavis and pasted on Google); `api` publishes through the platform (Facebook);
 * `copy-and-open` copies it and opens the platform's own page (TheFork Manager, Tripadvisor's Management Center).
 */
export function useReplyDestination(review: Pick<Review, 'source' | 'replyTarget'>, isGoogleConnected: boolean): ReplyDestination {
  const { t } = useTranslation();
  const platform = useSourceName()(review.source);
  const target = review.replyTarget;
  if (target?.way === 'copy-and-open') {
    const page = t(`reviews.reply.pages.${review.source}`, { defaultValue: platform });
    return {
      goesTo: t('reviews.reply.goesTo.copy', { platform, page }),
      publishLabel: null,
      copyLabel: t(`reviews.reply.copyAndOpenTo.${review.source}`, { defaultValue: t('reviews.reply.copyAndOpen') }),
      // An address the server could not make leaves the button off rather than opening an empty tab.
      copyUrl: target.url || null,
      copiedText: t('reviews.reply.copiedTo', { page }),
      isCopyTarget: true,
      savedDraft: target.draft ?? null,
    };
  }
  if (target?.way === 'api') {
    return {
      goesTo: t('reviews.reply.goesTo.api', { platform }),
      publishLabel: t('reviews.reply.publishTo', { platform }),
      copyLabel: null,
      copyUrl: null,
      copiedText: null,
      isCopyTarget: false,
      savedDraft: null,
    };
  }
  return {
    goesTo: t(isGoogleConnected ? 'reviews.reply.goesTo.google' : 'reviews.reply.goesTo.bonavis'),
    publishLabel: t('reviews.reply.publish'),
    copyLabel: t('reviews.reply.copyAndOpen'),
    copyUrl: null,
    copiedText: null,
    isCopyTarget: false,
    savedDraft: null,
  };
}

/** How a reply sent through a platform's API stands (Facebook's): being sent, published, or refused and why. */
export function SourceReplyStatus({ review }: { review: Pick<Review, 'source' | 'replyTarget'> }) {
  const { t } = useTranslation();
  const platform = useSourceName()(review.source);
  const status = review.replyTarget?.way === 'api' ? review.replyTarget.status : null;
  if (!status) return null;
  if (status.state === 'failed') {
    const words = status.problem ? sourceProblemWords(t, review.source, status.problem) : null;
    return (
      <Alert severity="error">
        {words?.text ?? t('reviews.reply.sourceStatus.failed', { platform })}
        {words?.code && (
          <Typography component="span" variant="body2" sx={{ display: 'block', mt: 0.5, fontWeight: 600 }}>
            {words.code}
          </Typography>
        )}
      </Alert>
    );
  }
  const label = t(`reviews.reply.sourceStatus.${status.state}`, { platform });
  return (
    <Chip
      size="small"
      variant="outlined"
      color={status.state === 'published' ? 'success' : 'default'}
      sx={{ justifySelf: 'start', maxWidth: '100%' }}
      label={status.at && status.state === 'published' ? `${label} · ${formatDate(status.at)}` : label}
    />
  );
}

type PreparedReplyProps = { text: string; copyLabel: string | null; onCopyAndOpen: () => void };

/** A reply kept in Bonavis for a platform that takes none by API: shown, and copied again with its page opened. */
export function PreparedReply({ text, copyLabel, onCopyAndOpen }: PreparedReplyProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5, display: 'grid', gap: 0.5 }}>
      <Typography variant="subtitle2" component="h3">
        {t('reviews.reply.prepared')}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {text}
      </Typography>
      {copyLabel && (
        <Button size="small" variant="outlined" startIcon={<OpenInNewIcon />} onClick={onCopyAndOpen} sx={{ justifySelf: 'start' }}>
          {copyLabel}
        </Button>
      )}
    </Box>
  );
}
