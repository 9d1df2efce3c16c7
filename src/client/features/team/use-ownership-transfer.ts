import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Member } from '../../../shared/api/organizations';
import { useTransferOwnershipMutation } from '../../api/organizations-api';
import { notify } from '../../components/notify';
import { apiErrorText } from '../../i18n/api-error-text';
import { displayName } from './team-text';
import type { TwoFactorGate } from './two-factor-gate';

/**
 * The owner hands the organisation to a member: asked in a dialog that says what changes, then confirmed with a
 * one-time code; a refusal (a subscription still running, the member gone) is said in the dialog, which stays open.
 */
export function useOwnershipTransfer(twoFactor: TwoFactorGate) {
  const { t } = useTranslation();
  // The member asked about stays while the dialog closes, so the closing dialog keeps its words.
  const [target, setTarget] = useState<Member | null>(null);
  const [isAsking, setAsking] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [transfer] = useTransferOwnershipMutation();

  const ask = (member: Member) => {
    setFailure(null);
    setTarget(member);
    setAsking(true);
  };

  const handleConfirm = async () => {
    if (!target) return;
    setFailure(null);
    setBusy(true);
    try {
      await twoFactor.withTwoFactor((twoFactorToken) => transfer({ userId: target.userId, twoFactorToken }).unwrap());
      setAsking(false);
      notify(t('team.transfer.done', { name: displayName(target) }), 'success');
    } catch (error) {
      if (!twoFactor.isCancelled(error)) setFailure(apiErrorText(t, error, 'team.transfer.failed'));
    } finally {
      setBusy(false);
    }
  };

  return {
    name: target ? displayName(target) : '',
    isAsking,
    isBusy,
    failure,
    ask,
    dismiss: () => setAsking(false),
    handleConfirm,
  };
}
