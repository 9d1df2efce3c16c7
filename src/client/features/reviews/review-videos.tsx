import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutline';
import { useTranslation } from 'react-i18next';
import type { ReviewMedia } from '../../../shared/api/google';

type ReviewVideosProps = { media: ReviewMedia[]; authorName: string; onOpen: () => void };

/**
 * The videos a reviewer added on Google (since April 2026), as thumbnails that open each video on Google in a new tab:
 * Bonavis plays none itself. The review's photos are among its pictures already.
 */
export function ReviewVideos({ media, authorName, onOpen }: ReviewVideosProps) {
  const { t } = useTranslation();
  const videos = media.filter((item) => item.kind === 'video');
  if (videos.length === 0) return null;
  return (
    <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}>
      {videos.map((video, index) => (
        <li key={video.url}>
          <Link
            href={video.url}
            target="_blank"
            rel="noopener noreferrer"
            onClick={onOpen}
            aria-label={t('reviews.videos.open', { index: index + 1, count: videos.length, name: authorName })}
            sx={{
              position: 'relative',
              display: 'grid',
              placeItems: 'center',
              width: 72,
              height: 72,
              borderRadius: 1,
              overflow: 'hidden',
              bgcolor: 'action.hover',
              color: 'common.white',
            }}
          >
            {video.thumbnailUrl && (
              <Box
                component="img"
                src={video.thumbnailUrl}
                alt=""
                loading="lazy"
                sx={{ position: 'absolute', inset: 0, width: 1, height: 1, objectFit: 'cover' }}
              />
            )}
            <PlayCircleOutlineIcon
              sx={{ position: 'relative', fontSize: 32, filter: 'drop-shadow(0 0 2px rgba(0,0,0,0.8))' }}
              aria-hidden
            />
          </Link>
        </li>
      ))}
    </Box>
  );
}
