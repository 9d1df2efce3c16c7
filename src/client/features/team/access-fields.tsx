import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import type { MemberScope } from '../../../shared/api/organizations';
import { useGroupsQuery } from '../../api/groups-api';
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

type ScopeKind = 'all' | 'some' | 'group';

const kindOf = (scope: MemberScope): ScopeKind => (scope === 'all' ? 'all' : Array.isArray(scope) ? 'some' : 'group');

/**
 * The role (with what it allows) and the scope: every establishment, future ones included, a checklist, or a group
 * (its establishments at each request, those added to it later included, as the form says). An admin sees every
 * establishment whatever is stored, so choosing admin sets the scope to all and hides the list.
 */
export function AccessFields<Values extends AccessValues>({ formik, actorRole, establishments }: AccessFieldsProps<Values>) {
  const { t } = useTranslation();
  const { role, locations } = formik.values;
  const scopeError = (formik.submitCount > 0 || formik.touched.locations) && typeof formik.errors.locations === 'string';
  const groups = useGroupsQuery().data?.items ?? [];
  const kind = kindOf(locations);

  const handleRole = (next: GrantableRole) => {
    void formik.setFieldValue('role', next);
    if (seesEveryEstablishment(next)) void formik.setFieldValue('locations', 'all');
  };
  const handleKind = (next: ScopeKind) => {
    const scope: Record<ScopeKind, MemberScope> = { all: 'all', some: [], group: { group: groups[0]?.id ?? 0 } };
    void formik.setFieldValue('locations', scope[next]);
  };
  const toggle = (id: number) => {
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
          <RadioGroup name="scope" value={kind} onChange={(event) => handleKind(event.target.value as ScopeKind)}>
            <FormControlLabel value="all" control={<Radio />} label={t('team.allEstablishments')} />
            <FormControlLabel value="some" control={<Radio />} label={t('team.form.scopeSome')} />
            {(groups.length > 0 || kind === 'group') && (
              <FormControlLabel value="group" control={<Radio />} label={t('team.form.scopeGroup')} />
            )}
          </RadioGroup>
          {typeof locations === 'object' && !Array.isArray(locations) && (
            <TextField
              select
              size="small"
              label={t('team.form.group')}
              value={groups.some((group) => group.id === locations.group) ? locations.group : ''}
              onChange={(event) => void formik.setFieldValue('locations', { group: Number(event.target.value) })}
              helperText={t('team.form.groupHint')}
              sx={{ ml: 4, maxWidth: 320 }}
            >
              {groups.map((group) => (
                <MenuItem key={group.id} value={group.id}>
                  {group.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          {kind === 'some' && (
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
