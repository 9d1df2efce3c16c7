import { useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useTranslation } from 'react-i18next';
import { PictureLightbox } from './picture-lightbox';

type ReviewPicturesProps = { pictures: string[]; authorName: string; onOpen: () => void };

/** The review's pictures as thumbnails; each opens the lightbox. */
export function ReviewPictures({ pictures, authorName, onOpen }: ReviewPicturesProps) {
  const { t } = useTranslation();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  if (pictures.length === 0) return null;

  const handleOpen = (index: number) => {
    onOpen();
    setOpenIndex(index);
  };

  return (
    <>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}>
        {pictures.map((picture, index) => (
          <li key={picture}>
            <ButtonBase
              onClick={() => handleOpen(index)}
              aria-label={t('reviews.pictures.open', { index: index + 1, count: pictures.length, name: authorName })}
              sx={{
                borderRadius: 1,
                overflow: 'hidden',
                '&.Mui-focusVisible': { outline: 3, outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              <Box
                component="img"
                src={picture}
                alt=""
                loading="lazy"
                sx={{ width: 72, height: 72, objectFit: 'cover', display: 'block' }}
              />
            </ButtonBase>
          </li>
        ))}
      </Box>
      <PictureLightbox
        pictures={pictures}
        index={openIndex}
        authorName={authorName}
        onChange={setOpenIndex}
        onClose={() => setOpenIndex(null)}
      />
    </>
  );
}
