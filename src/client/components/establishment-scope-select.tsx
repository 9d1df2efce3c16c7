import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

type Named = { id: number; name: string };

/** What a network screen covers: every establishment the user sees, those named, or a group's. */
export type EstablishmentScope = { establishments: number[]; group?: number };

type EstablishmentScopeSelectProps = {
  value: EstablishmentScope;
  onChange: (scope: EstablishmentScope) => void;
  groups: Named[];
  /** The establishments offered one by one; none: the groups only (the ranking lists every establishment anyway). */
  establishments?: Named[];
};

const ALL = 'all';
const SEVERAL = 'several';

/** The select's value of a scope: `all`, `group:<id>`, `place:<id>`, or `several` for a list a link named. */
function valueOf({ establishments, group }: EstablishmentScope): string {
  if (establishments.length > 1) return SEVERAL;
  if (establishments.length === 1) return `place:${establishments[0]}`;
  return group === undefined ? ALL : `group:${group}`;
}

function scopeOf(value: string): EstablishmentScope {
  const [kind, id] = value.split(':');
  if (kind === 'group') return { establishments: [], group: Number(id) };
  if (kind === 'place') return { establishments: [Number(id)] };
  return { establishments: [] };
}

/**
 * « Établissements » on a network screen: all of them, one group (« Sud-Ouest »), or one establishment. A link may name
 * several establishments; the select then says how many, until another choice replaces them.
 */
export function EstablishmentScopeSelect({ value, onChange, groups, establishments = [] }: EstablishmentScopeSelectProps) {
  const { t } = useTranslation();
  const selected = valueOf(value);
  return (
    <TextField
      select
      size="small"
      label={t('establishmentScope.label')}
      value={selected}
      onChange={(event) => {
        if (event.target.value !== SEVERAL) onChange(scopeOf(event.target.value));
      }}
      sx={{ width: { xs: '100%', sm: 320 }, maxWidth: '100%', justifySelf: 'start' }}
    >
      <MenuItem value={ALL}>{t('establishments.all')}</MenuItem>
      {selected === SEVERAL && (
        <MenuItem value={SEVERAL}>{t('establishmentScope.several', { count: value.establishments.length })}</MenuItem>
      )}
      {groups.length > 0 && <ListSubheader>{t('establishmentScope.groups')}</ListSubheader>}
      {groups.map((group) => (
        <MenuItem key={`group:${group.id}`} value={`group:${group.id}`}>
          {group.name}
        </MenuItem>
      ))}
      {establishments.length > 0 && <ListSubheader>{t('establishmentScope.establishments')}</ListSubheader>}
      {establishments.map((place) => (
        <MenuItem key={`place:${place.id}`} value={`place:${place.id}`}>
          {place.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
