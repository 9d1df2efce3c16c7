import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PlayResult } from '../../../../shared/api/game';
import { formatDate } from '../../../i18n/dates';

/**
 * The result once the wheel has stopped: the prize and its code, or a kind word. Then, apart and
 * for every player whatever the result, the owner's invitation to review, saying the prize does not
 * depend on it: the draw is over and recorded before this card shows.
 */
export function PlayOutcome({ result }: { result: PlayResult }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const { coupon } = result;

  return (
    <Stack sx={{ gap: 2 }}>
      {coupon ? (
        <Alert severity="success" icon={false}>
          <Stack sx={{ gap: 1 }}>
            <Typography variant="h6" component="p" sx={{ fontWeight: 800 }}>
              {t('gameSession.won', { label: coupon.label })}
            </Typography>
            <Typography>{t('gameSession.code')}</Typography>
            <Typography component="p" sx={{ fontSize: 28, fontWeight: 800, letterSpacing: 2, fontFamily: 'monospace' }}>
              {coupon.code}
            </Typography>
            <Button
              variant="outlined"
              size="small"
              sx={{ alignSelf: 'flex-start' }}
              onClick={() => void navigator.clipboard?.writeText(coupon.code).then(() => setCopied(true))}
            >
              {copied ? t('gameSession.copied') : t('gameSession.copyCode')}
            </Button>
            {coupon.conditions && <Typography>{t('gameSession.conditions', { conditions: coupon.conditions })}</Typography>}
            <Typography>{t('gameSession.expires', { date: formatDate(coupon.expiresAt) })}</Typography>
            {result.prizeMail === 'sent' && <Typography>{t('gameSession.mailed')}</Typography>}
            {result.prizeMail === 'confirm' && <Typography>{t('gameSession.mailConfirm')}</Typography>}
          </Stack>
        </Alert>
      ) : (
        <Alert severity="info">{t('gameSession.lost')}</Alert>
      )}
      <Typography color="text.secondary">{t('gameSession.nextPlay', { date: formatDate(result.nextPlayAt) })}</Typography>
      {result.reviewUrl && (
        <Card variant="outlined">
          <CardContent component={Stack} sx={{ gap: 1 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
              {t('gameSession.invitationTitle')}
            </Typography>
            <Button variant="contained" href={result.reviewUrl} target="_blank" rel="noopener noreferrer" sx={{ alignSelf: 'flex-start' }}>
              {t('gameSession.invitationLink')}
            </Button>
            <Typography>{t('gameSession.invitationNote')}</Typography>
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
