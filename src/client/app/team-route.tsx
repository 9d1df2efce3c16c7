import { TwoFactorCancelled, useTwoFactor } from '../features/account/use-two-factor';
import { useEstablishmentChoice } from '../features/settings/use-establishment-choice';
import { TeamSettingsPage } from '../features/team/team-settings-page';

const isCancelled = (error: unknown) => error instanceof TwoFactorCancelled;

/**
 * Settings → Équipe, composed here: the team acts in the organisation of the establishment shown (the settings'
 * choice), and a transfer of ownership asks for the account's one-time code.
 */
export function TeamRoute() {
  const { withTwoFactor, dialog } = useTwoFactor();
  const { organization } = useEstablishmentChoice();
  return <TeamSettingsPage organizationId={organization?.id ?? null} twoFactor={{ withTwoFactor, dialog, isCancelled }} />;
}
