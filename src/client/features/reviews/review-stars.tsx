import Rating from '@mui/material/Rating';
import { useTranslation } from 'react-i18next';

type ReviewStarsProps = { rating: number };

/** The review's stars, read out as « 4 étoiles sur 5 ». */
export function ReviewStars({ rating }: ReviewStarsProps) {
  const { t } = useTranslation();
  return <Rating value={rating} readOnly size="small" getLabelText={(value: number) => t('reviews.card.stars', { count: value })} />;
}
