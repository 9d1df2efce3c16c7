import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Beyond this many characters the text is clamped: a length, because jsdom and the server cannot measure lines. */
const CLAMP_AFTER_CHARS = 280;

type ReviewTextProps = { text: string | null; onExpand: () => void };

/** The review's text, clamped to a few lines with « Lire la suite »; expanding shows it all. */
export function ReviewText({ text, onExpand }: ReviewTextProps) {
  const { t } = useTranslation();
  const [isExpanded, setIsExpanded] = useState(false);
  const textId = useId();
  if (!text) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
        {t('reviews.card.noText')}
      </Typography>
    );
  }
  const isLong = text.length > CLAMP_AFTER_CHARS;
  const isClamped = isLong && !isExpanded;

  const handleToggle = () => {
    if (!isExpanded) onExpand();
    setIsExpanded(!isExpanded);
  };

  return (
    <Box>
      <Typography
        id={textId}
        variant="body2"
        sx={{
          whiteSpace: 'pre-line',
          overflowWrap: 'anywhere',
          ...(isClamped && { display: '-webkit-box', WebkitLineClamp: 4, WebkitBoxOrient: 'vertical', overflow: 'hidden' }),
        }}
      >
        {text}
      </Typography>
      {isLong && (
        <Button size="small" onClick={handleToggle} aria-expanded={isExpanded} aria-controls={textId} sx={{ px: 0.5, mt: 0.5 }}>
          {isExpanded ? t('reviews.card.readLess') : t('reviews.card.readMore')}
        </Button>
      )}
    </Box>
  );
}
