import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

type TransferDialogProps = {
  open: boolean;
  /** The member who would become owner, kept while the dialog closes so its words do not change. */
  name: string;
  isBusy: boolean;
  /** Why the last try failed, already in words. */
  failure: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

/** Says what a transfer changes (who owns and pays, who becomes administrator) before the one-time code is asked for. */
export function TransferDialog({ open, name, isBusy, failure, onConfirm, onClose }: TransferDialogProps) {
  const { t } = useTranslation();
  const handleClose = () => {
    if (!isBusy) onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={handleClose}
      aria-labelledby="team-transfer-title"
      aria-describedby="team-transfer-text"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="team-transfer-title" sx={{ overflowWrap: 'anywhere' }}>
        {t('team.transfer.title', { name })}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText id="team-transfer-text">{t('team.transfer.text', { name })}</DialogContentText>
        <DialogContentText>{t('team.transfer.billing', { name })}</DialogContentText>
        <DialogContentText>{t('team.transfer.codeNext')}</DialogContentText>
        {failure && <Alert severity="error">{failure}</Alert>}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <Button onClick={handleClose} disabled={isBusy} color="inherit">
          {t('team.form.cancel')}
        </Button>
        <Button onClick={onConfirm} variant="contained" color="warning" loading={isBusy}>
          {t('team.transfer.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
