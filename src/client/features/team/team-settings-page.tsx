import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { Membership } from '../../../shared/api/organizations';
import { roleCan } from '../../../shared/roles';
import { useOrganizationsQuery } from '../../api/organizations-api';
import { LoadError } from '../../components/load-error';
import { apiErrorText } from '../../i18n/api-error-text';
import { TeamManager } from './team-manager';

/**
 * The organisation the team screen acts in: the one the API answers for. Until the app lets the user switch
 * establishment, that is their first organisation (the API's own choice without `?location=`: their own listing's).
 */
const actingMembership = (memberships: Membership[] | undefined) => memberships?.[0];

/**
 * Settings → Équipe: who works on the organisation's establishments, with which role and scope, and the invitations
 * pending. Owners and admins manage it; the other roles are told who does (the API shows the team to those only).
 */
export function TeamSettingsPage() {
  const { t } = useTranslation();
  const { data, error, refetch } = useOrganizationsQuery();
  const membership = actingMembership(data);

  if (!data && error) return <LoadError message={apiErrorText(t, error, 'team.loadError')} onRetry={() => void refetch()} />;
  if (!data) {
    return (
      <Stack role="status" aria-label={t('team.loading')} sx={{ mt: 3 }}>
        <Skeleton variant="rounded" height={160} />
      </Stack>
    );
  }
  return (
    <Stack sx={{ mt: 3 }}>
      {membership && roleCan(membership.role, 'members') ? (
        <TeamManager membership={membership} />
      ) : (
        <Alert severity="info">{t('team.notAllowed')}</Alert>
      )}
    </Stack>
  );
}
