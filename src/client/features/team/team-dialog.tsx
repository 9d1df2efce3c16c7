import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';

type TeamDialogProps<Values> = {
  open: boolean;
  title: string;
  submitLabel: string;
  formik: FormikProps<Values>;
  /** What went wrong with the last try, in words, and what to do about it if anything. */
  failure: ReactNode;
  onClose: () => void;
  children: ReactNode;
};

/** A form in a dialog (an invitation, a member's access): full screen on a phone, closed only when nothing is saving. */
export function TeamDialog<Values>({ open, title, submitLabel, formik, failure, onClose, children }: TeamDialogProps<Values>) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const handleClose = () => {
    if (!formik.isSubmitting) onClose();
  };
  return (
    <Dialog open={open} onClose={handleClose} fullScreen={isPhone} fullWidth maxWidth="sm" aria-labelledby="team-dialog-title">
      <Box component="form" noValidate onSubmit={formik.handleSubmit} sx={{ display: 'contents' }}>
        <DialogTitle id="team-dialog-title">{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          {children}
          {failure && <Alert severity="error">{failure}</Alert>}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
          <Button onClick={handleClose} disabled={formik.isSubmitting} color="inherit">
            {t('team.form.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={formik.isSubmitting}>
            {submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
