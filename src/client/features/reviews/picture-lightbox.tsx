import type { KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';

type PictureLightboxProps = {
  pictures: string[];
  /** The picture shown, or null when closed. */
  index: number | null;
  authorName: string;
  onChange: (index: number) => void;
  onClose: () => void;
};

/**
 * The review's pictures in full size. MUI's Dialog traps the focus, closes on Escape and gives the
 * focus back to the thumbnail that opened it; the arrow keys go to the previous or next picture.
 */
export function PictureLightbox({ pictures, index, authorName, onChange, onClose }: PictureLightboxProps) {
  const { t } = useTranslation();
  const count = pictures.length;
  const current = index ?? 0;
  const position = { index: current + 1, count, name: authorName };
  const handlePrevious = () => onChange((current - 1 + count) % count);
  const handleNext = () => onChange((current + 1) % count);
  const handleKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowLeft') handlePrevious();
    if (event.key === 'ArrowRight') handleNext();
  };

  return (
    <Dialog
      open={index !== null}
      onClose={onClose}
      onKeyDown={handleKeyDown}
      maxWidth="md"
      fullWidth
      aria-labelledby="review-lightbox-title"
    >
      <DialogTitle id="review-lightbox-title" sx={{ pr: 7 }}>
        {t('reviews.pictures.dialogTitle', { name: authorName })}
      </DialogTitle>
      <IconButton aria-label={t('reviews.pictures.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ display: 'grid', gap: 1, justifyItems: 'center' }}>
        {index !== null && (
          <Box
            component="img"
            src={pictures[current]}
            alt={t('reviews.pictures.alt', position)}
            sx={{ maxWidth: '100%', maxHeight: '70vh', objectFit: 'contain', borderRadius: 1 }}
          />
        )}
        {count > 1 && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <IconButton aria-label={t('reviews.pictures.previous')} onClick={handlePrevious}>
              <ChevronLeftIcon />
            </IconButton>
            <Typography variant="body2" aria-live="polite">
              {t('reviews.pictures.position', position)}
            </Typography>
            <IconButton aria-label={t('reviews.pictures.next')} onClick={handleNext}>
              <ChevronRightIcon />
            </IconButton>
          </Box>
        )}
      </DialogContent>
    </Dialog>
  );
}
