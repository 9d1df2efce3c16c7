import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Chip from '@mui/material/Chip';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ListingLookup } from '../../../shared/api/listings';

/** The found listing: cover, name, category, address and rating. */
export function ListingPreview({ listing }: { listing: ListingLookup }) {
  const { t } = useTranslation();
  const rating = listing.rating.rating;
  return (
    <Card variant="outlined" aria-label={t('onboarding.listing.previewLabel')}>
      {listing.media[0] && <CardMedia component="img" height="140" image={listing.media[0].url} alt="" />}
      <CardContent sx={{ display: 'grid', gap: 0.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
            {listing.name}
          </Typography>
          {listing.demo && <Chip size="small" color="warning" variant="outlined" label={t('onboarding.demoData')} />}
        </Box>
        {listing.categories[0] && <Typography color="text.secondary">{listing.categories[0]}</Typography>}
        <Typography variant="body2">{listing.address.full}</Typography>
        {rating !== null && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Rating value={rating} precision={0.1} readOnly size="small" />
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {rating.toLocaleString()}
            </Typography>
            {listing.rating.count !== null && (
              <Typography variant="body2" color="text.secondary">
                {t('onboarding.listing.reviewCount', { count: listing.rating.count })}
              </Typography>
            )}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
