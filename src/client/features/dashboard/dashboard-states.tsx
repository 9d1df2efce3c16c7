import { LoadError } from '../../components/load-error';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../components/visually-hidden';
import { PATHS } from '../../config/paths';

/** Placeholders the shape of the dashboard while its figures load. */
export function DashboardSkeleton() {
  const { t } = useTranslation();
  return (
    <Box role="status" sx={{ display: 'grid', gap: 2 }}>
      <Box component="span" sx={visuallyHidden}>
        {t('dashboard.loading')}
      </Box>
      <Skeleton variant="rounded" height={120} aria-hidden />
      <Box aria-hidden sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
        {[0, 1, 2, 3, 4, 5].map((index) => (
          <Card key={index} variant="outlined">
            <CardContent>
              <Skeleton width="50%" />
              <Skeleton width="30%" height={48} />
              <Skeleton width="70%" />
            </CardContent>
          </Card>
        ))}
      </Box>
      <Skeleton variant="rounded" height={280} aria-hidden />
    </Box>
  );
}

/** No review at all yet: nothing to measure, say what brings the first ones. */
export function DashboardEmpty() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', justifyItems: 'center', textAlign: 'center', gap: 1.5, py: 6, px: 2, color: 'text.secondary' }}>
      <RateReviewOutlinedIcon sx={{ fontSize: 48 }} aria-hidden />
      <Typography variant="h6" component="h2" color="text.primary">
        {t('dashboard.empty.title')}
      </Typography>
      <Typography sx={{ maxWidth: 460 }}>{t('dashboard.empty.description')}</Typography>
      <Button component={RouterLink} to={PATHS.reviewsHome} variant="contained">
        {t('dashboard.empty.action')}
      </Button>
    </Box>
  );
}

/** The figures could not load: say why and offer to try again. */
export const DashboardError = LoadError;
