import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { DashboardPeriod } from '../../../shared/api/dashboard';
import type { SourceDashboard, SourceFigures } from '../../../shared/api/review-sources';
import { SourceLabel, useSourceRatingText } from '../../components/review-source';
import { useDashboardFormat } from './dashboard-format';
import { reviewsLink, type ReviewsLink } from './dashboard-links';
import { SectionCard } from './section-card';

type SourceBreakdownProps = {
  figures: SourceDashboard;
  period: DashboardPeriod;
  /** Where a source's row leads: the inbox of the establishment shown unless the network's page says otherwise. */
  linkTo?: ReviewsLink;
};

/** Whether the card has anything to say: a source beyond Google with reviews in the period. */
export const hasSourcesBeyondGoogle = (figures: SourceDashboard | undefined) =>
  figures?.items.some((item) => item.source !== 'google' && item.reviews > 0) ?? false;

function SourceRow({ item, period, linkTo }: { item: SourceFigures; period: DashboardPeriod; linkTo: ReviewsLink }) {
  const { t } = useTranslation();
  const format = useDashboardFormat();
  const ratingText = useSourceRatingText();
  // Facebook's figure is its share of recommendations; the others' their average on their own scale.
  const own = item.scale === 'recommendation' ? item.recommendShare : item.averageRating;
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr auto', sm: 'minmax(8rem, 1fr) minmax(7rem, auto) minmax(6rem, auto)' },
        alignItems: 'baseline',
        columnGap: 2,
        rowGap: 0.25,
        py: 0.75,
      }}
    >
      <Link component={RouterLink} to={linkTo({ source: item.source, period })} underline="hover" color="inherit" sx={{ minWidth: 0 }}>
        <SourceLabel source={item.source} />
      </Link>
      <Box component="span" sx={{ textAlign: 'right' }}>
        <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
          {own === null ? '—' : ratingText(own, item.scale)}
        </Typography>
        {item.scale === 10 && item.averageOnFive !== null && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {t('dashboard.sources.onFive', { value: format.rating(item.averageOnFive) })}
          </Typography>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, textAlign: { sm: 'right' } }}>
        {item.reviews > 0
          ? t('dashboard.sources.reviews', { count: item.reviews, value: format.integer(item.reviews) })
          : t('dashboard.sources.noReviews')}
      </Typography>
    </Box>
  );
}

/**
 * « Par source »: each source's average on its own scale and its reviews over the period, then the combined average on
 * five points with its conversion said (TheFork's /10 halved; Facebook's recommendations shown as a share, outside the
 * average). Google's own cards above never mix another source in.
 */
export function SourceBreakdown({ figures, period, linkTo = reviewsLink }: SourceBreakdownProps) {
  const { t } = useTranslation();
  const format = useDashboardFormat();
  const { combined } = figures;
  return (
    <SectionCard title={t('dashboard.sources.title')}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid' }}>
        {figures.items.map((item) => (
          <SourceRow key={item.source} item={item} period={period} linkTo={linkTo} />
        ))}
      </Box>
      <Divider />
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1.5 }}>
          <Typography component="h3" variant="subtitle2">
            {t('dashboard.sources.combined')}
          </Typography>
          <Typography component="span" variant="h6" sx={{ fontWeight: 700 }}>
            {combined.averageOnFive === null ? '—' : t('dashboard.sources.combinedValue', { value: format.rating(combined.averageOnFive) })}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary">
            {t('dashboard.sources.combinedReviews', { count: combined.reviews, value: format.integer(combined.reviews) })}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t('dashboard.sources.conversion')}
        </Typography>
      </Box>
    </SectionCard>
  );
}
