import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../components/loading-screen';
import { useInvitationToken } from '../features/invitation/kept-invitation';
import { useAuthStatus } from './guards/auth-status';
import { InvitationScreen } from './guards/invitation-screen';
import { SetupGate } from './guards/setup-gate';
import { PublicFrame } from './layouts/public-layout';
import { UserMenu } from './layouts/user-menu';

/**
 * `/invitation` for anyone: signed out, the page says to sign in with the invited address and comes back here; signed
 * in, the terms first, then the invitation, without the setup wizard (the gate shows it instead of the wizard).
 */
export function InvitationRoute() {
  const { t } = useTranslation();
  const { isLoading, isAuthenticated } = useAuthStatus();
  // Kept before the gate below decides, so it shows the invitation rather than the wizard.
  useInvitationToken();
  if (isLoading) return <LoadingScreen label={t('loading.app')} />;
  if (!isAuthenticated) {
    return (
      <PublicFrame>
        <InvitationScreen signedIn={false} />
      </PublicFrame>
    );
  }
  return (
    <SetupGate>
      <PublicFrame actions={<UserMenu />}>
        <InvitationScreen signedIn />
      </PublicFrame>
    </SetupGate>
  );
}
