import { useState } from 'react';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { Member } from '../../../shared/api/organizations';
import type { Role } from '../../../shared/roles';
import { memberChangeSchema } from '../../../shared/validation/member-schemas';
import { fieldErrorsOf } from '../../api/api-error';
import { useChangeMemberMutation } from '../../api/members-api';
import { notify } from '../../components/notify';
import { apiErrorText } from '../../i18n/api-error-text';
import { AccessFields, isGrantable, type AccessValues } from './access-fields';
import { TeamDialog } from './team-dialog';
import { displayName, type EstablishmentRef } from './team-text';

type ChangeMemberDialogProps = {
  /** The member whose access changes; null: closed. */
  member: Member | null;
  actorRole: Role;
  establishments: readonly EstablishmentRef[];
  onClose: () => void;
};

/** A member's role and scope, changed (never an owner's, never one's own: the list offers neither). */
export function ChangeMemberDialog({ member, actorRole, establishments, onClose }: ChangeMemberDialogProps) {
  const { t } = useTranslation();
  const [changeMember] = useChangeMemberMutation();
  const [failure, setFailure] = useState<string | null>(null);
  // The member stays named while the dialog closes.
  const [shown, setShown] = useState(member);
  if (member && member !== shown) setShown(member);
  const name = shown ? displayName(shown) : '';
  const formik = useFormik<AccessValues>({
    // An owner is never changed here (the list offers no button for one): viewer stands in for the type.
    initialValues: { role: shown && isGrantable(shown.role) ? shown.role : 'viewer', locations: shown?.locations ?? 'all' },
    validationSchema: memberChangeSchema,
    enableReinitialize: true,
    onSubmit: async (values, helpers) => {
      if (!member) return;
      setFailure(null);
      try {
        await changeMember({ userId: member.userId, change: values }).unwrap();
        notify(t('team.change.saved', { name }), 'success');
        helpers.resetForm();
        onClose();
      } catch (error) {
        const fields = fieldErrorsOf(error);
        if (fields) helpers.setErrors(fields);
        else setFailure(apiErrorText(t, error, 'team.change.failed'));
      }
    },
  });
  const handleClose = () => {
    setFailure(null);
    formik.resetForm();
    onClose();
  };

  return (
    <TeamDialog
      open={member !== null}
      title={t('team.change.title', { name })}
      submitLabel={t('team.change.submit')}
      formik={formik}
      failure={failure}
      onClose={handleClose}
    >
      <AccessFields formik={formik} actorRole={actorRole} establishments={establishments} />
    </TeamDialog>
  );
}
