import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import MailOutlineOutlined from '@mui/icons-material/MailOutlineOutlined';
import SmsOutlined from '@mui/icons-material/SmsOutlined';
import { useTranslation } from 'react-i18next';
import { ATTRIBUTION_DAYS, type RequestChannel, type ReviewRequest } from '../../../shared/api/review-requests';
import { visuallyHidden } from '../../components/visually-hidden';
import { formatDate, formatDateTime } from '../../i18n/dates';

const STATUS_COLORS = { queued: 'default', postponed: 'warning', sent: 'success', refused: 'error', failed: 'error' } as const;

/** Where a request stands, in a chip: « En file », « Reportée au … », « Envoyée », « Refusée : raison », « Échec ». */
export function RequestStatusChip({ request, intervalDays }: { request: ReviewRequest; intervalDays: number }) {
  const { t } = useTranslation();
  const label =
    request.status === 'postponed' && request.sendAfter
      ? t('reviewRequests.status.postponedUntil', { date: formatDateTime(request.sendAfter) })
      : request.status === 'refused' && request.refusal
        ? t('reviewRequests.status.refusedBecause', { reason: t(`reviewRequests.refusals.${request.refusal}`, { days: intervalDays }) })
        : t(`reviewRequests.status.${request.status}`);
  return (
    <Chip size="small" color={STATUS_COLORS[request.status]} variant={request.status === 'sent' ? 'filled' : 'outlined'} label={label} />
  );
}

/** E-mail or SMS, with its icon: on one line (never « E- » / « mail »), in the size of the text around it in a table or card. */
export function ChannelLabel({ channel }: { channel: RequestChannel }) {
  const { t } = useTranslation();
  const Icon = channel === 'sms' ? SmsOutlined : MailOutlineOutlined;
  return (
    <Stack direction="row" component="span" sx={{ gap: 0.75, alignItems: 'center', whiteSpace: 'nowrap', typography: 'body2' }}>
      <Icon fontSize="small" color="action" aria-hidden />
      {t(`reviewRequests.channels.${channel}`)}
    </Stack>
  );
}

/** A date of the request, or a dash when it has not happened. */
export function DateOrDash({ value }: { value: string | null }) {
  const { t } = useTranslation();
  if (value) return <>{formatDate(value)}</>;
  return (
    <>
      <span aria-hidden>{t('reviewRequests.history.dash')}</span>
      <Box component="span" sx={visuallyHidden}>
        {t('reviewRequests.history.notYet')}
      </Box>
    </>
  );
}

/** Whether a review seems to have followed: a name match within ATTRIBUTION_DAYS, so an estimate. */
export function ReviewEstimate({ value }: { value: string | null }) {
  const { t } = useTranslation();
  if (!value) return <DateOrDash value={null} />;
  return (
    <Stack direction="row" component="span" sx={{ gap: 0.5, alignItems: 'center', color: 'success.main' }}>
      <CheckCircleOutlined fontSize="small" aria-hidden />
      <Typography component="span" variant="body2" sx={{ color: 'inherit' }}>
        {t('reviewRequests.history.reviewOn', { date: formatDate(value) })}
      </Typography>
    </Stack>
  );
}

/** « Avis reçu (estimation) » with what the estimate is, reachable by keyboard. */
export function ReviewEstimateHeading() {
  const { t } = useTranslation();
  return (
    <Stack direction="row" component="span" sx={{ gap: 0.25, alignItems: 'center' }}>
      {t('reviewRequests.history.columns.review')}
      <Tooltip title={t('reviewRequests.history.reviewTooltip', { days: ATTRIBUTION_DAYS })} describeChild>
        <IconButton size="small" aria-label={t('reviewRequests.history.reviewInfo')}>
          <InfoOutlined fontSize="inherit" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
