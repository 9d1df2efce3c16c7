import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Invitation, Member } from '../../../shared/api/organizations';
import { useInviteMutation, useRemoveMemberMutation, useRevokeInvitationMutation } from '../../api/members-api';
import { notify } from '../../components/notify';
import { apiErrorText } from '../../i18n/api-error-text';
import { isGrantable } from './access-fields';
import { displayName } from './team-text';

/** What the confirmation dialog asks about: removing a member or revoking an invitation. */
export type Pending = { kind: 'remove'; member: Member } | { kind: 'revoke'; invitation: Invitation };

/**
 * The team's one-gesture actions: a removal or a revocation once confirmed (its failure said in the dialog), and an
 * invitation sent again (its failure said in a toast).
 */
export function useTeamActions() {
  const { t } = useTranslation();
  // The last action asked about stays while its dialog closes, so the closing dialog keeps its words.
  const [pending, setPending] = useState<Pending | null>(null);
  const [isAsking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [resending, setResending] = useState<number | null>(null);
  const [removeMember, removal] = useRemoveMemberMutation();
  const [revokeInvitation, revocation] = useRevokeInvitationMutation();
  const [invite] = useInviteMutation();

  const ask = (next: Pending) => {
    setFailure(null);
    setPending(next);
    setAsking(true);
  };
  const dismiss = () => setAsking(false);

  const handleConfirm = async () => {
    if (!pending) return;
    setFailure(null);
    try {
      if (pending.kind === 'remove') {
        await removeMember(pending.member.userId).unwrap();
        notify(t('team.remove.done', { name: displayName(pending.member) }), 'success');
      } else {
        await revokeInvitation(pending.invitation.id).unwrap();
        notify(t('team.revoke.done'), 'success');
      }
      setAsking(false);
    } catch (error) {
      setFailure(apiErrorText(t, error, pending.kind === 'remove' ? 'team.remove.failed' : 'team.revoke.failed'));
    }
  };

  /**
   * Sends a new link for the same address, role and scope, then withdraws the old one: in this order, a refused
   * sending (no paid plan, the day's limit) leaves the pending invitation as it was.
   */
  const handleResend = async ({ id, email, role, locations }: Invitation) => {
    // Invitations are never to owner (the API refuses one): nothing to send again otherwise.
    if (!isGrantable(role)) return;
    setResending(id);
    try {
      await invite({ email, role, locations }).unwrap();
      await revokeInvitation(id).unwrap();
      notify(t('team.resend.done', { email }), 'success');
    } catch (error) {
      notify(apiErrorText(t, error, 'team.resend.failed'), 'error');
    } finally {
      setResending(null);
    }
  };

  return {
    pending,
    isAsking,
    failure,
    isBusy: removal.isLoading || revocation.isLoading,
    resending,
    ask,
    dismiss,
    handleConfirm,
    handleResend,
  };
}
