import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  isBusy: boolean;
  /** What went wrong with the last try, already in words. */
  failure: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before an action that cannot be undone from here (removing a member, revoking an invitation). */
export function ConfirmDialog({ open, title, text, confirmLabel, isBusy, failure, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const handleClose = () => {
    if (!isBusy) onClose();
  };
  return (
    <Dialog open={open} onClose={handleClose} aria-labelledby="team-confirm-title" aria-describedby="team-confirm-text" maxWidth="xs">
      <DialogTitle id="team-confirm-title">{title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText id="team-confirm-text">{text}</DialogContentText>
        {failure && <Alert severity="error">{failure}</Alert>}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={handleClose} disabled={isBusy} color="inherit">
          {t('team.form.cancel')}
        </Button>
        <Button onClick={onConfirm} variant="contained" color="error" loading={isBusy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
