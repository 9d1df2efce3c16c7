import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RemovedReview, ReviewAlerts, SuspiciousWave } from '../../../shared/api/review-integrity';
import { useNetworkReviewAlertsQuery, useReviewAlertsQuery, type NetworkScope } from '../../api/reviews-api';
import { PATHS } from '../../config/paths';
import { formatDate, formatDateTime } from '../../i18n/dates';
import { EvidenceDownload } from './evidence-download';
import { ReportToGoogle } from './report-to-google';

/**
 * The inbox showing only the reviews the source no longer shows (the reviews screen reads `removed=yes`): the one
 * establishment's, or on the network's screens the network inbox narrowed to the establishment named.
 */
const removedReviewsLink = (establishment: number | null) =>
  establishment === null
    ? `${PATHS.reviewsHome}?removed=yes`
    : `${PATHS.reviewsNetwork}?${new URLSearchParams({ removed: 'yes', establishments: String(establishment) })}`;

/** On the network's screens, the establishment an alert is about. */
function EstablishmentLine({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5, overflowWrap: 'anywhere' }}>
      {t('reviewIntegrity.establishment', { name })}
    </Typography>
  );
}

/** Numbers as the interface language writes them ("0,2" in French). */
function formatExpected(value: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1, minimumFractionDigits: value < 1 ? 1 : 0 }).format(value);
}

type AlertOptions = {
  /** The network's screens: each alert names its establishment. */
  network: boolean;
};

function WaveAlert({ wave, reportUrl, network }: { wave: SuspiciousWave; reportUrl: string } & AlertOptions) {
  const { t, i18n } = useTranslation();
  return (
    // A region, not an alert: it is there when the page opens, not news to interrupt the owner with.
    <Alert severity="warning" component="section" role="region" aria-label={t('reviewIntegrity.wave.title')}>
      <AlertTitle component="h2">{t('reviewIntegrity.wave.title')}</AlertTitle>
      {network && <EstablishmentLine name={wave.location.name} />}
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
            <ReportToGoogle review={review} location={wave.location.id} />
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
        <EvidenceDownload reviewIds={wave.reviews.map((review) => review.id)} location={wave.location.id} color="inherit" />
      </Box>
    </Alert>
  );
}

/** The reviews the source stopped showing lately, each named with its removal date, their evidence and the inbox's filter. */
function RemovalsAlert({ removals, network }: { removals: RemovedReview[] } & AlertOptions) {
  const { t } = useTranslation();
  const { location } = removals[0];
  return (
    <Alert severity="info" component="section" role="region" aria-label={t('reviewIntegrity.removals.title')}>
      <AlertTitle component="h2">{t('reviewIntegrity.removals.title')}</AlertTitle>
      {network && <EstablishmentLine name={location.name} />}
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
        <Link component={RouterLink} to={removedReviewsLink(network ? location.id : null)} color="inherit" sx={{ fontWeight: 600 }}>
          {t('reviewIntegrity.removals.seeAll')}
        </Link>
      </Typography>
      <EvidenceDownload reviewIds={removals.map((review) => review.id)} location={location.id} color="inherit" />
    </Alert>
  );
}

/** The removals of each establishment apart, in the order of their newest removal: each has its own evidence file. */
function byEstablishment(removals: RemovedReview[]): RemovedReview[][] {
  const groups = new Map<number, RemovedReview[]>();
  for (const removal of removals) groups.set(removal.location.id, [...(groups.get(removal.location.id) ?? []), removal]);
  return [...groups.values()];
}

/** The alerts of one establishment, or of several on the network's screens (`network`), each naming its own. */
function IntegrityAlerts({ alerts, network }: { alerts: ReviewAlerts } & AlertOptions) {
  if (!alerts.waves.length && !alerts.removals.length) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {alerts.waves.map((wave) => (
        <WaveAlert key={`${wave.location.id}-${wave.from}`} wave={wave} reportUrl={alerts.reportUrl} network={network} />
      ))}
      {byEstablishment(alerts.removals).map((removals) => (
        <RemovalsAlert key={removals[0].location.id} removals={removals} network={network} />
      ))}
    </Box>
  );
}

/**
 * The suspicious waves of low ratings and the reviews removed in the last 30 days, on the dashboard and the inbox: the
 * reviews named, what to do, and their evidence file. Nothing while loading, when there is none, or when the check
 * failed (the pages work without it).
 */
export function SuspiciousWaveBanner() {
  const { data } = useReviewAlertsQuery();
  return data ? <IntegrityAlerts alerts={data} network={false} /> : null;
}

/** The same alerts over several establishments (the network inbox's), each naming its establishment. */
export function NetworkIntegrityBanner({ scope }: { scope: NetworkScope }) {
  const { data } = useNetworkReviewAlertsQuery(scope);
  return data ? <IntegrityAlerts alerts={data} network /> : null;
}
