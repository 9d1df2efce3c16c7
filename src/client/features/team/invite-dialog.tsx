import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Role } from '../../../shared/roles';
import { invitationSchema } from '../../../shared/validation/member-schemas';
import { errorCodeOf, fieldErrorsOf } from '../../api/api-error';
import { useInviteMutation } from '../../api/members-api';
import { fieldProps } from '../../components/forms/field-props';
import { notify } from '../../components/notify';
import { PATHS } from '../../config/paths';
import { apiErrorText } from '../../i18n/api-error-text';
import { AccessFields, grantableRoles, type AccessValues, type GrantableRole } from './access-fields';
import { TeamDialog } from './team-dialog';
import type { EstablishmentRef } from './team-text';

type InviteValues = AccessValues & { email: string };

type InviteDialogProps = {
  open: boolean;
  actorRole: Role;
  establishments: readonly EstablishmentRef[];
  onClose: () => void;
};

/** The role offered first: manager when the actor may give it, else the least powerful they may. */
const defaultRole = (actor: Role): GrantableRole => {
  const roles = grantableRoles(actor);
  return roles.includes('manager') ? 'manager' : roles[roles.length - 1];
};

/** « Inviter un membre »: an address, a role and a scope; the server mails the link. */
export function InviteDialog({ open, actorRole, establishments, onClose }: InviteDialogProps) {
  const { t } = useTranslation();
  const [invite] = useInviteMutation();
  const [failure, setFailure] = useState<ReactNode>(null);
  const formik = useFormik<InviteValues>({
    initialValues: { email: '', role: defaultRole(actorRole), locations: 'all' },
    validationSchema: invitationSchema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      const email = values.email.trim().toLowerCase();
      try {
        await invite({ email, role: values.role, locations: values.locations }).unwrap();
        notify(t('team.invite.sent', { email }), 'success');
        helpers.resetForm();
        onClose();
      } catch (error) {
        const code = errorCodeOf(error);
        const fields = fieldErrorsOf(error);
        // An address already in the team is the field's problem: said beside it.
        if (code === 'ALREADY_MEMBER') helpers.setFieldError('email', 'apiErrors.ALREADY_MEMBER');
        else if (fields) helpers.setErrors(fields);
        else setFailure(failureOf(error));
      }
    },
  });

  const failureOf = (error: unknown): ReactNode => {
    const code = errorCodeOf(error);
    if (code === 'TOO_MANY_REQUESTS') return t('team.invite.limit');
    if (code !== 'PLAN_REQUIRED') return apiErrorText(t, error, 'team.invite.failed');
    return (
      <>
        {apiErrorText(t, error, 'team.invite.failed')}{' '}
        <Button component={RouterLink} to={PATHS.subscription} size="small" color="inherit" sx={{ textDecoration: 'underline' }}>
          {t('team.invite.seePlans')}
        </Button>
      </>
    );
  };

  const handleClose = () => {
    setFailure(null);
    formik.resetForm();
    onClose();
  };

  return (
    <TeamDialog
      open={open}
      title={t('team.invite.title')}
      submitLabel={t('team.invite.submit')}
      formik={formik}
      failure={failure}
      onClose={handleClose}
    >
      <Typography color="text.secondary">{t('team.invite.intro')}</Typography>
      <TextField {...fieldProps(formik, t, 'email', 'team.form.email')} required type="email" autoComplete="off" autoFocus />
      <AccessFields formik={formik} actorRole={actorRole} establishments={establishments} />
    </TeamDialog>
  );
}
