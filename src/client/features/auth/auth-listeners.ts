import { FORCED_TOKEN_REFRESH_MS } from '../../../shared/constants';
import type { AppStore } from '../../app/store';
import { initialize, logout } from './auth-slice';
import { establishSession, logoutUser, refreshIdToken } from './auth-session';
import type { Identity, IdentityUser } from './identity';
import { clearSessionUser, storeAuthToken } from './local-session';

/**
 * Keeps the store in step with the identity provider: every new ID token is stored
 * under `authToken`, a new user opens a session, a sign-out closes it, and a fresh
 * token is forced every 40 minutes (spec §9). Returns the function that stops it.
 */
export function startAuthListener(store: AppStore, identity: Identity, refreshEveryMs = FORCED_TOKEN_REFRESH_MS) {
  let sessionUid: string | null = null;

  const markInitialized = () => {
    if (!store.getState().auth.isInitialized) store.dispatch(initialize());
  };

  // Signed out by the provider too (disabled account, revoked session): the same local cleanup as logout.
  const handleSignedOut = () => {
    storeAuthToken(null);
    clearSessionUser();
    if (sessionUid !== null) store.dispatch(logout());
    sessionUid = null;
  };

  const handleToken = async (user: IdentityUser) => {
    try {
      storeAuthToken(await user.getIdToken());
    } catch {
      await store.dispatch(logoutUser());
      return;
    }
    // Token refreshes of the same user change nothing else.
    if (user.uid === sessionUid) return;
    // Another account signed in over this one (a sign-in link opened in this tab): close the first session.
    if (sessionUid !== null) store.dispatch(logout());
    sessionUid = user.uid;
    await store.dispatch(establishSession(user));
  };

  const stopListening = identity.onIdTokenChanged((user) => {
    const handled = user ? handleToken(user) : Promise.resolve(handleSignedOut());
    void handled.finally(markInitialized);
  });
  const timer = setInterval(() => void store.dispatch(refreshIdToken()), refreshEveryMs);

  return () => {
    stopListening();
    clearInterval(timer);
  };
}
