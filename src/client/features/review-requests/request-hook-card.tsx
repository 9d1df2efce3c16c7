import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { ReviewRequestState } from '../../../shared/api/review-requests';
import { useRotateRequestHookSecretMutation } from '../../api/review-requests-api';
import { CopyField } from '../../components/copy-field';
import { notify } from '../../components/notify';
import { SettingsSection } from '../../components/settings-section';
import { apiErrorText } from '../../i18n/api-error-text';

/**
 * The secret address a till or booking tool posts each customer to after a visit, and a new one when the old may have
 * leaked: the old address is refused at once, so the owner confirms first.
 */
export function RequestHookCard({ state }: { state: ReviewRequestState }) {
  const { t } = useTranslation();
  const [rotate, { isLoading }] = useRotateRequestHookSecretMutation();
  const [confirming, setConfirming] = useState(false);

  const handleRotate = async () => {
    try {
      await rotate().unwrap();
      notify(t('reviewRequests.hook.rotated'), 'success');
    } catch (error) {
      notify(apiErrorText(t, error, 'reviewRequests.hook.rotateError'), 'error');
    }
    setConfirming(false);
  };

  return (
    <SettingsSection
      title={t('reviewRequests.hook.title')}
      description={t('reviewRequests.hook.description', { days: state.intervalDays })}
    >
      <Stack sx={{ gap: 2 }}>
        <CopyField
          label={t('reviewRequests.hook.field')}
          value={state.hookUrl}
          copyLabel={t('reviewRequests.hook.copy')}
          copiedText={t('reviewRequests.hook.copied')}
          failedText={t('reviewRequests.copyFailed')}
          helperText={t('reviewRequests.hook.secret')}
          monospace
        />
        <Button
          variant="outlined"
          color="warning"
          onClick={() => setConfirming(true)}
          sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
        >
          {t('reviewRequests.hook.rotate')}
        </Button>
      </Stack>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="request-hook-rotate-title">
        <DialogTitle id="request-hook-rotate-title">{t('reviewRequests.hook.rotateTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('reviewRequests.hook.rotateText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('reviewRequests.hook.cancel')}</Button>
          <Button color="warning" variant="contained" loading={isLoading} onClick={() => void handleRotate()}>
            {t('reviewRequests.hook.confirmRotate')}
          </Button>
        </DialogActions>
      </Dialog>
    </SettingsSection>
  );
}
