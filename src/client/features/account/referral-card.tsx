import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopyRoundedIcon from '@mui/icons-material/ContentCopyRounded';
import ShareRoundedIcon from '@mui/icons-material/ShareRounded';
import { notify } from '../../components/notify';
import { useTranslation } from 'react-i18next';
import { useReferralsQuery } from '../../api/referrals-api';
import { LoadError } from '../../components/load-error';
import { SettingsSection } from '../../components/settings-section';
import { PATHS } from '../../config/paths';

/** The link a friend opens on any device: the login page keeps the code (`ref`) until their account is created. */
export const referralLinkOf = (referralId: string, origin = window.location.origin) =>
  `${origin}${PATHS.login}?ref=${encodeURIComponent(referralId)}`;

/** Settings → Général → Parrainage: the owner's link, to copy or share, and how many accounts it brought. */
export function ReferralCard() {
  const { t } = useTranslation();
  const { data, isLoading, isError, refetch } = useReferralsQuery();
  const link = data ? referralLinkOf(data.referralId) : '';
  const canShare = typeof navigator.share === 'function';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      notify(t('referrals.copied'), 'success');
    } catch {
      notify(t('referrals.copyFailed'), 'error');
    }
  };
  // Closing the share sheet rejects the promise: nothing to tell the owner.
  const share = () =>
    void navigator.share({ title: t('referrals.shareTitle'), text: t('referrals.shareText'), url: link }).catch(() => undefined);

  return (
    <SettingsSection title={t('referrals.title')} description={t('referrals.description')}>
      {isError && <LoadError message={t('referrals.loadError')} onRetry={() => void refetch()} />}
      {isLoading && <Skeleton variant="rounded" height={56} />}
      {data && (
        <>
          <TextField
            label={t('referrals.linkLabel')}
            value={link}
            slotProps={{
              input: { readOnly: true },
              htmlInput: { onFocus: (event: React.FocusEvent<HTMLInputElement>) => event.target.select() },
            }}
            fullWidth
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
            <Button variant="contained" startIcon={<ContentCopyRoundedIcon />} onClick={() => void copy()}>
              {t('referrals.copy')}
            </Button>
            {canShare && (
              <Button variant="outlined" startIcon={<ShareRoundedIcon />} onClick={share}>
                {t('referrals.share')}
              </Button>
            )}
          </Stack>
          <Typography>{t('referrals.count', { count: data.referredCount })}</Typography>
        </>
      )}
    </SettingsSection>
  );
}
