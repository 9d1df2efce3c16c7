import { PATHS } from '../../config/paths';
import { logoutUser } from '../../features/auth/auth-session';
import { InvitationPage } from '../../features/invitation/invitation-page';
import { useAppDispatch } from '../../state/typed-hooks';
import { loginPathFor } from './redirect-target';

/** The sign-in that comes back to the invitation, token and all: a magic link opened on another device brings it back. */
const signInPathFor = (token: string | null) => loginPathFor(PATHS.invitation, token ? `?${new URLSearchParams({ token })}` : '');

/** The invitation page wired to the session: its sign-in comes back here, its sign-out is the app's. */
export function InvitationScreen({ signedIn }: { signedIn: boolean }) {
  const dispatch = useAppDispatch();
  return <InvitationPage signedIn={signedIn} signInPathFor={signInPathFor} onSignOut={() => void dispatch(logoutUser())} />;
}
