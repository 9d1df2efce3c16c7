import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useGroupsQuery } from '../../api/groups-api';
import type { Invitation } from '../../../shared/api/organizations';
import { formatDate } from '../../i18n/dates';
import { TeamEntries, TeamEntry } from './team-entry';
import { roleLabel, scopeText, type EstablishmentRef } from './team-text';

type InvitationListProps = {
  invitations: Invitation[];
  establishments: readonly EstablishmentRef[];
  /** The invitation being sent again, whose button shows it is busy. */
  resending: number | null;
  onRevoke: (invitation: Invitation) => void;
  onResend: (invitation: Invitation) => void;
};

/** Invitations not yet accepted: address, role, scope and when the link lapses; revoke or send again. */
export function InvitationList({ invitations, establishments, resending, onRevoke, onResend }: InvitationListProps) {
  const { t } = useTranslation();
  const groups = useGroupsQuery().data?.items ?? [];
  if (invitations.length === 0) return <Typography color="text.secondary">{t('team.noInvitations')}</Typography>;
  return (
    <TeamEntries label={t('team.invitationsTitle')}>
      {invitations.map((invitation) => (
        <TeamEntry
          key={invitation.id}
          title={invitation.email}
          role={roleLabel(t, invitation.role)}
          lines={[
            scopeText(t, invitation.role, invitation.locations, establishments, groups),
            t('team.expires', { date: formatDate(invitation.expiresAt) }),
          ]}
          actions={
            <>
              <Button
                size="small"
                variant="outlined"
                loading={resending === invitation.id}
                disabled={resending !== null}
                onClick={() => onResend(invitation)}
                aria-label={t('team.actions.resendTo', { email: invitation.email })}
              >
                {t('team.actions.resend')}
              </Button>
              <Button
                size="small"
                color="error"
                onClick={() => onRevoke(invitation)}
                aria-label={t('team.actions.revokeOf', { email: invitation.email })}
              >
                {t('team.actions.revoke')}
              </Button>
            </>
          }
        />
      ))}
    </TeamEntries>
  );
}
