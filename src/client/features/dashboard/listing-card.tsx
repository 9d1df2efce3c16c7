import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { useTranslation } from 'react-i18next';
import type { DashboardSummary } from '../../../shared/api/dashboard';
import { formatDate, formatRelative } from '../../i18n/dates';
import { useDashboardFormat } from './dashboard-format';

type ListingCardProps = { listing: DashboardSummary['listing']; now?: Date };

/** The establishment the figures are about: who, where, what Google shows, and how fresh the data is. */
export function ListingCard({ listing, now = new Date() }: ListingCardProps) {
  const { t } = useTranslation();
  const format = useDashboardFormat();
  const { name, category, address, cover, googleRating, url, demo, lastSyncAt } = listing;
  return (
    <Card variant="outlined" component="section" aria-label={t('dashboard.listing.label')}>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' } }}>
        {cover ? (
          <CardMedia
            component="img"
            image={cover}
            alt=""
            sx={{ width: { xs: '100%', sm: 160 }, height: { xs: 140, sm: 'auto' }, objectFit: 'cover' }}
          />
        ) : (
          <Box
            aria-hidden
            sx={{ width: { xs: '100%', sm: 160 }, minHeight: 100, display: 'grid', placeItems: 'center', bgcolor: 'action.hover' }}
          >
            <StorefrontOutlinedIcon sx={{ fontSize: 48, color: 'text.secondary' }} />
          </Box>
        )}
        <CardContent sx={{ display: 'grid', gap: 0.5, flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {url ? (
                <Link href={url} target="_blank" rel="noopener noreferrer" color="inherit">
                  {name}
                </Link>
              ) : (
                name
              )}
            </Typography>
            {demo && <Chip size="small" color="warning" variant="outlined" label={t('onboarding.demoData')} />}
          </Box>
          {category && <Typography color="text.secondary">{category}</Typography>}
          {address && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {address}
            </Typography>
          )}
          {googleRating !== null && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Rating value={googleRating} precision={0.1} readOnly size="small" aria-hidden />
              <Typography variant="body2">{t('dashboard.listing.googleRating', { rating: format.rating(googleRating) })}</Typography>
            </Box>
          )}
          <Typography variant="body2" color="text.secondary">
            {lastSyncAt ? (
              <time dateTime={lastSyncAt} title={formatDate(lastSyncAt)}>
                {t('dashboard.listing.lastSync', { when: formatRelative(lastSyncAt, now) })}
              </time>
            ) : (
              t('dashboard.listing.neverSynced')
            )}
          </Typography>
        </CardContent>
      </Box>
    </Card>
  );
}
