import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

type RemoveEstablishmentDialogProps = {
  open: boolean;
  /** The establishment about to go, kept while the dialog closes so its words do not change. */
  name: string;
  isRemoving: boolean;
  /** Why the last try failed, already in words. */
  failure: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

/** Says what goes with an establishment before the one-time code is asked for. */
export function RemoveEstablishmentDialog({ open, name, isRemoving, failure, onConfirm, onClose }: RemoveEstablishmentDialogProps) {
  const { t } = useTranslation();
  const handleClose = () => {
    if (!isRemoving) onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={handleClose}
      aria-labelledby="remove-establishment-title"
      aria-describedby="remove-establishment-text"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="remove-establishment-title" sx={{ overflowWrap: 'anywhere' }}>
        {t('account.establishments.confirmTitle', { name })}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText id="remove-establishment-text">{t('account.establishments.consequences')}</DialogContentText>
        <DialogContentText>{t('account.establishments.codeNext')}</DialogContentText>
        {failure && <Alert severity="error">{failure}</Alert>}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <Button onClick={handleClose} disabled={isRemoving} color="inherit">
          {t('account.cancel')}
        </Button>
        <Button onClick={onConfirm} variant="contained" color="error" loading={isRemoving}>
          {t('account.establishments.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
