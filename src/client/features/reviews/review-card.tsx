import { useId } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import { useTranslation } from 'react-i18next';
import type { InboxReview } from '../../../shared/api/reviews';
import { visuallyHidden } from '../../components/visually-hidden';
import { formatDate, formatRelative } from '../../i18n/dates';
import { ReviewEdits } from './review-edits';
import { ReviewPictures } from './review-pictures';
import { ReviewVideos } from './review-videos';
import { ReviewReply } from './review-reply';
import { ReviewSourceMark, SourceRating } from './source-rating';
import { ReviewText } from './review-text';
import { useMarkRead } from './use-mark-read';

type ReviewCardProps = {
  review: InboxReview;
  /** Names the review's establishment (the network inbox, where the cards of several are together). */
  showEstablishment?: boolean;
};

/** The establishment a review is about, in words for screen readers too. */
function EstablishmentName({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <Chip
      icon={<StorefrontOutlined />}
      label={
        <>
          <Box component="span" sx={visuallyHidden}>
            {t('reviews.card.establishment')}
          </Box>
          {name}
        </>
      }
      size="small"
      variant="outlined"
      sx={{ justifySelf: 'start', maxWidth: '100%' }}
    />
  );
}

/** « Retiré de Google le … »: in words and with an icon, not by colour alone, with what it means beside it. */
function RemovedMark({ removedAt }: { removedAt: string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <Chip
        icon={<VisibilityOffOutlinedIcon />}
        label={<time dateTime={removedAt}>{t('reviews.card.removed', { date: formatDate(removedAt) })}</time>}
        size="small"
        color="warning"
        variant="outlined"
        // Longer languages wrap on a phone rather than cut the date off.
        sx={{ maxWidth: '100%', height: 'auto', minHeight: 24, '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
      />
      <Typography variant="caption" color="text.secondary">
        {t('reviews.card.removedExplanation')}
      </Typography>
    </Box>
  );
}

/** One review: who wrote it, when, its stars, text and pictures, and the owner's reply. */
export function ReviewCard({ review, showEstablishment = false }: ReviewCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const markRead = useMarkRead(review);
  const isUnread = !review.hasBeenReadd;

  return (
    <Card component="article" aria-labelledby={headingId} variant={isUnread ? 'elevation' : 'outlined'}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
          <Avatar src={review.authorPictUrl ?? undefined} alt="" slotProps={{ img: { referrerPolicy: 'no-referrer' } }}>
            {review.authorName.trim().charAt(0).toUpperCase() || '?'}
          </Avatar>
          <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 0.25 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
              {isUnread && (
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center' }}>
                  <Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: 'primary.main' }} />
                  <Box component="span" sx={visuallyHidden}>
                    {t('reviews.card.unread')}
                  </Box>
                </Box>
              )}
              <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {review.authorName}
              </Typography>
              {review.isLocalGuide && <Chip label={t('reviews.card.localGuide')} size="small" color="primary" variant="outlined" />}
            </Box>
            {showEstablishment && <EstablishmentName name={review.location.name} />}
            <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
              <SourceRating review={review} />
              <ReviewSourceMark source={review.source} />
              <Typography variant="caption" color="text.secondary">
                <time dateTime={review.date} title={formatDate(review.date)}>
                  {t('reviews.card.date', { relative: formatRelative(review.date), absolute: formatDate(review.date) })}
                </time>
              </Typography>
            </Box>
          </Box>
          {isUnread && (
            <Tooltip title={t('reviews.card.markRead')}>
              <IconButton aria-label={t('reviews.card.markReadOf', { name: review.authorName })} onClick={markRead} size="small">
                <DoneAllIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </Box>
        {review.removedAt && <RemovedMark removedAt={review.removedAt} />}
        <ReviewText text={review.reviewContent} onExpand={markRead} />
        <ReviewEdits review={review} />
        <ReviewPictures pictures={review.pictures} authorName={review.authorName} onOpen={markRead} />
        <ReviewVideos media={review.media ?? []} authorName={review.authorName} onOpen={markRead} />
        <Divider />
        <ReviewReply review={review} onOpen={markRead} />
      </CardContent>
    </Card>
  );
}
