import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import ThumbDownOutlined from '@mui/icons-material/ThumbDownOutlined';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';
import { useTranslation } from 'react-i18next';
import type { Review } from '../../../shared/api/reviews';
import { SourceLabel, useSourceName, useSourceRatingText } from '../../components/review-source';
import { visuallyHidden } from '../../components/visually-hidden';
import { ReviewStars } from './review-stars';

type SourceRatingProps = { review: Pick<Review, 'source' | 'scale' | 'sourceRating' | 'recommends' | 'reviewRate'> };

/**
 * The rating as the reviewer gave it, on the source's own scale: stars out of 5 (Google, Tripadvisor), « 9,2/10 »
 * (TheFork), « Recommande » or « Ne recommande pas » (Facebook). The five-point `reviewRate` is only the fallback.
 */
export function SourceRating({ review }: SourceRatingProps) {
  const { t } = useTranslation();
  const name = useSourceName()(review.source);
  const ratingText = useSourceRatingText();
  if (review.scale === 'recommendation') {
    const recommends = review.recommends ?? review.reviewRate >= 3;
    return (
      <Chip
        size="small"
        variant="outlined"
        color={recommends ? 'success' : 'error'}
        icon={recommends ? <ThumbUpOutlined /> : <ThumbDownOutlined />}
        label={t(recommends ? 'reviews.card.recommends' : 'reviews.card.notRecommends')}
      />
    );
  }
  if (review.scale === 10 && review.sourceRating !== null) {
    const value = ratingText(review.sourceRating, 10);
    return (
      <Typography component="span" variant="body2" sx={{ fontWeight: 700 }}>
        <Box component="span" sx={visuallyHidden}>
          {t('reviews.card.sourceRating', { platform: name, value: '' })}
        </Box>
        {value}
      </Typography>
    );
  }
  return <ReviewStars rating={review.reviewRate} />;
}

/** Where the review was read: the platform's badge and name (« Source : TheFork » for screen readers). */
export function ReviewSourceMark({ source }: Pick<Review, 'source'>) {
  const { t } = useTranslation();
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center' }} data-review-source={source}>
      <Box component="span" sx={visuallyHidden}>
        {t('reviews.card.source')}
      </Box>
      <SourceLabel source={source} size={18} variant="caption" />
    </Box>
  );
}
