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
import type { TwoFactorGate } from './two-factor-gate';

/**
 * The organisation the team screen acts in: the one of the establishment shown (the API answers for it, by
 * `?location=`), else the first.
 */
const actingMembership = (memberships: Membership[] | undefined, organizationId: number | null) =>
  memberships?.find((membership) => membership.id === organizationId) ?? memberships?.[0];

type TeamSettingsPageProps = {
  /** The organisation of the establishment the screens show (the app's choice), null before one is known. */
  organizationId: number | null;
  /** The one-time code a transfer of ownership asks for (the account's, handed in by the app). */
  twoFactor: TwoFactorGate;
};

/**
 * Settings → Équipe: who works on the organisation's establishments, with which role and scope, and the invitations
 * pending. Owners and admins manage it; the other roles are told who does (the API shows the team to those only).
 */
export function TeamSettingsPage({ organizationId, twoFactor }: TeamSettingsPageProps) {
  const { t } = useTranslation();
  const { data, error, refetch } = useOrganizationsQuery();
  const membership = actingMembership(data, organizationId);

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
        <TeamManager key={membership.id} membership={membership} twoFactor={twoFactor} />
      ) : (
        <Alert severity="info">{t('team.notAllowed')}</Alert>
      )}
    </Stack>
  );
}
