import { useState } from 'react';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { Member, Membership } from '../../../shared/api/organizations';
import { roleCan } from '../../../shared/roles';
import { useTeamQuery } from '../../api/members-api';
import { useMeQuery } from '../../api/users-api';
import { LoadError } from '../../components/load-error';
import { SettingsSection } from '../../components/settings-section';
import { apiErrorText } from '../../i18n/api-error-text';
import { ChangeMemberDialog } from './change-member-dialog';
import { ConfirmDialog } from './confirm-dialog';
import { GroupsSection } from './groups-section';
import { InvitationList } from './invitation-list';
import { InviteDialog } from './invite-dialog';
import { MemberList } from './member-list';
import { displayName } from './team-text';
import { TransferDialog } from './transfer-dialog';
import type { TwoFactorGate } from './two-factor-gate';
import { useOwnershipTransfer } from './use-ownership-transfer';
import { useTeamActions, type Pending } from './use-team-actions';

/** The confirmation's words for what is pending. */
function confirmTexts(pending: Pending | null) {
  if (pending?.kind === 'revoke') {
    return {
      title: 'team.revoke.title',
      text: 'team.revoke.text',
      confirm: 'team.revoke.confirm',
      values: { email: pending.invitation.email },
    };
  }
  return {
    title: 'team.remove.title',
    text: 'team.remove.text',
    confirm: 'team.remove.confirm',
    values: { name: pending ? displayName(pending.member) : '' },
  };
}

/** The team of an organisation whose members the user may manage: members, invitations, and the dialogs that change them. */
export function TeamManager({ membership, twoFactor }: { membership: Membership; twoFactor: TwoFactorGate }) {
  const { t } = useTranslation();
  const { data: team, error, refetch } = useTeamQuery();
  const myUserId = useMeQuery().data?.id;
  const [inviting, setInviting] = useState(false);
  const [changing, setChanging] = useState<Member | null>(null);
  const actions = useTeamActions();
  const transfer = useOwnershipTransfer(twoFactor);
  const { establishments, role } = membership;

  if (!team && error) return <LoadError message={apiErrorText(t, error, 'team.loadError')} onRetry={() => void refetch()} />;
  if (!team) {
    return (
      <Stack role="status" aria-label={t('team.loading')} sx={{ gap: 2 }}>
        <Skeleton variant="rounded" height={160} />
        <Skeleton variant="rounded" height={120} />
      </Stack>
    );
  }
  const texts = confirmTexts(actions.pending);

  return (
    <Stack sx={{ gap: 3 }}>
      <SettingsSection title={t('team.membersTitle')} description={t('team.description')}>
        <Button variant="contained" onClick={() => setInviting(true)} sx={{ alignSelf: 'flex-start' }}>
          {t('team.actions.invite')}
        </Button>
        <MemberList
          members={team.members}
          myUserId={myUserId}
          establishments={establishments}
          onChange={setChanging}
          onRemove={(member) => actions.ask({ kind: 'remove', member })}
          onTransfer={roleCan(role, 'billing') ? transfer.ask : undefined}
        />
      </SettingsSection>
      <SettingsSection title={t('team.invitationsTitle')}>
        <InvitationList
          invitations={team.invitations}
          establishments={establishments}
          resending={actions.resending}
          onRevoke={(invitation) => actions.ask({ kind: 'revoke', invitation })}
          onResend={(invitation) => void actions.handleResend(invitation)}
        />
      </SettingsSection>
      {establishments.length >= 2 && <GroupsSection establishments={establishments} />}
      <InviteDialog open={inviting} actorRole={role} establishments={establishments} onClose={() => setInviting(false)} />
      <ChangeMemberDialog member={changing} actorRole={role} establishments={establishments} onClose={() => setChanging(null)} />
      <ConfirmDialog
        open={actions.isAsking}
        title={t(texts.title, texts.values)}
        text={t(texts.text, texts.values)}
        confirmLabel={t(texts.confirm)}
        isBusy={actions.isBusy}
        failure={actions.failure}
        onConfirm={() => void actions.handleConfirm()}
        onClose={actions.dismiss}
      />
      <TransferDialog
        open={transfer.isAsking}
        name={transfer.name}
        isBusy={transfer.isBusy}
        failure={transfer.failure}
        onConfirm={() => void transfer.handleConfirm()}
        onClose={transfer.dismiss}
      />
      {twoFactor.dialog}
    </Stack>
  );
}
