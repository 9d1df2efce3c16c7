import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { InboxReview } from '../../../shared/api/reviews';
import { reviewAt, useReviewHistoryQuery, type ReviewAt } from '../../api/reviews-api';
import { LoadError } from '../../components/load-error';
import { formatDate, formatDateTime } from '../../i18n/dates';
import { EvidenceDownload } from '../review-integrity/evidence-download';
import { ReviewStars } from './review-stars';

/** The copies Bonavis saw of a review, oldest first, each dated; read when the owner asks. */
function ReviewVersions({ review, id }: { review: ReviewAt; id: string }) {
  const { t } = useTranslation();
  const { data, isLoading, isError, refetch } = useReviewHistoryQuery(review);
  if (isLoading) return <Skeleton id={id} variant="rounded" height={72} aria-label={t('reviews.history.loading')} />;
  if (isError || !data) return <LoadError message={t('reviews.history.loadError')} onRetry={() => void refetch()} />;
  return (
    <Box component="ol" id={id} sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
      {data.map((version, index) => (
        <Box component="li" key={version.seenAt + index} sx={{ borderLeft: 2, borderColor: 'divider', pl: 1.5, display: 'grid', gap: 0.5 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
            <Typography variant="caption" color="text.secondary">
              {t(index === 0 ? 'reviews.history.firstSeen' : 'reviews.history.seen', { date: formatDateTime(version.seenAt) })}
            </Typography>
            <ReviewStars rating={version.reviewRate} />
          </Box>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {version.reviewContent ?? t('reviews.history.noText')}
          </Typography>
          {version.responseContent && (
            <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {t('reviews.history.response', { text: version.responseContent })}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}

/**
 * « Modifié le … : 2 → 5 étoiles » when Bonavis saw the reviewer change the rating or the text, and the earlier copies
 * on demand with their evidence file. Nothing for a review never edited.
 */
export function ReviewEdits({ review }: { review: InboxReview }) {
  const { t } = useTranslation();
  const versionsId = useId();
  const [isOpen, setOpen] = useState(false);
  if (!review.edited) return null;
  const { at, previousRate } = review.edited;
  const summary =
    previousRate === review.reviewRate
      ? t('reviews.history.textEdited', { date: formatDate(at) })
      : t('reviews.history.ratingEdited', { date: formatDate(at), from: previousRate, to: review.reviewRate, count: review.reviewRate });
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {summary}
        </Typography>
        <Button
          size="small"
          onClick={() => setOpen((open) => !open)}
          aria-expanded={isOpen}
          aria-controls={isOpen ? versionsId : undefined}
        >
          {t(isOpen ? 'reviews.history.hide' : 'reviews.history.show')}
        </Button>
      </Box>
      {isOpen && (
        <>
          <ReviewVersions review={reviewAt(review)} id={versionsId} />
          <EvidenceDownload reviewIds={[review.id]} location={review.location.id} />
        </>
      )}
    </Box>
  );
}
