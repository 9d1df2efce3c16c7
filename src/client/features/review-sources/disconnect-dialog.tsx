import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ConfigurableSource } from '../../../shared/api/review-sources';
import { useDisconnectReviewSourceMutation } from '../../api/review-sources-api';
import { notify } from '../../components/notify';
import { useSourceName } from '../../components/review-source';
import { apiErrorText } from '../../i18n/api-error-text';

type DisconnectDialogProps = { source: ConfigurableSource; location: number; open: boolean; onClose: () => void };

/**
 * Disconnecting says first what becomes of the reviews already read: kept (in the inbox and the figures, marked with
 * their source) or deleted with their history; the owner picks before confirming. Kept is the default: nothing is lost
 * by a hurried click.
 */
export function DisconnectDialog({ source, location, open, onClose }: DisconnectDialogProps) {
  const { t } = useTranslation();
  const name = useSourceName()(source);
  const titleId = useId();
  const textId = useId();
  const [choice, setChoice] = useState<'keep' | 'delete'>('keep');
  const [disconnect, disconnection] = useDisconnectReviewSourceMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const isBusy = disconnection.isLoading;

  const handleClose = () => {
    if (isBusy) return;
    setFailure(null);
    setChoice('keep');
    onClose();
  };
  const handleConfirm = async () => {
    setFailure(null);
    try {
      await disconnect({ location, source, keepReviews: choice === 'keep' }).unwrap();
      notify(t(choice === 'keep' ? 'sources.disconnect.doneKept' : 'sources.disconnect.doneDeleted', { platform: name }), 'success');
      onClose();
    } catch (error) {
      setFailure(apiErrorText(t, error, 'sources.disconnect.failed'));
    }
  };

  const option = (value: 'keep' | 'delete') => (
    <FormControlLabel
      value={value}
      control={<Radio />}
      sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { pt: 0.5 } }}
      label={
        <>
          <Typography component="span" sx={{ display: 'block', fontWeight: 600, pt: 0.75 }}>
            {t(`sources.disconnect.${value}`)}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {t(`sources.disconnect.${value}Help`, { platform: name })}
          </Typography>
        </>
      }
    />
  );

  return (
    <Dialog open={open} onClose={handleClose} aria-labelledby={titleId} aria-describedby={textId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('sources.disconnect.title', { platform: name })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText id={textId}>{t('sources.disconnect.text', { platform: name })}</DialogContentText>
        <RadioGroup
          aria-label={t('sources.disconnect.choice')}
          value={choice}
          onChange={(event) => setChoice(event.target.value as 'keep' | 'delete')}
          sx={{ gap: 1 }}
        >
          {option('keep')}
          {option('delete')}
        </RadioGroup>
        {failure && <Alert severity="error">{failure}</Alert>}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={handleClose} disabled={isBusy} color="inherit">
          {t('sources.form.cancel')}
        </Button>
        <Button onClick={() => void handleConfirm()} variant="contained" color="error" loading={isBusy}>
          {t(choice === 'keep' ? 'sources.disconnect.confirmKeep' : 'sources.disconnect.confirmDelete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
