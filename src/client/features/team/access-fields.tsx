import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import type { MemberScope } from '../../../shared/api/organizations';
import { mayGrant, seesEveryEstablishment, type Role } from '../../../shared/roles';
import { GRANTABLE_ROLES } from '../../../shared/validation/member-schemas';
import type { EstablishmentRef } from './team-text';

export type GrantableRole = (typeof GRANTABLE_ROLES)[number];

/** What an invitation or a change gives: a role (never owner) and the establishments it applies to. */
export type AccessValues = { role: GrantableRole; locations: MemberScope };

export const isGrantable = (role: Role): role is GrantableRole => GRANTABLE_ROLES.some((entry) => entry === role);

type AccessFieldsProps<Values extends AccessValues> = {
  formik: FormikProps<Values>;
  /** The role of the member acting: they give at most their own, never owner. */
  actorRole: Role;
  establishments: readonly EstablishmentRef[];
};

/** The roles `actor` may give, most powerful first. */
export const grantableRoles = (actor: Role) => GRANTABLE_ROLES.filter((role) => mayGrant(actor, role));

/**
 * The role (with what it allows) and the scope: every establishment, future ones included, or a checklist. An admin
 * sees every establishment whatever is stored, so choosing admin sets the scope to all and hides the list.
 */
export function AccessFields<Values extends AccessValues>({ formik, actorRole, establishments }: AccessFieldsProps<Values>) {
  const { t } = useTranslation();
  const { role, locations } = formik.values;
  const scopeError = (formik.submitCount > 0 || formik.touched.locations) && typeof formik.errors.locations === 'string';

  const handleRole = (next: GrantableRole) => {
    void formik.setFieldValue('role', next);
    if (seesEveryEstablishment(next)) void formik.setFieldValue('locations', 'all');
  };
  const toggle = (id: number) => {
    // A group's scope is changed into a list by ticking (the groups themselves are chosen on their own screen).
    const listed = Array.isArray(locations) ? locations : [];
    const next = listed.includes(id) ? listed.filter((entry) => entry !== id) : [...listed, id];
    void formik.setFieldTouched('locations', true, false);
    void formik.setFieldValue('locations', next);
  };

  return (
    <>
      <FormControl>
        <FormLabel id="team-role-label">{t('team.form.role')}</FormLabel>
        <RadioGroup
          aria-labelledby="team-role-label"
          name="role"
          value={role}
          onChange={(event) => handleRole(event.target.value as GrantableRole)}
        >
          {grantableRoles(actorRole).map((option) => (
            <FormControlLabel
              key={option}
              value={option}
              control={<Radio />}
              sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { pt: 0.5 }, mb: 0.5 }}
              label={
                <>
                  <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                    {t(`team.roles.${option}`)}
                  </Typography>
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                    {t(`team.roleHints.${option}`)}
                  </Typography>
                </>
              }
            />
          ))}
        </RadioGroup>
      </FormControl>
      {seesEveryEstablishment(role) ? (
        <Typography color="text.secondary">{t('team.form.adminSeesAll')}</Typography>
      ) : (
        <FormControl error={scopeError} component="fieldset">
          <FormLabel component="legend">{t('team.form.scope')}</FormLabel>
          <RadioGroup
            name="scope"
            value={locations === 'all' ? 'all' : 'some'}
            onChange={(event) => void formik.setFieldValue('locations', event.target.value === 'all' ? 'all' : [])}
          >
            <FormControlLabel value="all" control={<Radio />} label={t('team.allEstablishments')} />
            <FormControlLabel value="some" control={<Radio />} label={t('team.form.scopeSome')} />
          </RadioGroup>
          {locations !== 'all' && (
            <FormGroup role="group" aria-label={t('team.form.scopeList')} sx={{ pl: 4 }}>
              {establishments.map(({ id, name }) => (
                <FormControlLabel
                  key={id}
                  control={<Checkbox checked={Array.isArray(locations) && locations.includes(id)} onChange={() => toggle(id)} />}
                  label={name}
                />
              ))}
            </FormGroup>
          )}
          {scopeError && <FormHelperText>{t(formik.errors.locations as string)}</FormHelperText>}
        </FormControl>
      )}
    </>
  );
}
