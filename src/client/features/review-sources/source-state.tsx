import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SourceItem } from '../../../shared/api/review-sources';
import { useSourceName, useSourceRatingText } from '../../components/review-source';
import { formatDateTime } from '../../i18n/dates';
import { sourceProblemWords, type SourceProblemWords } from '../../i18n/source-problem-text';

const STATE_COLOURS = { connected: 'success', waiting: 'info', refused: 'error', disconnected: 'default' } as const;

/** « Connecté », « En attente de la première lecture », « Refusé par TheFork » or « Non connecté », in words. */
export function SourceStateChip({ item }: { item: SourceItem }) {
  const { t } = useTranslation();
  const name = useSourceName();
  return (
    <Chip
      size="small"
      color={STATE_COLOURS[item.state]}
      variant={item.state === 'disconnected' ? 'outlined' : 'filled'}
      label={t(`sources.states.${item.state}`, { platform: name(item.source) })}
      // Longer languages wrap on a phone rather than cut the state off.
      sx={{ maxWidth: '100%', height: 'auto', minHeight: 24, '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
    />
  );
}

/** A platform's refusal: the reason in words, the platform's own code beside it. */
export function SourceProblemAlert({ words }: { words: SourceProblemWords }) {
  return (
    <Alert severity="error" role="alert">
      {words.text}
      {words.code && (
        <Typography component="span" variant="body2" sx={{ display: 'block', mt: 0.5, fontWeight: 600 }}>
          {words.code}
        </Typography>
      )}
    </Alert>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

/** What Bonavis knows of a connected source: last read, reviews, rating on its own scale, the listing and its rank. */
export function SourceDetails({ item }: { item: SourceItem }) {
  const { t } = useTranslation();
  const ratingText = useSourceRatingText();
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5 }}
    >
      <Detail label={t('sources.details.lastRead')}>
        {item.lastReadAt ? <time dateTime={item.lastReadAt}>{formatDateTime(item.lastReadAt)}</time> : t('sources.details.notReadYet')}
      </Detail>
      {item.reviewCount !== null && <Detail label={t('sources.details.reviews')}>{item.reviewCount}</Detail>}
      {item.averageRating !== null && <Detail label={t('sources.details.rating')}>{ratingText(item.averageRating, item.scale)}</Detail>}
      {item.name && (
        <Detail label={t('sources.details.listing')}>
          {item.url ? (
            <Link href={item.url} target="_blank" rel="noopener noreferrer">
              {item.name}
            </Link>
          ) : (
            item.name
          )}
        </Detail>
      )}
      {item.ranking && <Detail label={t('sources.details.ranking')}>{item.ranking}</Detail>}
    </Box>
  );
}

/** The problem of a source, if any, in words. */
export function useSourceProblem(item: SourceItem): SourceProblemWords | null {
  const { t } = useTranslation();
  return item.problem ? sourceProblemWords(t, item.source, item.problem) : null;
}
