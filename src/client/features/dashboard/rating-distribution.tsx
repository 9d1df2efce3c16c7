import { visuallyHidden } from '../../components/visually-hidden';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';
import { useTranslation } from 'react-i18next';
import type { DashboardPeriod, DashboardSummary } from '../../../shared/api/dashboard';
import { useDashboardFormat } from './dashboard-format';
import { reviewsLink, type ReviewsLink } from './dashboard-links';
import { SectionCard } from './section-card';

type RatingDistributionProps = {
  distribution: DashboardSummary['distribution'];
  period: DashboardPeriod;
  /** Where a row leads: the inbox of the establishment shown unless the network's page says otherwise. */
  linkTo?: ReviewsLink;
};

/** The period's reviews per star rating, 5 down to 1; each row opens those reviews. */
export function RatingDistribution({ distribution, period, linkTo = reviewsLink }: RatingDistributionProps) {
  const { t } = useTranslation();
  const format = useDashboardFormat();
  const total = distribution.reduce((sum, row) => sum + row.count, 0);
  const rows = [5, 4, 3, 2, 1].map((rating) => ({ rating, count: distribution.find((row) => row.rating === rating)?.count ?? 0 }));

  return (
    <SectionCard title={t('dashboard.distribution.title')}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {rows.map(({ rating, count }) => {
          const share = total > 0 ? count / total : 0;
          const label = t('dashboard.distribution.row', {
            count,
            stars: t('dashboard.distribution.stars', { count: rating }),
            reviews: format.integer(count),
            percent: format.percent(share),
          });
          return (
            <li key={rating}>
              <Link
                component={RouterLink}
                to={linkTo({ ratings: [rating], period })}
                underline="hover"
                color="inherit"
                sx={{ display: 'grid', gridTemplateColumns: '3rem 1fr 6.5rem', alignItems: 'center', gap: 1.5, py: 0.5, borderRadius: 1 }}
              >
                {/* The link's name is this sentence; the row's visible parts say the same and are hidden from screen readers. */}
                <Box component="span" sx={visuallyHidden}>
                  {label}
                </Box>
                <Box component="span" aria-hidden sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, fontWeight: 600 }}>
                  {rating}
                  <StarIcon fontSize="small" sx={{ color: 'warning.main' }} />
                </Box>
                <LinearProgress variant="determinate" value={share * 100} aria-hidden sx={{ height: 10, borderRadius: 5 }} />
                <Typography component="span" variant="body2" aria-hidden sx={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                  {format.integer(count)} · {format.percent(share)}
                </Typography>
              </Link>
            </li>
          );
        })}
      </Box>
    </SectionCard>
  );
}
