import { useState, type ReactNode } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { EstablishmentGroup } from '../../../shared/api/organizations';
import { groupSchema } from '../../../shared/validation/group-schemas';
import { errorCodeOf, fieldErrorsOf } from '../../api/api-error';
import { useCreateGroupMutation, useUpdateGroupMutation, type GroupBody } from '../../api/groups-api';
import { fieldProps } from '../../components/forms/field-props';
import { notify } from '../../components/notify';
import { apiErrorText } from '../../i18n/api-error-text';
import { TeamDialog } from './team-dialog';
import type { EstablishmentRef } from './team-text';

type GroupDialogProps = {
  /** The group changed, `'new'` for one to make, null while closed. */
  group: EstablishmentGroup | 'new' | null;
  establishments: readonly EstablishmentRef[];
  onClose: () => void;
};

/** « Créer un groupe » or « Modifier le groupe »: a name and the establishments it holds. */
export function GroupDialog({ group, establishments, onClose }: GroupDialogProps) {
  const { t } = useTranslation();
  const [createGroup] = useCreateGroupMutation();
  const [updateGroup] = useUpdateGroupMutation();
  const [failure, setFailure] = useState<ReactNode>(null);
  const editing = group !== null && group !== 'new' ? group : null;
  const formik = useFormik<GroupBody>({
    initialValues: { name: editing?.name ?? '', locations: editing?.locations ?? [] },
    enableReinitialize: true,
    validationSchema: groupSchema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      const body = { name: values.name.trim(), locations: values.locations };
      try {
        if (editing) await updateGroup({ id: editing.id, body }).unwrap();
        else await createGroup(body).unwrap();
        notify(t(editing ? 'team.groups.saved' : 'team.groups.created', { name: body.name }), 'success');
        helpers.resetForm();
        onClose();
      } catch (error) {
        const fields = fieldErrorsOf(error);
        // A name already taken is the field's problem: said beside it.
        if (errorCodeOf(error) === 'GROUP_EXISTS') helpers.setFieldError('name', 'apiErrors.GROUP_EXISTS');
        else if (fields) helpers.setErrors(fields);
        else setFailure(apiErrorText(t, error, 'team.groups.failed'));
      }
    },
  });
  const chosen = formik.values.locations;
  const locationsError = (formik.submitCount > 0 || formik.touched.locations) && typeof formik.errors.locations === 'string';
  const toggle = (id: number) => {
    void formik.setFieldTouched('locations', true, false);
    void formik.setFieldValue('locations', chosen.includes(id) ? chosen.filter((entry) => entry !== id) : [...chosen, id]);
  };
  const handleClose = () => {
    setFailure(null);
    formik.resetForm();
    onClose();
  };

  return (
    <TeamDialog
      open={group !== null}
      title={t(editing ? 'team.groups.editTitle' : 'team.groups.createTitle')}
      submitLabel={t(editing ? 'team.groups.save' : 'team.groups.create')}
      formik={formik}
      failure={failure}
      onClose={handleClose}
    >
      <TextField {...fieldProps(formik, t, 'name', 'team.groups.name')} required autoComplete="off" autoFocus />
      <FormControl error={locationsError} component="fieldset">
        <FormLabel component="legend">{t('team.groups.establishments')}</FormLabel>
        <FormGroup>
          {establishments.map(({ id, name }) => (
            <FormControlLabel key={id} control={<Checkbox checked={chosen.includes(id)} onChange={() => toggle(id)} />} label={name} />
          ))}
        </FormGroup>
        {locationsError && <FormHelperText>{t(formik.errors.locations as string)}</FormHelperText>}
      </FormControl>
    </TeamDialog>
  );
}
