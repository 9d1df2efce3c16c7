import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ReviewRequestState } from '../../../shared/api/review-requests';
import { CopyField } from '../../components/copy-field';
import { SettingsSection } from '../../components/settings-section';
import { formatDate } from '../../i18n/dates';

/** The month's requests used and left (e-mails and SMS together), and whether SMS really leave. */
export function RequestQuotaCard({ state }: { state: ReviewRequestState }) {
  const { t } = useTranslation();
  const { used, limit, resetsOn } = state.quota;
  const left = Math.max(0, limit - used);
  const percent = limit > 0 ? Math.min(100, Math.round((used / limit) * 100)) : 100;
  return (
    <SettingsSection title={t('reviewRequests.quota.title')}>
      <Stack sx={{ gap: 1 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ fontSize: 28, fontWeight: 800, lineHeight: 1.2 }}>{t('reviewRequests.quota.left', { count: left })}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('reviewRequests.quota.used', { used, limit })}
          </Typography>
        </Stack>
        <LinearProgress
          variant="determinate"
          value={percent}
          color={left === 0 ? 'error' : percent >= 80 ? 'warning' : 'primary'}
          aria-label={t('reviewRequests.quota.used', { used, limit })}
          sx={{ height: 8, borderRadius: 4 }}
        />
        <Typography variant="body2" color="text.secondary">
          {t('reviewRequests.quota.resets', { date: formatDate(resetsOn) })}
        </Typography>
      </Stack>
      {state.smsOffline && <Alert severity="info">{t('reviewRequests.quota.smsOffline')}</Alert>}
    </SettingsSection>
  );
}

/** The secret address a till or booking tool posts each customer to after a visit. */
export function RequestHookCard({ state }: { state: ReviewRequestState }) {
  const { t } = useTranslation();
  return (
    <SettingsSection
      title={t('reviewRequests.hook.title')}
      description={t('reviewRequests.hook.description', { days: state.intervalDays })}
    >
      <CopyField
        label={t('reviewRequests.hook.field')}
        value={state.hookUrl}
        copyLabel={t('reviewRequests.hook.copy')}
        copiedText={t('reviewRequests.hook.copied')}
        failedText={t('reviewRequests.copyFailed')}
        helperText={t('reviewRequests.hook.secret')}
        monospace
      />
    </SettingsSection>
  );
}
