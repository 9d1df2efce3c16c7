import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DashboardSummary } from '../../../shared/api/dashboard';
import { useDashboardFormat } from './dashboard-format';
import { reviewsLink } from './dashboard-links';

type RemovedReviewsNoteProps = { figures: Pick<DashboardSummary['figures'], 'averageRating' | 'averageRatingShown' | 'removedReviews'> };

/**
 * Under the average rating, when reviews were found removed (in the period, or ever: then the two averages differ):
 * the average Google would show without them and a link to those reviews. Nothing when there is none.
 */
export function RemovedReviewsNote({ figures }: RemovedReviewsNoteProps) {
  const { t } = useTranslation();
  const format = useDashboardFormat();
  const { averageRating, averageRatingShown, removedReviews } = figures;
  const removedInPeriod = removedReviews.current ?? 0;
  const averagesDiffer = averageRatingShown.current !== averageRating.current;
  if (removedInPeriod === 0 && !averagesDiffer) return null;

  return (
    <Box sx={{ display: 'grid', gap: 0.5, px: 2, pb: 2 }}>
      {averageRatingShown.current !== null && (
        <Typography variant="body2" color="text.secondary">
          {t('dashboard.cards.averageWithoutRemoved', { value: format.rating(averageRatingShown.current) })}
        </Typography>
      )}
      <Link component={RouterLink} to={reviewsLink({ removed: true })} variant="body2">
        {removedInPeriod > 0
          ? t('dashboard.cards.removedInPeriod', { count: removedInPeriod, value: format.integer(removedInPeriod) })
          : t('dashboard.cards.removedSeeAll')}
      </Link>
    </Box>
  );
}
