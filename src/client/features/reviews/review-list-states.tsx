import { LoadError } from '../../components/load-error';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../components/visually-hidden';

/** Placeholders the shape of review cards, while the first page loads. */
export function ReviewListSkeleton() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 2 }} role="status">
      <Box component="span" sx={visuallyHidden}>
        {t('reviews.list.loading')}
      </Box>
      {[0, 1, 2].map((index) => (
        <Card key={index} variant="outlined" aria-hidden>
          <CardContent sx={{ display: 'grid', gap: 1 }}>
            <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
              <Skeleton variant="circular" width={40} height={40} />
              <Box sx={{ flex: 1 }}>
                <Skeleton width="40%" />
                <Skeleton width="30%" />
              </Box>
            </Box>
            <Skeleton variant="rounded" height={56} />
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

type EmptyStateProps = { icon: React.ReactNode; title: string; description: string; action?: React.ReactNode };

function EmptyState({ icon, title, description, action }: EmptyStateProps) {
  return (
    <Box sx={{ display: 'grid', justifyItems: 'center', textAlign: 'center', gap: 1.5, py: 6, px: 2, color: 'text.secondary' }}>
      {icon}
      <Typography variant="h6" component="h2" color="text.primary">
        {title}
      </Typography>
      <Typography sx={{ maxWidth: 460 }}>{description}</Typography>
      {action}
    </Box>
  );
}

/** The listing has no review at all yet. */
export function NoReviewYet() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<RateReviewOutlinedIcon sx={{ fontSize: 48 }} />}
      title={t('reviews.list.noneYetTitle')}
      description={t('reviews.list.noneYetDescription')}
    />
  );
}

/** Reviews exist, but none matches the filters. */
export function NoMatchingReview({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<SearchOffIcon sx={{ fontSize: 48 }} />}
      title={t('reviews.list.noMatchTitle')}
      description={t('reviews.list.noMatchDescription')}
      action={
        <Button variant="contained" onClick={onReset}>
          {t('reviews.filters.reset')}
        </Button>
      }
    />
  );
}

/** The « Retirés » filter is on and no review of the period or search was found removed. */
export function NoRemovedReview({ onShowAll }: { onShowAll: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<VisibilityOffOutlinedIcon sx={{ fontSize: 48 }} />}
      title={t('reviews.list.noRemovedTitle')}
      description={t('reviews.list.noRemovedDescription')}
      action={
        <Button variant="outlined" onClick={onShowAll}>
          {t('reviews.list.showAll')}
        </Button>
      }
    />
  );
}

/** The list could not load: say so and offer to try again. */
export const ReviewListError = LoadError;
