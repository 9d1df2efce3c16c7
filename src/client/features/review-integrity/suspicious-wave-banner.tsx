import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RemovedReview, SuspiciousWave } from '../../../shared/api/review-integrity';
import { useReviewAlertsQuery } from '../../api/reviews-api';
import { PATHS } from '../../config/paths';
import { formatDate, formatDateTime } from '../../i18n/dates';
import { EvidenceDownload } from './evidence-download';

/** The inbox showing only the reviews the source no longer shows (the reviews screen reads `removed=yes`). */
const REMOVED_REVIEWS_LINK = `${PATHS.reviewsHome}?removed=yes`;

/** Numbers as the interface language writes them ("0,2" in French). */
function formatExpected(value: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1, minimumFractionDigits: value < 1 ? 1 : 0 }).format(value);
}

function WaveAlert({ wave, reportUrl }: { wave: SuspiciousWave; reportUrl: string }) {
  const { t, i18n } = useTranslation();
  return (
    // A region, not an alert: it is there when the page opens, not news to interrupt the owner with.
    <Alert severity="warning" component="section" role="region" aria-label={t('reviewIntegrity.wave.title')}>
      <AlertTitle component="h2">{t('reviewIntegrity.wave.title')}</AlertTitle>
      <Typography variant="body2">
        {t('reviewIntegrity.wave.summary', {
          count: wave.reviews.length,
          from: formatDate(wave.from),
          to: formatDate(wave.to),
          expected: formatExpected(wave.expected, i18n.language),
        })}
        {wave.withoutText > 0 && ` ${t('reviewIntegrity.wave.withoutText', { count: wave.withoutText })}`}
      </Typography>
      <Box component="ul" sx={{ my: 1, pl: 2.5 }}>
        {wave.reviews.map((review) => (
          <Typography component="li" variant="body2" key={review.id}>
            {t('reviewIntegrity.wave.review', {
              author: review.authorName,
              stars: t('reviewIntegrity.wave.stars', { count: review.reviewRate }),
              date: formatDateTime(review.date),
            })}
            {!review.hasText && ` ${t('reviewIntegrity.wave.noText')}`}
          </Typography>
        ))}
      </Box>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('reviewIntegrity.wave.whatToDo')}
      </Typography>
      <Box component="ol" sx={{ mt: 0.5, mb: 0, pl: 2.5 }}>
        <Typography component="li" variant="body2">
          {t('reviewIntegrity.wave.reply')}
        </Typography>
        <Typography component="li" variant="body2">
          {t('reviewIntegrity.wave.report')}{' '}
          <Link href={reportUrl} target="_blank" rel="noopener noreferrer" color="inherit" sx={{ fontWeight: 600 }}>
            {t('reviewIntegrity.wave.reportLink')}
          </Link>
        </Typography>
        <Typography component="li" variant="body2">
          {t('reviewIntegrity.wave.keep')}
        </Typography>
      </Box>
      <Box sx={{ mt: 1.5 }}>
        <EvidenceDownload reviewIds={wave.reviews.map((review) => review.id)} color="inherit" />
      </Box>
    </Alert>
  );
}

/** The reviews the source stopped showing lately, each named with its removal date, their evidence and the inbox's filter. */
function RemovalsAlert({ removals }: { removals: RemovedReview[] }) {
  const { t } = useTranslation();
  return (
    <Alert severity="info" component="section" role="region" aria-label={t('reviewIntegrity.removals.title')}>
      <AlertTitle component="h2">{t('reviewIntegrity.removals.title')}</AlertTitle>
      <Typography variant="body2">{t('reviewIntegrity.removals.summary', { count: removals.length })}</Typography>
      <Box component="ul" sx={{ my: 1, pl: 2.5 }}>
        {removals.map((review) => (
          <Typography component="li" variant="body2" key={review.id} sx={{ overflowWrap: 'anywhere' }}>
            {t('reviewIntegrity.removals.review', {
              author: review.authorName,
              stars: t('reviewIntegrity.wave.stars', { count: review.reviewRate }),
              date: formatDate(review.date),
              removedAt: formatDate(review.removedAt),
            })}
          </Typography>
        ))}
      </Box>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {t('reviewIntegrity.removals.keep')}{' '}
        <Link component={RouterLink} to={REMOVED_REVIEWS_LINK} color="inherit" sx={{ fontWeight: 600 }}>
          {t('reviewIntegrity.removals.seeAll')}
        </Link>
      </Typography>
      <EvidenceDownload reviewIds={removals.map((review) => review.id)} color="inherit" />
    </Alert>
  );
}

/**
 * The suspicious waves of low ratings and the reviews removed in the last 30 days, on the dashboard and the inbox: the
 * reviews named, what to do, and their evidence file. Nothing while loading, when there is none, or when the check
 * failed (the pages work without it).
 */
export function SuspiciousWaveBanner() {
  const { data } = useReviewAlertsQuery();
  if (!data || (!data.waves.length && !data.removals.length)) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {data.waves.map((wave) => (
        <WaveAlert key={wave.from} wave={wave} reportUrl={data.reportUrl} />
      ))}
      {data.removals.length > 0 && <RemovalsAlert removals={data.removals} />}
    </Box>
  );
}
