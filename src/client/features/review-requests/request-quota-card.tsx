import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ReviewRequestState } from '../../../shared/api/review-requests';
import { SettingsSection } from '../../components/settings-section';
import { formatDate } from '../../i18n/dates';

/** The least share of the bar painted once one request is used, so 1 of 300 does not look like none (about 10 px). */
const MIN_VISIBLE_PERCENT = 3;

/** The month's requests used and left (e-mails and SMS together), and whether SMS really leave. */
export function RequestQuotaCard({ state }: { state: ReviewRequestState }) {
  const { t } = useTranslation();
  const { used, limit, resetsOn } = state.quota;
  const left = Math.max(0, limit - used);
  const percent = limit > 0 ? Math.min(100, (used / limit) * 100) : 100;
  const usedText = t('reviewRequests.quota.used', { used, limit });
  return (
    <SettingsSection title={t('reviewRequests.quota.title')}>
      <Stack sx={{ gap: 1 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', columnGap: 1, flexWrap: 'wrap' }}>
          {/* Smaller on phones, and free to wrap: it fits a 390 px card on one line and a 320 px one on two. */}
          <Typography sx={{ fontSize: { xs: 24, sm: 28 }, fontWeight: 800, lineHeight: 1.2, minWidth: 0, overflowWrap: 'anywhere' }}>
            {t('reviewRequests.quota.left', { count: left })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {usedText}
          </Typography>
        </Stack>
        <LinearProgress
          variant="determinate"
          value={used > 0 ? Math.max(percent, MIN_VISIBLE_PERCENT) : 0}
          color={left === 0 ? 'error' : percent >= 80 ? 'warning' : 'primary'}
          // The real share for assistive technology, not the bar's minimum.
          aria-label={t('reviewRequests.quota.title')}
          aria-valuenow={Math.round(percent)}
          aria-valuetext={usedText}
          sx={{
            height: 10,
            borderRadius: '5px',
            // A track that reads on the card: the edge of a form control (3:1) around a faint fill.
            bgcolor: 'action.hover',
            border: 1,
            borderColor: 'controlBorder',
            '& .MuiLinearProgress-bar': { borderRadius: '4px' },
          }}
        />
        <Typography variant="body2" color="text.secondary">
          {t('reviewRequests.quota.resets', { date: formatDate(resetsOn) })}
        </Typography>
      </Stack>
      {state.smsOffline && <Alert severity="info">{t('reviewRequests.quota.smsOffline')}</Alert>}
    </SettingsSection>
  );
}
